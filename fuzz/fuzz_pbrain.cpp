// The Gomocup protocol state machine (cli/src/pbrain_protocol.cpp) on arbitrary input lines, with
// the driver's part played by a trivial mover. Never crashes; every answer is one of the
// protocol's forms; a line answered ERROR (and nothing else) changes no stone; the stones stay
// distinct points on the board, fewer than the board holds.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <string_view>

#include "pbrain_protocol.h"

namespace {

using renju::Point;
namespace pb = renju::pbrain;

void check(bool ok) {
  if (!ok) std::abort();
}

bool startsWith(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

// The first empty point from the centre outwards, row by row: a stand-in for the engine.
Point someEmpty(const pb::State& s) {
  std::set<int> used;
  for (const auto& st : s.stones) used.insert(st.first.index());
  for (int i = 0; i < renju::BOARD_POINTS; ++i) {
    int j = (i + Point::center().index()) % renju::BOARD_POINTS;
    if (!used.count(j)) return Point::fromIndex(j);
  }
  std::abort();  // the state machine never asks for a move on a full board
}

void answer(pb::State& s, pb::Request request) {
  if (request == pb::Request::MOVE) {
    std::string line = pb::commitMove(s, someEmpty(s));
    check(pb::parseCoord(line).has_value());
  } else if (request == pb::Request::SWAP2) {
    pb::Swap2Answer a;
    size_t n = s.stones.size();
    check(n == 0 || n == 3 || n == 5);
    if (n == 5) {
      a.swap = true;
    } else {
      // Place stones one at a time so each choice sees the previous ones.
      pb::State copy = s;
      for (size_t k = 0; k < (n == 0 ? 3u : 2u); ++k) {
        Point p = someEmpty(copy);
        a.stones.push_back(p);
        copy.stones.emplace_back(p, pb::sideToMove(copy));
      }
    }
    std::string line = pb::commitSwap2(s, a);
    check(!line.empty());
  }
}

void checkStones(const pb::State& s) {
  check(s.stones.size() < static_cast<size_t>(renju::BOARD_POINTS));
  std::set<int> seen;
  for (const auto& st : s.stones) {
    check(st.first.valid());
    check(seen.insert(st.first.index()).second);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  pb::State state;
  state.about = "name=\"fuzz\"";
  while (!text.empty()) {
    size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
    auto before = state.stones;
    pb::Step step = pb::handleLine(state, line);
    for (const std::string& out : step.out) {
      check(out == "OK" || out == state.about || startsWith(out, "ERROR ") ||
            startsWith(out, "UNKNOWN ") || pb::parseCoord(out).has_value());
      check(out.find('\n') == std::string::npos);
    }
    // An interrupted BOARD block says so and then obeys the interrupting command: not "only an
    // error".
    bool onlyError = step.out.size() == 1 && startsWith(step.out[0], "ERROR ") &&
                     step.out[0].find("ended without DONE") == std::string::npos;
    if (onlyError) {
      check(state.stones == before);
      check(step.request == pb::Request::NONE);
    }
    checkStones(state);
    if (step.quit) break;
    answer(state, step.request);
    checkStones(state);
  }
  return 0;
}
