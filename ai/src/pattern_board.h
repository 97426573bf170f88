#pragma once
// The engine's board: the rules library's Board (for Black's exact forbidden-move test) plus,
// for both colours, the line pattern of every empty cell in every direction, kept up to date on
// each place/remove. The rules board is brought up to date only when asked (board(),
// isForbidden): most stones of a search are placed and taken back at the leaves, where no
// forbidden test is made, and its line update is as costly as all the rest. From those it keeps the
// threat sets the solver and the search walk (cells that make a five, a four, a straight four, an
// open three), an incremental evaluation sum per colour, a Zobrist hash and a "near a stone" count
// for move generation. A place() logs the patterns it changed; undo() puts them back from the log.
// Inside a ThreatScope only what the threat search reads is kept (see there).
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "board.h"
#include "cell_class.h"
#include "cell_set.h"
#include "patterns.h"
#include "types.h"

namespace renju::ai {

/// Threat classes of a cell for one colour (bits of PatternBoard::flags).
enum ThreatBit : uint8_t {
  T_FIVE = 1,   ///< a stone here makes a five
  T_FOUR = 2,   ///< a four or a straight four in some line
  T_FLEX4 = 4,  ///< a straight four (two or more points complete a five) in some line
  T_FLEX3 = 8,  ///< an open three in some line
  T_THREE = 16  ///< a closed three in some line
};

class PatternBoard {
 public:
  explicit PatternBoard(const Board& board = Board());

  /// While one is alive, place() and undo() keep only the stones, line keys, patterns, threat
  /// sets (flags, fives .. flex3s) and hash: what the threat search reads. Cell classes, values,
  /// their sums and counts and the near counts keep the values they had when it began, and are
  /// right again once every stone placed in it is taken back, which the scope's end requires.
  /// Keeping those was about a seventh of the bench's time.
  class ThreatScope {
   public:
    explicit ThreatScope(PatternBoard& b) : b_(b), wasFull_(b.full_), stones_(b.stoneCount()) {
      b.full_ = false;
    }
    ~ThreatScope();
    ThreatScope(const ThreatScope&) = delete;
    ThreatScope& operator=(const ThreatScope&) = delete;

   private:
    PatternBoard& b_;
    bool wasFull_;
    int stones_;
  };

  /// The rules board of the current position.
  const Board& board() const {
    sync();
    return board_;
  }
  bool empty(int cell) const { return cells_[cell] == Board::Cell::EMPTY; }
  int stoneCount() const { return static_cast<int>(history_.size()); }
  uint64_t hash() const { return hash_; }

  /// Precondition: cell empty and on the board.
  void place(int cell, Color c);
  /// Undoes the last place().
  void undo();
  const std::vector<std::pair<int, Color>>& history() const { return history_; }

  /// Meaningful for empty cells only (an occupied cell keeps the patterns of its placing).
  Pattern pattern(Color c, int cell, int d) const { return pat_[idx(c)][cell][d]; }
  uint8_t flags(Color c, int cell) const { return flags_[idx(c)][cell]; }
  const CellSet& fives(Color c) const { return fives_[idx(c)]; }
  const CellSet& fours(Color c) const { return fours_[idx(c)]; }
  const CellSet& flex4s(Color c) const { return flex4s_[idx(c)]; }
  const CellSet& flex3s(Color c) const { return flex3s_[idx(c)]; }
  /// Cells with a stone within two lines in every direction (5x5 around), empty or not.
  int near(int cell) const { return near_[cell]; }
  /// The empty cells near a stone on row y (0..14) of the board, as bits by x.
  uint32_t nearEmptyRow(int y) const;

  /// Black's exact forbidden test (RIF 9.2-9.4) through the rules library. Precondition: empty.
  bool isForbidden(int cell);
  /// The rules library's pre-filter of the forbidden test (lines.h), from this board's keys: false
  /// where a foul is ruled out.
  bool mayBeForbidden(int cell) const { return mayBeForbiddenIfBlocked(cell, 0, 0); }

  /// What-if queries for a stone of the other colour on the empty cell at offset k (-5..5, 0 for
  /// none) along direction d from the empty `cell`, without placing it: c's pattern there, and
  /// Black's forbidden pre-filter.
  Pattern patternIfBlocked(Color c, int cell, int d, int k) const {
    return tables_->of(c, keyIfBlocked(c, cell, d, k));
  }
  bool mayBeForbiddenIfBlocked(int cell, int d, int k) const;
  /// Empty, and for Black not forbidden (a five is never forbidden).
  bool isLegal(int cell, Color c) {
    return empty(cell) && (c == Color::WHITE || !isForbidden(cell));
  }

  /// The class of an empty cell for c (what a stone of c there makes in all four lines). Not kept
  /// inside a ThreatScope, nor are the members below.
  CellClass cellClass(Color c, int cell) const { return cls_[idx(c)][cell]; }
  /// Empty cells of class k for c.
  int classCount(Color c, CellClass k) const {
    return totals_.classCount[idx(c)][static_cast<int>(k)];
  }
  /// What a stone of c on the empty cell is worth: its lines' weights plus its class's
  /// (eval_weights.h; 0 for a cell Black may not use).
  int cellValue(Color c, int cell) const { return value_[idx(c)][cell]; }
  /// How many empty cells would be of a class in `classes` (bits 1 << CellClass, NONE left out)
  /// for c after a stone of the other colour on the empty cell q, without placing it: what
  /// classCount would say after place(q, ~c).
  int classCountIfBlocked(Color c, int q, uint32_t classes) const;
  /// Sum of cellValue over the empty cells (incremental).
  int patternSum(Color c) const { return totals_.sum[idx(c)]; }

  /// Recomputes everything from the stones and compares (tests); inside a ThreatScope, what the
  /// scope keeps.
  bool isConsistent() const;

 private:
  /// A cell's class, value (cellValue) and threat flags for one colour, by its four line patterns
  /// together (index: patternIndex(), kept per cell in combined_).
  struct CellInfo {
    int16_t value = 0;
    CellClass cls = CellClass::NONE;
    uint8_t flags = 0;
  };
  static constexpr int COMBINED_COUNT =
      PATTERN_COUNT * PATTERN_COUNT * PATTERN_COUNT * PATTERN_COUNT;
  /// What a change of the pattern in direction d adds to the combined index, per unit.
  static constexpr std::array<int, 4> COMBINED_WEIGHT = {
      COMBINED_COUNT / PATTERN_COUNT, COMBINED_COUNT / PATTERN_COUNT / PATTERN_COUNT, PATTERN_COUNT,
      1};
  struct CellInfoTable {
    std::array<std::array<CellInfo, COMBINED_COUNT>, 2> info;
  };
  static const CellInfoTable& cellInfoTable();
  /// The flags of CellInfoTable alone: a quarter of its size, for a ThreatScope.
  struct FlagTable {
    std::array<std::array<uint8_t, COMBINED_COUNT>, 2> flags;
  };
  static const FlagTable& flagTable();

  static int idx(Color c) { return static_cast<int>(c); }
  uint16_t key(Color c, int cell, int d) const {
    return static_cast<uint16_t>(keys_[d][cell] >> (KEY_BITS * idx(c)));
  }
  // An empty cell's digit is 0 and a blocked one's 2 (lines.h).
  int keyIfBlocked(Color c, int cell, int d, int k) const {
    return key(c, cell, d) + (k == 0 ? 0 : 2 * keyWeight(c, k));
  }
  /// Applies the stones placed since the rules board was last brought up to date.
  void sync() const;
  // FULL: everything is kept; otherwise what a ThreatScope keeps.
  template <bool FULL>
  void placeStone(int cell, Color c);
  template <bool FULL>
  void undoStone();
  /// The cells whose patterns a stone placed on or removed from `cell` can change.
  template <bool FULL>
  void refreshAround(int cell);
  // Inlined into the walk of refreshAround: a call per refreshed cell cost a quarter of the
  // bench's instructions.
  template <int D, bool FULL>
  [[gnu::always_inline]] inline void refresh(int cell, Color c);
  template <int D, int STEP, bool FULL>
  [[gnu::always_inline]] inline void refreshSide(int cell);
  template <int D, bool FULL>
  [[gnu::always_inline]] inline void refreshLine(int cell);
  /// A stone placed on `cell`: its class, value and flags go (vacate); taken back, they return.
  template <bool FULL>
  void vacate(int cell);
  template <bool FULL>
  void restoreEmptied(int cell);
  [[gnu::always_inline]] inline void setInfo(int cell, Color c, const CellInfo& info);
  /// setInfo without the totals, which an undo puts back whole.
  [[gnu::always_inline]] inline void resetInfo(int cell, Color c, const CellInfo& info);
  [[gnu::always_inline]] inline void setFlags(int cell, Color c, uint8_t f);
  template <int I, bool FULL>
  void restoreAround(size_t from);
  // classCountIfBlocked for colour I: by how much the count changes, on all lines, on one.
  template <int I>
  int classChangeIfBlocked(int q, uint32_t classes) const;
  template <int I, int D>
  int classChangeAlong(int q, uint32_t classes) const;
  void updateNear(int cell, int delta);
  void updateKeys(int cell, int sign, Color stone);
  template <int D>
  [[gnu::always_inline]] inline void updateLineKeys(int cell, int black, int white);

  const PatternTables* tables_ = &patternTables();  // looked up once: the hottest table
  const CellInfoTable* infoTable_ = &cellInfoTable();
  const FlagTable* flagTable_ = &flagTable();
  bool full_ = true;  ///< false inside a ThreatScope
  const LineTables* lineSummary_ = &lineTables();
  mutable Board board_;  ///< holds history_[0, synced_)
  mutable size_t synced_ = 0;
  std::array<Board::Cell, Board::CELLS> cells_{};
  /// Line keys per colour (lines.h): empty 0, own 1, blocked (the other colour, a wall) 2, the
  /// cells weighted by keyWeight (White's key leaves out the far cells, patterns.h). Black's in
  /// the low half of each word, White's in the high: a stone updates both at once.
  static constexpr int KEY_BITS = 16;
  std::array<std::array<uint32_t, Board::CELLS>, 4> keys_{};
  std::array<std::array<std::array<Pattern, 4>, Board::CELLS>, 2> pat_{};
  std::array<std::array<uint8_t, Board::CELLS>, 2> flags_{};
  std::array<std::array<uint16_t, Board::CELLS>, 2> combined_{};  ///< patternIndex of pat_
  std::array<std::array<CellClass, Board::CELLS>, 2> cls_{};
  std::array<std::array<int, Board::CELLS>, 2> value_{};
  /// What the cells' classes and values add up to: an undo puts them back whole (totalsLog_)
  /// rather than change by change.
  struct Totals {
    std::array<int, 2> sum{};
    std::array<std::array<int, CELL_CLASS_COUNT>, 2> classCount{};
  };
  Totals totals_;
  std::array<CellSet, 2> fives_, fours_, flex4s_, flex3s_;
  std::array<uint8_t, Board::CELLS> near_{};
  std::vector<std::pair<int, Color>> history_;
  /// A pattern the walk around a placed stone changed, with what it was (undo puts it back).
  struct Change {
    uint16_t cell;
    uint8_t direction;
    Pattern pattern;
    uint16_t combined;
  };
  /// A stone changes at most 4 directions x 2 sides x LINE_HALF cells per colour.
  static constexpr int MAX_CHANGES = BOARD_POINTS * 4 * 2 * LINE_HALF;
  /// Per colour, sized once: a place() writes without a capacity check.
  std::array<std::vector<Change>, 2> changes_;
  std::array<uint32_t, 2> changeCount_{};
  /// Per stone of history_: its first entry in each colour's log.
  std::vector<std::array<uint32_t, 2>> logStart_;
  /// Per stone placed outside a ThreatScope: the totals before it.
  std::vector<Totals> totalsLog_;
  uint64_t hash_ = 0;
};

/// Zobrist key of a stone (also used for the side to move in the search).
uint64_t zobrist(int cell, Color c);

}  // namespace renju::ai
