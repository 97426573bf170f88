#include "events/event_model.h"

#include <algorithm>
#include <set>

#include "berger.h"

namespace renju::server::events {

namespace {

constexpr int MAX_SWISS_ROUNDS = 99;

Error refuseEvent(ErrorCode code, std::string message) {
  return serverError(code, std::move(message));
}

// Entrant* or const Entrant*, as the state is.
template <class State>
auto* entrantOf(State& state, std::string_view key) {
  auto it = std::find_if(state.entrants.begin(), state.entrants.end(),
                         [&](const Entrant& e) { return e.key == key; });
  return it == state.entrants.end() ? nullptr : &*it;
}

bool isSwiss(const EventState& state) {
  return state.config.format == EventFormat::SWISS;
}

// Whether a player who joins now can still play a round: before the start always; a Swiss while
// a round is left to pair; never a round robin once its schedule is made.
Result<bool> mayEnter(const EventState& state) {
  if (state.phase == EventPhase::FINISHED)
    return refuseEvent(ErrorCode::EVENT_OVER, "the event is over");
  if (state.phase == EventPhase::RUNNING && !isSwiss(state))
    return refuseEvent(ErrorCode::EVENT_STARTED, "a round robin takes no one once it has started");
  if (state.phase == EventPhase::RUNNING &&
      static_cast<int>(state.rounds.size()) >= state.totalRounds)
    return refuseEvent(ErrorCode::EVENT_STARTED, "every round is paired already");
  return true;
}

Result<EventState> joinEvent(EventState state, const action::Join& a) {
  if (auto ok = mayEnter(state); !ok) return ok.error();
  if (Entrant* e = entrantOf(state, a.key)) {
    if (e->status == EntrantStatus::ACTIVE)
      return refuseEvent(ErrorCode::ALREADY_ENTERED, "this player is in the event already");
    if (e->status == EntrantStatus::REMOVED)
      return refuseEvent(ErrorCode::REMOVED_ENTRANT, "the organiser removed this player");
    e->status = EntrantStatus::ACTIVE;  // back after a withdrawal or a pause
    return state;
  }
  int limit = state.config.playerLimit;
  if (limit > 0 && static_cast<int>(state.entrants.size()) >= limit)
    return refuseEvent(ErrorCode::EVENT_FULL,
                       "the event has its " + std::to_string(limit) + " players");
  Entrant e{a.key, a.name, a.rating, 0, EntrantStatus::ACTIVE, {}};
  // A late entrant of a Swiss takes the next pairing number (docs/tournaments.md).
  if (state.phase == EventPhase::RUNNING) e.rank = static_cast<int>(state.entrants.size()) + 1;
  state.entrants.push_back(std::move(e));
  return state;
}

Result<EventState> leaveEvent(EventState state, std::string_view key, EntrantStatus to) {
  if (state.phase == EventPhase::FINISHED)
    return refuseEvent(ErrorCode::EVENT_OVER, "the event is over");
  Entrant* e = entrantOf(state, key);
  if (!e || e->status == EntrantStatus::REMOVED)
    return refuseEvent(ErrorCode::NOT_ENTERED, "this player is not in the event");
  if (to != EntrantStatus::REMOVED && e->status != EntrantStatus::ACTIVE)
    return refuseEvent(ErrorCode::NOT_ENTERED, "this player has left the event already");
  // Before the start a withdrawal is simply no entry: the player is forgotten.
  if (state.phase == EventPhase::REGISTERING && to == EntrantStatus::WITHDRAWN) {
    std::erase_if(state.entrants, [&](const Entrant& x) { return x.key == key; });
    return state;
  }
  e->status = to;
  return state;
}

Result<EventState> askHalfBye(EventState state, const action::HalfBye& a) {
  if (!isSwiss(state))
    return refuseEvent(ErrorCode::BAD_REQUEST, "half-point byes are for Swiss events only");
  if (state.phase == EventPhase::FINISHED)
    return refuseEvent(ErrorCode::EVENT_OVER, "the event is over");
  Entrant* e = entrantOf(state, a.key);
  if (!e || e->status != EntrantStatus::ACTIVE)
    return refuseEvent(ErrorCode::NOT_ENTERED, "this player is not in the event");
  if (a.round <= static_cast<int>(state.rounds.size()) || a.round > state.totalRounds)
    return refuseEvent(
        ErrorCode::BAD_ROUND,
        "round " + std::to_string(a.round) + " is paired already or is not a round of the event");
  if (std::find(e->halfByes.begin(), e->halfByes.end(), a.round) != e->halfByes.end())
    return refuseEvent(ErrorCode::BAD_ROUND, "a bye is asked for that round already");
  e->halfByes.insert(std::upper_bound(e->halfByes.begin(), e->halfByes.end(), a.round), a.round);
  return state;
}

int roundRobinRounds(EventFormat format, int players) {
  int single = players % 2 == 0 ? players - 1 : players;
  return format == EventFormat::DOUBLE_ROUND_ROBIN ? 2 * single : single;
}

// Starting ranks by rating, highest first, then by order of entry (FIDE C.04.2: by strength).
Result<EventState> startEvent(EventState state, const action::Start& a) {
  if (state.phase != EventPhase::REGISTERING)
    return refuseEvent(ErrorCode::EVENT_STARTED, "the event has started already");
  std::erase_if(state.entrants, [](const Entrant& e) { return e.status != EntrantStatus::ACTIVE; });
  int n = static_cast<int>(state.entrants.size());
  if (n < 2) return refuseEvent(ErrorCode::TOO_FEW_PLAYERS, "an event needs two players to start");
  std::stable_sort(state.entrants.begin(), state.entrants.end(),
                   [](const Entrant& a, const Entrant& b) { return a.rating > b.rating; });
  for (int i = 0; i < n; ++i) state.entrants[static_cast<size_t>(i)].rank = i + 1;
  if (!isSwiss(state)) {
    if (n > pairing::MAX_BERGER_PLAYERS)
      return refuseEvent(ErrorCode::BAD_CONFIG, "a round robin has at most 1000 players");
    state.totalRounds = roundRobinRounds(state.config.format, n);
  }
  state.topSeedOpens = a.topSeedOpens;
  state.phase = EventPhase::RUNNING;
  return state;
}

bool boardDecided(BoardResult r) {
  return r != BoardResult::PENDING;
}

// The boards of a round: every rank at most once, every rank an entrant's, a bye only as a board
// without a second, at most one bye.
Result<bool> checkBoards(const EventState& state, const EventRound& boards) {
  std::set<int> seen;
  int byes = 0;
  for (const EventBoard& b : boards) {
    bool bye = b.second == 0;
    if (!entrantByRank(state, b.first) || (!bye && !entrantByRank(state, b.second)) ||
        !seen.insert(b.first).second || (!bye && !seen.insert(b.second).second))
      return refuseEvent(ErrorCode::BAD_PAIRING, "a board names an unknown player or one twice");
    bool free = b.result == BoardResult::BYE || b.result == BoardResult::FREE;
    if (bye != free || (bye && ++byes > 1))
      return refuseEvent(ErrorCode::BAD_PAIRING,
                         "a board without a game has no second, one a round");
  }
  return true;
}

Result<EventState> pairEventRound(EventState state, const action::PairRound& a) {
  if (state.phase != EventPhase::RUNNING)
    return refuseEvent(ErrorCode::EVENT_NOT_RUNNING, "the event is not running");
  int next = static_cast<int>(state.rounds.size()) + 1;
  if (a.round != next || next > state.totalRounds)
    return refuseEvent(ErrorCode::BAD_ROUND,
                       "round " + std::to_string(a.round) + " is not the next");
  if (next > 1 && !roundComplete(state, next - 1))
    return refuseEvent(ErrorCode::ROUND_NOT_FINISHED, "the previous round has games in play");
  if (auto ok = checkBoards(state, a.boards); !ok) return ok.error();
  state.rounds.push_back(a.boards);
  return state;
}

Result<EventState> setBoardResult(EventState state, const action::SetResult& a) {
  if (state.phase != EventPhase::RUNNING)
    return refuseEvent(ErrorCode::EVENT_NOT_RUNNING, "the event is not running");
  if (a.round < 1 || a.round > static_cast<int>(state.rounds.size()))
    return refuseEvent(ErrorCode::BAD_ROUND, "round " + std::to_string(a.round) + " is not paired");
  EventRound& boards = state.rounds[static_cast<size_t>(a.round - 1)];
  if (a.board < 1 || a.board > static_cast<int>(boards.size()))
    return refuseEvent(ErrorCode::BAD_ROUND,
                       "no board " + std::to_string(a.board) + " in that round");
  EventBoard& b = boards[static_cast<size_t>(a.board - 1)];
  if (boardDecided(b.result))
    return refuseEvent(ErrorCode::GAME_OVER, "the board has its result already");
  if (!boardDecided(a.result) || a.result == BoardResult::BYE || a.result == BoardResult::FREE)
    return refuseEvent(ErrorCode::BAD_REQUEST, "not a result of a played board");
  b.result = a.result;
  return state;
}

Result<EventState> endEvent(EventState state) {
  if (state.phase == EventPhase::FINISHED)
    return refuseEvent(ErrorCode::EVENT_OVER, "the event is over");
  state.phase = EventPhase::FINISHED;
  return state;
}

}  // namespace

std::string_view formatName(EventFormat format) {
  switch (format) {
    case EventFormat::SWISS:
      return "swiss";
    case EventFormat::ROUND_ROBIN:
      return "round-robin";
    case EventFormat::DOUBLE_ROUND_ROBIN:
      return "double-round-robin";
    case EventFormat::ARENA:
      return "arena";
  }
  return "swiss";
}

std::optional<EventFormat> formatFromName(std::string_view name) {
  for (EventFormat f : {EventFormat::SWISS, EventFormat::ROUND_ROBIN,
                        EventFormat::DOUBLE_ROUND_ROBIN, EventFormat::ARENA})
    if (formatName(f) == name) return f;
  return std::nullopt;
}

Result<EventState> newEvent(EventConfig config) {
  if (config.name.empty()) return refuseEvent(ErrorCode::BAD_CONFIG, "an event needs a name");
  if (config.playerLimit < 0) return refuseEvent(ErrorCode::BAD_CONFIG, "a negative player limit");
  if (config.format == EventFormat::ARENA)
    return refuseEvent(ErrorCode::BAD_CONFIG, "an arena has no rounds (newArena)");
  bool swiss = config.format == EventFormat::SWISS;
  if (swiss && (config.rounds < 1 || config.rounds > MAX_SWISS_ROUNDS))
    return refuseEvent(ErrorCode::BAD_CONFIG, "a Swiss has 1 to 99 rounds");
  EventState state;
  state.totalRounds = swiss ? config.rounds : 0;
  state.config = std::move(config);
  return state;
}

Result<EventState> applyAction(const EventState& state, const EventAction& action) {
  return std::visit(
      [&](const auto& a) -> Result<EventState> {
        using A = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<A, action::Join>) return joinEvent(state, a);
        if constexpr (std::is_same_v<A, action::Withdraw>)
          return leaveEvent(state, a.key, EntrantStatus::WITHDRAWN);
        if constexpr (std::is_same_v<A, action::Pause>)
          return leaveEvent(state, a.key, EntrantStatus::PAUSED);
        if constexpr (std::is_same_v<A, action::Remove>)
          return leaveEvent(state, a.key, EntrantStatus::REMOVED);
        if constexpr (std::is_same_v<A, action::HalfBye>) return askHalfBye(state, a);
        if constexpr (std::is_same_v<A, action::Start>) return startEvent(state, a);
        if constexpr (std::is_same_v<A, action::PairRound>) return pairEventRound(state, a);
        if constexpr (std::is_same_v<A, action::SetResult>) return setBoardResult(state, a);
        if constexpr (std::is_same_v<A, action::End>) return endEvent(state);
      },
      action);
}

const Entrant* findEntrant(const EventState& state, std::string_view key) {
  return entrantOf(state, key);
}

const Entrant* entrantByRank(const EventState& state, int rank) {
  if (rank < 1) return nullptr;
  auto it = std::find_if(state.entrants.begin(), state.entrants.end(),
                         [&](const Entrant& e) { return e.rank == rank; });
  return it == state.entrants.end() ? nullptr : &*it;
}

bool roundComplete(const EventState& state, int round) {
  if (round < 1 || round > static_cast<int>(state.rounds.size())) return false;
  const EventRound& boards = state.rounds[static_cast<size_t>(round - 1)];
  return std::all_of(boards.begin(), boards.end(),
                     [](const EventBoard& b) { return boardDecided(b.result); });
}

}  // namespace renju::server::events
