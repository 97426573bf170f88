#include "events/arena_model.h"

#include <algorithm>
#include <set>
#include <unordered_map>

namespace renju::server::events {

namespace {

constexpr int64_t ARENA_MIN_MS = 60'000;
constexpr int64_t ARENA_MAX_MS = 24 * 3600'000;
constexpr size_t ARENA_RECENT = 10;

Error refuseArena(ErrorCode code, std::string message) {
  return serverError(code, std::move(message));
}

template <class State>
auto* arenaPlayerOf(State& state, std::string_view key) {
  auto it = std::find_if(state.players.begin(), state.players.end(),
                         [&](const ArenaPlayer& p) { return p.key == key; });
  return it == state.players.end() ? nullptr : &*it;
}

ArenaPlayer* arenaPlayerById(ArenaState& state, int64_t id) {
  if (id < 1 || id > static_cast<int64_t>(state.players.size())) return nullptr;
  return &state.players[static_cast<size_t>(id - 1)];
}

Result<ArenaState> joinArena(ArenaState state, const arena_action::Join& a) {
  if (state.phase == EventPhase::FINISHED)
    return refuseArena(ErrorCode::EVENT_OVER, "the arena is over");
  if (ArenaPlayer* p = arenaPlayerOf(state, a.key)) {
    if (p->present) return refuseArena(ErrorCode::ALREADY_ENTERED, "this player is in the arena");
    p->present = true;
    if (p->gameId.empty()) p->freeSince = a.at;
    return state;
  }
  int limit = state.config.playerLimit;
  if (limit > 0 && static_cast<int>(state.players.size()) >= limit)
    return refuseArena(ErrorCode::EVENT_FULL,
                       "the arena has its " + std::to_string(limit) + " players");
  ArenaPlayer p;
  p.id = static_cast<int64_t>(state.players.size()) + 1;
  p.key = a.key;
  p.name = a.name;
  p.rating = a.rating;
  p.freeSince = a.at;
  state.players.push_back(std::move(p));
  return state;
}

Result<ArenaState> leaveArena(ArenaState state, const arena_action::Leave& a) {
  if (state.phase == EventPhase::FINISHED)
    return refuseArena(ErrorCode::EVENT_OVER, "the arena is over");
  ArenaPlayer* p = arenaPlayerOf(state, a.key);
  if (!p || !p->present)
    return refuseArena(ErrorCode::NOT_ENTERED, "this player is not in the arena");
  p->present = false;  // a game in play goes on; he is not paired again until he comes back
  return state;
}

Result<ArenaState> startArena(ArenaState state, const arena_action::Start& a) {
  if (state.phase != EventPhase::REGISTERING)
    return refuseArena(ErrorCode::EVENT_STARTED, "the arena has started already");
  state.phase = EventPhase::RUNNING;
  state.startedAt = a.at;
  // Whoever waited before the start waits from the start.
  for (ArenaPlayer& p : state.players) p.freeSince = std::max(p.freeSince, a.at);
  return state;
}

// Each board: two different present, free players, a game id not used before.
Result<bool> checkArenaBoards(ArenaState& state, const std::vector<ArenaBoard>& boards) {
  std::set<int64_t> seated;
  std::set<std::string> ids;
  for (const ArenaBoard& b : state.boards) ids.insert(b.gameId);
  for (const ArenaBoard& b : boards) {
    ArenaPlayer* opener = arenaPlayerById(state, b.opener);
    ArenaPlayer* second = arenaPlayerById(state, b.second);
    if (!opener || !second || b.opener == b.second || !seated.insert(b.opener).second ||
        !seated.insert(b.second).second)
      return refuseArena(ErrorCode::BAD_PAIRING, "a board names an unknown player or one twice");
    if (!opener->present || !second->present || !opener->gameId.empty() || !second->gameId.empty())
      return refuseArena(ErrorCode::BAD_PAIRING, "a board names a player who is not free");
    if (b.gameId.empty() || b.ended || !ids.insert(b.gameId).second)
      return refuseArena(ErrorCode::BAD_PAIRING, "each new board needs a game id of its own");
  }
  return true;
}

Result<ArenaState> pairArenaGames(ArenaState state, const arena_action::Pair& a) {
  if (state.phase != EventPhase::RUNNING)
    return refuseArena(ErrorCode::EVENT_NOT_RUNNING, "the arena is not running");
  if (auto ok = checkArenaBoards(state, a.boards); !ok) return ok.error();
  for (const ArenaBoard& b : a.boards) {
    arenaPlayerById(state, b.opener)->gameId = b.gameId;
    arenaPlayerById(state, b.second)->gameId = b.gameId;
    state.boards.push_back(b);
  }
  return state;
}

pairing::ArenaResult resultFor(ArenaOutcome outcome, bool opener) {
  if (outcome == ArenaOutcome::DRAW) return pairing::ArenaResult::DRAW;
  bool openerWon = outcome == ArenaOutcome::OPENER_WINS;
  return openerWon == opener ? pairing::ArenaResult::WIN : pairing::ArenaResult::LOSS;
}

// The end of a game for one of its players: free again; the game counts while the arena runs.
void endGameFor(ArenaPlayer& p, const ArenaPlayer& opponent, bool opener,
                const arena_action::GameEnd& a, bool counts) {
  p.gameId.clear();
  p.freeSince = a.at;
  p.opponents.insert(p.opponents.begin(), opponent.id);
  if (p.opponents.size() > ARENA_RECENT) p.opponents.resize(ARENA_RECENT);
  ++(opener ? p.openerGames : p.secondGames);
  p.lastColour = opener ? pairing::Colour::WHITE : pairing::Colour::BLACK;
  if (!counts) return;
  p.games.push_back({resultFor(a.outcome, opener), opener ? a.berserkOpener : a.berserkSecond,
                     opener ? a.stonesOpener : a.stonesSecond, a.forfeit, opponent.rating});
}

Result<ArenaState> endArenaGame(ArenaState state, const arena_action::GameEnd& a) {
  auto it = std::find_if(state.boards.begin(), state.boards.end(),
                         [&](const ArenaBoard& b) { return b.gameId == a.gameId; });
  if (it == state.boards.end())
    return refuseArena(ErrorCode::UNKNOWN_GAME, "no game " + a.gameId + " in this arena");
  if (it->ended) return refuseArena(ErrorCode::GAME_OVER, "the game has its result already");
  if (!state.config.berserk && (a.berserkOpener || a.berserkSecond))
    return refuseArena(ErrorCode::BAD_REQUEST, "this arena has no berserk");
  it->ended = true;
  bool counts = state.phase == EventPhase::RUNNING;
  ArenaPlayer& opener = *arenaPlayerById(state, it->opener);
  ArenaPlayer& second = *arenaPlayerById(state, it->second);
  endGameFor(opener, second, true, a, counts);
  endGameFor(second, opener, false, a, counts);
  return state;
}

Result<ArenaState> endArena(ArenaState state) {
  if (state.phase == EventPhase::FINISHED)
    return refuseArena(ErrorCode::EVENT_OVER, "the arena is over");
  state.phase = EventPhase::FINISHED;
  return state;
}

}  // namespace

Result<ArenaState> newArena(EventConfig config) {
  if (config.format != EventFormat::ARENA)
    return refuseArena(ErrorCode::BAD_CONFIG, "not an arena's config");
  if (config.name.empty()) return refuseArena(ErrorCode::BAD_CONFIG, "an arena needs a name");
  if (config.durationMs < ARENA_MIN_MS || config.durationMs > ARENA_MAX_MS)
    return refuseArena(ErrorCode::BAD_CONFIG, "an arena lasts 1 minute to 24 hours");
  if (config.playerLimit < 0) return refuseArena(ErrorCode::BAD_CONFIG, "a negative player limit");
  ArenaState state;
  state.config = std::move(config);
  return state;
}

Result<ArenaState> applyArenaAction(const ArenaState& state, const ArenaAction& action) {
  return std::visit(
      [&](const auto& a) -> Result<ArenaState> {
        using A = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<A, arena_action::Join>) return joinArena(state, a);
        if constexpr (std::is_same_v<A, arena_action::Leave>) return leaveArena(state, a);
        if constexpr (std::is_same_v<A, arena_action::Start>) return startArena(state, a);
        if constexpr (std::is_same_v<A, arena_action::Pair>) return pairArenaGames(state, a);
        if constexpr (std::is_same_v<A, arena_action::GameEnd>) return endArenaGame(state, a);
        if constexpr (std::is_same_v<A, arena_action::End>) return endArena(state);
      },
      action);
}

bool arenaTimeUp(const ArenaState& state, int64_t now) {
  return state.phase == EventPhase::RUNNING && now >= state.startedAt + state.config.durationMs;
}

std::vector<pairing::ArenaStandingRow> arenaEventStandings(const ArenaState& state) {
  std::vector<pairing::ArenaEntrant> entrants;
  for (const ArenaPlayer& p : state.players) entrants.push_back({p.id, p.rating, p.games});
  return pairing::arenaStandings(entrants);
}

std::vector<pairing::ArenaWaiting> arenaWaitingPool(const ArenaState& state, int64_t now) {
  std::vector<pairing::ArenaWaiting> pool;
  if (state.phase != EventPhase::RUNNING || arenaTimeUp(state, now)) return pool;
  // Places by the standings; players level share a place, as the standings show them.
  std::unordered_map<int64_t, int> place;
  for (const auto& row : arenaEventStandings(state)) place[row.id] = row.rank;
  for (const ArenaPlayer& p : state.players) {
    if (!p.present || !p.gameId.empty()) continue;
    pool.push_back({p.id, place[p.id], p.rating, p.opponents,
                    std::max<int64_t>(0, now - p.freeSince), p.openerGames, p.secondGames,
                    p.lastColour});
  }
  return pool;
}

}  // namespace renju::server::events
