// The lobby benchmark's frame reader: a server's frames split anywhere, fragments, control
// frames, and what it must refuse.
#include <gtest/gtest.h>

#include "ws_frames.h"

namespace renju::loadgen {
namespace {

// A server frame (unmasked) with `opcode`, `fin`, and the length in the shortest form.
std::string serverFrame(uint8_t opcode, std::string_view payload, bool fin = true) {
  std::string f;
  f += static_cast<char>((fin ? 0x80 : 0) | opcode);
  if (payload.size() < 126) {
    f += static_cast<char>(payload.size());
  } else if (payload.size() < 65536) {
    f += static_cast<char>(126);
    f += static_cast<char>(payload.size() >> 8);
    f += static_cast<char>(payload.size() & 0xFF);
  } else {
    f += static_cast<char>(127);
    for (int shift = 56; shift >= 0; shift -= 8)
      f += static_cast<char>((static_cast<uint64_t>(payload.size()) >> shift) & 0xFF);
  }
  return f + std::string(payload);
}

std::vector<WsEvent> feedInPieces(const std::string& bytes, size_t piece) {
  WsFrameReader reader;
  std::vector<WsEvent> out;
  for (size_t at = 0; at < bytes.size(); at += piece)
    EXPECT_TRUE(reader.feed(std::string_view(bytes).substr(at, piece), out));
  return out;
}

TEST(WsFrameReader, MessagesComeWholeWhereverTheBytesAreSplit) {
  std::string big(70000, 'x'), medium(300, 'm');
  std::string bytes = serverFrame(0x1, R"({"t":"a"})") + serverFrame(0x1, medium) +
                      serverFrame(0x9, "ka") + serverFrame(0x1, "frag", false) +
                      serverFrame(0x0, "men", false) + serverFrame(0x9, "in the middle") +
                      serverFrame(0x0, "ted") + serverFrame(0x1, big);
  for (size_t piece : {size_t{1}, size_t{3}, size_t{7}, size_t{4096}, bytes.size()}) {
    auto events = feedInPieces(bytes, piece);
    ASSERT_EQ(events.size(), 6u) << "piece " << piece;
    EXPECT_EQ(events[0].payload, R"({"t":"a"})");
    EXPECT_EQ(events[1].payload, medium);
    EXPECT_EQ(events[2].kind, WsEvent::Kind::PING);
    EXPECT_EQ(events[2].payload, "ka");
    EXPECT_EQ(events[3].kind, WsEvent::Kind::PING);  // a control frame between fragments
    EXPECT_EQ(events[4].kind, WsEvent::Kind::TEXT);
    EXPECT_EQ(events[4].payload, "fragmented");
    EXPECT_EQ(events[5].payload, big);
  }
}

TEST(WsFrameReader, ACloseFrameIsAnEvent) {
  WsFrameReader reader;
  std::vector<WsEvent> out;
  ASSERT_TRUE(reader.feed(serverFrame(0x8, std::string("\x03\xe9", 2)), out));
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].kind, WsEvent::Kind::CLOSE);
}

TEST(WsFrameReader, RefusesWhatAServerMustNotSend) {
  auto refused = [](const std::string& bytes, size_t max = 1 << 20) {
    WsFrameReader reader(max);
    std::vector<WsEvent> out;
    return !reader.feed(bytes, out);
  };
  std::string masked = serverFrame(0x1, "abcd");
  masked[1] = static_cast<char>(masked[1] | 0x80);
  EXPECT_TRUE(refused(masked));
  EXPECT_TRUE(refused(std::string("\xC1\x01x", 3)));                           // a reserved bit
  EXPECT_TRUE(refused(serverFrame(0x3, "x")));                                 // unknown opcode
  EXPECT_TRUE(refused(serverFrame(0x9, std::string(126, 'p'))));               // long control
  EXPECT_TRUE(refused(serverFrame(0x9, "p", false)));                          // split control
  EXPECT_TRUE(refused(serverFrame(0x0, "x")));                                 // no start
  EXPECT_TRUE(refused(serverFrame(0x1, "a", false) + serverFrame(0x1, "b")));  // two starts
  EXPECT_TRUE(refused(serverFrame(0x1, std::string(2000, 'x')), 1000));        // too long
  EXPECT_TRUE(refused(
      serverFrame(0x1, std::string(600, 'x'), false) + serverFrame(0x0, std::string(600, 'x')),
      1000));  // too long once joined
  EXPECT_FALSE(refused(serverFrame(0x1, std::string(1000, 'x')), 1000));
}

TEST(MaskedFrame, UnmasksToThePayloadWithTheLengthInItsShortestForm) {
  for (size_t size : {size_t{0}, size_t{125}, size_t{126}, size_t{65535}, size_t{65536}}) {
    std::string payload(size, 'p');
    for (size_t i = 0; i < size; ++i) payload[i] = static_cast<char>('a' + i % 26);
    std::string f = maskedFrame(0x1, payload);
    size_t header = size < 126 ? 2 : size < 65536 ? 4 : 10;
    ASSERT_EQ(f.size(), header + 4 + size);
    EXPECT_EQ(static_cast<uint8_t>(f[0]), 0x81);
    EXPECT_TRUE(static_cast<uint8_t>(f[1]) & 0x80);
    std::string_view mask = std::string_view(f).substr(header, 4);
    std::string unmasked;
    for (size_t i = 0; i < size; ++i)
      unmasked += static_cast<char>(f[header + 4 + i] ^ mask[i % 4]);
    EXPECT_EQ(unmasked, payload);
  }
}

}  // namespace
}  // namespace renju::loadgen
