#pragma once
// The VCF / VCT proof search on a PatternBoard (solver.h is the public face). The search keeps
// the board as it found it. Used by solve() and by the playing search (a VCF at the root).
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "pattern_board.h"
#include "position_map.h"
#include "solver.h"

namespace renju::ai {

/// A line of cells; -1 stands for "no defence" (the forbidden-point finish).
using CellLine = std::vector<int>;

/// Whether c has a straight-four cell it may play (an open three on the board, or better).
bool hasLegalFlex4(PatternBoard& b, Color c);

/// A colour's straight-four cells, each with its directions of straight fours (bit d), in cell
/// order: read once for all the defences against one open three.
struct Flex4Cells {
  int count = 0;
  std::array<int16_t, BOARD_POINTS> cell;
  std::array<uint8_t, BOARD_POINTS> dirs;
};
Flex4Cells flex4Cells(const PatternBoard& b, Color c);

/// Whether c still has a straight-four cell it may play after a stone of the other colour on the
/// empty cell q (not placed).
bool leavesLegalFlex4(PatternBoard& b, Color c, int q);
/// The same, with c's straight-four cells already read (flex4Cells(b, c)).
bool leavesLegalFlex4(PatternBoard& b, Color c, int q, const Flex4Cells& cells);

/// Appends to `out` the cells `defender` must consider against an open three of the other
/// colour: its own fours and the points that leave the attacker without a legal straight four.
/// Every other defender stone loses to the straight four. Leaves the board as it found it.
void threeDefences(PatternBoard& b, Color defender, std::vector<int>& out);

class ThreatSearch {
 public:
  ThreatSearch(PatternBoard& board, Color attacker, ThreatKind kind, const SolveLimits& limits,
               const std::atomic<bool>* stop);

  /// Iterative deepening over the attacker's depth. WIN fills line().
  Verdict run();
  const CellLine& line() const { return line_; }
  bool byFoul() const { return byFoul_; }
  uint64_t nodes() const { return nodes_; }

 private:
  bool attack(int depth, CellLine& out);
  bool defend(int depth, CellLine& out);
  bool stopped();
  /// Appends the attacker's moves, best first, to stack_.
  void pushAttackMoves(int forced);

  PatternBoard& b_;
  const Color attacker_;
  const Color defender_;
  const ThreatKind kind_;
  const SolveLimits limits_;
  const std::atomic<bool>* stop_;
  const std::chrono::steady_clock::time_point start_;
  uint64_t nodes_ = 0;
  bool aborted_ = false;
  bool depthCut_ = false;
  bool byFoul_ = false;
  CellLine line_;
  /// Positions (attacker to move) already refuted, with the depth they were refuted at.
  PositionMap refuted_;
  /// The move lists of the nodes on the current line, each node's after its parent's: reused,
  /// where a vector per node cost an allocation.
  std::vector<int> stack_;
};

}  // namespace renju::ai
