// Property tests: thousands of random games under every rule, built from the allowed actions the
// state lists (plus random junk). They never crash, keep the invariants, and replaying the log
// (also through JSON) gives the state that was built action by action.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <set>
#include <string>

#include "forbidden.h"
#include "game.h"
#include "game_json.h"
#include "game_json_writer.h"
#include "game_script.h"

namespace renju::testing {
namespace {

const std::set<std::string> KNOWN_CODES = {
    "game-over",           "not-your-turn",     "not-allowed-now",
    "bad-point",           "occupied",          "outside-region",
    "forbidden",           "wrong-offer-count", "duplicate-offer",
    "symmetric-offer",     "not-an-offer",      "bad-count",
    "no-draw-offer",       "no-takeback",       "nothing-to-take-back",
    "no-takeback-request", "abort-too-late"};

// The events say exactly what changed: the server broadcasts them instead of the whole state.
void checkEvents(const GameState& before, const Transition& t) {
  const GameState& after = t.state;
  int stones = 0, moves = 0, finished = 0;
  for (const Event& e : t.events) {
    switch (e.type) {
      case EventType::STONE_PLACED:
        ++stones;
        ++moves;
        EXPECT_EQ(after.board().at(e.point), e.color);
        EXPECT_EQ(after.moves()[static_cast<std::size_t>(e.moveNumber - 1)].point, e.point);
        break;
      case EventType::PASSED:
        ++moves;
        break;
      case EventType::TAKEBACK_APPLIED:
        stones -= static_cast<int>(e.points.size());
        moves -= e.count;
        for (Point p : e.points) EXPECT_TRUE(after.board().isEmpty(p));
        break;
      case EventType::SWAPPED:
        EXPECT_EQ(after.colorOf(Seat::OPENER), e.color);
        EXPECT_NE(before.colorOf(Seat::OPENER), e.color);
        break;
      case EventType::FINISHED:
        ++finished;
        EXPECT_EQ(e.result, after.result());
        break;
      default:
        break;
    }
  }
  EXPECT_EQ(after.board().stoneCount() - before.board().stoneCount(), stones);
  EXPECT_EQ(after.moveCount() - before.moveCount(), moves);
  EXPECT_EQ(finished, after.status() == Status::FINISHED ? 1 : 0);
  if (after.colorOf(Seat::OPENER) != before.colorOf(Seat::OPENER)) {
    EXPECT_TRUE(std::any_of(t.events.begin(), t.events.end(),
                            [](const Event& e) { return e.type == EventType::SWAPPED; }));
  }
}

// The log keeps only the fields an action's type uses (what the JSON log stores).
Action usedFieldsOnly(Action a) {
  if (a.type != ActionType::PLACE && a.type != ActionType::CHOOSE) a.point = Point{};
  if (a.type != ActionType::OFFER) a.points.clear();
  if (a.type != ActionType::DECLARE) a.count = 0;
  return a;
}

class RandomGame {
 public:
  RandomGame(const GameConfig& config, uint64_t seed) : state_(config), rng_(seed) {}

  const GameState& state() const { return state_; }
  const std::vector<Action>& log() const { return log_; }

  /// One step: a random allowed action (usually), or random junk. Returns false when the game
  /// is over.
  bool step() {
    if (state_.status() == Status::FINISHED) return false;
    const bool isJunk = chance(0.05);
    Action a = isJunk ? junk() : allowedAction();
    auto r = apply(state_, a);
    if (!r) {
      EXPECT_TRUE(KNOWN_CODES.count(r.error().code)) << r.error().code;
      // An action the state listed fails only on a point forbidden for Black under fouls=reject.
      if (!isJunk) {
        EXPECT_EQ(r.error().code, "forbidden") << r.error().message;
        EXPECT_NE(forbiddenKind(state_.board(), a.point), ForbiddenKind::NONE);
      }
      EXPECT_FALSE(r.error().message.empty());
      return true;
    }
    EXPECT_FALSE(r.value().events.empty()) << toString(a.type);
    checkEvents(state_, r.value());
    checkWrittenJson(a, r.value().events);
    foldMoves(eventsToJson(r.value().events));
    state_ = std::move(r).value().state;
    log_.push_back(usedFieldsOnly(a));
    return true;
  }

  /// The direct writer (game_json_writer.h) gives the text of the nlohmann values, byte for byte.
  static void checkWrittenJson(const Action& a, const std::vector<Event>& events) {
    for (bool withSeat : {false, true}) {
      std::string text;
      JsonWriter w(text);
      writeJson(w, a, withSeat);
      EXPECT_EQ(text, toJson(a, withSeat).dump());
    }
    for (const Event& e : events) {
      std::string text;
      JsonWriter w(text);
      writeJson(w, e);
      EXPECT_EQ(text, toJson(e).dump());
    }
  }

  /// The move list rebuilt from the JSON events alone, as a client that gets events without the
  /// moves does (docs/protocol.md).
  const nlohmann::json& foldedMoves() const { return moves_; }

 private:
  void foldMoves(const nlohmann::json& events) {
    auto& list = moves_.get_ref<nlohmann::json::array_t&>();
    for (const auto& e : events) {
      if (e["type"] == "stone-placed" || e["type"] == "passed") {
        list.resize(e["move"].get<size_t>() - 1);
        list.push_back({{"move", e["move"]},
                        {"color", e["color"]},
                        {"point", e.value("point", nlohmann::json())}});
      } else if (e["type"] == "takeback-applied") {
        list.resize(list.size() - e["moves"].get<size_t>());
      }
    }
  }

  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }
  int uniform(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }

  Point randomPoint() { return Point::fromIndex(uniform(0, BOARD_POINTS - 1)); }

  // An empty point inside the region, usually near the stones so that fives happen.
  Point stonePoint(Region region) {
    std::vector<Point> near, all;
    const Board& b = state_.board();
    for (int i = 0; i < BOARD_POINTS; ++i) {
      Point p = Point::fromIndex(i);
      if (!b.isEmpty(p) || !contains(region, p)) continue;
      all.push_back(p);
      bool close = false;
      for (int dy = -1; dy <= 1 && !close; ++dy)
        for (int dx = -1; dx <= 1 && !close; ++dx) {
          const Point q(p.x + dx, p.y + dy);
          close = q.valid() && !b.isEmpty(q);
        }
      if (close) near.push_back(p);
    }
    const auto& pool = !near.empty() && chance(0.85) ? near : all;
    EXPECT_FALSE(pool.empty());
    return pool.empty()
               ? Point{}
               : pool[static_cast<std::size_t>(uniform(0, static_cast<int>(pool.size()) - 1))];
  }

  // `count` empty points of distinct symmetry classes, the way a client would pick them.
  std::vector<Point> offerPoints(Seat seat, int count) {
    std::vector<int> classes = state_.offerClasses(seat);
    EXPECT_EQ(classes.size(), static_cast<std::size_t>(BOARD_POINTS));
    std::vector<int> order(BOARD_POINTS);
    for (int i = 0; i < BOARD_POINTS; ++i) order[static_cast<std::size_t>(i)] = i;
    std::shuffle(order.begin(), order.end(), rng_);
    std::set<int> used;
    std::vector<Point> out;
    for (int i : order) {
      if (static_cast<int>(out.size()) == count) break;
      const int c = classes[static_cast<std::size_t>(i)];
      if (c < 0 || used.count(c)) continue;
      if (forbiddenKind(state_.board(), Point::fromIndex(i)) != ForbiddenKind::NONE) continue;
      used.insert(c);
      out.push_back(Point::fromIndex(i));
    }
    return out;
  }

  Action allowedAction() {
    EXPECT_TRUE(state_.toMove().has_value());
    // Both seats' allowed actions in one pool. Weights: the game goes on mostly by procedure
    // moves; requests, answers and resignations now and then.
    std::vector<std::pair<Seat, AllowedAction>> pool;
    std::vector<double> weights;
    for (Seat seat : {Seat::OPENER, Seat::OTHER})
      for (const auto& x : state_.allowedActions(seat)) {
        double w = 1.0;
        switch (x.type) {
          case ActionType::RESIGN:
            w = 0.0005;
            break;
          case ActionType::ABORT:  // allowed in the first moves only: rare, so games go on
            w = 0.002;
            break;
          case ActionType::DRAW_OFFER:
            w = 0.005;
            break;
          case ActionType::DRAW_ACCEPT:
            w = 0.05;
            break;
          case ActionType::DRAW_DECLINE:
            w = 0.2;
            break;
          case ActionType::TAKEBACK:
            w = 0.02;
            break;
          case ActionType::PASS:
            w = 0.03;
            break;
          default:
            break;
        }
        pool.emplace_back(seat, x);
        weights.push_back(w);
      }
    Action a;
    if (chance(0.0005)) {  // the server's actions
      const ActionType server[] = {ActionType::FLAG, ActionType::CLAIM_WIN, ActionType::CLAIM_DRAW};
      a.seat = chance(0.5) ? Seat::OPENER : Seat::OTHER;
      a.type = server[uniform(0, 2)];
      return a;
    }
    std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
    const auto& [seat, x] = pool[pick(rng_)];
    a.seat = seat;
    a.type = x.type;
    switch (x.type) {
      case ActionType::PLACE:
        a.point = stonePoint(x.region);
        break;
      case ActionType::OFFER:
        a.points = offerPoints(seat, x.count);
        break;
      case ActionType::CHOOSE:
        a.point =
            x.choices[static_cast<std::size_t>(uniform(0, static_cast<int>(x.choices.size()) - 1))];
        break;
      case ActionType::DECLARE:
        a.count = uniform(x.min, x.max);
        break;
      default:
        break;
    }
    return a;
  }

  Action junk() {
    Action a;
    a.seat = chance(0.5) ? Seat::OPENER : Seat::OTHER;
    // Mostly no junk that ends the game at once, so that games reach fives and fouls.
    do {
      a.type = static_cast<ActionType>(uniform(0, ACTION_TYPE_COUNT - 1));
    } while ((a.type == ActionType::RESIGN || a.type == ActionType::FLAG ||
              a.type == ActionType::ABORT || a.type == ActionType::CLAIM_WIN ||
              a.type == ActionType::CLAIM_DRAW) &&
             chance(0.95));
    a.point = chance(0.05) ? Point{} : randomPoint();
    for (int i = uniform(0, 4); i > 0; --i) a.points.push_back(randomPoint());
    a.count = uniform(-2, 12);
    return a;
  }

  GameState state_;
  std::mt19937_64 rng_;
  std::vector<Action> log_;
  nlohmann::json moves_ = nlohmann::json::array();
};

void checkInvariants(const GameState& s) {
  const auto& moves = s.moves();
  int stones = 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const Move& m = moves[i];
    ASSERT_EQ(m.number, static_cast<int>(i) + 1);
    ASSERT_EQ(m.color, i % 2 == 0 ? Color::BLACK : Color::WHITE);
    if (m.isPass()) {
      ASSERT_GE(m.number, s.openingLastMove() + 1) << "a pass inside the opening procedure";
      continue;
    }
    ++stones;
    ASSERT_EQ(s.board().at(m.point), m.color);
  }
  ASSERT_EQ(s.board().stoneCount(), stones);
  ASSERT_NE(s.colorOf(Seat::OPENER), s.colorOf(Seat::OTHER));
  const Rule rule = s.config().rule;
  if (rule != Rule::STANDARD) {
    const Region regions[] = {Region::CENTER, Region::R3, Region::R5,
                              rule == Rule::TARAGUCHI ? Region::R7 : Region::ANY};
    for (std::size_t i = 0; i < moves.size() && i < 4; ++i)
      ASSERT_TRUE(contains(regions[i], moves[i].point)) << toString(moves[i].point);
    if (moves.size() >= 3) {
      ASSERT_TRUE(s.opening().has_value());  // always one of the 26
    }
    if (s.phase() != Phase::MAIN) {
      ASSERT_LE(s.moveCount(), 5);
    }
  }
  if (s.status() == Status::PLAYING) {
    ASSERT_FALSE(s.result().has_value());
    ASSERT_TRUE(s.toMove().has_value());
    const auto allowed = s.allowedActions(*s.toMove());
    ASSERT_TRUE(std::any_of(allowed.begin(), allowed.end(), [](const AllowedAction& a) {
      return a.type <= ActionType::PASS;  // place, swap, declare, offer, choose or pass
    }));
    ASSERT_EQ(s.phase() == Phase::CHOOSE, !s.offers().empty());
    // Abort is offered exactly until both seats have taken a turn, and never after move 4.
    const auto mine = s.allowedActions(*s.toMove());
    const bool abortListed = std::any_of(mine.begin(), mine.end(), [](const AllowedAction& a) {
      return a.type == ActionType::ABORT;
    });
    ASSERT_EQ(abortListed, !(s.hasPlayed(Seat::OPENER) && s.hasPlayed(Seat::OTHER)));
    if (abortListed) {
      ASSERT_LE(s.moveCount(), 3);
    }
  } else {
    ASSERT_TRUE(s.result().has_value());
    ASSERT_FALSE(s.toMove().has_value());
    ASSERT_TRUE(s.allowedActions(Seat::OPENER).empty());
    ASSERT_TRUE(s.allowedActions(Seat::OTHER).empty());
    ASSERT_FALSE(s.drawOfferBy().has_value());
    ASSERT_FALSE(s.takebackRequestBy().has_value());
  }
}

// The event form of the state (without moves) plus the moves folded from the events is the
// full public state.
void checkStateJson(const RandomGame& game) {
  nlohmann::json full = stateToJson(game.state());
  ASSERT_EQ(full["moves"], game.foldedMoves()) << logToJson(game.log()).dump();
  for (bool withMoves : {true, false}) {
    std::string text;
    JsonWriter w(text);
    writeState(w, game.state(), withMoves);
    ASSERT_EQ(w.depth(), 0);
    ASSERT_EQ(text, withMoves ? full.dump() : stateToJsonWithoutMoves(game.state()).dump());
  }
  full.erase("moves");
  ASSERT_EQ(stateToJsonWithoutMoves(game.state()), full);
}

struct Case {
  Rule rule;
  int n;
  FoulMode fouls;
  bool takebacks;
};

void runGames(const Case& c, int games, uint64_t seedBase) {
  GameConfig config = makeConfig(c.rule, c.fouls, c.takebacks);
  if (c.n) config.n = c.n;
  int finished = 0;
  std::array<int, static_cast<std::size_t>(EndReason::ABORTED) + 1> reasons{};  // one per reason
  for (int g = 0; g < games; ++g) {
    RandomGame game(config, seedBase + static_cast<uint64_t>(g));
    for (int step = 0; step < 160 && game.step(); ++step) {
      checkInvariants(game.state());
      if (::testing::Test::HasFatalFailure()) {
        ADD_FAILURE() << toString(c.rule) << " game " << g << " step " << step << " log "
                      << logToJson(game.log()).dump();
        return;
      }
      if (step % 37 == 0) checkStateJson(game);
    }
    checkStateJson(game);
    if (game.state().status() == Status::FINISHED) {
      ++finished;
      ++reasons[static_cast<std::size_t>(game.state().result()->reason)];
    }
    // replay(config, log) == the incrementally built state, also through JSON text.
    ReplayResult r = replay(config, game.log());
    ASSERT_FALSE(r.error.has_value()) << r.error->error.code << " at " << r.error->index;
    ASSERT_TRUE(r.state == game.state()) << "game " << g;
    auto text = logToJson(game.log()).dump();
    auto parsed = parseJson(text);
    ASSERT_TRUE(parsed.ok());
    auto back = logFromJson(parsed.value());
    ASSERT_TRUE(back.ok()) << back.error().message;
    ASSERT_TRUE(back.value() == game.log()) << text;
    ASSERT_TRUE(replay(config, back.value()).state == game.state());
    ASSERT_TRUE(game.state().board().isConsistent());
  }
  EXPECT_GT(finished, 0) << "no random game ended: the walk is too timid to test the end";
  // The walk must reach the ends that the rules decide, not only resignations.
  EXPECT_GT(reasons[static_cast<std::size_t>(EndReason::FIVE)], 0);
  if (c.fouls == FoulMode::LOSE) {
    EXPECT_GT(reasons[static_cast<std::size_t>(EndReason::FOUL)], 0);
  }
  std::string summary;
  for (std::size_t i = 0; i < reasons.size(); ++i)
    summary +=
        std::string(toString(static_cast<EndReason>(i))) + "=" + std::to_string(reasons[i]) + " ";
  ::testing::Test::RecordProperty("endings", summary);
}

class RandomGames : public ::testing::TestWithParam<Case> {};

TEST_P(RandomGames, NeverCrashKeepInvariantsAndReplay) {
  const Case c = GetParam();
  runGames(c, 225, 1000u * static_cast<uint64_t>(c.rule) + static_cast<uint64_t>(c.n));
}

INSTANTIATE_TEST_SUITE_P(AllRules, RandomGames,
                         ::testing::Values(Case{Rule::STANDARD, 0, FoulMode::REJECT, true},
                                           Case{Rule::STANDARD, 0, FoulMode::LOSE, false},
                                           Case{Rule::RIF, 0, FoulMode::REJECT, true},
                                           Case{Rule::YAMAGUCHI, 0, FoulMode::LOSE, true},
                                           Case{Rule::SOOSORV, 8, FoulMode::REJECT, true},
                                           Case{Rule::SOOSORV, 1, FoulMode::LOSE, false},
                                           Case{Rule::TARAGUCHI, 10, FoulMode::REJECT, true},
                                           Case{Rule::TARAGUCHI, 5, FoulMode::LOSE, true},
                                           Case{Rule::TARAGUCHI, 1, FoulMode::REJECT, false}),
                         [](const ::testing::TestParamInfo<Case>& info) {
                           return std::string(toString(info.param.rule)) +
                                  std::to_string(info.param.n) +
                                  (info.param.fouls == FoulMode::LOSE ? "Lose" : "Reject") +
                                  (info.param.takebacks ? "Takebacks" : "");
                         });

}  // namespace
}  // namespace renju::testing
