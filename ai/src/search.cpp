#include "search.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <functional>

#include "evaluation.h"
#include "threat_search.h"

namespace renju::ai {

namespace {

constexpr int INF = WIN_SCORE + 1;
constexpr int MAX_PLY = 100;
// Futility pruning: at most this depth, with this margin per ply.
constexpr int FUTILITY_DEPTH = 2;
constexpr int FUTILITY_MARGIN = 150;
// Quiet moves searched at depth 0..3 before the rest are skipped (threes excepted).
constexpr std::array<int, 4> LATE_MOVES = {24, 8, 12, 16};

// The move order's weight of each cell class (CellClass order), for the mover and the opponent
// alike: what a stone there makes leads the order, and the evaluation's fitted cell values are
// added with a quarter of its weight. A four-three or a straight four comes first; an open three
// before a plain four, which gains a tempo but little else. Against ordering by the cell values
// alone: +25 Elo over 2,000 games (docs/engine.md, "Search and strength").
constexpr std::array<int, CELL_CLASS_COUNT> ORDER_CLASS = {0,  40,  20,   60,   120,  200, 300,
                                                           80, 160, 1000, 1500, 4000, 0};

// Our own threats count a little more than the opponent's: we move first.
int cellScore(const PatternBoard& b, Color me, int cell) {
  const int value = b.cellValue(me, cell) * 3 / 2 + b.cellValue(~me, cell);
  const int order = ORDER_CLASS[static_cast<size_t>(b.cellClass(me, cell))] * 3 / 2 +
                    ORDER_CLASS[static_cast<size_t>(b.cellClass(~me, cell))];
  return order * 4 + value;
}

// The table key of a node: the position and the side to move.
uint64_t nodeKey(uint64_t hash, Color toMove) {
  return hash ^ (toMove == Color::WHITE ? ~uint64_t{0} : 0);
}

int toTT(int score, int ply) {
  return score >= MATE_SCORE ? score + ply : score <= -MATE_SCORE ? score - ply : score;
}
int fromTT(int score, int ply) {
  return score >= MATE_SCORE ? score - ply : score <= -MATE_SCORE ? score + ply : score;
}

}  // namespace

std::vector<int> candidateMoves(PatternBoard& b, Color me) {
  std::vector<std::pair<int, int>> scored;
  if (b.stoneCount() == 0) return {Board::cellOf(Point::center())};
  for (int i = 0; i < BOARD_POINTS; ++i) {
    int cell = Board::cellOf(Point::fromIndex(i));
    if (!b.empty(cell) || b.near(cell) == 0) continue;
    if (me == Color::BLACK && b.isForbidden(cell)) continue;
    scored.emplace_back(cellScore(b, me, cell), cell);
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto& x, const auto& y) { return x.first > y.first; });
  std::vector<int> out;
  out.reserve(scored.size());
  for (auto& s : scored) out.push_back(s.second);
  return out;
}

Searcher::Searcher(PatternBoard& board, TranspositionTable& tt, const SearchParams& params,
                   const std::atomic<bool>* stop)
    : b_(board),
      tt_(tt),
      p_(params),
      stop_(stop),
      start_(std::chrono::steady_clock::now()),
      rng_(params.seed),
      history_(Board::CELLS, 0) {}

int64_t Searcher::elapsedMs() const {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                               start_)
      .count();
}

bool Searcher::timeUp() {
  if (aborted_) return true;
  if (p_.maxNodes && nodes_ >= p_.maxNodes) aborted_ = true;
  if ((nodes_ & 1023) == 0) {
    if (stop_ && stop_->load(std::memory_order_relaxed)) aborted_ = true;
    if (p_.hardMs > 0 && elapsedMs() >= p_.hardMs) aborted_ = true;
  }
  return aborted_;
}

// Every candidate of a quiet node, best first: quiet moves that caused cutoffs elsewhere come
// earlier (score plus history), ties by score, then by cell. Each cell is scored once, and Black's
// forbidden test (the costly part) runs only until `width` legal moves are found (0 = all). The
// three sort keys are packed into one integer (history-and-score, score, cell reversed), so the
// sort compares integers: a quarter of a quiet node's time went to the sort.
std::vector<int> Searcher::quietMoves(Color me, int width) {
  if (b_.stoneCount() == 0) return {Board::cellOf(Point::center())};
  constexpr int64_t SCORE_OFFSET = int64_t{1} << 20;  // cell scores stay far below
  std::array<uint64_t, BOARD_POINTS> packed;
  int n = 0;
  for (int y = 0; y < BOARD_SIZE; ++y)
    for (uint32_t row = b_.nearEmptyRow(y); row != 0; row &= row - 1) {
      const int cell = Board::cellOf(Point(std::countr_zero(row), y));
      const int64_t s = cellScore(b_, me, cell);
      const int64_t key = s + history_[cell];
      assert(s > -SCORE_OFFSET && s < SCORE_OFFSET);
      packed[n++] = static_cast<uint64_t>(key + (int64_t{1} << 31)) << 31 |
                    static_cast<uint64_t>(s + SCORE_OFFSET) << 10 |
                    static_cast<uint64_t>(Board::CELLS - 1 - cell);
    }
  // Only the best `width` legal cells are wanted: the order is built a batch at a time, as far
  // as Black's fouls make the walk go (2.5 % fewer instructions in a level-8 search than a
  // sort of every candidate).
  const int batch = width > 0 ? width + 4 : n;
  int sorted = 0;
  std::vector<int> moves;
  moves.reserve(width > 0 ? width : n);
  for (int i = 0; i < n && (width == 0 || static_cast<int>(moves.size()) < width); ++i) {
    if (i == sorted) {
      sorted = std::min(n, sorted + batch);
      if (sorted < n)
        std::nth_element(packed.begin() + i, packed.begin() + sorted, packed.begin() + n,
                         std::greater<>());
      std::sort(packed.begin() + i, packed.begin() + sorted, std::greater<>());
    }
    const int cell = Board::CELLS - 1 - static_cast<int>(packed[i] & 1023);
    if (me == Color::WHITE || !b_.isForbidden(cell)) moves.push_back(cell);
  }
  return moves;
}

// Late quiet moves that make no three for either side are searched shallower first (and again
// at full depth when they beat alpha): the ordering puts the moves that matter early.
int Searcher::reduction(int depth, int index, int cell, Color me) const {
  if (depth < 3 || index < 3) return 0;
  if (b_.cellClass(me, cell) >= CellClass::FLEX3 || b_.cellClass(~me, cell) >= CellClass::FLEX3)
    return 0;
  if (index >= 12 && depth >= 6) return 3;
  return index >= 6 && depth >= 4 ? 2 : 1;
}

// Near the leaves only the first few quiet moves are searched, and the threes (ours, or the
// opponent's that a stone would take away).
bool Searcher::lateMove(int depth, int index, int cell, Color me) const {
  if (depth > 3 || index < LATE_MOVES[static_cast<size_t>(std::max(depth, 0))]) return false;
  return b_.cellClass(me, cell) < CellClass::FLEX3 && b_.cellClass(~me, cell) < CellClass::FLEX3;
}

// Our legal fours join the defences (they gain a tempo); then best first.
void Searcher::addFours(Color me, std::vector<int>& moves) {
  b_.fours(me).forEach([&](int c) {
    if (std::find(moves.begin(), moves.end(), c) == moves.end() && b_.isLegal(c, me))
      moves.push_back(c);
  });
  std::stable_sort(moves.begin(), moves.end(),
                   [&](int x, int y) { return cellScore(b_, me, x) > cellScore(b_, me, y); });
}

// The opponent threatens a four-three (or White a double four) next move: our answers are the
// stones after which it has none left, on the lines through its winning cells, and our fours.
// Any other stone lets the four-three be played, and then only a four of ours could interpose.
// More than two winning cells: only our fours. None of those: empty (the caller falls back).
std::vector<int> Searcher::fourThreeDefences(Color me) {
  const Color opp = ~me;
  std::vector<int> targets;
  for (int i = 0; i < BOARD_POINTS && targets.size() <= 2; ++i) {
    const int cell = Board::cellOf(Point::fromIndex(i));
    const CellClass k = b_.cellClass(opp, cell);
    if (b_.empty(cell) &&
        (k == CellClass::FOUR_THREE || (opp == Color::WHITE && k == CellClass::FLEX4)))
      targets.push_back(cell);
  }
  std::vector<int> moves;
  CellSet seen;
  auto tryCell = [&](int q) {
    if (seen.test(q) || !b_.empty(q)) return;
    seen.set(q);
    if (!b_.isLegal(q, me)) return;
    if (winningCellsIfBlocked(b_, opp, q) == 0) moves.push_back(q);
  };
  if (targets.size() <= 2)
    for (int x : targets)
      for (int d = 0; d < 4; ++d)
        for (int k = -LINE_HALF; k <= LINE_HALF; ++k) tryCell(x + k * Board::STEP[d]);
  addFours(me, moves);
  return moves;
}

// Moves of a node that no threat settled: the forced block, or the answers to an open three, or
// the answers to a four-three threat, or every candidate (best `width` of them), the hash move
// first. `exact`: every move that could hold is in the list (so a loss here is proven).
std::vector<int> Searcher::generate(Color me, int forced, int ttMove, int ply, bool& quiet,
                                    bool& exact) {
  std::vector<int> moves;
  quiet = false;
  exact = true;
  if (forced >= 0) return {forced};
  if (hasLegalFlex4(b_, ~me)) {
    threeDefences(b_, me, moves);
    addFours(me, moves);
  } else if (winningCells(b_, ~me) > 0) {
    moves = fourThreeDefences(me);
    exact = false;
  }
  if (moves.empty() && !hasLegalFlex4(b_, ~me)) {
    const int width = p_.width > 0 ? p_.width + (ply == 0 ? 8 : 0) : 0;
    moves = quietMoves(me, width);
    quiet = true;
    exact = false;
  }
  if (ttMove >= 0) {
    auto it = std::find(moves.begin(), moves.end(), ttMove);
    if (it != moves.end()) std::rotate(moves.begin(), it, it + 1);
  }
  return moves;
}

int Searcher::alphaBeta(int depth, int alpha, int beta, int ply, Color me, std::vector<int>& pv) {
  pv.clear();
  ++nodes_;
  if (timeUp()) return 0;
  const Color opp = ~me;
  if (b_.fives(me).any()) {
    pv.push_back(b_.fives(me).first());
    return WIN_SCORE - (ply + 1);
  }
  const CellSet& theirFives = b_.fives(opp);
  int forced = -1;
  if (theirFives.any()) {
    forced = theirFives.first();
    if (theirFives.count() >= 2 || !b_.isLegal(forced, me)) return -(WIN_SCORE - (ply + 2));
  } else {
    int f = -1;
    b_.flex4s(me).forEach([&](int c) {
      if (f < 0 && b_.isLegal(c, me)) f = c;
    });
    if (f >= 0) {  // a straight four: the opponent has no five to answer with
      pv.push_back(f);
      return WIN_SCORE - (ply + 3);
    }
  }
  // A four at a leaf is answered before the position is judged: the block is forced and costs
  // no depth, so the line is followed until neither side has a five to play or block.
  if (ply >= MAX_PLY || (depth <= 0 && forced < 0)) return evaluate(b_, me);

  const uint64_t key = nodeKey(b_.hash(), me);
  int ttMove = -1;
  if (const TTEntry* e = tt_.probe(key)) {
    ttMove = e->move;
    int s = fromTT(e->score, ply);
    if (e->depth >= depth && beta - alpha == 1) {
      if (e->bound() == Bound::EXACT) return s;
      if (e->bound() == Bound::LOWER && s >= beta) return s;
      if (e->bound() == Bound::UPPER && s <= alpha) return s;
    }
  }
  // Futility: near the leaves, a quiet position far above beta stays above it.
  const bool pvNode = beta - alpha > 1;
  if (!pvNode && depth <= FUTILITY_DEPTH && forced < 0 && !hasLegalFlex4(b_, opp)) {
    const int e = evaluate(b_, me);
    if (e - FUTILITY_MARGIN * depth >= beta) return e;
  }
  bool quiet = false, exact = true;
  std::vector<int> moves = generate(me, forced, ttMove, ply, quiet, exact);
  if (moves.empty()) return evaluate(b_, me);

  const int alphaStart = alpha;
  int best = -INF, bestMove = -1;
  std::vector<int> childPv;
  for (size_t i = 0; i < moves.size(); ++i) {
    const int m = moves[i];
    // A single answer costs no depth: forced lines are searched to their end.
    const int next = moves.size() == 1 ? depth : depth - 1;
    if (quiet && !pvNode && lateMove(depth, static_cast<int>(i), m, me)) continue;
    const int r = quiet ? reduction(depth, static_cast<int>(i), m, me) : 0;
    // A child with depth left probes the table: its slot loads while the stone is placed.
    if (next - r > 0) tt_.prefetch(nodeKey(b_.hash() ^ zobrist(m, me), opp));
    b_.place(m, me);
    int score;
    if (i == 0) {
      score = -alphaBeta(next, -beta, -alpha, ply + 1, opp, childPv);
    } else {
      score = -alphaBeta(next - r, -alpha - 1, -alpha, ply + 1, opp, childPv);
      if (r > 0 && score > alpha)
        score = -alphaBeta(next, -alpha - 1, -alpha, ply + 1, opp, childPv);
      if (score > alpha && score < beta)
        score = -alphaBeta(next, -beta, -alpha, ply + 1, opp, childPv);
    }
    b_.undo();
    if (aborted_) return best == -INF ? 0 : best;
    if (score > best) {
      best = score;
      bestMove = m;
      if (score > alpha) {
        alpha = score;
        pv.assign(1, m);
        pv.insert(pv.end(), childPv.begin(), childPv.end());
      }
    }
    if (alpha >= beta) {
      history_[m] += depth * depth;
      break;
    }
  }
  // A loss is proven only where every move that could hold was searched: the block of a five,
  // the defences against an open three. Elsewhere moves were left out (the width, late-move
  // pruning, the four-three defences), so the worst is a bad score, not a mate.
  if (!exact && best <= -MATE_SCORE) best = -(MATE_SCORE - 1);
  Bound bound = best >= beta ? Bound::LOWER : best > alphaStart ? Bound::EXACT : Bound::UPPER;
  tt_.store(key, toTT(best, ply), bestMove, depth, bound);
  return best;
}

// One iteration at the root. With noise (the lower levels), every move gets an exact score plus
// a random bonus, and the best noisy score wins; otherwise plain PVS. Reorders `moves` best first.
// `completed`: the moves whose search the time or node limit did not cut.
int Searcher::rootSearch(int depth, Color me, std::vector<int>& moves, std::vector<int>& pv,
                         int& completed) {
  completed = 0;
  int alpha = -INF;
  const int beta = INF;
  std::vector<std::pair<int, int>> scored;  // (score used for choosing, cell)
  std::vector<int> childPv;
  int bestScore = -INF;
  for (size_t i = 0; i < moves.size(); ++i) {
    const int m = moves[i];
    // Late root moves are reduced as inside the tree (the root has all candidates, not a width).
    const int r = p_.noise > 0 ? 0 : reduction(depth, static_cast<int>(i), m, me);
    b_.place(m, me);
    int score;
    if (i == 0 || p_.noise > 0) {
      score = -alphaBeta(depth - 1, -beta, -alpha, 1, ~me, childPv);
    } else {
      score = -alphaBeta(depth - 1 - r, -alpha - 1, -alpha, 1, ~me, childPv);
      if (r > 0 && score > alpha)
        score = -alphaBeta(depth - 1, -alpha - 1, -alpha, 1, ~me, childPv);
      if (score > alpha) score = -alphaBeta(depth - 1, -beta, -alpha, 1, ~me, childPv);
    }
    b_.undo();
    if (aborted_ && i > 0) break;
    if (!aborted_) ++completed;
    int choice = score;
    if (p_.noise > 0 && std::abs(score) < MATE_SCORE)
      choice += static_cast<int>(rng_() % static_cast<uint64_t>(p_.noise));
    scored.emplace_back(choice, m);
    if (choice > bestScore) {
      bestScore = choice;
      pv.assign(1, m);
      pv.insert(pv.end(), childPv.begin(), childPv.end());
      if (p_.noise == 0) alpha = std::max(alpha, score);
    }
    if (aborted_) break;
  }
  // Best first for the next iteration; unsearched moves keep their order behind.
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto& x, const auto& y) { return x.first > y.first; });
  std::vector<int> reordered;
  for (auto& s : scored) reordered.push_back(s.second);
  for (int m : moves)
    if (std::find(reordered.begin(), reordered.end(), m) == reordered.end()) reordered.push_back(m);
  moves = std::move(reordered);
  return bestScore;
}

SearchInfo Searcher::run(Color toMove, const std::vector<int>& rootMoves) {
  SearchInfo info;
  std::vector<int> moves = rootMoves.empty() ? candidateMoves(b_, toMove) : rootMoves;
  if (moves.empty()) return info;
  // Threats first: a five, a forced block, a straight four.
  std::vector<int> threatPv;
  int settled = alphaBeta(0, -INF, INF, 0, toMove, threatPv);
  if (std::abs(settled) >= MATE_SCORE && settled > 0 && !threatPv.empty() &&
      std::find(moves.begin(), moves.end(), threatPv[0]) != moves.end()) {
    info.best = Board::pointOf(threatPv[0]);
    info.score = settled;
    info.mate = true;
    info.pv = {*info.best};
    info.nodes = nodes_;
    info.timeMs = elapsedMs();
    return info;
  }
  // The opponent's fives must be blocked. With two of them the game is lost whatever we play, and
  // a block still makes the opponent find the other (its first may also be one Black may not
  // play): every block we may play is searched, and nothing else.
  std::vector<int> blocks;
  b_.fives(~toMove).forEach([&](int c) {
    if (std::find(moves.begin(), moves.end(), c) != moves.end()) blocks.push_back(c);
  });
  if (!blocks.empty()) moves = std::move(blocks);

  info.best = Board::pointOf(moves[0]);
  for (int depth = 1; depth <= p_.maxDepth; ++depth) {
    std::vector<int> pv;
    int completed = 0;
    int score = rootSearch(depth, toMove, moves, pv, completed);
    // A cut iteration still counts where its first move (the best so far, searched deeper)
    // finished: a move that beat it did so at the new depth. Not with noise, which needs every
    // move's score.
    const bool cut = aborted_ && depth > 1;
    if (cut && (completed == 0 || p_.noise > 0)) break;
    if (!pv.empty()) {
      info.best = Board::pointOf(pv[0]);
      info.score = score;
      info.depth = cut ? depth - 1 : depth;
      info.pv.clear();
      for (int c : pv) info.pv.push_back(Board::pointOf(c));
    }
    if (aborted_) break;
    if (std::abs(score) >= MATE_SCORE && p_.noise == 0) break;  // proven: deeper changes nothing
    if (moves.size() == 1 && depth >= 2) break;
    if (p_.softMs > 0 && elapsedMs() >= p_.softMs) break;
  }
  info.mate = std::abs(info.score) >= MATE_SCORE;
  info.nodes = nodes_;
  info.timeMs = elapsedMs();
  return info;
}

}  // namespace renju::ai
