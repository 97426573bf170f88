#pragma once
// A round-based event (Swiss, round robin) as a pure value: its config plus an append-only log of
// actions, folded one action at a time, as a game is (docs/architecture.md, "Events"). The fold
// checks each action against the state and refuses one that does not apply with a named error;
// it never does I/O and never pairs (event_pairing.h does, from the state). The event host appends
// an action to the store first and folds it once it is durable, so that a restarted node that
// replays the log reaches the same state.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/errors.h"
#include "tiebreak.h"

namespace renju::server::events {

enum class EventFormat : uint8_t { SWISS, ROUND_ROBIN, DOUBLE_ROUND_ROBIN, ARENA };

/// The stable names ("swiss", "round-robin", "double-round-robin", "arena"), as stored and sent.
std::string_view formatName(EventFormat format);
std::optional<EventFormat> formatFromName(std::string_view name);

struct EventConfig {
  std::string name;
  EventFormat format = EventFormat::SWISS;
  int rounds = 0;       ///< Swiss: how many; a round robin's follow from its field at the start
  int playerLimit = 0;  ///< 0: none
  std::vector<pairing::TieBreak> tieBreaks;  ///< in the order they rank
  int64_t durationMs = 0;                    ///< arena: how long it runs from its start
  bool berserk = true;  ///< arena: whether a player may halve his clock for a bonus point
  /// Left to the event host (the model only keeps them): the games' settings as a game row holds
  /// them (rule, N, clock, rated; game/game_settings.h), the start (server ms, 0: the organiser
  /// starts it), private (by link only), how long a player may be away from a new game before
  /// losing it by forfeit.
  nlohmann::json gameSettings = nlohmann::json::object();
  int64_t startsAt = 0;
  bool isPrivate = false;
  int64_t noShowMs = 0;
};

enum class EventPhase : uint8_t { REGISTERING, RUNNING, FINISHED };

enum class EntrantStatus : uint8_t {
  ACTIVE,     ///< paired in the next round
  WITHDRAWN,  ///< left by himself; may come back (Swiss)
  PAUSED,     ///< left out by the organiser until he joins again
  REMOVED,    ///< put out by the organiser; may not come back
};

struct Entrant {
  std::string key;  ///< the hash of the player key that joined
  std::string name;
  int rating = 0;
  int rank = 0;  ///< starting rank (pairing number) from the start on; 0 before it
  EntrantStatus status = EntrantStatus::ACTIVE;
  std::vector<int> halfByes;  ///< rounds for which a half-point bye was asked, ascending

  friend bool operator==(const Entrant&, const Entrant&) = default;
};

/// A board's result, from the first player's side where it matters.
enum class BoardResult : uint8_t {
  PENDING,
  FIRST_WINS,
  SECOND_WINS,
  DRAW,
  FIRST_WINS_FORFEIT,   ///< the second did not come
  SECOND_WINS_FORFEIT,  ///< the first did not come
  DOUBLE_FORFEIT,       ///< neither came
  BYE,                  ///< Swiss: the pairing-allocated bye (no second), worth a win
  FREE,                 ///< round robin: drawn against the table's dummy, no game, no points
};

/// One board of a round. `first` moves first (the opener: the TRF colour w); both are starting
/// ranks, `second` 0 for a board without a game (`BYE`, `FREE`).
struct EventBoard {
  int first = 0;
  int second = 0;
  std::string gameId;  ///< empty for a bye and a board decided without a game
  BoardResult result = BoardResult::PENDING;

  friend bool operator==(const EventBoard&, const EventBoard&) = default;
};

using EventRound = std::vector<EventBoard>;

struct EventState {
  EventConfig config;
  EventPhase phase = EventPhase::REGISTERING;
  int totalRounds = 0;             ///< Swiss: the config's; round robin: set at the start
  bool topSeedOpens = true;        ///< from the start: whether rank 1 moved first in round 1
  std::vector<Entrant> entrants;   ///< in the order they first joined
  std::vector<EventRound> rounds;  ///< paired so far; rounds[r - 1] is round r
};

namespace action {
struct Join {
  std::string key;
  std::string name;
  int rating = 0;
};
struct Withdraw {
  std::string key;
};
struct Pause {  ///< organiser
  std::string key;
};
struct Remove {  ///< organiser
  std::string key;
};
struct HalfBye {
  std::string key;
  int round = 0;
};
struct Start {
  bool topSeedOpens = true;  ///< the lot the host drew: rank 1 moves first in round 1 (TRF XXC)
};
struct PairRound {
  int round = 0;
  EventRound boards;
};
struct SetResult {
  int round = 0;
  int board = 0;  ///< 1-based, as listed
  BoardResult result = BoardResult::PENDING;
};
struct End {};
}  // namespace action

using EventAction =
    std::variant<action::Join, action::Withdraw, action::Pause, action::Remove, action::HalfBye,
                 action::Start, action::PairRound, action::SetResult, action::End>;

/// A new Swiss or round robin in registration (an arena: arena_model.h). Errors: `bad-config` (no
/// name, an arena, a Swiss without rounds or with more than 99, a negative limit).
Result<EventState> newEvent(EventConfig config);

/// The state after `action`, or the error that refuses it (the state is then unchanged).
Result<EventState> applyAction(const EventState& state, const EventAction& action);

/// The entrant with `key`, or nullptr.
const Entrant* findEntrant(const EventState& state, std::string_view key);
/// The entrant with starting rank `rank`, or nullptr.
const Entrant* entrantByRank(const EventState& state, int rank);

/// Whether every board of round `round` (1-based) has its result.
bool roundComplete(const EventState& state, int round);

}  // namespace renju::server::events
