// Made-up archives (archive_gen.h). Each game is played in the openings' standard orientation and
// turned by one of the 8 symmetries at the end: the rules do not change under a symmetry of the
// board, and the explorer must find the same position in every orientation.
#include "archive_gen.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <chrono>

#include "board.h"
#include "forbidden.h"
#include "openings.h"
#include "replay.h"

namespace renju::loadgen {

namespace {

// SplitMix64: a well mixed stream from any start, so (seed, index) gives a game of its own.
uint64_t mix(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

class Rng {
 public:
  explicit Rng(uint64_t state) : state_(state) {}
  uint64_t next() { return mix(state_ += 0x632BE59BD9B4E019ull); }
  int below(int n) { return static_cast<int>(next() % static_cast<uint64_t>(n)); }
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  /// 0 with probability p, 1 with p(1-p), ...: a few choices take most games.
  int skewed(int n, double p) {
    int k = 0;
    while (k + 1 < n && uniform() > p) ++k;
    return k;
  }

 private:
  uint64_t state_;
};

// The book: up to this move, the next move is one of the position's favourite replies; later
// ones are random.
constexpr int BOOK_MOVES = 12;
constexpr int NAMES = 5000;

struct Rule {
  const char* id;
  int n;
  int weight;  // per cent of the games
};
constexpr std::array<Rule, 5> RULES = {{
    {"rif", 0, 40},
    {"yamaguchi", 0, 15},
    {"soosorv", 8, 20},
    {"taraguchi", 10, 15},
    {"standard", 0, 10},
}};

const Rule& pickRule(Rng& rng) {
  int roll = rng.below(100);
  for (const Rule& r : RULES) {
    if (roll < r.weight) return r;
    roll -= r.weight;
  }
  return RULES.front();
}

// Empty points within two lines of a stone, in index order.
std::vector<Point> nearPoints(const Board& b, const std::vector<Point>& stones) {
  std::array<bool, BOARD_SIZE * BOARD_SIZE> near{};
  for (Point s : stones) {
    for (int dy = -2; dy <= 2; ++dy) {
      for (int dx = -2; dx <= 2; ++dx) {
        Point p(s.x + dx, s.y + dy);
        if (p.valid() && b.isEmpty(p)) near[p.index()] = true;
      }
    }
  }
  std::vector<Point> out;
  for (int i = 0; i < BOARD_SIZE * BOARD_SIZE; ++i)
    if (near[i]) out.push_back(Point::fromIndex(i));
  return out;
}

// In the book, a position's replies in its own order of favour (a hash of the line so far):
// the same line always ranks its replies the same way, so the favourites are shared by games.
void rankForLine(std::vector<Point>& candidates, uint64_t line) {
  std::sort(candidates.begin(), candidates.end(), [line](Point a, Point b) {
    return mix(line ^ static_cast<uint64_t>(a.index())) <
           mix(line ^ static_cast<uint64_t>(b.index()));
  });
}

// Chooses the next move for `color`, or nullopt when no legal point is near. Black's forbidden
// points are skipped unless they make a five (RIF 9.1: a five wins whatever else it makes).
std::optional<Point> chooseMove(Board& b, const std::vector<Point>& stones, Color color,
                                uint64_t line, int moveNumber, Rng& rng) {
  std::vector<Point> candidates = nearPoints(b, stones);
  // After the book a player usually sees a five: the games end the way real ones do.
  if (moveNumber > BOOK_MOVES && rng.uniform() < 0.6) {
    for (Point p : candidates)
      if (isWinningMove(b, p, color)) return p;
  }
  bool book = moveNumber <= BOOK_MOVES;
  if (book) rankForLine(candidates, line);
  while (!candidates.empty()) {
    size_t i = book ? static_cast<size_t>(rng.skewed(static_cast<int>(candidates.size()), 0.4))
                    : static_cast<size_t>(rng.below(static_cast<int>(candidates.size())));
    Point p = candidates[i];
    if (color == Color::WHITE || isWinningMove(b, p, color) ||
        forbiddenKind(b, p) == ForbiddenKind::NONE)
      return p;
    candidates.erase(candidates.begin() + static_cast<std::ptrdiff_t>(i));
  }
  return std::nullopt;
}

// The first three stones of one of the 26 openings in their standard orientation.
std::array<Point, 3> openingStones(Rng& rng) {
  const Opening& o = allOpenings()[static_cast<size_t>(rng.skewed(26, 0.2))];
  Point second = o.direct ? Point(7, 8) : Point(8, 8);
  return {Point::center(), second, standardThirdStone(o)};
}

std::string dayText(Rng& rng) {
  using namespace std::chrono;
  constexpr int FIRST = 7305;  // 1990-01-01 in days since 1970-01-01
  constexpr int DAYS = 13149;  // to 2025-12-31
  year_month_day d{sys_days{days{FIRST + rng.below(DAYS)}}};
  return fmt::format("{:04}-{:02}-{:02}", static_cast<int>(d.year()),
                     static_cast<unsigned>(d.month()), static_cast<unsigned>(d.day()));
}

// Without a five: a resignation (or time) by either side, or a draw by agreement.
RecordedResult unfinishedResult(Rng& rng) {
  RecordedResult r;
  int roll = rng.below(100);
  if (roll < 8) {
    r.reason = "agreement";
    return r;
  }
  r.winner = roll < 54 ? Color::BLACK : Color::WHITE;
  r.reason = rng.below(10) == 0 ? "time" : "resign";
  return r;
}

}  // namespace

Record ArchiveGenerator::game(uint64_t index) const {
  Rng rng(mix(seed_ ^ mix(index)));
  Record r;
  const Rule& rule = pickRule(rng);
  r.opening.rule = rule.id;
  r.opening.n = rule.n;
  r.black = fmt::format("Player {}", rng.skewed(NAMES, 0.002) + 1);
  r.white = fmt::format("Player {}", rng.skewed(NAMES, 0.002) + 1);
  r.date = dayText(rng);
  r.tags.emplace_back("EV", fmt::format("Generated cup {}", rng.below(500) + 1));

  Board board;
  std::vector<Point> stones;
  uint64_t line = seed_;
  auto play = [&](Point p, Color c) {
    board.place(p, c);
    stones.push_back(p);
    line = mix(line ^ static_cast<uint64_t>(p.index() + 1));
  };
  std::array<Point, 3> first = openingStones(rng);
  for (int i = 0; i < 3; ++i)
    play(first[static_cast<size_t>(i)], i % 2 == 0 ? Color::BLACK : Color::WHITE);

  int length = 15 + rng.below(66);
  bool decisive = false;
  while (static_cast<int>(stones.size()) < length) {
    Color color = stones.size() % 2 == 0 ? Color::BLACK : Color::WHITE;
    std::optional<Point> p =
        chooseMove(board, stones, color, line, static_cast<int>(stones.size()) + 1, rng);
    if (!p) break;
    decisive = isWinningMove(board, *p, color);
    play(*p, color);
    if (decisive) break;
  }
  if (decisive) {
    // Five or White's overline: the rules library's replay names which.
    Board empty;
    ReplayOutcome out = replayMoves(stones, empty);
    r.result =
        RecordedResult{out.winner, std::string(toString(out.reason)), {}, ForbiddenKind::NONE};
  }
  if (!r.result) r.result = unfinishedResult(rng);

  int symmetry = rng.below(8);
  for (Point p : stones) r.moves.push_back(transform(p, symmetry));
  return r;
}

std::string generateSgf(const ArchiveGenerator& generator, uint64_t first, uint64_t count) {
  std::string out;
  for (uint64_t i = first; i < first + count; ++i) out += writeSgf(generator.game(i));
  return out;
}

std::string generateRenjuNet(const ArchiveGenerator& generator, uint64_t first, uint64_t count) {
  std::string out;
  for (uint64_t i = first; i < first + count; ++i) {
    Record r = generator.game(i);
    r.id = std::to_string(i + 1);
    for (auto& tag : r.tags)
      if (tag.first == "EV") tag.first = "tournament";
    out += writeRenjuNetGame(r);
  }
  return out;
}

}  // namespace renju::loadgen
