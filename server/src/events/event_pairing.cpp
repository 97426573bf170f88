#include "events/event_pairing.h"

#include <algorithm>

#include "berger.h"
#include "dutch.h"
#include "trf.h"

namespace renju::server::events {

namespace {

using pairing::Colour;
using pairing::Outcome;
using pairing::RoundEntry;

struct Sides {
  Outcome first;
  Outcome second;
};

// The two players' TRF results of a decided board.
Sides boardOutcomes(BoardResult result) {
  switch (result) {
    case BoardResult::FIRST_WINS:
      return {Outcome::WIN, Outcome::LOSS};
    case BoardResult::SECOND_WINS:
      return {Outcome::LOSS, Outcome::WIN};
    case BoardResult::DRAW:
      return {Outcome::DRAW, Outcome::DRAW};
    case BoardResult::FIRST_WINS_FORFEIT:
      return {Outcome::FORFEIT_WIN, Outcome::FORFEIT_LOSS};
    case BoardResult::SECOND_WINS_FORFEIT:
      return {Outcome::FORFEIT_LOSS, Outcome::FORFEIT_WIN};
    case BoardResult::DOUBLE_FORFEIT:
      return {Outcome::FORFEIT_LOSS, Outcome::FORFEIT_LOSS};
    case BoardResult::BYE:
      return {Outcome::PAIRING_BYE, Outcome::ZERO_BYE};
    case BoardResult::FREE:
      return {Outcome::ZERO_BYE, Outcome::ZERO_BYE};
    case BoardResult::PENDING:
      break;
  }
  return {Outcome::ZERO_BYE, Outcome::ZERO_BYE};
}

bool askedBye(const Entrant& e, int round) {
  return std::binary_search(e.halfByes.begin(), e.halfByes.end(), round);
}

// What a player who is on no board of `round` has there.
RoundEntry absenceEntry(const Entrant& e, int round) {
  return {0, Colour::NONE, askedBye(e, round) ? Outcome::HALF_BYE : Outcome::ZERO_BYE};
}

// The players by rank with an empty entry list: the ranked entrants only (none before the start).
std::vector<pairing::Player> rankedPlayers(const EventState& state) {
  std::vector<pairing::Player> players;
  for (const Entrant& e : state.entrants)
    if (e.rank > 0) players.push_back({e.rank, e.name, e.rating, "", 0, {}});
  std::sort(players.begin(), players.end(),
            [](const pairing::Player& a, const pairing::Player& b) { return a.rank < b.rank; });
  return players;
}

// Writes round `round`'s entries into `players` (indexed by rank - 1).
void addEventRound(const EventState& state, int round, std::vector<pairing::Player>& players) {
  std::vector<bool> seated(players.size(), false);
  for (const EventBoard& b : state.rounds[static_cast<size_t>(round - 1)]) {
    if (b.result == BoardResult::PENDING) continue;
    Sides s = boardOutcomes(b.result);
    bool game = b.second != 0;
    auto& first = players[static_cast<size_t>(b.first - 1)];
    first.rounds.push_back({b.second, game ? Colour::WHITE : Colour::NONE, s.first});
    seated[static_cast<size_t>(b.first - 1)] = true;
    if (!game) continue;
    players[static_cast<size_t>(b.second - 1)].rounds.push_back({b.first, Colour::BLACK, s.second});
    seated[static_cast<size_t>(b.second - 1)] = true;
  }
  for (size_t i = 0; i < players.size(); ++i)
    if (!seated[i])
      players[i].rounds.push_back(absenceEntry(*entrantByRank(state, players[i].rank), round));
}

pairing::Tournament eventTournament(const EventState& state, int rounds) {
  pairing::Tournament t;
  t.totalRounds = state.totalRounds;
  t.firstColour = state.topSeedOpens ? Colour::WHITE : Colour::BLACK;
  t.players = rankedPlayers(state);
  for (int r = 1; r <= rounds; ++r) addEventRound(state, r, t.players);
  for (auto& p : t.players) p.pointsTenths = pairing::pointsAfter(p, rounds);
  return t;
}

Result<EventRound> swissRound(const EventState& state, int round) {
  pairing::Tournament t = eventTournament(state, round - 1);
  int pairable = 0;
  // The round being paired: whoever may not play it has its entry already (the TRF convention the
  // Dutch pairing reads).
  for (auto& p : t.players) {
    const Entrant& e = *entrantByRank(state, p.rank);
    if (e.status != EntrantStatus::ACTIVE || askedBye(e, round))
      p.rounds.push_back(absenceEntry(e, round));
    else
      ++pairable;
  }
  if (pairable < 2) return serverError(ErrorCode::BAD_PAIRING, "fewer than two players to pair");
  auto paired = pairing::pairDutch(t);
  if (!paired) return serverError(ErrorCode::BAD_PAIRING, paired.error().message);
  EventRound boards;
  for (const pairing::Pair& p : *paired)
    boards.push_back(
        {p.first, p.second, "", p.second == 0 ? BoardResult::BYE : BoardResult::PENDING});
  return boards;
}

BoardResult forfeitsOf(bool firstHere, bool secondHere) {
  if (firstHere && secondHere) return BoardResult::PENDING;
  if (firstHere) return BoardResult::FIRST_WINS_FORFEIT;
  if (secondHere) return BoardResult::SECOND_WINS_FORFEIT;
  return BoardResult::DOUBLE_FORFEIT;
}

Result<EventRound> roundRobinRound(const EventState& state, int round) {
  int n = static_cast<int>(rankedPlayers(state).size());
  auto schedule =
      pairing::bergerSchedule(n, state.config.format == EventFormat::DOUBLE_ROUND_ROBIN);
  if (!schedule) return serverError(ErrorCode::BAD_PAIRING, schedule.error().message);
  EventRound boards;
  for (const pairing::BergerPairing& p : (*schedule)[static_cast<size_t>(round - 1)]) {
    if (p.second == 0) {
      boards.push_back({p.first, 0, "", BoardResult::FREE});
      continue;
    }
    auto here = [&](int rank) {
      return entrantByRank(state, rank)->status == EntrantStatus::ACTIVE;
    };
    boards.push_back({p.first, p.second, "", forfeitsOf(here(p.first), here(p.second))});
  }
  return boards;
}

}  // namespace

int completeRounds(const EventState& state) {
  int r = 0;
  while (roundComplete(state, r + 1)) ++r;
  return r;
}

pairing::Tournament toTournament(const EventState& state, int rounds) {
  rounds = std::clamp(rounds, 0, static_cast<int>(state.rounds.size()));
  return eventTournament(state, rounds);
}

std::string eventTrf(const EventState& state) {
  return pairing::writeTrf(toTournament(state, completeRounds(state)));
}

Result<EventRound> nextRound(const EventState& state) {
  if (state.phase != EventPhase::RUNNING)
    return serverError(ErrorCode::EVENT_NOT_RUNNING, "the event is not running");
  int round = static_cast<int>(state.rounds.size()) + 1;
  if (round > state.totalRounds) return serverError(ErrorCode::BAD_ROUND, "every round is paired");
  if (round > 1 && !roundComplete(state, round - 1))
    return serverError(ErrorCode::ROUND_NOT_FINISHED, "the previous round has games in play");
  if (state.config.format == EventFormat::SWISS) return swissRound(state, round);
  return roundRobinRound(state, round);
}

std::vector<pairing::StandingRow> eventStandings(const EventState& state) {
  int rounds = completeRounds(state);
  auto kind = state.config.format == EventFormat::SWISS ? pairing::EventKind::SWISS
                                                        : pairing::EventKind::ROUND_ROBIN;
  return pairing::standings(toTournament(state, rounds), rounds, state.config.tieBreaks, kind);
}

}  // namespace renju::server::events
