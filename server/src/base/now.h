#pragma once
// The server's time: wall-clock milliseconds since the Unix epoch, as stored in rows and sent to
// clients (`serverTime`). Clocks and timers use steady_clock; this is for what outlives a run.
#include <chrono>
#include <cstdint>
#include <ctime>
#include <string>

namespace renju::server {

inline int64_t nowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

/// "2026-12-01": the UTC day of server ms since the epoch, as records and the archive carry it.
inline std::string utcDate(int64_t ms) {
  std::time_t seconds = static_cast<std::time_t>(ms / 1000);
  std::tm tm{};
  gmtime_r(&seconds, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
  return buf;
}

}  // namespace renju::server
