#include "game.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <string>

#include "forbidden.h"
#include "procedure.h"
#include "symmetry.h"

namespace renju {

// ---------------------------------------------------------------------------------------------
// String ids (stored: never change them)

namespace {

constexpr std::array<std::string_view, 5> RULE_IDS{"standard", "rif", "yamaguchi", "soosorv",
                                                   "taraguchi"};
constexpr std::array<std::string_view, 2> FOUL_IDS{"reject", "lose"};
constexpr std::array<std::string_view, 2> SEAT_IDS{"opener", "other"};
constexpr std::array<std::string_view, ACTION_TYPE_COUNT> ACTION_IDS{"place",
                                                                     "swap",
                                                                     "declare",
                                                                     "offer",
                                                                     "choose",
                                                                     "pass",
                                                                     "resign",
                                                                     "draw-offer",
                                                                     "draw-accept",
                                                                     "draw-decline",
                                                                     "takeback",
                                                                     "takeback-accept",
                                                                     "takeback-decline",
                                                                     "claim-win",
                                                                     "claim-draw",
                                                                     "flag",
                                                                     "abort"};
constexpr std::array<std::string_view, 6> REGION_IDS{"center", "3x3", "5x5", "7x7", "9x9", "any"};
constexpr std::array<std::string_view, 13> PHASE_IDS{"opening-stones",
                                                     "declare",
                                                     "swap-or-move4",
                                                     "move4",
                                                     "second-swap",
                                                     "offer",
                                                     "choose",
                                                     "taraguchi-move",
                                                     "taraguchi-after-swap",
                                                     "taraguchi-options",
                                                     "taraguchi-move5",
                                                     "taraguchi-swap6",
                                                     "main"};
constexpr std::array<std::string_view, 2> STATUS_IDS{"playing", "finished"};
constexpr std::array<std::string_view, 9> REASON_IDS{"five",       "foul",      "resign",
                                                     "time",       "agreement", "two-passes",
                                                     "full-board", "abandon",   "aborted"};
constexpr std::array<std::string_view, 14> EVENT_IDS{"stone-placed",      "passed",
                                                     "swapped",           "declared",
                                                     "offered",           "chosen",
                                                     "draw-offered",      "draw-declined",
                                                     "draw-lapsed",       "takeback-requested",
                                                     "takeback-declined", "takeback-lapsed",
                                                     "takeback-applied",  "finished"};

template <class E, std::size_t N>
std::optional<E> parseId(const std::array<std::string_view, N>& ids, std::string_view s) {
  for (std::size_t i = 0; i < N; ++i)
    if (ids[i] == s) return static_cast<E>(i);
  return std::nullopt;
}

template <class E, std::size_t N>
std::string_view idOf(const std::array<std::string_view, N>& ids, E e) {
  auto i = static_cast<std::size_t>(e);
  assert(i < N);
  return ids[i];
}

}  // namespace

std::string_view toString(Rule r) {
  return idOf(RULE_IDS, r);
}
std::optional<Rule> parseRule(std::string_view s) {
  return parseId<Rule>(RULE_IDS, s);
}
std::string_view toString(FoulMode f) {
  return idOf(FOUL_IDS, f);
}
std::optional<FoulMode> parseFoulMode(std::string_view s) {
  return parseId<FoulMode>(FOUL_IDS, s);
}
std::string_view toString(Seat s) {
  return idOf(SEAT_IDS, s);
}
std::optional<Seat> parseSeat(std::string_view s) {
  return parseId<Seat>(SEAT_IDS, s);
}
std::string_view toString(ActionType t) {
  return idOf(ACTION_IDS, t);
}
std::optional<ActionType> parseActionType(std::string_view s) {
  return parseId<ActionType>(ACTION_IDS, s);
}
bool takesTurn(ActionType t) {
  switch (t) {
    case ActionType::PLACE:
    case ActionType::SWAP:
    case ActionType::DECLARE:
    case ActionType::OFFER:
    case ActionType::CHOOSE:
    case ActionType::PASS:
      return true;
    default:
      return false;
  }
}
std::string_view toString(Region r) {
  return idOf(REGION_IDS, r);
}
std::string_view toString(Phase p) {
  return idOf(PHASE_IDS, p);
}
std::string_view toString(Status s) {
  return idOf(STATUS_IDS, s);
}
std::string_view toString(EndReason r) {
  return idOf(REASON_IDS, r);
}
std::optional<EndReason> parseEndReason(std::string_view s) {
  return parseId<EndReason>(REASON_IDS, s);
}
std::string_view toString(EventType t) {
  return idOf(EVENT_IDS, t);
}

// A region's number is the ring around h8 it reaches (centre 0, 3x3 1, ..., 9x9 4).
static_assert(static_cast<int>(Region::CENTER) == 0 && static_cast<int>(Region::R3) == 1 &&
                  static_cast<int>(Region::R5) == 2 && static_cast<int>(Region::R7) == 3 &&
                  static_cast<int>(Region::R9) == 4 && Region::ANY > Region::R9,
              "contains() reads a Region as its ring");
// Seats index arrays and the played_ bits.
static_assert(static_cast<int>(Seat::OPENER) == 0 && static_cast<int>(Seat::OTHER) == 1);
// Colours index the board's tables (and the engine's).
static_assert(static_cast<int>(Color::BLACK) == 0 && static_cast<int>(Color::WHITE) == 1);

bool contains(Region r, Point p) {
  if (!p.valid()) return false;
  return r == Region::ANY || p.ringFromCenter() <= static_cast<int>(r);
}

// ---------------------------------------------------------------------------------------------
// Configuration

int defaultN(Rule r) {
  switch (r) {
    case Rule::SOOSORV:
      return 8;
    case Rule::TARAGUCHI:
      return 10;
    default:
      return 0;
  }
}

GameConfig makeConfig(Rule r, FoulMode fouls, bool takebacks) {
  return GameConfig{r, defaultN(r), fouls, takebacks};
}

std::optional<Error> validate(const GameConfig& config) {
  if (static_cast<std::size_t>(config.rule) >= RULE_IDS.size())
    return makeError("bad-config", "unknown opening rule");
  if (static_cast<std::size_t>(config.fouls) >= FOUL_IDS.size())
    return makeError("bad-config", "unknown foul mode");
  if (defaultN(config.rule) != 0 && (config.n < 1 || config.n > 10))
    return makeError("bad-config", std::string(toString(config.rule)) +
                                       ": n must be from 1 to 10, not " + std::to_string(config.n));
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// The state

GameState::GameState(const GameConfig& config) : config_(config) {
  assert(!validate(config));
  // n means nothing to the rules without an N; keep one canonical form.
  if (defaultN(config_.rule) == 0) config_.n = 0;
  phase_ = initialPhase(config_.rule);
}

std::optional<Seat> GameState::toMove() const {
  if (result_) return std::nullopt;
  return currentStep(*this).actor;
}

namespace {

// The number of moves a takeback by `seat` would undo: its last move and the reply to it, if any;
// 0 when that would reach into the opening procedure or there is no such move.
int takebackSize(const GameState& s, Seat seat) {
  const auto& moves = s.moves();
  if (moves.empty()) return 0;
  const Color mine = s.colorOf(seat);
  const int n = moves.back().color == mine ? 1 : 2;
  const int count = s.moveCount();
  if (n > count) return 0;
  if (moves[static_cast<std::size_t>(count - n)].color != mine) return 0;
  if (count - n + 1 <= s.openingLastMove()) return 0;  // never back into the procedure
  return n;
}

}  // namespace

std::vector<AllowedAction> GameState::allowedActions(Seat seat) const {
  std::vector<AllowedAction> out;
  if (result_) return out;
  const Step step = currentStep(*this);
  if (step.actor == seat) {
    if (step.place) out.push_back({.type = ActionType::PLACE, .region = *step.place});
    if (step.swap) out.push_back({.type = ActionType::SWAP});
    if (step.declareMax > 0)
      out.push_back({.type = ActionType::DECLARE, .min = step.declareMin, .max = step.declareMax});
    if (step.offer > 0) out.push_back({.type = ActionType::OFFER, .count = step.offer});
    if (step.choose) out.push_back({.type = ActionType::CHOOSE, .choices = offers_});
    if (step.pass) out.push_back({.type = ActionType::PASS});
  }
  out.push_back({.type = ActionType::RESIGN});
  if (mayAbort()) out.push_back({.type = ActionType::ABORT});
  if (!drawOfferBy_) out.push_back({.type = ActionType::DRAW_OFFER});
  if (drawOfferBy_ == ~seat) {
    out.push_back({.type = ActionType::DRAW_ACCEPT});
    out.push_back({.type = ActionType::DRAW_DECLINE});
  }
  if (config_.takebacks && !takebackBy_ && takebackSize(*this, seat) > 0)
    out.push_back({.type = ActionType::TAKEBACK});
  if (takebackBy_ == ~seat) {
    out.push_back({.type = ActionType::TAKEBACK_ACCEPT});
    out.push_back({.type = ActionType::TAKEBACK_DECLINE});
  }
  return out;
}

std::vector<std::pair<Point, ForbiddenKind>> GameState::forbiddenPoints() const {
  if (result_ || nextColor() != Color::BLACK) return {};
  const Step step = currentStep(*this);
  if (!step.place && step.offer == 0) return {};
  return forbiddenMap(board_);
}

std::vector<int> GameState::offerClasses(Seat seat) const {
  if (result_) return {};
  const Step step = currentStep(*this);
  if (step.actor != seat || step.offer == 0) return {};
  return symmetryClasses(board_);
}

bool operator==(const GameState& a, const GameState& b) {
  auto openingCode = [](const GameState& s) {
    return s.opening_ ? std::optional<std::string_view>(s.opening_->code) : std::nullopt;
  };
  return a.config_ == b.config_ && a.moves_ == b.moves_ && a.offers_ == b.offers_ &&
         a.result_ == b.result_ && openingCode(a) == openingCode(b) && a.declared_ == b.declared_ &&
         a.drawOfferBy_ == b.drawOfferBy_ && a.takebackBy_ == b.takebackBy_ &&
         a.openerColor_ == b.openerColor_ && a.phase_ == b.phase_ && a.played_ == b.played_ &&
         a.board_ == b.board_;
}

// ---------------------------------------------------------------------------------------------
// apply

namespace {

std::string seatName(Seat s) {
  return s == Seat::OPENER ? "the opener" : "the other player";
}

std::string regionText(Region r) {
  switch (r) {
    case Region::CENTER:
      return "the centre point h8";
    case Region::R3:
      return "the central 3x3 square (g7 to i9)";
    case Region::R5:
      return "the central 5x5 square (f6 to j10)";
    case Region::R7:
      return "the central 7x7 square (e5 to k11)";
    case Region::R9:
      return "the central 9x9 square (d4 to l12)";
    case Region::ANY:
      return "any empty point";
  }
  return "";
}

std::string pointList(std::span<const Point> points) {
  std::string out;
  for (Point p : points) {
    if (!out.empty()) out += ", ";
    out += toString(p);
  }
  return out;
}

// "place a stone in the central 3x3 square (g7 to i9) or swap", for messages.
std::string describe(const Step& step) {
  std::vector<std::string> parts;
  if (step.place) parts.push_back("place a stone in " + regionText(*step.place));
  if (step.swap) parts.push_back("swap colours");
  if (step.declareMax > 0)
    parts.push_back("declare the number of fifth moves (" + std::to_string(step.declareMin) +
                    " to " + std::to_string(step.declareMax) + ")");
  if (step.offer > 0) parts.push_back("offer " + std::to_string(step.offer) + " fifth move(s)");
  if (step.choose) parts.push_back("choose one of the offered fifth moves");
  if (step.pass) parts.push_back("pass");
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) out += i + 1 == parts.size() ? " or " : ", ";
    out += parts[i];
  }
  return out;
}

bool stepAllows(const Step& step, ActionType t) {
  switch (t) {
    case ActionType::PLACE:
      return step.place.has_value();
    case ActionType::SWAP:
      return step.swap;
    case ActionType::DECLARE:
      return step.declareMax > 0;
    case ActionType::OFFER:
      return step.offer > 0;
    case ActionType::CHOOSE:
      return step.choose;
    case ActionType::PASS:
      return step.pass;
    default:
      return false;
  }
}

}  // namespace

/// Does the work of `apply`; a friend of GameState. Every check runs on `before` and returns
/// before anything is added to `events`; `next` becomes the new state.
struct StateAccess {
  const GameState& before;
  const Action& action;
  GameState next;
  std::vector<Event> events;

  StateAccess(const GameState& s, const Action& a) : before(s), action(a), next(s) {}

  Result<Transition> done() { return Transition{std::move(next), std::move(events)}; }

  Event event(EventType type) const {
    Event e;
    e.type = type;
    e.seat = action.seat;
    return e;
  }

  void finish(std::optional<Seat> winner, EndReason reason,
              ForbiddenKind kind = ForbiddenKind::NONE, Point foulPoint = Point{}) {
    GameResult r;
    r.winner = winner;
    if (winner) r.winnerColor = next.colorOf(*winner);
    r.reason = reason;
    r.foulKind = kind;
    r.foulPoint = foulPoint;
    next.result_ = r;
    next.drawOfferBy_.reset();
    next.takebackBy_.reset();
    Event e = event(EventType::FINISHED);
    e.result = r;
    events.push_back(std::move(e));
  }

  // Puts the next move's stone on p (checks done by the caller) and ends the game when it wins,
  // is a foul under fouls=lose, or fills the board.
  void placeStone(Point p, bool wins, ForbiddenKind foul) {
    const Color color = next.nextColor();
    const int number = next.moveCount() + 1;
    next.board_.place(p, color);
    next.moves_.push_back(Move{number, color, p});
    Event e = event(EventType::STONE_PLACED);
    e.color = color;
    e.point = p;
    e.moveNumber = number;
    events.push_back(std::move(e));
    if (number == 3 && !next.moves_[0].isPass() && !next.moves_[1].isPass())
      next.opening_ = classifyOpening(next.moves_[0].point, next.moves_[1].point, p);
    if (wins)
      finish(next.seatOf(color), EndReason::FIVE);
    else if (foul != ForbiddenKind::NONE)
      finish(next.seatOf(Color::WHITE), EndReason::FOUL, foul, p);  // RIF rule 9: a foul loses
    else if (next.board_.stoneCount() == BOARD_POINTS)
      finish(std::nullopt, EndReason::FULL_BOARD);
  }

  // Any procedure action answers a pending draw offer of the opponent by ignoring it, and changes
  // the position a pending takeback request was about.
  void lapseOffers() {
    if (next.drawOfferBy_ == ~action.seat) {
      next.drawOfferBy_.reset();
      events.push_back(event(EventType::DRAW_LAPSED));
    }
    if (next.takebackBy_) {
      next.takebackBy_.reset();
      events.push_back(event(EventType::TAKEBACK_LAPSED));
    }
  }

  // Checks that p may receive the next stone in `region`; fills the win and foul facts.
  std::optional<Error> checkStone(Point p, Region region, bool& wins, ForbiddenKind& foul) {
    if (!p.valid()) return makeError("bad-point", "that point is not on the board");
    if (!before.board_.isEmpty(p))
      return makeError("occupied", toString(p) + " is already occupied");
    const int number = before.moveCount() + 1;
    if (!contains(region, p))
      return makeError("outside-region", "move " + std::to_string(number) + " must be in " +
                                             regionText(region) + ", not " + toString(p));
    const Color color = before.nextColor();
    wins = isWinningMove(before.board_, p, color);
    foul = ForbiddenKind::NONE;
    // A five is never forbidden (RIF rule 9.1); only Black has forbidden points.
    if (color == Color::BLACK && !wins) {
      foul = forbiddenKindInPlace(next.board_, p);  // leaves the board as it was
      if (foul != ForbiddenKind::NONE && before.config_.fouls == FoulMode::REJECT)
        return makeError("forbidden", toString(p) + " is forbidden for Black (" +
                                          std::string(toString(foul)) + ")");
    }
    return std::nullopt;
  }

  Result<Transition> procedureAction() {
    const Step step = currentStep(before);
    if (action.seat != step.actor)
      return makeError("not-your-turn",
                       "it is not your turn: " + seatName(step.actor) + " must " + describe(step));
    if (!stepAllows(step, action.type)) {
      if (action.type == ActionType::PASS)
        return makeError("not-allowed-now",
                         "passing is allowed only after the opening procedure (from move " +
                             std::to_string(before.openingLastMove() + 1) + " on); now " +
                             describe(step));
      return makeError("not-allowed-now", "you cannot " + std::string(toString(action.type)) +
                                              " now; you may " + describe(step));
    }
    const Phase phase = phaseAfter(before, action.type);
    switch (action.type) {
      case ActionType::PLACE: {
        bool wins = false;
        ForbiddenKind foul = ForbiddenKind::NONE;
        if (auto e = checkStone(action.point, *step.place, wins, foul)) return *e;
        lapseOffers();
        placeStone(action.point, wins, foul);
        break;
      }
      case ActionType::SWAP: {
        lapseOffers();
        next.openerColor_ = ~next.openerColor_;
        Event e = event(EventType::SWAPPED);
        e.color = next.openerColor_;
        events.push_back(std::move(e));
        break;
      }
      case ActionType::DECLARE: {
        if (action.count < step.declareMin || action.count > step.declareMax)
          return makeError("bad-count", "declare a number of fifth moves from " +
                                            std::to_string(step.declareMin) + " to " +
                                            std::to_string(step.declareMax) + ", not " +
                                            std::to_string(action.count));
        lapseOffers();
        next.declared_ = action.count;
        Event e = event(EventType::DECLARED);
        e.count = action.count;
        events.push_back(std::move(e));
        break;
      }
      case ActionType::OFFER: {
        if (auto e = checkOffer(step.offer)) return *e;
        lapseOffers();
        Event e = event(EventType::OFFERED);
        e.points = action.points;
        events.push_back(std::move(e));
        if (offerPlacesAtOnce(before))  // Taraguchi-1: the single offer is move 5 at once
          placeStone(action.points.front(),
                     isWinningMove(before.board_, action.points.front(), Color::BLACK),
                     ForbiddenKind::NONE);
        else
          next.offers_ = action.points;
        break;
      }
      case ActionType::CHOOSE: {
        const auto& offers = before.offers_;
        if (std::find(offers.begin(), offers.end(), action.point) == offers.end())
          return makeError("not-an-offer",
                           "choose one of the offered fifth moves: " + pointList(offers));
        lapseOffers();
        next.offers_.clear();
        Event e = event(EventType::CHOSEN);
        e.point = action.point;
        events.push_back(std::move(e));
        // The offer was checked when it was made and the board has not changed since.
        placeStone(action.point, isWinningMove(before.board_, action.point, Color::BLACK),
                   ForbiddenKind::NONE);
        break;
      }
      case ActionType::PASS: {
        lapseOffers();
        const bool twoPasses = !before.moves_.empty() && before.moves_.back().isPass();
        const int number = before.moveCount() + 1;
        next.moves_.push_back(Move{number, before.nextColor(), Point{}});
        Event e = event(EventType::PASSED);
        e.color = before.nextColor();
        e.moveNumber = number;
        events.push_back(std::move(e));
        if (twoPasses) finish(std::nullopt, EndReason::TWO_PASSES);
        break;
      }
      default:
        assert(false);
    }
    next.phase_ = phase;
    next.played_ |= static_cast<uint8_t>(1U << static_cast<int>(action.seat));
    return done();
  }

  // Offers: exactly `count` distinct empty points, none forbidden for Black, no two symmetric
  // (reference section 6).
  std::optional<Error> checkOffer(int count) const {
    const auto& pts = action.points;
    if (static_cast<int>(pts.size()) != count)
      return makeError("wrong-offer-count", "offer exactly " + std::to_string(count) +
                                                " fifth move(s), not " +
                                                std::to_string(pts.size()));
    for (std::size_t i = 0; i < pts.size(); ++i) {
      const Point p = pts[i];
      if (!p.valid()) return makeError("bad-point", "an offered point is not on the board");
      if (!before.board_.isEmpty(p))
        return makeError("occupied", toString(p) + " is already occupied");
      if (std::find(pts.begin(), pts.begin() + static_cast<std::ptrdiff_t>(i), p) !=
          pts.begin() + static_cast<std::ptrdiff_t>(i))
        return makeError("duplicate-offer", toString(p) + " is offered twice");
      if (!isWinningMove(before.board_, p, Color::BLACK)) {
        const ForbiddenKind k = forbiddenKind(before.board_, p);
        if (k != ForbiddenKind::NONE)
          return makeError("forbidden", toString(p) + " is forbidden for Black (" +
                                            std::string(toString(k)) + ")");
      }
    }
    if (auto pair = findSymmetricPair(before.board_, pts))
      return makeError("symmetric-offer", toString(pair->first) + " and " + toString(pair->second) +
                                              " are symmetric: offer only non-symmetric points");
    return std::nullopt;
  }

  Result<Transition> takebackAccept() {
    const Seat requester = ~action.seat;
    const int n = takebackSize(before, requester);
    assert(n > 0);  // a request lapses as soon as the position changes
    next.takebackBy_.reset();
    Event e = event(EventType::TAKEBACK_APPLIED);
    e.count = n;
    for (int i = 0; i < n; ++i) {
      const Move m = next.moves_.back();
      next.moves_.pop_back();
      if (!m.isPass()) {
        next.board_.remove(m.point);
        e.points.push_back(m.point);
      }
    }
    if (next.moveCount() < 3) next.opening_.reset();
    next.phase_ = Phase::MAIN;  // takebacks concern moves after the procedure only
    events.push_back(std::move(e));
    return done();
  }

  Result<Transition> run() {
    if (before.result_) return makeError("game-over", "the game is over");
    const Seat seat = action.seat;
    if (takesTurn(action.type)) return procedureAction();
    switch (action.type) {
      case ActionType::RESIGN:
        finish(~seat, EndReason::RESIGN);
        return done();
      case ActionType::DRAW_OFFER:
        if (before.drawOfferBy_ == seat)
          return makeError("not-allowed-now", "you have already offered a draw");
        if (before.drawOfferBy_ == ~seat)
          return makeError("not-allowed-now", "your opponent offers a draw: accept or decline it");
        next.drawOfferBy_ = seat;
        events.push_back(event(EventType::DRAW_OFFERED));
        return done();
      case ActionType::DRAW_ACCEPT:
      case ActionType::DRAW_DECLINE:
        if (before.drawOfferBy_ != ~seat)
          return makeError("no-draw-offer", "your opponent has not offered a draw");
        if (action.type == ActionType::DRAW_ACCEPT) {
          finish(std::nullopt, EndReason::AGREEMENT);
        } else {
          next.drawOfferBy_.reset();
          events.push_back(event(EventType::DRAW_DECLINED));
        }
        return done();
      case ActionType::TAKEBACK:
        if (!before.config_.takebacks)
          return makeError("no-takeback", "this game does not allow takebacks");
        if (before.takebackBy_)
          return makeError("not-allowed-now",
                           "a takeback request is already waiting for an answer");
        if (takebackSize(before, seat) == 0)
          return makeError("nothing-to-take-back",
                           "you have no move after the opening procedure (move " +
                               std::to_string(before.openingLastMove()) + ") to take back");
        next.takebackBy_ = seat;
        events.push_back(event(EventType::TAKEBACK_REQUESTED));
        return done();
      case ActionType::TAKEBACK_ACCEPT:
      case ActionType::TAKEBACK_DECLINE:
        if (before.takebackBy_ != ~seat)
          return makeError("no-takeback-request", "your opponent has not asked for a takeback");
        if (action.type == ActionType::TAKEBACK_ACCEPT) return takebackAccept();
        next.takebackBy_.reset();
        events.push_back(event(EventType::TAKEBACK_DECLINED));
        return done();
      case ActionType::CLAIM_WIN:
        finish(seat, EndReason::ABANDON);
        return done();
      case ActionType::CLAIM_DRAW:
        finish(std::nullopt, EndReason::ABANDON);
        return done();
      case ActionType::FLAG:
        finish(~seat, EndReason::TIME);
        return done();
      case ActionType::ABORT:
        if (!before.mayAbort())
          return makeError("abort-too-late",
                           "a game can be aborted only until both players have played; both "
                           "have, so resign or offer a draw instead");
        finish(std::nullopt, EndReason::ABORTED);
        next.result_->abortedBy = seat;
        events.back().result->abortedBy = seat;
        return done();
      default:  // the turn-taking actions went to the procedure above
        break;
    }
    return makeError("bad-action", "unknown action type");
  }
};

Result<Transition> apply(const GameState& state, const Action& action) {
  StateAccess access(state, action);
  return access.run();
}

ReplayResult replay(const GameConfig& config, std::span<const Action> log) {
  GameState state(config);
  for (std::size_t i = 0; i < log.size(); ++i) {
    auto r = apply(state, log[i]);
    if (!r) return ReplayResult{std::move(state), ReplayError{i, r.error()}};
    state = std::move(r).value().state;
  }
  return ReplayResult{std::move(state), std::nullopt};
}

}  // namespace renju
