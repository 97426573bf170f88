// parseMoveList on arbitrary text: never crashes, and what it accepts is a list of distinct board
// points that formats and parses back to itself, spaced and concatenated.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "notation.h"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto parsed = renju::parseMoveList(text);
  if (!parsed) {
    const auto& code = parsed.error().code;
    check(code == "bad-point" || code == "duplicate-point");
    check(!parsed.error().message.empty());
    return 0;
  }
  const auto& moves = *parsed;
  bool seen[renju::BOARD_POINTS] = {};
  for (renju::Point p : moves) {
    check(p.valid());
    check(!seen[p.index()]);
    seen[p.index()] = true;
  }
  for (bool spaced : {true, false}) {
    auto again = renju::parseMoveList(renju::formatMoveList(moves, spaced));
    check(again.ok() && *again == moves);
  }
  return 0;
}
