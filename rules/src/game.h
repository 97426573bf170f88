#pragma once
// A game of renju: its configuration, the actions the two seats take, and the state that follows
// from them. A game is its configuration plus an append-only log of actions; the state is a pure
// function of that log (`replay`). `apply` checks one action against a state and returns the next
// state together with the events the server stores and broadcasts, or an Error and changes nothing.
//
// The opening procedures (standard, RIF, Yamaguchi, Soosorv-N, Taraguchi-N) are small state
// machines over `Phase`; see procedure.h and docs/game-model.md for every decision taken where the
// rule texts leave a gap.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "board.h"
#include "openings.h"
#include "result.h"
#include "types.h"

namespace renju {

// ---------------------------------------------------------------------------------------------
// Configuration

/// Opening rule. Stored: the string ids ("standard", "rif", "yamaguchi", "soosorv", "taraguchi")
/// never change.
enum class Rule : uint8_t { STANDARD, RIF, YAMAGUCHI, SOOSORV, TARAGUCHI };
std::string_view toString(Rule r);
std::optional<Rule> parseRule(std::string_view s);

/// What happens to a forbidden black move: refused (`reject`, casual games) or played and lost
/// (`lose`, RIF rule 9).
enum class FoulMode : uint8_t { REJECT, LOSE };
std::string_view toString(FoulMode f);
std::optional<FoulMode> parseFoulMode(std::string_view s);

struct GameConfig {
  Rule rule = Rule::STANDARD;
  /// Soosorv's N (1..10, default 8) or Taraguchi's N (1..10, default 10); 0 for the other rules.
  int n = 0;
  FoulMode fouls = FoulMode::REJECT;
  bool takebacks = false;

  friend bool operator==(const GameConfig&, const GameConfig&) = default;
};

/// The default N of a rule: 8 for soosorv, 10 for taraguchi, 0 otherwise.
int defaultN(Rule r);
/// A config with the rule's default N.
GameConfig makeConfig(Rule r, FoulMode fouls = FoulMode::REJECT, bool takebacks = false);
/// Checks n against the rule (error code `bad-config`). A valid config is required by GameState.
std::optional<Error> validate(const GameConfig& config);

// ---------------------------------------------------------------------------------------------
// Seats and actions

/// The two players. The opener starts as (tentative) Black; swaps exchange the seats' colours.
enum class Seat : uint8_t { OPENER = 0, OTHER = 1 };
constexpr Seat operator~(Seat s) {
  return s == Seat::OPENER ? Seat::OTHER : Seat::OPENER;
}
std::string_view toString(Seat s);  ///< "opener" / "other"
std::optional<Seat> parseSeat(std::string_view s);

/// Stored: the string ids never change.
enum class ActionType : uint8_t {
  PLACE,             ///< "place": a stone at `point`
  SWAP,              ///< "swap": exchange the seats' colours (stones stay)
  DECLARE,           ///< "declare": the number of fifth moves Black will offer, in `count`
  OFFER,             ///< "offer": Black's fifth-move offers, in `points`
  CHOOSE,            ///< "choose": White picks one of the offers, in `point`
  PASS,              ///< "pass": a move without a stone (only after the opening procedure)
  RESIGN,            ///< "resign"
  DRAW_OFFER,        ///< "draw-offer"
  DRAW_ACCEPT,       ///< "draw-accept"
  DRAW_DECLINE,      ///< "draw-decline"
  TAKEBACK,          ///< "takeback": ask to undo your last move (and the reply to it)
  TAKEBACK_ACCEPT,   ///< "takeback-accept"
  TAKEBACK_DECLINE,  ///< "takeback-decline"
  CLAIM_WIN,         ///< "claim-win": server only, the opponent is gone; the claimer wins
  CLAIM_DRAW,        ///< "claim-draw": server only, the opponent is gone; a draw
  FLAG,              ///< "flag": server only, `seat` ran out of time and loses
  ABORT,             ///< "abort": end the game without a result, before both seats have played
};
inline constexpr int ACTION_TYPE_COUNT = 17;
std::string_view toString(ActionType t);
std::optional<ActionType> parseActionType(std::string_view s);
/// Actions that take the acting seat's turn (place, swap, declare, offer, choose, pass): they end
/// its thinking time, so a Fischer clock adds its increment after them.
bool takesTurn(ActionType t);

/// One entry of the log. Only the fields the type uses matter: `point` for place/choose,
/// `points` for offer, `count` for declare.
struct Action {
  Seat seat = Seat::OPENER;
  ActionType type = ActionType::PLACE;
  Point point{};
  std::vector<Point> points{};
  int count = 0;

  friend bool operator==(const Action&, const Action&) = default;
};

// ---------------------------------------------------------------------------------------------
// What the state answers

/// Where the next stone may go: the central square of that size around h8, or anywhere.
enum class Region : uint8_t { CENTER, R3, R5, R7, R9, ANY };
std::string_view toString(Region r);  ///< "center", "3x3", "5x5", "7x7", "9x9", "any"
/// Whether p lies inside the region.
bool contains(Region r, Point p);

/// Where the opening procedure stands. Stored nowhere (derived from the log), but the string ids
/// are part of the public state JSON.
enum class Phase : uint8_t {
  OPENING_STONES,   ///< "opening-stones": RIF/Yamaguchi/Soosorv, the opener places moves 1-3
  DECLARE,          ///< "declare": Yamaguchi (opener, after move 3), Soosorv (White, after move 4)
  SWAP_OR_MOVE4,    ///< "swap-or-move4": the seat holding White may swap, else White plays move 4
  MOVE4,            ///< "move4": after that swap, the new White plays move 4
  SECOND_SWAP,      ///< "second-swap": Soosorv, the seat holding Black may swap once more, or offer
  OFFER,            ///< "offer": Black offers fifth moves (places move 5 when the count is 1)
  CHOOSE,           ///< "choose": White picks one offer; it becomes move 5
  TARA_MOVE,        ///< "taraguchi-move": moves 1-4; before 2, 3, 4 the seat to move may swap
  TARA_AFTER_SWAP,  ///< "taraguchi-after-swap": after such a swap the new holder places the stone
  TARA_OPTIONS,     ///< "taraguchi-options": Black swaps or plays 5 in 9x9 (option 1), or offers N
  TARA_MOVE5,       ///< "taraguchi-move5": after the option-1 swap, the new Black plays 5 in 9x9
  TARA_SWAP6,       ///< "taraguchi-swap6": after option-1 move 5, White may swap before move 6
  MAIN,             ///< "main": the opening procedure is over; alternate, passes allowed
};
std::string_view toString(Phase p);

/// One action a seat may take now, with its constraints.
struct AllowedAction {
  ActionType type = ActionType::PLACE;
  Region region = Region::ANY;   ///< place: where the stone may go (empty points; Black: not
                                 ///< forbidden under fouls=reject)
  int count = 0;                 ///< offer: exactly this many points
  int min = 0;                   ///< declare: smallest count
  int max = 0;                   ///< declare: largest count
  std::vector<Point> choices{};  ///< choose: the offered points

  friend bool operator==(const AllowedAction&, const AllowedAction&) = default;
};

enum class Status : uint8_t { PLAYING, FINISHED };
std::string_view toString(Status s);  ///< "playing" / "finished"

/// Why the game ended. Stored: the string ids never change.
enum class EndReason : uint8_t {
  FIVE,        ///< "five" (White also with an overline)
  FOUL,        ///< "foul": Black played a forbidden point under fouls=lose
  RESIGN,      ///< "resign"
  TIME,        ///< "time": flag
  AGREEMENT,   ///< "agreement": draw offer accepted
  TWO_PASSES,  ///< "two-passes"
  FULL_BOARD,  ///< "full-board"
  ABANDON,     ///< "abandon": claim-win / claim-draw
  ABORTED,     ///< "aborted": no result; a seat aborted before both seats had played
};
std::string_view toString(EndReason r);
std::optional<EndReason> parseEndReason(std::string_view s);

struct GameResult {
  std::optional<Seat> winner;        ///< nullopt = draw
  std::optional<Color> winnerColor;  ///< the winner's colour at the end
  EndReason reason = EndReason::FIVE;
  ForbiddenKind foulKind = ForbiddenKind::NONE;  ///< reason FOUL only
  Point foulPoint{};                             ///< reason FOUL only
  std::optional<Seat> abortedBy;                 ///< reason ABORTED only: who aborted

  friend bool operator==(const GameResult&, const GameResult&) = default;
};

/// A stone or a pass; passes count as moves, so move k is Black's when k is odd.
struct Move {
  int number = 0;  ///< 1-based
  Color color = Color::BLACK;
  Point point{};  ///< invalid for a pass
  bool isPass() const { return !point.valid(); }

  friend bool operator==(const Move&, const Move&) = default;
};

// ---------------------------------------------------------------------------------------------
// Events: what a transition did, for the server to store and broadcast.

enum class EventType : uint8_t {
  STONE_PLACED,        ///< "stone-placed": point, color, moveNumber
  PASSED,              ///< "passed": color, moveNumber
  SWAPPED,             ///< "swapped": seat = who swapped; the opener's colour is now `color`
  DECLARED,            ///< "declared": count
  OFFERED,             ///< "offered": points
  CHOSEN,              ///< "chosen": point (a stone-placed event for move 5 follows)
  DRAW_OFFERED,        ///< "draw-offered": seat
  DRAW_DECLINED,       ///< "draw-declined": seat = who declined
  DRAW_LAPSED,         ///< "draw-lapsed": the offerer's opponent acted instead of answering
  TAKEBACK_REQUESTED,  ///< "takeback-requested": seat
  TAKEBACK_DECLINED,   ///< "takeback-declined": seat = who declined
  TAKEBACK_LAPSED,     ///< "takeback-lapsed": a move was played instead of answering
  TAKEBACK_APPLIED,    ///< "takeback-applied": points = removed stones, count = moves undone
  FINISHED,            ///< "finished": result
};
std::string_view toString(EventType t);

struct Event {
  EventType type = EventType::STONE_PLACED;
  Seat seat = Seat::OPENER;  ///< the seat whose action caused the event
  Color color = Color::BLACK;
  Point point{};
  int moveNumber = 0;
  int count = 0;
  std::vector<Point> points{};
  std::optional<GameResult> result{};

  friend bool operator==(const Event&, const Event&) = default;
};

// ---------------------------------------------------------------------------------------------
// The state

/// An immutable value: everything about a game at one moment. Copying costs about one Board.
class GameState {
 public:
  /// A new game. Contract: `validate(config)` holds.
  explicit GameState(const GameConfig& config);

  const GameConfig& config() const { return config_; }
  Status status() const { return result_ ? Status::FINISHED : Status::PLAYING; }
  const std::optional<GameResult>& result() const { return result_; }
  Phase phase() const { return phase_; }

  /// The seat that must act now (place, swap, declare, offer, choose or pass); none when finished.
  std::optional<Seat> toMove() const;
  Color colorOf(Seat s) const { return s == Seat::OPENER ? openerColor_ : ~openerColor_; }
  Seat seatOf(Color c) const { return c == openerColor_ ? Seat::OPENER : Seat::OTHER; }

  /// Everything `seat` may do now with its constraints, in ActionType order. Server-only actions
  /// (claim-win, claim-draw, flag) are not listed; `apply` accepts them while the game is playing.
  std::vector<AllowedAction> allowedActions(Seat seat) const;

  /// Stones and passes in order; moves()[k - 1] is move k.
  const std::vector<Move>& moves() const { return moves_; }
  int moveCount() const { return static_cast<int>(moves_.size()); }
  /// The colour of the next move (move moveCount() + 1).
  Color nextColor() const { return moves_.size() % 2 == 0 ? Color::BLACK : Color::WHITE; }
  const Board& board() const { return board_; }

  /// The move number after which the opening procedure is over: 5, or 0 for standard. Passes and
  /// takebacks concern only later moves.
  int openingLastMove() const { return config_.rule == Rule::STANDARD ? 0 : 5; }
  /// Whether `seat` has taken a turn yet (place, swap, declare, offer, choose or pass).
  bool hasPlayed(Seat seat) const { return (played_ >> static_cast<int>(seat)) & 1U; }
  /// A seat may abort (end the game without a result) while the game is playing and the two
  /// seats have not both taken a turn yet (docs/game-model.md, "Abort").
  bool mayAbort() const { return !result_ && !(hasPlayed(Seat::OPENER) && hasPlayed(Seat::OTHER)); }

  /// Black's fifth-move offers waiting for White's choice (phase CHOOSE), else empty.
  const std::vector<Point>& offers() const { return offers_; }
  /// The declared number of fifth moves (Yamaguchi, Soosorv) once declared.
  std::optional<int> declared() const { return declared_; }
  std::optional<Seat> drawOfferBy() const { return drawOfferBy_; }
  std::optional<Seat> takebackRequestBy() const { return takebackBy_; }
  /// The opening (one of the 26) once the first three moves are stones that form one.
  std::optional<Opening> opening() const { return opening_; }

  /// Black's forbidden points when the next stone placed or offered is Black's and the game is
  /// playing; empty otherwise. Computed on each call (not inside apply).
  std::vector<std::pair<Point, ForbiddenKind>> forbiddenPoints() const;
  /// When `seat` may offer now: symmetryClasses(board) (225 entries, same id = symmetric, -1 =
  /// occupied), so a client can refuse a symmetric offer without rules of its own; else empty.
  std::vector<int> offerClasses(Seat seat) const;

  /// Equal logs give equal states (the board is a function of the moves).
  friend bool operator==(const GameState& a, const GameState& b);

 private:
  friend struct StateAccess;  // procedure.cpp / game.cpp internals

  GameConfig config_;
  Board board_;
  std::vector<Move> moves_;
  std::vector<Point> offers_;
  std::optional<GameResult> result_;
  std::optional<Opening> opening_;
  std::optional<int> declared_;
  std::optional<Seat> drawOfferBy_;
  std::optional<Seat> takebackBy_;
  Color openerColor_ = Color::BLACK;
  Phase phase_ = Phase::MAIN;
  uint8_t played_ = 0;  ///< bit (1 << seat): that seat has taken a turn
};

struct Transition {
  GameState state;
  std::vector<Event> events;
};

/// Checks `action` against `state`. On success, the next state and what happened; on failure an
/// Error with a stable code and `state` is unchanged. Codes: game-over, not-your-turn,
/// not-allowed-now, bad-point, occupied, outside-region, forbidden, wrong-offer-count,
/// duplicate-offer, symmetric-offer, not-an-offer, bad-count, no-draw-offer, no-takeback,
/// nothing-to-take-back, no-takeback-request, abort-too-late.
Result<Transition> apply(const GameState& state, const Action& action);

struct ReplayError {
  std::size_t index = 0;  ///< position of the first invalid action in the log
  Error error;
};

struct ReplayResult {
  GameState state;  ///< the state after the last valid action
  std::optional<ReplayError> error;
};

/// Folds `apply` over the log from a new game; stops at the first invalid action and says which.
/// Contract: `validate(config)` holds.
ReplayResult replay(const GameConfig& config, std::span<const Action> log);

}  // namespace renju
