#include "ws_frames.h"

namespace renju::loadgen {

namespace {

constexpr uint8_t CONTINUATION = 0x0, TEXT = 0x1, BINARY = 0x2, CLOSE = 0x8, PING = 0x9, PONG = 0xA;

uint64_t bigEndian(std::string_view bytes) {
  uint64_t v = 0;
  for (char c : bytes) v = (v << 8) | static_cast<uint8_t>(c);
  return v;
}

}  // namespace

bool WsFrameReader::feed(std::string_view bytes, std::vector<WsEvent>& out) {
  buffer_.append(bytes);
  bool needMore = false;
  while (!needMore)
    if (!takeFrame(out, needMore)) return false;
  buffer_.erase(0, start_);
  start_ = 0;
  return true;
}

bool WsFrameReader::takeFrame(std::vector<WsEvent>& out, bool& needMore) {
  needMore = true;
  std::string_view rest = std::string_view(buffer_).substr(start_);
  if (rest.size() < 2) return true;
  auto b0 = static_cast<uint8_t>(rest[0]), b1 = static_cast<uint8_t>(rest[1]);
  bool fin = (b0 & 0x80) != 0;
  uint8_t opcode = b0 & 0x0F;
  if ((b0 & 0x70) != 0 || (b1 & 0x80) != 0) return false;  // reserved bits, or a masked frame
  size_t header = 2;
  uint64_t length = b1 & 0x7F;
  if (length == 126) header = 4;
  if (length == 127) header = 10;
  if (rest.size() < header) return true;
  if (header > 2) length = bigEndian(rest.substr(2, header - 2));
  bool control = (opcode & 0x8) != 0;
  if (control && (length > 125 || !fin)) return false;
  if (length > maxMessage_ || message_.size() + length > maxMessage_) return false;
  if (rest.size() < header + length) return true;
  std::string payload(rest.substr(header, length));
  start_ += header + length;
  needMore = false;
  switch (opcode) {
    case TEXT:
    case BINARY:
      if (inMessage_) return false;
      if (fin) {
        out.push_back(WsEvent{WsEvent::Kind::TEXT, std::move(payload)});
      } else {
        inMessage_ = true;
        message_ = std::move(payload);
      }
      return true;
    case CONTINUATION:
      if (!inMessage_) return false;
      message_ += payload;
      if (fin) {
        inMessage_ = false;
        out.push_back(WsEvent{WsEvent::Kind::TEXT, std::move(message_)});
        message_.clear();
      }
      return true;
    case PING:
      out.push_back(WsEvent{WsEvent::Kind::PING, std::move(payload)});
      return true;
    case PONG:
      return true;
    case CLOSE:
      out.push_back(WsEvent{WsEvent::Kind::CLOSE, std::move(payload)});
      return true;
    default:
      return false;
  }
}

std::string maskedFrame(uint8_t opcode, std::string_view payload) {
  // The mask only has to be unknown to intermediaries; a fixed one does for a load generator.
  static constexpr uint8_t MASK[4] = {0x37, 0xfa, 0x21, 0x3d};
  std::string f;
  f += static_cast<char>(0x80 | opcode);
  if (payload.size() < 126) {
    f += static_cast<char>(0x80 | payload.size());
  } else if (payload.size() < 65536) {
    f += static_cast<char>(0x80 | 126);
    f += static_cast<char>(payload.size() >> 8);
    f += static_cast<char>(payload.size() & 0xFF);
  } else {
    f += static_cast<char>(0x80 | 127);
    for (int shift = 56; shift >= 0; shift -= 8)
      f += static_cast<char>((static_cast<uint64_t>(payload.size()) >> shift) & 0xFF);
  }
  for (uint8_t m : MASK) f += static_cast<char>(m);
  for (size_t i = 0; i < payload.size(); ++i)
    f += static_cast<char>(static_cast<uint8_t>(payload[i]) ^ MASK[i % 4]);
  return f;
}

}  // namespace renju::loadgen
