// The archive and the opening explorer (docs/archive.md) against every Store, as the rest of
// the store suite: SQLite always, PostgreSQL when RENJU_TEST_PG is set. Searches are checked
// against the same filter applied by hand to the games written, explorer counts against a
// brute-force count that matches positions by comparing boards under the 8 symmetries.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <sstream>

#include "openings.h"
#include "position_key.h"
#include "store_fixture.h"

namespace renju::test {
namespace {

using namespace renju::server;

class ArchiveStoreTest : public StoreFixture {
 protected:
  int64_t count(const std::string& table) {
    auto rows = postgres()
                    ? pgQuery(pgUrlFor(dir_), "SELECT count(*) AS c FROM " + table)
                    : sqliteQuery(dir_ / "renju.sqlite3", "SELECT count(*) AS c FROM " + table);
    return std::stoll(rows.at(0).at("c"));
  }
  WriteOutcome archive(std::vector<ArchivedGame> games) {
    return put({store_op::Archive{std::move(games)}});
  }
  template <class T>
  T ok(Result<T> r) {
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
    if (!r) return T{};
    return std::move(r).value();
  }
};

std::string movesText(const std::vector<Point>& moves) {
  std::string s;
  for (Point p : moves) s += (s.empty() ? "" : " ") + toString(p);
  return s;
}

/// A game of `length` distinct random points of the central 7x7 (so positions recur), turned by
/// a random symmetry.
std::vector<Point> randomMoves(std::mt19937& rng, int length) {
  std::vector<Point> moves{Point::center()};
  std::uniform_int_distribution<int> coord(4, 10);
  while (static_cast<int>(moves.size()) < length) {
    Point p(coord(rng), coord(rng));
    // Short games from few points: early positions are shared by many games.
    if (moves.size() < 3 && p.ringFromCenter() > 1) continue;
    if (std::find(moves.begin(), moves.end(), p) == moves.end()) moves.push_back(p);
  }
  int s = std::uniform_int_distribution<int>(0, 7)(rng);
  for (Point& p : moves) p = transform(p, s);
  return moves;
}

ArchivedGame makeGame(std::mt19937& rng, int i) {
  static const char* results[] = {"black", "white", "draw", ""};
  static const char* reasons[] = {"five", "resign", "time", ""};
  static const char* names[] = {"Ann", "Bo", "Cy", ""};
  ArchivedGame g;
  int length = 3 + static_cast<int>(rng() % 10);
  std::vector<Point> moves = randomMoves(rng, length);
  g.source = i % 3 == 0 ? "here" : "import";
  g.rule = i % 2 == 0 ? "rif" : "soosorv";
  g.n = g.rule == "soosorv" ? 8 : 0;
  if (auto o = classifyOpening(moves[0], moves[1], moves[2])) g.opening = std::string(o->code);
  g.result = results[rng() % 4];
  g.reason = reasons[rng() % 4];
  g.moves = movesText(moves);
  g.length = length;
  g.playedAt = 1'700'000'000'000 + static_cast<int64_t>(rng() % 20) * 86'400'000;  // ties too
  g.clock = g.source == "here" ? R"({"kind":"fischer","baseMs":60000,"incrementMs":0})" : "";
  g.blackName = names[rng() % 4];
  g.whiteName = names[rng() % 4];
  g.event = g.source == "import" ? "Test cup" : "";
  g.origin = g.source == "import" ? "cup.rif" : "";
  if (i % 6 == 0) {  // a game played here against the computer
    g.computerColor = i % 12 == 0 ? "white" : "black";
    g.computerLevel = 1 + i % 8;
  }
  g.contentHash = archiveContentHash(g) + std::to_string(i);  // distinct even when moves agree
  g.id = g.source == "here" ? "g" + std::to_string(i) : importedGameId(g.contentHash);
  return g;
}

std::vector<ArchivedGame> makeGames(int count, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<ArchivedGame> games;
  for (int i = 0; i < count; ++i) games.push_back(makeGame(rng, i));
  return games;
}

bool matches(const ArchivedGame& g, const ArchiveQuery& q) {
  auto eq = [](const std::string& want, const std::string& have) {
    return want.empty() || want == have;
  };
  return eq(q.source, g.source) && eq(q.rule, g.rule) && eq(q.opening, g.opening) &&
         eq(q.result, g.result) && eq(q.reason, g.reason) &&
         (q.name.empty() || g.blackName == q.name || g.whiteName == q.name) &&
         (q.playedFrom == 0 || g.playedAt >= q.playedFrom) &&
         (q.playedTo == 0 || g.playedAt <= q.playedTo) &&
         (q.minLength == 0 || g.length >= q.minLength) &&
         (q.maxLength == 0 || g.length <= q.maxLength);
}

TEST_P(ArchiveStoreTest, GamesComeBackAsWrittenAndTwiceIsOnce) {
  auto games = makeGames(20, 1);
  ASSERT_EQ(archive(games), WriteOutcome::OK);
  EXPECT_EQ(count("archive"), 20);
  int64_t explorerRows = count("explorer");
  EXPECT_GT(explorerRows, 0);
  for (const ArchivedGame& g : games) EXPECT_EQ(ok(store_->archived(g.id)), g) << g.id;
  EXPECT_EQ(ok(store_->archived("nope")), std::nullopt);

  // The same games again, alone or with a new one: only the new one is added, and the explorer
  // counts each game once.
  auto more = games;
  more.push_back(makeGames(21, 2).back());
  more.back().id = "new";
  more.back().contentHash = "f00d";
  ASSERT_EQ(archive(more), WriteOutcome::OK);
  ASSERT_EQ(archive(games), WriteOutcome::OK);
  EXPECT_EQ(count("archive"), 21);
  auto root = ok(store_->explore(0, ""));  // the empty board: every game's first move
  int64_t firstMoves = 0;
  for (const ExplorerRow& r : root) firstMoves += r.games;
  EXPECT_EQ(firstMoves, 21);
}

TEST_P(ArchiveStoreTest, EveryFilterAndKeysetPaging) {
  auto games = makeGames(60, 3);
  ASSERT_EQ(archive(games), WriteOutcome::OK);
  std::vector<ArchiveQuery> queries(12);
  queries[1].source = "here";
  queries[2].rule = "soosorv";
  queries[3].opening = games[0].opening;
  queries[4].result = "draw";
  queries[5].reason = "time";
  queries[6].name = "Bo";
  queries[7].playedFrom = games[5].playedAt;
  queries[8].playedTo = games[7].playedAt;
  queries[9].minLength = 8;
  queries[10].maxLength = 5;
  queries[11].rule = "rif";
  queries[11].result = "black";
  queries[11].minLength = 4;
  for (size_t qi = 0; qi < queries.size(); ++qi) {
    ArchiveQuery q = queries[qi];
    std::vector<const ArchivedGame*> want;
    for (const ArchivedGame& g : games)
      if (matches(g, q)) want.push_back(&g);
    std::sort(want.begin(), want.end(), [](auto* a, auto* b) {
      return std::tie(a->playedAt, a->id) > std::tie(b->playedAt, b->id);
    });
    ASSERT_FALSE(want.empty()) << "query " << qi << " must match something to test anything";
    // Pages of 7, following the cursor, give exactly the matching games in order.
    q.limit = 7;
    std::vector<std::string> got;
    for (int page = 0; page < 20; ++page) {
      ArchivePage p = ok(store_->searchArchive(q));
      EXPECT_LE(p.games.size(), 7u);
      for (const ArchivedGame& g : p.games) got.push_back(g.id);
      if (!p.next) break;
      EXPECT_EQ(p.games.size(), 7u);
      q.after = p.next;
    }
    std::vector<std::string> expected;
    for (auto* g : want) expected.push_back(g->id);
    EXPECT_EQ(got, expected) << "query " << qi;
  }
}

/// The board after the first `plies` moves.
Board boardAfter(const std::vector<Point>& moves, int plies) {
  Board b;
  for (int i = 0; i < plies; ++i) b.place(moves[i], i % 2 ? Color::WHITE : Color::BLACK);
  return b;
}

bool sameUpToSymmetry(const Board& a, const Board& b) {
  if (a.stoneCount() != b.stoneCount()) return false;
  for (int s = 0; s < 8; ++s) {
    bool same = true;
    for (int i = 0; i < BOARD_POINTS && same; ++i) {
      Point p = Point::fromIndex(i);
      same = a.at(p) == b.at(transform(p, s));
    }
    if (same) return true;
  }
  return false;
}

TEST_P(ArchiveStoreTest, ExplorerCountsMatchABruteForceCount) {
  auto games = makeGames(80, 4);
  // Two batches, so that counts add up across writes too.
  ASSERT_EQ(archive({games.begin(), games.begin() + 40}), WriteOutcome::OK);
  ASSERT_EQ(archive({games.begin() + 40, games.end()}), WriteOutcome::OK);
  std::vector<std::vector<Point>> moves;
  for (const ArchivedGame& g : games) moves.push_back(*parseArchivedMoves(g.moves));

  std::mt19937 rng(5);
  for (int probe = 0; probe < 25; ++probe) {
    // A position on screen: a game's first plies, in yet another orientation.
    const auto& source = moves[rng() % moves.size()];
    int plies = static_cast<int>(rng() % source.size());
    int turn = static_cast<int>(rng() % 8);
    std::vector<Point> shown;
    for (int i = 0; i < plies; ++i) shown.push_back(transform(source[i], turn));
    Board screen = boardAfter(shown, plies);
    CanonicalKey key = canonicalKey(screen);

    using Cell = std::tuple<std::string, std::string, int>;  // source, rule, move on screen
    std::map<Cell, std::array<int64_t, 4>> expected;         // games, black, draws, white
    for (size_t gi = 0; gi < games.size(); ++gi) {
      const auto& m = moves[gi];
      if (static_cast<int>(m.size()) <= plies) continue;
      Board b = boardAfter(m, plies);
      if (!sameUpToSymmetry(b, screen)) continue;
      Point onScreen = fromCanonical(toCanonical(m[plies], canonicalKey(b)), key);
      auto& c = expected[{games[gi].source, games[gi].rule, onScreen.index()}];
      c[0] += 1;
      c[1] += games[gi].result == "black";
      c[2] += games[gi].result == "draw";
      c[3] += games[gi].result == "white";
    }
    ASSERT_FALSE(expected.empty());
    std::map<Cell, std::array<int64_t, 4>> got;
    for (const ExplorerRow& r : ok(store_->explore(key.key, ""))) {
      Point onScreen = fromCanonical(Point::fromIndex(r.move), key);
      got[{r.source, r.rule, onScreen.index()}] = {r.games, r.blackWins, r.draws, r.whiteWins};
    }
    EXPECT_EQ(got, expected) << "probe " << probe << " after " << plies << " moves";
    for (const ExplorerRow& r : ok(store_->explore(key.key, "rif"))) EXPECT_EQ(r.rule, "rif");
  }
}

INSTANTIATE_TEST_SUITE_P(Stores, ArchiveStoreTest, ::testing::Values("sqlite", "postgresql"),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace renju::test
