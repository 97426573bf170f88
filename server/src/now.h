#pragma once
// The server's time: wall-clock milliseconds since the Unix epoch, as stored in rows and sent to
// clients (`serverTime`). Clocks and timers use steady_clock; this is for what outlives a run.
#include <chrono>
#include <cstdint>

namespace renju::server {

inline int64_t nowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace renju::server
