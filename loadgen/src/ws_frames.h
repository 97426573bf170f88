#pragma once
// WebSocket framing for the lobby benchmark's sockets, which are read with plain recv() on an
// epoll loop instead of through Beast: at 50,000 deliveries a second the generator shares two
// cores with the server it measures, and a coroutine resumed per frame cost it most of a core.
// Pure: bytes in, messages out; no I/O.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace renju::loadgen {

/// What a server's frames amount to, in arrival order.
struct WsEvent {
  enum class Kind { TEXT, PING, CLOSE };
  Kind kind;
  std::string payload;  ///< the whole message (fragments joined), or the ping's payload
};

/// Reassembles a server's frames (unmasked, RFC 6455 5.1) from bytes as they arrive.
class WsFrameReader {
 public:
  /// Reads what `bytes` completes; false on a protocol error (a masked or reserved frame, an
  /// unknown opcode, a control frame over 125 bytes, a continuation without a start, or a
  /// message longer than `maxMessage`), after which the connection is unusable.
  bool feed(std::string_view bytes, std::vector<WsEvent>& out);

  explicit WsFrameReader(size_t maxMessage = 16 << 20) : maxMessage_(maxMessage) {}

 private:
  /// Reads the frame at buffer_[start_] if it is whole (else sets `needMore`); false on an error.
  bool takeFrame(std::vector<WsEvent>& out, bool& needMore);

  std::string buffer_;   ///< bytes not yet read as frames, from start_ on
  size_t start_ = 0;     ///< read frames are dropped once per feed, not one by one
  std::string message_;  ///< fragments of a text message not yet finished
  bool inMessage_ = false;
  size_t maxMessage_;
};

/// A client frame (masked, as clients must) with `opcode` (1 text, 10 pong, 8 close).
std::string maskedFrame(uint8_t opcode, std::string_view payload);

}  // namespace renju::loadgen
