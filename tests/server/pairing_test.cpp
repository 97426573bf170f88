// The pure pieces of pairing and player pages (docs/lobby.md, docs/ratings.md): the rating window
// of quick pairing and the nearest choice, rating ranges, the public id, the leaderboard rule.
#include <gtest/gtest.h>

#include "lobby/challenges.h"
#include "lobby/pairing.h"
#include "ratings/leaderboard.h"
#include "ratings/public_id.h"

namespace renju::test {
namespace {

using namespace renju::server;

constexpr int64_t PAIR_SECOND = 1000;
constexpr int64_t PAIR_DAY = 24 * 3600 * PAIR_SECOND;

TEST(Pairing, TheWindowWidensWithTheWaitAndIsGoneAfterAMinute) {
  EXPECT_EQ(pairingWindow(0), 100);
  EXPECT_EQ(pairingWindow(9'999), 100);
  EXPECT_EQ(pairingWindow(10 * PAIR_SECOND), 100);
  EXPECT_EQ(pairingWindow(14'999), 100);
  EXPECT_EQ(pairingWindow(15 * PAIR_SECOND), 150);
  EXPECT_EQ(pairingWindow(20 * PAIR_SECOND), 200);
  EXPECT_EQ(pairingWindow(59'999), 550);
  EXPECT_EQ(pairingWindow(60 * PAIR_SECOND), std::nullopt);
  EXPECT_EQ(pairingWindow(3600 * PAIR_SECOND), std::nullopt);
}

TEST(Pairing, RangesAdmitTheirBoundsOnly) {
  EXPECT_TRUE(admits(std::nullopt, 900));
  RatingRange r{1300, 1700};
  EXPECT_TRUE(validRatingRange(r));
  EXPECT_TRUE(admits(r, 1300));
  EXPECT_TRUE(admits(r, 1700));
  EXPECT_FALSE(admits(r, 1299));
  EXPECT_FALSE(admits(r, 1701));
  EXPECT_FALSE(validRatingRange({0, 100}));
  EXPECT_FALSE(validRatingRange({1600, 1500}));
  EXPECT_FALSE(validRatingRange({1500, 4001}));
  EXPECT_TRUE(validRatingRange({1, 4000}));
}

TEST(Pairing, TheNearestRatingWithinEachChallengesWindowWins) {
  int64_t now = 100 * PAIR_SECOND;
  std::vector<PairingCandidate> waiting{
      {"far-old", 1800, std::nullopt, now - 61 * PAIR_SECOND},  // no limit any more: 300 away
      {"near-new", 1580, std::nullopt, now - 1 * PAIR_SECOND},  // 80 away, within 100
      {"mid-new", 1650, std::nullopt, now - 2 * PAIR_SECOND},   // 150 away, outside 100
  };
  EXPECT_EQ(nearestChallenge(waiting, 1500, now), "near-new");
  // Without the near one the old one (unlimited) is taken, not the one outside its window.
  waiting.erase(waiting.begin() + 1);
  EXPECT_EQ(nearestChallenge(waiting, 1500, now), "far-old");
  // The mid one, once it has waited 15 s, admits 150.
  waiting[1].createdAt = now - 15 * PAIR_SECOND;
  EXPECT_EQ(nearestChallenge(waiting, 1500, now), "mid-new");
  // Nobody near, nobody old enough: nothing.
  EXPECT_EQ(nearestChallenge({{"x", 1900, std::nullopt, now}}, 1500, now), std::nullopt);
}

TEST(Pairing, EqualDistancesGoToTheOldestAndRangesAreRespected) {
  int64_t now = 100 * PAIR_SECOND;
  std::vector<PairingCandidate> waiting{
      {"b", 1450, std::nullopt, now - 3 * PAIR_SECOND},
      {"a", 1550, std::nullopt, now - 5 * PAIR_SECOND},
  };
  EXPECT_EQ(nearestChallenge(waiting, 1500, now), "a");
  waiting[1].range = RatingRange{1520, 1700};  // "a" does not want a 1500
  EXPECT_EQ(nearestChallenge(waiting, 1500, now), "b");
}

TEST(Pairing, QuickMatchGoesByRatingForRatedChallengesAndByAgeForCasualOnes) {
  const std::string rated = R"({"clock":{"initialMs":300000,"incrementMs":3000},"rated":true})";
  const std::string casual = R"({"clock":{"initialMs":300000,"incrementMs":3000}})";
  Challenges open;
  auto add = [&](const std::string& id, const std::string& key, int rating, int64_t at,
                 const std::string& settings) {
    Challenge c;
    c.id = id;
    c.settings = settings;
    c.creatorHash = key;
    c.address = key;
    c.createdAt = at;
    c.rated = settings == rated;
    c.rating = rating;
    ASSERT_FALSE(open.add(c));
  };
  int64_t now = 1000 * PAIR_SECOND;
  add("old", "k1", 1900, now - 30 * PAIR_SECOND, rated);  // window 350
  add("near", "k2", 1540, now - 1 * PAIR_SECOND, rated);
  add("casual-old", "k3", 1000, now - 50 * PAIR_SECOND, casual);
  add("casual-new", "k4", 1500, now - 1 * PAIR_SECOND, casual);
  EXPECT_EQ(open.match(rated, "me", now, 1500), "near");
  EXPECT_EQ(open.match(rated, "k2", now, 1500), std::nullopt);  // its own; "old" is 400 away
  EXPECT_EQ(open.match(rated, "k2", now, 1600), "old");         // 300 away: within 350
  // The caller's own range leaves out a creator outside it.
  EXPECT_EQ(open.match(rated, "me", now, 1500, RatingRange{1550, 2000}), std::nullopt);
  EXPECT_EQ(open.match(casual, "me", now, 1500), "casual-old");
}

TEST(PublicId, IsTheFirst16HexDigitsOfTheSaltedHashOfTheKeyHash) {
  // python3 -c "import hashlib;k=hashlib.sha256(b'a'*22).hexdigest();
  //   print(hashlib.sha256(b'renju-public-id:'+k.encode()).hexdigest()[:16])"
  const std::string keyHash = "ec7c494df6d2a7ea36668d656e6b8979e33641bfea378c15038af3964db057a3";
  EXPECT_EQ(ratings::publicIdOf(keyHash), "96b36587e6f00fb6");
  EXPECT_EQ(ratings::publicIdOf(""), "");
  EXPECT_TRUE(ratings::validPublicId("96b36587e6f00fb6"));
  EXPECT_FALSE(ratings::validPublicId("96B36587E6F00FB6"));
  EXPECT_FALSE(ratings::validPublicId("96b36587e6f00fb"));
  EXPECT_FALSE(ratings::validPublicId("96b36587e6f00fbz"));
}

ratings::LeaderboardEntry leader(const std::string& id, double rating, double deviation,
                                 int64_t last) {
  ratings::Standing s;
  s.rating = {rating, deviation, 0.06};
  s.games = 30;
  s.lastRatedAt = last;
  return {"hash-" + id, id, "", s};
}

TEST(Leaderboard, LeavesOutProvisionalAndInactiveKeysAndRanksByRatingThenId) {
  int64_t now = 100 * PAIR_DAY;
  auto board = ratings::rankLeaderboard(
      {
          leader("b", 1700, 80, now - PAIR_DAY), leader("provisional", 2000, 111, now - PAIR_DAY),
          leader("inactive", 1900, 60, now - 31 * PAIR_DAY),
          leader("a", 1700, 90, now - 30 * PAIR_DAY),  // exactly 30 days: still active
          leader("c", 1800, 110, now),                 // 110 is established
      },
      now);
  ASSERT_EQ(board.size(), 3u);
  EXPECT_EQ(board[0].publicId, "c");
  EXPECT_EQ(board[1].publicId, "a");  // equal ratings: by public id
  EXPECT_EQ(board[2].publicId, "b");

  std::vector<ratings::LeaderboardEntry> many;
  for (int i = 0; i < 150; ++i) many.push_back(leader(std::to_string(1000 + i), 1500 + i, 50, now));
  auto top = ratings::rankLeaderboard(many, now);
  ASSERT_EQ(top.size(), ratings::LEADERBOARD_SIZE);
  EXPECT_EQ(top.front().standing.rating.rating, 1649);
}

}  // namespace
}  // namespace renju::test
