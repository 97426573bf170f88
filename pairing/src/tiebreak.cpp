#include "tiebreak.h"

#include <algorithm>
#include <cassert>
#include <numeric>
#include <utility>

namespace renju::pairing {
namespace {

const Player& playerAt(const Tournament& t, int startRank) {
  assert(startRank >= 1 && startRank <= static_cast<int>(t.players.size()));
  return t.players[startRank - 1];
}

// A round the file does not list for a player is an absence: no opponent, no points.
RoundEntry entryAt(const Player& p, int round) {
  if (round <= static_cast<int>(p.rounds.size())) return p.rounds[round - 1];
  return RoundEntry{};
}

// A voluntarily unplayed round (VUR): not played and not scored as a win. Byes the pairing gave,
// full-point byes and forfeit wins are not the player's choice and are not VURs.
bool isVoluntarilyUnplayed(Outcome outcome) {
  return !wasPlayed(outcome) && outcomeTenths(outcome) < outcomeTenths(Outcome::WIN);
}

// Whether the round counts as a game against the opponent listed: over the board, or a forfeit in
// a round robin, where Art. 15.2 counts forfeits as games against the scheduled opponent. An
// opponent who is not in the field (a damaged file) is no opponent: the round is unplayed.
bool countsAsGame(const Tournament& t, const RoundEntry& e, EventKind kind) {
  if (e.opponent <= 0 || e.opponent > static_cast<int>(t.players.size())) return false;
  if (wasPlayed(e.outcome)) return true;
  const bool forfeit = e.outcome == Outcome::FORFEIT_WIN || e.outcome == Outcome::FORFEIT_LOSS;
  return forfeit && kind == EventKind::ROUND_ROBIN;
}

// The player's score as his opponents count it (Art. 16.3): every round as scored, except the
// rounds without an opponent after his last round that was not a VUR, which count as draws. In a
// round robin the score as it stands (Art. 15.2: the schedule, not the player, made the rounds).
int scoreForOpponentsTenths(const Player& p, int rounds, EventKind kind) {
  if (kind == EventKind::ROUND_ROBIN) return pointsAfter(p, rounds);
  int lastAvailable = 0;
  for (int r = 1; r <= rounds; ++r) {
    if (!isVoluntarilyUnplayed(entryAt(p, r).outcome)) lastAvailable = r;
  }
  int total = 0;
  for (int r = 1; r <= rounds; ++r) {
    const RoundEntry e = entryAt(p, r);
    const bool withdrawn = r > lastAvailable && e.opponent == 0;
    total += withdrawn ? outcomeTenths(Outcome::DRAW) : outcomeTenths(e.outcome);
  }
  return total;
}

// What one round gives to BH and SB: the opponent's score (a dummy's for an unplayed round),
// the points the round gave the player, and whether it is a VUR, which a cut removes first.
struct RoundValue {
  int opponentTenths = 0;
  int resultTenths = 0;
  bool voluntary = false;
};

std::vector<RoundValue> roundValues(const Tournament& t, int rounds, int startRank,
                                    EventKind kind) {
  const Player& self = playerAt(t, startRank);
  const int ownTenths = pointsAfter(self, rounds);
  std::vector<RoundValue> values;
  values.reserve(rounds);
  for (int r = 1; r <= rounds; ++r) {
    const RoundEntry e = entryAt(self, r);
    RoundValue v;
    v.resultTenths = outcomeTenths(e.outcome);
    if (countsAsGame(t, e, kind)) {
      v.opponentTenths = scoreForOpponentsTenths(playerAt(t, e.opponent), rounds, kind);
    } else {
      // Art. 16.4: an unplayed round is a game against a dummy as strong as the player himself.
      v.opponentTenths = ownTenths;
      v.voluntary = isVoluntarilyUnplayed(e.outcome);
    }
    values.push_back(v);
  }
  return values;
}

// ---- Direct encounter (Art. 6) ----

// What every DE step reads: the event, how many rounds count, how it was paired.
struct Scope {
  const Tournament& t;
  int rounds;
  EventKind kind;
};

// Two players who met more than once count the average of their games (Art. 6.1.2): halfway
// through a double round robin some pairs have met twice and some once. DE scores are kept in
// sixtieths of a tenth of a point, so that the average over 1 to 6 meetings stays exact.
constexpr int DE_PER_TENTH = 60;

struct Encounters {
  int score = 0;  ///< against the others of the group, in 1/600 of a point
  int met = 0;    ///< how many of the others he has played
};

struct Meetings {
  int opponent = 0;
  int tenths = 0;  ///< his points from their games
  int games = 0;
};

Encounters encountersWithin(const Scope& s, int startRank, const std::vector<int>& group) {
  std::vector<Meetings> meetings;
  const Player& self = playerAt(s.t, startRank);
  for (int r = 1; r <= s.rounds; ++r) {
    const RoundEntry e = entryAt(self, r);
    if (!countsAsGame(s.t, e, s.kind)) continue;
    if (std::find(group.begin(), group.end(), e.opponent) == group.end()) continue;
    auto m = std::find_if(meetings.begin(), meetings.end(),
                          [&](const Meetings& x) { return x.opponent == e.opponent; });
    if (m == meetings.end()) m = meetings.insert(meetings.end(), Meetings{e.opponent, 0, 0});
    m->tenths += outcomeTenths(e.outcome);
    ++m->games;
  }
  Encounters out;
  out.met = static_cast<int>(meetings.size());
  for (const Meetings& m : meetings) out.score += m.tenths * DE_PER_TENTH / m.games;
  return out;
}

// DE's result for one player: the place it gives within the group tied before it (lower is
// better, equal when DE cannot separate) and the points shown for it.
struct DirectResult {
  int place = 0;
  int shownHundredths = 0;
};

using DirectResults = std::vector<DirectResult>;  // by starting rank - 1

void directEncounter(const Scope& s, std::vector<int> group, int basePlace, DirectResults& out);

// Everyone in the group has met everyone (Art. 6.1): the encounter points rank them; players
// level on them are ranked again by their encounters among themselves alone.
void rankAllMet(const Scope& s, const std::vector<int>& group, const std::vector<Encounters>& enc,
                int basePlace, DirectResults& out) {
  std::vector<std::size_t> idx(group.size());
  std::iota(idx.begin(), idx.end(), 0);
  std::stable_sort(idx.begin(), idx.end(),
                   [&](std::size_t a, std::size_t b) { return enc[a].score > enc[b].score; });
  std::size_t i = 0;
  while (i < idx.size()) {
    std::size_t j = i;
    std::vector<int> level;
    while (j < idx.size() && enc[idx[j]].score == enc[idx[i]].score) {
      level.push_back(group[idx[j]]);
      out[group[idx[j]] - 1].place = basePlace + static_cast<int>(i);
      ++j;
    }
    if (level.size() >= 2 && level.size() < group.size()) {
      directEncounter(s, level, basePlace + static_cast<int>(i), out);
    }
    i = j;
  }
}

// Not all have met (Art. 6.2): a player is placed above the rest only when his encounter points
// beat what any of them could have had by winning every game not played among the group.
void rankSomeMet(const Scope& s, const std::vector<int>& group, const std::vector<Encounters>& enc,
                 int basePlace, DirectResults& out) {
  const int others = static_cast<int>(group.size()) - 1;
  std::vector<int> best(group.size());
  for (std::size_t k = 0; k < group.size(); ++k) {
    const int unplayed = others - enc[k].met;
    best[k] = enc[k].score + unplayed * outcomeTenths(Outcome::WIN) * DE_PER_TENTH;
  }
  std::vector<std::size_t> idx(group.size());
  std::iota(idx.begin(), idx.end(), 0);
  std::stable_sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) {
    if (enc[a].score != enc[b].score) return enc[a].score > enc[b].score;
    return best[a] > best[b];
  });
  std::size_t i = 0;
  for (; i + 1 < idx.size(); ++i) {
    int rival = 0;
    for (std::size_t j = i + 1; j < idx.size(); ++j) rival = std::max(rival, best[idx[j]]);
    if (enc[idx[i]].score <= rival) break;
    out[group[idx[i]] - 1].place = basePlace + static_cast<int>(i);
  }
  std::vector<int> rest;
  for (std::size_t j = i; j < idx.size(); ++j) {
    rest.push_back(group[idx[j]]);
    out[group[idx[j]] - 1].place = basePlace + static_cast<int>(i);
  }
  if (rest.size() >= 2 && rest.size() < group.size()) {
    directEncounter(s, rest, basePlace + static_cast<int>(i), out);
  }
}

void directEncounter(const Scope& s, std::vector<int> group, int basePlace, DirectResults& out) {
  std::vector<Encounters> enc;
  bool allMet = true;
  for (int p : group) {
    enc.push_back(encountersWithin(s, p, group));
    out[p - 1].shownHundredths = enc.back().score * 10 / DE_PER_TENTH;
    out[p - 1].place = basePlace;
    allMet = allMet && enc.back().met == static_cast<int>(group.size()) - 1;
  }
  if (group.size() < 2) return;
  if (allMet) {
    rankAllMet(s, group, enc, basePlace, out);
  } else {
    rankSomeMet(s, group, enc, basePlace, out);
  }
}

// ---- Standings ----

// The value a tie-break gives each player, by starting rank - 1, and the key it sorts by
// (larger is better). For all but DE the two are the same.
struct Column {
  std::vector<int> shown;
  std::vector<int> key;
};

Column independentColumn(const Tournament& t, int rounds, TieBreak tb, EventKind kind) {
  const int n = static_cast<int>(t.players.size());
  Column c{std::vector<int>(n), std::vector<int>(n)};
  for (int p = 1; p <= n; ++p) {
    int v = 0;
    switch (tb) {
      case TieBreak::BUCHHOLZ:
        v = buchholzTenths(t, rounds, p, kind);
        break;
      case TieBreak::BUCHHOLZ_CUT1:
        v = buchholzCut1Tenths(t, rounds, p, kind);
        break;
      case TieBreak::SONNEBORN_BERGER:
        v = sonnebornBergerHundredths(t, rounds, p, kind);
        break;
      case TieBreak::WINS:
        v = gamesWon(t, rounds, p);
        break;
      case TieBreak::DIRECT_ENCOUNTER:
        break;
    }
    c.shown[p - 1] = v;
    c.key[p - 1] = v;
  }
  return c;
}

// DE for the players rows[from, to), tied on points and every tie-break before DE.
void fillDirect(const Scope& s, const std::vector<StandingRow>& rows, std::size_t from,
                std::size_t to, Column& c) {
  std::vector<int> group;
  for (std::size_t k = from; k < to; ++k) group.push_back(rows[k].startRank);
  DirectResults out(s.t.players.size());
  directEncounter(s, group, 1, out);
  for (int p : group) {
    c.key[p - 1] = -out[p - 1].place;  // a better place sorts first
    c.shown[p - 1] = out[p - 1].shownHundredths;
  }
}

}  // namespace

int buchholzTenths(const Tournament& tournament, int rounds, int startRank, EventKind kind) {
  int total = 0;
  for (const RoundValue& v : roundValues(tournament, rounds, startRank, kind)) {
    total += v.opponentTenths;
  }
  return total;
}

int buchholzCut1Tenths(const Tournament& tournament, int rounds, int startRank, EventKind kind) {
  const std::vector<RoundValue> values = roundValues(tournament, rounds, startRank, kind);
  if (values.empty()) return 0;
  // Art. 16.5: a VUR goes first, the least of them; otherwise the least value of all (14.1).
  auto lessSignificant = [](const RoundValue& a, const RoundValue& b) {
    if (a.voluntary != b.voluntary) return a.voluntary;
    return a.opponentTenths < b.opponentTenths;
  };
  const auto cut = std::min_element(values.begin(), values.end(), lessSignificant);
  return buchholzTenths(tournament, rounds, startRank, kind) - cut->opponentTenths;
}

int sonnebornBergerHundredths(const Tournament& tournament, int rounds, int startRank,
                              EventKind kind) {
  int total = 0;
  // tenths times tenths is hundredths: 2.5 x 0.5 = 25 x 5 = 125 = 1.25.
  for (const RoundValue& v : roundValues(tournament, rounds, startRank, kind)) {
    total += v.opponentTenths * v.resultTenths;
  }
  return total;
}

int gamesWon(const Tournament& tournament, int rounds, int startRank) {
  const Player& p = playerAt(tournament, startRank);
  int won = 0;
  for (int r = 1; r <= rounds; ++r) {
    const Outcome o = entryAt(p, r).outcome;
    if (o == Outcome::WIN || o == Outcome::UNRATED_WIN) ++won;
  }
  return won;
}

std::vector<StandingRow> standings(const Tournament& tournament, int rounds,
                                   std::span<const TieBreak> order, EventKind kind) {
  const int n = static_cast<int>(tournament.players.size());
  std::vector<StandingRow> rows(n);
  for (int p = 1; p <= n; ++p) {
    rows[p - 1].startRank = p;
    rows[p - 1].pointsTenths = pointsAfter(playerAt(tournament, p), rounds);
  }
  std::stable_sort(rows.begin(), rows.end(), [](const StandingRow& a, const StandingRow& b) {
    return a.pointsTenths > b.pointsTenths;
  });
  // keys[k][p - 1]: what the k-th tie-break sorts player p by.
  std::vector<std::vector<int>> keys;
  auto tiedSoFar = [&](const StandingRow& a, const StandingRow& b) {
    if (a.pointsTenths != b.pointsTenths) return false;
    for (const std::vector<int>& k : keys) {
      if (k[a.startRank - 1] != k[b.startRank - 1]) return false;
    }
    return true;
  };
  // Each tie-break sorts only within the runs of players level so far, and stably, so players
  // nothing separates stay in starting-rank order.
  for (TieBreak tb : order) {
    Column c = tb == TieBreak::DIRECT_ENCOUNTER ? Column{std::vector<int>(n), std::vector<int>(n)}
                                                : independentColumn(tournament, rounds, tb, kind);
    for (std::size_t i = 0; i < rows.size();) {
      std::size_t j = i + 1;
      while (j < rows.size() && tiedSoFar(rows[i], rows[j])) ++j;
      if (tb == TieBreak::DIRECT_ENCOUNTER) fillDirect({tournament, rounds, kind}, rows, i, j, c);
      std::stable_sort(rows.begin() + i, rows.begin() + j, [&](const auto& a, const auto& b) {
        return c.key[a.startRank - 1] > c.key[b.startRank - 1];
      });
      i = j;
    }
    keys.push_back(c.key);
    for (StandingRow& row : rows) row.values.push_back(c.shown[row.startRank - 1]);
  }
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const bool shared = i > 0 && tiedSoFar(rows[i - 1], rows[i]);
    rows[i].rank = shared ? rows[i - 1].rank : static_cast<int>(i) + 1;
  }
  return rows;
}

}  // namespace renju::pairing
