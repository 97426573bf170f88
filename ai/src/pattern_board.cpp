#include "pattern_board.h"

#include <cassert>
#include <random>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "eval_weights.h"
#include "forbidden.h"

namespace renju::ai {

namespace {

static_assert(LINE_KEY_COUNT <= 1 << 16, "a colour's line key fits half a key word");

struct ZobristTable {
  std::array<std::array<uint64_t, Board::CELLS>, 2> key;
  ZobristTable() {
    std::mt19937_64 rng(0x5eed5eedULL);  // fixed: hashes (and so searches) are reproducible
    for (auto& side : key)
      for (auto& k : side) k = rng();
  }
};

const ZobristTable& zobristTable() {
  static const ZobristTable t;
  return t;
}

constexpr uint8_t threatBit(Pattern p) {
  switch (p) {
    case Pattern::FIVE:
      return T_FIVE;
    case Pattern::FLEX4:
      return T_FOUR | T_FLEX4;
    case Pattern::FOUR:
      return T_FOUR;
    case Pattern::FLEX3:
      return T_FLEX3;
    case Pattern::THREE:
      return T_THREE;
    default:
      return 0;
  }
}

constexpr std::array<uint8_t, PATTERN_COUNT> THREAT_BITS = [] {
  std::array<uint8_t, PATTERN_COUNT> t{};
  for (int p = 0; p < PATTERN_COUNT; ++p) t[static_cast<size_t>(p)] = threatBit(Pattern(p));
  return t;
}();

bool onBoard(int cell) {
  return Board::pointOf(cell).valid();
}

}  // namespace

const PatternBoard::CellInfoTable& PatternBoard::cellInfoTable() {
  static const CellInfoTable table = [] {
    CellInfoTable t;
    const CellClassTable& classes = cellClassTable();
    for (int i = 0; i < 2; ++i)
      for (int combined = 0; combined < COMBINED_COUNT; ++combined) {
        int value = 0, rest = combined;
        uint8_t flags = 0;
        for (int d = 0; d < 4; ++d) {
          const int p = rest / COMBINED_WEIGHT[d];
          rest %= COMBINED_WEIGHT[d];
          value += PATTERN_WEIGHT[static_cast<size_t>(i)][static_cast<size_t>(p)];
          flags |= THREAT_BITS[static_cast<size_t>(p)];
        }
        const CellClass k = classes.cls[static_cast<size_t>(i)][static_cast<size_t>(combined)];
        // A cell Black may not use is worth nothing to Black.
        value = k == CellClass::FORBIDDEN
                    ? 0
                    : value + CLASS_WEIGHT[static_cast<size_t>(i)][static_cast<size_t>(k)];
        t.info[static_cast<size_t>(i)][static_cast<size_t>(combined)] = {
            static_cast<int16_t>(value), k, flags};
      }
    return t;
  }();
  return table;
}

const PatternBoard::FlagTable& PatternBoard::flagTable() {
  static const FlagTable table = [] {
    FlagTable t;
    const CellInfoTable& info = cellInfoTable();
    for (size_t i = 0; i < 2; ++i)
      for (size_t combined = 0; combined < COMBINED_COUNT; ++combined)
        t.flags[i][combined] = info.info[i][combined].flags;
    return t;
  }();
  return table;
}

PatternBoard::ThreatScope::~ThreatScope() {
  assert(b_.stoneCount() == stones_);  // what the scope did not keep is right only then
  (void)stones_;
  b_.full_ = wasFull_;
}

uint64_t zobrist(int cell, Color c) {
  return zobristTable().key[static_cast<int>(c)][cell];
}

PatternBoard::PatternBoard(const Board& start) {
  for (auto& log : changes_) log.resize(MAX_CHANGES);
  // The keys of the empty board: walls are blocked cells for both colours.
  for (int c = 0; c < Board::CELLS; ++c) {
    cells_[c] = board_.cell(c);
    for (int d = 0; d < 4; ++d) {
      uint32_t black = 0, white = 0;
      for (int k = -LINE_HALF; k <= LINE_HALF; ++k) {
        if (k == 0) continue;
        int n = c + k * Board::STEP[d];
        if (n >= 0 && n < Board::CELLS && board_.cell(n) != Board::Cell::WALL) continue;
        black += 2 * keyWeight(Color::BLACK, k);
        white += 2 * keyWeight(Color::WHITE, k);
      }
      keys_[d][c] = black | white << KEY_BITS;
    }
  }
  for (int c = 0; c < Board::CELLS; ++c) {
    if (!onBoard(c)) continue;
    for (Color color : {Color::BLACK, Color::WHITE}) {
      refresh<0, true>(c, color);
      refresh<1, true>(c, color);
      refresh<2, true>(c, color);
      refresh<3, true>(c, color);
    }
  }
  changeCount_ = {};  // the empty board's patterns are never undone: the log starts here
  for (int i = 0; i < BOARD_POINTS; ++i) {
    Point p = Point::fromIndex(i);
    if (auto color = start.at(p)) place(Board::cellOf(p), *color);
  }
}

void PatternBoard::sync() const {
  for (; synced_ < history_.size(); ++synced_) {
    auto [cell, c] = history_[synced_];
    board_.place(Board::pointOf(cell), c);
  }
}

// Flags are a function of the patterns (and of emptiness, which a neighbour's stone does not
// change), so only a colour whose pattern changed has its flags recomputed.
// Only empty cells are refreshed. An occupied cell's patterns keep the values they had when its
// stone was placed; stones leave in the reverse order (undo), so when it is emptied again the
// board around it is what it was then, and so are its patterns.
template <int D, bool FULL>
void PatternBoard::refresh(int cell, Color c) {
  const int i = idx(c);
  const Pattern old = pat_[i][cell][D];
  const Pattern now = tables_->of(c, key(c, cell, D));
  if (old == now) return;
  assert(changeCount_[i] < MAX_CHANGES);
  changes_[i][changeCount_[i]++] = {static_cast<uint16_t>(cell), D, old, combined_[i][cell]};
  pat_[i][cell][D] = now;
  combined_[i][cell] = static_cast<uint16_t>(
      combined_[i][cell] + (static_cast<int>(now) - static_cast<int>(old)) * COMBINED_WEIGHT[D]);
  // The cell is empty.
  if constexpr (FULL)
    setInfo(cell, c, infoTable_->info[i][combined_[i][cell]]);
  else
    setFlags(cell, c, flagTable_->flags[i][combined_[i][cell]]);
}

// A colour's pattern of a cell depends only on the cells up to the first blocked one (the other
// colour's stone, a wall) on each side: no five through the centre can cross it. So walking out
// from the changed cell, a colour's patterns stop changing at its first blocked cell.
// The direction and the step are template arguments, so the walk's addresses are fixed offsets.
// The loop over k is not unrolled: 80 inlined copies of the refresh overflowed the instruction
// cache (cachegrind of the bench set: 80 M first-level misses, against 1 M).
template <int D, int STEP, bool FULL>
void PatternBoard::refreshSide(int cell) {
  bool black = true, white = true;  // the colours not blocked yet on this side
#pragma GCC unroll 1
  for (int k = 1; k < LINE_HALF; ++k) {
    const int n = cell + k * STEP;
    const Board::Cell v = cells_[n];
    if (v == Board::Cell::EMPTY) {
      if (black) refresh<D, FULL>(n, Color::BLACK);
      if (white) refresh<D, FULL>(n, Color::WHITE);
      continue;
    }
    if (v == Board::Cell::WALL) return;
    (v == Board::Cell::WHITE ? black : white) = false;
    if (!black && !white) return;
  }
  // White's patterns leave out the far cell (patterns.h): only Black's can change there.
  const int far = cell + LINE_HALF * STEP;
  if (black && cells_[far] == Board::Cell::EMPTY) refresh<D, FULL>(far, Color::BLACK);
}

template <int D, bool FULL>
void PatternBoard::refreshLine(int cell) {
  refreshSide<D, -Board::STEP[D], FULL>(cell);
  refreshSide<D, Board::STEP[D], FULL>(cell);
}

template <bool FULL>
void PatternBoard::refreshAround(int cell) {
  refreshLine<0, FULL>(cell);
  refreshLine<1, FULL>(cell);
  refreshLine<2, FULL>(cell);
  refreshLine<3, FULL>(cell);
}

// Undo puts back the patterns the walk changed, newest first, instead of walking again: no
// table lookups for the half that did not change, and none of the walk's hard-to-predict
// branches. The cells are empty again (stones leave in reverse order).
template <int I, bool FULL>
void PatternBoard::restoreAround(size_t from) {
  const auto& log = changes_[I];
  for (size_t j = changeCount_[I]; j-- > from;) {
    const Change& ch = log[j];
    pat_[I][ch.cell][ch.direction] = ch.pattern;
    combined_[I][ch.cell] = ch.combined;
    if constexpr (FULL)
      resetInfo(ch.cell, Color(I), infoTable_->info[I][ch.combined]);
    else
      setFlags(ch.cell, Color(I), flagTable_->flags[I][ch.combined]);
  }
  changeCount_[I] = static_cast<uint32_t>(from);
}

// A cell's class, value and flags follow its patterns while it is empty (one entry of the table
// over the four patterns together); an occupied cell has none.
template <bool FULL>
void PatternBoard::vacate(int cell) {
  for (Color c : {Color::BLACK, Color::WHITE}) {
    if constexpr (FULL)
      setInfo(cell, c, CellInfo{});
    else
      setFlags(cell, c, 0);
  }
}

// An undo's emptied cell takes its entry again; the totals it counts in come back whole after.
template <bool FULL>
void PatternBoard::restoreEmptied(int cell) {
  for (Color c : {Color::BLACK, Color::WHITE}) {
    const int i = idx(c);
    if constexpr (FULL)
      resetInfo(cell, c, infoTable_->info[i][combined_[i][cell]]);
    else
      setFlags(cell, c, flagTable_->flags[i][combined_[i][cell]]);
  }
}

void PatternBoard::setInfo(int cell, Color c, const CellInfo& info) {
  const int i = idx(c);
  totals_.sum[i] += info.value - value_[i][cell];
  --totals_.classCount[i][static_cast<int>(cls_[i][cell])];
  ++totals_.classCount[i][static_cast<int>(info.cls)];
  resetInfo(cell, c, info);
}

void PatternBoard::resetInfo(int cell, Color c, const CellInfo& info) {
  const int i = idx(c);
  value_[i][cell] = info.value;
  cls_[i][cell] = info.cls;
  setFlags(cell, c, info.flags);
}

void PatternBoard::setFlags(int cell, Color c, uint8_t f) {
  const int i = idx(c);
  const uint8_t changed = f ^ flags_[i][cell];
  if (changed == 0) return;  // the sets hold exactly the flags' bits
  flags_[i][cell] = f;
  // Most changes touch one set: only those are written.
  if (changed & T_FIVE) fives_[i].assign(cell, f & T_FIVE);
  if (changed & T_FOUR) fours_[i].assign(cell, f & T_FOUR);
  if (changed & T_FLEX4) flex4s_[i].assign(cell, f & T_FLEX4);
  if (changed & T_FLEX3) flex3s_[i].assign(cell, f & T_FLEX3);
}

// A row is 15 cells followed by the padding, so 16 bytes from its first cell hold it all (the
// padding is a wall, never empty). The move generator scans rows this way: cell by cell the
// scan was about 4 % of a level-8 search's instructions.
uint32_t PatternBoard::nearEmptyRow(int y) const {
  const int first = Board::cellOf(Point(0, y));
#if defined(__SSE2__)
  const __m128i cells = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&cells_[first]));
  const __m128i near = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&near_[first]));
  const __m128i zero = _mm_setzero_si128();
  const __m128i wanted = _mm_andnot_si128(_mm_cmpeq_epi8(near, zero), _mm_cmpeq_epi8(cells, zero));
  return static_cast<uint32_t>(_mm_movemask_epi8(wanted));
#else
  uint32_t bits = 0;
  for (int x = 0; x < BOARD_SIZE; ++x)
    if (cells_[first + x] == Board::Cell::EMPTY && near_[first + x] != 0) bits |= 1u << x;
  return bits;
#endif
}

void PatternBoard::updateNear(int cell, int delta) {
  for (int dy = -2; dy <= 2; ++dy)
    for (int dx = -2; dx <= 2; ++dx) {
      int n = cell + dy * Board::WIDTH + dx;
      near_[n] = static_cast<uint8_t>(near_[n] + delta);
    }
}

// Black's key counts a black stone as own (1) and a white one as blocked (2); White's the
// other way round. Unrolled per direction, as the walk around a stone.
template <int D>
void PatternBoard::updateLineKeys(int cell, int black, int white) {
#pragma GCC unroll 10
  for (int k = -LINE_HALF; k <= LINE_HALF; ++k) {
    if (k == 0) continue;
    const int n = cell - k * Board::STEP[D];
    // Each half stays within its key range, so the word's arithmetic (modulo 2^32) is exact.
    keys_[D][n] += static_cast<uint32_t>(black * keyWeight(Color::BLACK, k)) +
                   (static_cast<uint32_t>(white * keyWeight(Color::WHITE, k)) << KEY_BITS);
  }
}

void PatternBoard::updateKeys(int cell, int sign, Color stone) {
  const int black = sign * (stone == Color::BLACK ? 1 : 2);
  const int white = sign * (stone == Color::WHITE ? 1 : 2);
  updateLineKeys<0>(cell, black, white);
  updateLineKeys<1>(cell, black, white);
  updateLineKeys<2>(cell, black, white);
  updateLineKeys<3>(cell, black, white);
}

void PatternBoard::place(int cell, Color c) {
  full_ ? placeStone<true>(cell, c) : placeStone<false>(cell, c);
}

void PatternBoard::undo() {
  full_ ? undoStone<true>() : undoStone<false>();
}

template <bool FULL>
void PatternBoard::placeStone(int cell, Color c) {
  assert(onBoard(cell) && empty(cell));
  cells_[cell] = c == Color::BLACK ? Board::Cell::BLACK : Board::Cell::WHITE;
  updateKeys(cell, +1, c);
  if constexpr (FULL) totalsLog_.push_back(totals_);
  vacate<FULL>(cell);  // an occupied cell leaves the sums, classes and threat sets
  logStart_.push_back(changeCount_);
  refreshAround<FULL>(cell);
  if constexpr (FULL) updateNear(cell, +1);
  hash_ ^= zobrist(cell, c);
  history_.emplace_back(cell, c);
}

template <bool FULL>
void PatternBoard::undoStone() {
  assert(!history_.empty());
  auto [cell, c] = history_.back();
  history_.pop_back();
  // A stone the rules board never saw is simply forgotten.
  if (synced_ > history_.size()) {
    board_.remove(Board::pointOf(cell));
    synced_ = history_.size();
  }
  cells_[cell] = Board::Cell::EMPTY;
  updateKeys(cell, -1, c);
  restoreAround<0, FULL>(logStart_.back()[0]);
  restoreAround<1, FULL>(logStart_.back()[1]);
  logStart_.pop_back();
  restoreEmptied<FULL>(cell);
  if constexpr (FULL) {
    totals_ = totalsLog_.back();
    totalsLog_.pop_back();
    updateNear(cell, -1);
  }
  hash_ ^= zobrist(cell, c);
}

// Black's line keys are the rules board's own (isConsistent checks it), so the rules library's
// summary of a cell, and its pre-filter, come from them without bringing the rules board up to
// date: that costs as much as the rest of a move, and the threat search asks about fours and
// threes at every node. The summaries of a cell's four lines add up (lines.h).
bool PatternBoard::mayBeForbiddenIfBlocked(int cell, int d, int k) const {
  const auto& summary = lineSummary_->summary;
  int s = 0;
  for (int dir = 0; dir < 4; ++dir)
    s +=
        summary[dir == d ? keyIfBlocked(Color::BLACK, cell, dir, k) : key(Color::BLACK, cell, dir)];
  return summary::mayBeForbidden(static_cast<uint16_t>(s));
}

// The cells whose patterns the stone would change are those the walk around it visits for c
// (refreshSide): along its lines, past c's stones, up to the other colour's or a wall. Only their
// classes can change, each to the class of its four patterns with the one line changed.
int PatternBoard::classCountIfBlocked(Color c, int q, uint32_t classes) const {
  assert(empty(q) && (classes & 1) == 0);
  const int i = idx(c);
  int count = -static_cast<int>(classes >> static_cast<int>(cls_[i][q]) & 1);  // q is taken
  for (int k = 1; k < CELL_CLASS_COUNT; ++k)
    count += static_cast<int>(classes >> k & 1) * totals_.classCount[i][k];
  if (c == Color::BLACK) return count + classChangeIfBlocked<0>(q, classes);
  return count + classChangeIfBlocked<1>(q, classes);
}

template <int I>
int PatternBoard::classChangeIfBlocked(int q, uint32_t classes) const {
  return classChangeAlong<I, 0>(q, classes) + classChangeAlong<I, 1>(q, classes) +
         classChangeAlong<I, 2>(q, classes) + classChangeAlong<I, 3>(q, classes);
}

// Both sides of one line, unrolled: the offsets and key weights are constants.
template <int I, int D>
int PatternBoard::classChangeAlong(int q, uint32_t classes) const {
  constexpr Color C = Color(I);
  constexpr Board::Cell OWN = C == Color::BLACK ? Board::Cell::BLACK : Board::Cell::WHITE;
  constexpr int REACH = C == Color::WHITE ? LINE_HALF - 1 : LINE_HALF;  // patterns.h
  auto counted = [classes](CellClass k) {
    return static_cast<int>(classes >> static_cast<int>(k) & 1);
  };
  int change = 0;
#pragma GCC unroll 2
  for (int side = -1; side <= 1; side += 2) {
#pragma GCC unroll 5
    for (int k = 1; k <= REACH; ++k) {
      const int n = q + side * k * Board::STEP[D];
      if (cells_[n] != Board::Cell::EMPTY) {
        if (cells_[n] == OWN) continue;
        break;
      }
      const Pattern old = pat_[I][n][D];
      const Pattern now = patternIfBlocked(C, n, D, -side * k);
      if (now == old) continue;
      const int combined =
          combined_[I][n] + (static_cast<int>(now) - static_cast<int>(old)) * COMBINED_WEIGHT[D];
      change += counted(infoTable_->info[I][combined].cls) - counted(cls_[I][n]);
    }
  }
  return change;
}

bool PatternBoard::isForbidden(int cell) {
  assert(empty(cell));
  if (!mayBeForbidden(cell)) return false;
  sync();
  return forbiddenKindInPlace(board_, Board::pointOf(cell)) != ForbiddenKind::NONE;
}

bool PatternBoard::isConsistent() const {
  PatternBoard fresh(board());
  if (fresh.hash_ != hash_ || fresh.cells_ != cells_ ||
      history_.size() != static_cast<size_t>(board_.stoneCount()))
    return false;
  // Inside a ThreatScope only what the scope keeps is compared.
  if (full_) {
    if (fresh.totals_.sum != totals_.sum || fresh.near_ != near_) return false;
    for (int i = 0; i < 2; ++i)
      for (int k = 1; k < CELL_CLASS_COUNT; ++k)  // NONE's count covers only the cells refreshed
        if (fresh.totals_.classCount[i][k] != totals_.classCount[i][k]) return false;
  }
  for (int c = 0; c < Board::CELLS; ++c) {
    if (!onBoard(c)) continue;
    for (int d = 0; d < 4; ++d)
      if (fresh.keys_[d][c] != keys_[d][c] || board_.key(c, d) != key(Color::BLACK, c, d))
        return false;
    for (int i = 0; i < 2; ++i) {
      if (fresh.flags_[i][c] != flags_[i][c]) return false;
      if (full_ && (fresh.cls_[i][c] != cls_[i][c] || fresh.value_[i][c] != value_[i][c]))
        return false;
      // Occupied cells keep the patterns of their placing (see refresh): compare the empty ones.
      if (empty(c) && (fresh.pat_[i][c] != pat_[i][c] || fresh.combined_[i][c] != combined_[i][c]))
        return false;
    }
  }
  return fresh.fives_ == fives_ && fresh.fours_ == fours_ && fresh.flex4s_ == flex4s_ &&
         fresh.flex3s_ == flex3s_;
}

}  // namespace renju::ai
