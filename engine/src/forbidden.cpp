#include "forbidden.h"

#include <bit>
#include <cassert>

namespace renju {

namespace {

ForbiddenKind judge(Board& b, int p);

// RIF 9.3, the real-three test for one straight-four point q of a three through the candidate:
// `b` already holds the candidate, and a black stone on q must be allowed. The Decision lives here.
bool isPlayableStraightFourPoint(Board& b, int q) {
  if (summary::fives(b.summaryAt(q)) > 0) return FIVE_COMPLETION_KEEPS_THREE_REAL;
  return judge(b, q) == ForbiddenKind::NONE;
}

// Places a black stone for the lifetime of the guard.
class ScopedBlackStone {
 public:
  ScopedBlackStone(Board& b, int cell) : b_(b), p_(Board::pointOf(cell)) { b_.place(p_, Color::BLACK); }
  ~ScopedBlackStone() { b_.remove(p_); }
  ScopedBlackStone(const ScopedBlackStone&) = delete;
  ScopedBlackStone& operator=(const ScopedBlackStone&) = delete;

 private:
  Board& b_;
  Point p_;
};

// RIF 9.3 double-three, exact: at least two lines through p hold a three with a playable
// straight-four point, tested on the board that holds p.
bool isDoubleThree(Board& b, int p) {
  const LineTables& t = lineTables();
  std::array<uint8_t, 4> masks;
  int lines = 0;
  for (int d = 0; d < 4; ++d) {
    masks[d] = t.threeMask[b.key(p, d)];
    lines += masks[d] != 0;
  }
  ScopedBlackStone stone(b, p);
  int real = 0;
  for (int d = 0; d < 4; ++d) {
    if (!masks[d]) continue;
    for (unsigned m = masks[d]; m != 0; m &= m - 1) {
      int q = p + threeMaskOffset(std::countr_zero(m)) * Board::STEP[d];
      if (isPlayableStraightFourPoint(b, q)) {
        ++real;
        break;
      }
    }
    --lines;
    if (real >= 2) return true;
    if (real + lines < 2) return false;
  }
  return false;
}

// Forbidden kind of empty cell p for Black (RIF 9.2-9.4, 10): a five wins first, then overline,
// double-four, double-three.
ForbiddenKind judge(Board& b, int p) {
  uint16_t s = b.summaryAt(p);
  if (!summary::mayBeForbidden(s)) return ForbiddenKind::NONE;
  if (summary::overlines(s) > 0) return ForbiddenKind::OVERLINE;
  if (summary::fours(s) >= 2) return ForbiddenKind::DOUBLE_FOUR;
  return isDoubleThree(b, p) ? ForbiddenKind::DOUBLE_THREE : ForbiddenKind::NONE;
}

// The verdict when no stone has to be tried; nullopt when the exact double-three test is needed.
std::optional<ForbiddenKind> quickVerdict(uint16_t s) {
  if (!summary::mayBeForbidden(s)) return ForbiddenKind::NONE;
  if (summary::overlines(s) > 0) return ForbiddenKind::OVERLINE;
  if (summary::fours(s) >= 2) return ForbiddenKind::DOUBLE_FOUR;
  return std::nullopt;
}

Board& scratchBoard() {
  thread_local Board scratch;
  return scratch;
}

}  // namespace

bool isWinningMove(const Board& b, Point p, Color c) {
  assert(p.valid() && b.isEmpty(p));
  int cell = Board::cellOf(p);
  if (c == Color::BLACK) return summary::fives(b.summaryAt(cell)) > 0;
  // White wins with five or more (RIF 9.1).
  for (int step : Board::STEP) {
    int run = 1;
    for (int n = cell + step; b.cell(n) == Board::Cell::WHITE; n += step) ++run;
    for (int n = cell - step; b.cell(n) == Board::Cell::WHITE; n -= step) ++run;
    if (run >= 5) return true;
  }
  return false;
}

bool makesOverline(const Board& b, Point p) {
  assert(p.valid() && b.isEmpty(p));
  return summary::overlines(b.summaryAt(Board::cellOf(p))) > 0;
}

ForbiddenKind forbiddenKind(const Board& b, Point p) {
  assert(p.valid() && b.isEmpty(p));
  int cell = Board::cellOf(p);
  if (auto v = quickVerdict(b.summaryAt(cell))) return *v;
  Board& scratch = scratchBoard();
  scratch = b;
  return judge(scratch, cell);
}

ForbiddenKind forbiddenKindInPlace(Board& b, Point p) {
  assert(p.valid() && b.isEmpty(p));
  return judge(b, Board::cellOf(p));
}

std::vector<std::pair<Point, ForbiddenKind>> forbiddenMap(const Board& b) {
  std::vector<std::pair<Point, ForbiddenKind>> out;
  Board* scratch = nullptr;  // copied only when a double-three has to be tried
  const auto& words = b.candidates();
  for (size_t w = 0; w < words.size(); ++w) {
    for (uint64_t bits = words[w]; bits != 0; bits &= bits - 1) {
      int cell = static_cast<int>(w * 64) + std::countr_zero(bits);
      std::optional<ForbiddenKind> v = quickVerdict(b.summaryAt(cell));
      if (!v) {
        if (!scratch) {
          scratch = &scratchBoard();
          *scratch = b;
        }
        v = judge(*scratch, cell);
      }
      if (*v != ForbiddenKind::NONE) out.emplace_back(Board::pointOf(cell), *v);
    }
  }
  return out;
}

}  // namespace renju
