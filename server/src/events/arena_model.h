#pragma once
// An arena (docs/tournaments.md, "Arena") as a pure value: its config plus an append-only log of
// actions, folded one at a time as a round-based event is (event_model.h). Players join and leave
// whenever they like; the host pairs whoever is free (`arenaWaitingPool`, then
// `pairing::pairArena`) and appends the new games; a game's end appends its result. Scores and
// standings come from `pairing/`'s arena functions over each player's finished games.
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "arena_pairing.h"
#include "arena_score.h"
#include "arena_standings.h"
#include "base/errors.h"
#include "events/event_model.h"

namespace renju::server::events {

struct ArenaPlayer {
  int64_t id = 0;  ///< 1, 2, ... in order of first entry
  std::string key;
  std::string name;
  int rating = 0;
  bool present = true;             ///< in the arena (false after leaving, until he joins again)
  std::string gameId;              ///< the game he is playing, "" when free
  int64_t freeSince = 0;           ///< server ms he became free: his entry or his last game's end
  std::vector<int64_t> opponents;  ///< newest first, at most 10
  int openerGames = 0;
  int secondGames = 0;
  pairing::Colour lastColour = pairing::Colour::NONE;
  std::vector<pairing::ArenaGame> games;  ///< finished games that count, oldest first
};

/// One game of the arena: `opener` moves first; both are player ids.
struct ArenaBoard {
  std::string gameId;
  int64_t opener = 0;
  int64_t second = 0;
  bool ended = false;

  friend bool operator==(const ArenaBoard&, const ArenaBoard&) = default;
};

enum class ArenaOutcome : uint8_t { OPENER_WINS, SECOND_WINS, DRAW };

struct ArenaState {
  EventConfig config;  ///< format ARENA: its name, duration, berserk, limit, games' settings
  EventPhase phase = EventPhase::REGISTERING;
  int64_t startedAt = 0;
  std::vector<ArenaPlayer> players;  ///< by id: players[id - 1]
  std::vector<ArenaBoard> boards;    ///< in the order they were paired
};

namespace arena_action {
struct Join {
  std::string key;
  std::string name;
  int rating = 0;
  int64_t at = 0;
};
struct Leave {
  std::string key;
};
struct Start {
  int64_t at = 0;
};
/// New games, each between two present, free players.
struct Pair {
  std::vector<ArenaBoard> boards;
  int64_t at = 0;
};
/// A game's end. A game that ends after the arena has ended counts for nobody, as on lichess.
struct GameEnd {
  std::string gameId;
  ArenaOutcome outcome = ArenaOutcome::DRAW;
  bool berserkOpener = false;
  bool berserkSecond = false;
  int stonesOpener = 0;  ///< stones each placed himself
  int stonesSecond = 0;
  bool forfeit = false;  ///< the loser never moved
  int64_t at = 0;
};
struct End {};
}  // namespace arena_action

using ArenaAction = std::variant<arena_action::Join, arena_action::Leave, arena_action::Start,
                                 arena_action::Pair, arena_action::GameEnd, arena_action::End>;

/// A new arena in registration. Errors: `bad-config` (not the arena format, no name, a duration
/// outside 1 minute to 24 hours, a negative limit).
Result<ArenaState> newArena(EventConfig config);

/// The state after `action`, or the error that refuses it (nothing changes).
Result<ArenaState> applyArenaAction(const ArenaState& state, const ArenaAction& action);

/// Whether the arena's time is up at `now` (server ms); the host then appends `End`.
bool arenaTimeUp(const ArenaState& state, int64_t now);

/// The standings: by arena score, then performance (`pairing::arenaStandings`).
std::vector<pairing::ArenaStandingRow> arenaEventStandings(const ArenaState& state);

/// Whoever may be paired at `now`: present, free, the arena running; with their place in the
/// standings, the time they have waited and their recent opponents and colours.
std::vector<pairing::ArenaWaiting> arenaWaitingPool(const ArenaState& state, int64_t now);

}  // namespace renju::server::events
