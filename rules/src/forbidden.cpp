#include "forbidden.h"

#include <bit>
#include <cassert>

namespace renju {

namespace {

ForbiddenKind judge(Board& b, int p);

// Places a black stone for the lifetime of the guard.
class ScopedBlackStone {
 public:
  ScopedBlackStone(Board& b, int cell) : b_(b), p_(Board::pointOf(cell)) {
    b_.place(p_, Color::BLACK);
  }
  ~ScopedBlackStone() { b_.remove(p_); }
  ScopedBlackStone(const ScopedBlackStone&) = delete;
  ScopedBlackStone& operator=(const ScopedBlackStone&) = delete;

 private:
  Board& b_;
  Point p_;
};

// RIF 9.3, the real-three test for a straight-four point q, on the board that holds the candidate,
// as far as q's summary tells it: 1 = playable, 0 = not playable, -1 = try q (recursively).
// The Decision lives here: a q that completes a five does not make the three real.
// A q whose summary leaves it open is a possible double-three: -1, and judge(q) decides.
int playableStraightFourPoint(uint16_t s) {
  if (summary::fives(s) > 0) return FIVE_COMPLETION_KEEPS_THREE_REAL ? 1 : 0;
  if (!summary::mayBeForbidden(s)) return 1;
  if (summary::overlines(s) > 0 || summary::fours(s) >= 2) return 0;
  return -1;
}

// RIF 9.3 double-three, exact: at least two lines through p hold a three with a playable
// straight-four point, tested on the board that holds p. Lines settled without recursion are
// counted first, so the recursive test runs only when they do not decide.
bool isDoubleThree(Board& b, int p) {
  const LineTables& t = lineTables();
  std::array<uint8_t, 4> masks;
  for (int d = 0; d < 4; ++d) masks[d] = t.threeMask[b.key(p, d)];
  ScopedBlackStone stone(b, p);
  int real = 0, open = 0;
  std::array<uint8_t, 4> unknown{};  // straight-four points still to try, per line
  for (int d = 0; d < 4; ++d) {
    bool isReal = false;
    for (unsigned m = masks[d]; m != 0 && !isReal; m &= m - 1) {
      int bit = std::countr_zero(m);
      int q = p + threeMaskOffset(bit) * Board::STEP[d];
      int v = playableStraightFourPoint(b.summaryAt(q));
      if (v == 1) isReal = true;
      if (v < 0) unknown[d] = static_cast<uint8_t>(unknown[d] | (1u << bit));
    }
    if (isReal) {
      ++real;
      unknown[d] = 0;
    } else if (unknown[d]) {
      ++open;
    }
  }
  if (real >= 2) return true;
  if (real + open < 2) return false;
  for (int d = 0; d < 4; ++d) {
    if (!unknown[d]) continue;
    bool isReal = false;
    for (unsigned m = unknown[d]; m != 0 && !isReal; m &= m - 1) {
      int q = p + threeMaskOffset(std::countr_zero(m)) * Board::STEP[d];
      isReal = judge(b, q) == ForbiddenKind::NONE;
    }
    --open;
    real += isReal;
    if (real >= 2) return true;
    if (real + open < 2) return false;
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
