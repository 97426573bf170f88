#pragma once
// An event's state seen as the pairing library sees a tournament (docs/tournaments.md, "Events"):
// the TRF of the rounds so far, the next round's boards (the FIDE Dutch system for a Swiss, the
// Berger tables for a round robin), and the standings with the event's tie-breaks. Pure; the
// event host runs `nextRound` on a worker thread, since a large Swiss takes a while to pair.
#include <string>
#include <vector>

#include "events/event_model.h"
#include "tiebreak.h"
#include "tournament.h"

namespace renju::server::events {

/// The rounds every game of which has ended, from the first: those the standings and the TRF
/// count.
int completeRounds(const EventState& state);

/// The tournament through round `rounds` (at most the paired rounds; a board still in play is
/// left out): the players by starting rank with their rounds, `XXR` the event's round count and
/// `XXC` the first round's colour of rank 1. Entrants who were not on a board of a round have a
/// half-point bye there if they asked for one, else a zero bye (absent, or not yet entered).
pairing::Tournament toTournament(const EventState& state, int rounds);

/// The TRF of the complete rounds (`GET /api/tournaments/{id}/trf`).
std::string eventTrf(const EventState& state);

/// The boards of the next round, in board order, without game ids. A Swiss pairs its active
/// entrants (`pairing::pairDutch`; a half-point bye or an absence leaves a player out); a round
/// robin takes its round from the Berger table, a board whose player has left being decided by
/// forfeit at once. Errors: `event-not-running`, `round-not-finished` (the last round has a game
/// in play), `bad-round` (every round is paired), `bad-pairing` (no pairing meets the absolute
/// criteria, or fewer than two active players in a Swiss).
Result<EventRound> nextRound(const EventState& state);

/// The standings after the complete rounds: by points, then the event's tie-breaks in its order.
std::vector<pairing::StandingRow> eventStandings(const EventState& state);

}  // namespace renju::server::events
