#pragma once
// The 15x15 board: a padded 1-D array with wall cells on every side (no bounds checks in line
// walks), plus line keys kept up to date on every place/remove (see lines.h).
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>

#include "lines.h"
#include "types.h"

namespace renju {

class Board {
 public:
  static constexpr int PAD = LINE_HALF;
  static constexpr int WIDTH = BOARD_SIZE + 2 * PAD;  ///< 25
  static constexpr int CELLS = WIDTH * WIDTH;         ///< 625
  /// Steps of the 4 line directions: horizontal, vertical, diagonal, anti-diagonal.
  static constexpr std::array<int, 4> STEP = {1, WIDTH, WIDTH + 1, WIDTH - 1};

  enum class Cell : uint8_t { EMPTY = 0, BLACK = 1, WHITE = 2, WALL = 3 };

  Board();
  /// Builds a position at once (faster than placing stone by stone). Precondition: valid,
  /// distinct points.
  explicit Board(std::span<const std::pair<Point, Color>> stones);

  std::optional<Color> at(Point p) const;
  bool isEmpty(Point p) const { return cells_[cellOf(p)] == Cell::EMPTY; }
  /// Precondition: p valid and empty.
  void place(Point p, Color c);
  /// Precondition: p holds a stone. Exactly undoes place().
  void remove(Point p);
  int stoneCount() const { return stones_; }
  /// Recomputes every incremental datum from the cells and compares (for tests and asserts).
  bool isConsistent() const;

  // Low-level access for the rules code.
  static constexpr int cellOf(Point p) { return (p.y + PAD) * WIDTH + p.x + PAD; }
  static constexpr Point pointOf(int cell) { return Point(cell % WIDTH - PAD, cell / WIDTH - PAD); }
  Cell cell(int c) const { return cells_[c]; }
  /// Base-3 key of the 10 cells around c in direction d (c itself excluded).
  uint16_t key(int c, int d) const { return keys_[d][c]; }
  /// Sum of the line summaries of c's 4 lines, as if a black stone stood on c.
  uint16_t summaryAt(int c) const { return summary_[c]; }
  /// Bit c set iff cell c is empty and summary::mayBeForbidden(summaryAt(c)).
  const std::array<uint64_t, (CELLS + 63) / 64>& candidates() const { return candidates_; }

  friend bool operator==(const Board& a, const Board& b) { return a.cells_ == b.cells_; }

 private:
  struct EmptyTag {};
  explicit Board(EmptyTag);
  void updateLines(int c, int sign, int code);
  template <int D>
  void updateLine(int c, int delta, const LineTables& t);
  void refreshCandidate(int c);
  void rebuildDerived();

  std::array<Cell, CELLS> cells_;
  std::array<std::array<uint16_t, CELLS>, 4> keys_;
  std::array<uint16_t, CELLS> summary_;
  std::array<uint64_t, (CELLS + 63) / 64> candidates_;
  int stones_ = 0;
};

}  // namespace renju
