#pragma once
// Helpers of the engine tests: positions from "Bh8 Wh9 ..." text, and the replay of a solver
// line through the rules library, against every defence where that is affordable.
#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "board.h"
#include "forbidden.h"
#include "solver.h"
#include "types.h"

namespace renju::ai::test {

inline Board boardOf(const std::string& text) {
  std::vector<std::pair<Point, Color>> stones;
  std::istringstream in(text);
  std::string tok;
  while (in >> tok) {
    Color c = tok[0] == 'B' ? Color::BLACK : Color::WHITE;
    auto p = parsePoint(tok.substr(1));
    EXPECT_TRUE(p.has_value()) << tok;
    if (p) stones.emplace_back(*p, c);
  }
  return Board(stones);
}

inline Point pt(const char* s) {
  return *parsePoint(s);
}

inline std::string lineText(const std::vector<std::optional<Point>>& line) {
  std::string out;
  for (auto& p : line) {
    if (!out.empty()) out += ' ';
    out += p ? toString(*p) : "-";
  }
  return out;
}

inline bool legalFor(const Board& b, Point p, Color c) {
  return p.valid() && b.isEmpty(p) &&
         (c == Color::WHITE || isWinningMove(b, p, c) ||
          forbiddenKind(b, p) == ForbiddenKind::NONE);
}

inline bool anyFive(const Board& b, Color c) {
  for (int i = 0; i < BOARD_POINTS; ++i) {
    Point p = Point::fromIndex(i);
    if (b.isEmpty(p) && isWinningMove(b, p, c)) return true;
  }
  return false;
}

/// Replays a WIN line through the rules library: every stone legal, the attacker's last stone a
/// five (or, by foul, Black unable to stop White's five). With `allDefences`, at each defender
/// turn every other legal defender stone is tried too, and the attacker must still win (a five
/// at once, or a new proof of the same kind).
inline void expectProvenLine(Board b, Color attacker, ThreatKind kind, const SolveResult& r,
                             bool allDefences) {
  ASSERT_EQ(r.verdict, Verdict::WIN);
  ASSERT_FALSE(r.line.empty());
  const Color defender = ~attacker;
  for (size_t i = 0; i < r.line.size(); ++i) {
    const bool attackerTurn = i % 2 == 0;
    const Color c = attackerTurn ? attacker : defender;
    if (!r.line[i]) {  // the foul finish: White's five point is Black's only defence, forbidden
      ASSERT_TRUE(r.byFoul);
      ASSERT_EQ(attacker, Color::WHITE);
      ASSERT_EQ(i + 2, r.line.size());
      Point q = *r.line[i + 1];
      EXPECT_TRUE(isWinningMove(b, q, Color::WHITE));
      EXPECT_NE(forbiddenKind(b, q), ForbiddenKind::NONE);
      EXPECT_FALSE(anyFive(b, Color::BLACK));
      return;
    }
    Point p = *r.line[i];
    ASSERT_TRUE(legalFor(b, p, c))
        << "move " << i << " " << toString(p) << " in " << lineText(r.line);
    if (i + 1 == r.line.size()) {
      EXPECT_TRUE(attackerTurn);
      EXPECT_TRUE(isWinningMove(b, p, attacker)) << lineText(r.line);
      return;
    }
    EXPECT_FALSE(isWinningMove(b, p, c)) << "a five before the end: " << lineText(r.line);
    if (!attackerTurn && allDefences) {
      for (int k = 0; k < BOARD_POINTS; ++k) {
        Point q = Point::fromIndex(k);
        if (q == p || !legalFor(b, q, defender)) continue;
        ASSERT_FALSE(isWinningMove(b, q, defender)) << "the defender has a five at " << toString(q);
        b.place(q, defender);
        bool wins = anyFive(b, attacker) || solve(b, attacker, kind, {}).verdict == Verdict::WIN;
        b.remove(q);
        EXPECT_TRUE(wins) << "defence " << toString(q) << " refutes " << lineText(r.line);
      }
    }
    b.place(p, c);
  }
}

}  // namespace renju::ai::test

namespace renju::ai::test {

/// A position of `stones` random stones near the centre, alternating from Black, no five on the
/// board and no forbidden black stone; Black to move when `stones` is even.
inline Board randomPosition(std::mt19937& rng, int stones, int spread = 4) {
  for (;;) {
    Board b;
    bool ok = true;
    std::uniform_int_distribution<int> coord(7 - spread, 7 + spread);
    for (int k = 0; k < stones && ok; ++k) {
      Color c = k % 2 ? Color::WHITE : Color::BLACK;
      bool placed = false;
      for (int tries = 0; tries < 50 && !placed; ++tries) {
        Point p(coord(rng), coord(rng));
        if (!b.isEmpty(p) || isWinningMove(b, p, c)) continue;
        if (c == Color::BLACK && forbiddenKind(b, p) != ForbiddenKind::NONE) continue;
        b.place(p, c);
        placed = true;
      }
      ok = placed;
    }
    if (ok) return b;
  }
}

}  // namespace renju::ai::test
