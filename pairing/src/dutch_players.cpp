#include "dutch_players.h"

#include <algorithm>

namespace renju::pairing::dutch {
namespace {

// Whether the entry took part in a pairing: it had an opponent, a pairing bye or a forfeit win.
bool participated(const RoundEntry& e) {
  return e.opponent != 0 || e.outcome == Outcome::PAIRING_BYE || e.outcome == Outcome::FORFEIT_WIN;
}

// Rounds already paired: an entry followed by another counts, a trailing one only when it was
// paired (a trailing requested bye belongs to the round to pair).
int countPlayedRounds(const Tournament& t) {
  int played = 0;
  for (const Player& p : t.players) {
    int n = static_cast<int>(p.rounds.size());
    if (n > 0 && !participated(p.rounds.back())) --n;
    played = std::max(played, n);
  }
  return played;
}

RoundEntry entryAt(const Player& p, int round) {
  return round < static_cast<int>(p.rounds.size()) ? p.rounds[round] : RoundEntry{};
}

void setColours(PlayerState& s, const Player& p, int played) {
  int whites = 0, blacks = 0, streak = 0;
  Colour last = Colour::NONE;
  for (int r = 0; r < played; ++r) {
    const RoundEntry e = entryAt(p, r);
    if (!wasPlayed(e.outcome)) continue;
    ++s.playedGames;
    ++(e.colour == Colour::WHITE ? whites : blacks);
    streak = (streak == 0 || e.colour != last) ? 1 : streak + 1;
    last = e.colour;
    s.playedColours.push_back(e.colour);
  }
  const Colour lower = whites > blacks ? Colour::BLACK : Colour::WHITE;
  s.imbalance = std::abs(whites - blacks);
  s.preference = s.imbalance > 1   ? lower
                 : streak > 1      ? invert(last)
                 : s.imbalance > 0 ? lower
                 : streak > 0      ? invert(last)
                                   : Colour::NONE;
  s.repeated = streak > 1 ? last : Colour::NONE;
  s.strong = !s.absolute() && s.imbalance > 0;
}

int scoreBefore(const Player& p, int played, int roundsBack) {
  return pointsAfter(p, played - roundsBack);
}

Float floatOf(const Tournament& t, const Player& p, int played, int roundsBack) {
  const RoundEntry e = entryAt(p, played - roundsBack);
  if (!wasPlayed(e.outcome)) return outcomeTenths(e.outcome) > 0 ? Float::DOWN : Float::NONE;
  const int mine = scoreBefore(p, played, roundsBack);
  const int theirs = scoreBefore(t.players[e.opponent - 1], played, roundsBack);
  return mine > theirs ? Float::DOWN : mine < theirs ? Float::UP : Float::NONE;
}

bool byeEligible(const Player& p, int played) {
  for (int r = 0; r < played; ++r) {
    const RoundEntry e = entryAt(p, r);
    if (wasPlayed(e.outcome)) continue;
    if (outcomeTenths(e.outcome) >= 10 || e.outcome == Outcome::PAIRING_BYE) return false;
  }
  return true;
}

// A player counts (has a pairing number) once paired in some round, or while not yet absent
// past the rounds played.
bool counts(const Player& p, int played) {
  if (static_cast<int>(p.rounds.size()) <= played) return true;
  return std::any_of(p.rounds.begin(), p.rounds.end(), participated);
}

// XXC missing: the colour rank 1 would have had, from the first round with colours.
Colour inferInitialColour(const Tournament& t, const std::vector<PlayerState>& states) {
  for (std::size_t i = 0; i < t.players.size(); ++i) {
    const Player& p = t.players[i];
    if (p.rounds.empty() || p.rounds[0].colour == Colour::NONE) continue;
    const Colour c = p.rounds[0].colour;
    return states[i].pairingNo % 2 == 0 ? c : invert(c);
  }
  return Colour::WHITE;
}

}  // namespace

RoundSetup setupRound(const Tournament& t) {
  RoundSetup setup;
  const int played = countPlayedRounds(t);
  setup.playedRounds = played;
  setup.totalRounds = t.totalRounds > 0 ? t.totalRounds : played + 1;
  const int n = static_cast<int>(t.players.size());
  setup.met.assign(n, std::vector<bool>(n, false));
  int pairingNo = 0;
  for (const Player& p : t.players) {
    PlayerState s;
    s.id = p.rank - 1;
    const bool valid = counts(p, played);
    s.pairingNo = valid ? pairingNo++ : -1;
    s.score = pointsAfter(p, played);
    setColours(s, p, played);
    s.byeEligible = byeEligible(p, played);
    for (int back = 1; back <= 2 && back <= played; ++back) {
      s.floats[back - 1] = floatOf(t, p, played, back);
    }
    for (int r = 0; r < played; ++r) {
      const RoundEntry e = entryAt(p, r);
      if (wasPlayed(e.outcome) && e.opponent > 0) {
        setup.met[s.id][e.opponent - 1] = setup.met[e.opponent - 1][s.id] = true;
      }
    }
    if (valid && static_cast<int>(p.rounds.size()) <= played) setup.toPair.push_back(s.id);
    setup.players.push_back(std::move(s));
  }
  setup.initialColour =
      t.firstColour != Colour::NONE ? t.firstColour : inferInitialColour(t, setup.players);
  return setup;
}

bool compatible(const PlayerState& a, const PlayerState& b, const RoundSetup& setup) {
  if (setup.met[a.id][b.id]) return false;
  if (!a.absolute() || !b.absolute() || a.preference != b.preference) return true;
  const int topThreshold = setup.playedRounds * 10 / 2;
  return setup.playedRounds >= setup.totalRounds - 1 &&
         (a.score > topThreshold || b.score > topThreshold);
}

namespace {

bool preferencesFit(Colour a, Colour b) {
  return a != b || a == Colour::NONE || b == Colour::NONE;
}

// E4: going back through the games played, the first round the two had different colours; each
// then gets the colour the other had (None when one history runs out first).
Colour fromHistory(const PlayerState& player, const PlayerState& opponent) {
  auto a = player.playedColours.rbegin();
  auto b = opponent.playedColours.rbegin();
  while (a != player.playedColours.rend() && b != opponent.playedColours.rend() && *a == *b) {
    ++a;
    ++b;
  }
  if (a == player.playedColours.rend() || b == opponent.playedColours.rend()) return Colour::NONE;
  return *b;
}

// E1-E4; None when they leave it open.
Colour neutralColour(const PlayerState& p, const PlayerState& o) {
  if (preferencesFit(p.preference, o.preference)) {
    if (p.preference != Colour::NONE) return p.preference;
    return invert(o.preference);
  }
  if (p.absolute() && (p.imbalance > o.imbalance || !o.absolute())) return p.preference;
  if (o.absolute() && (o.imbalance > p.imbalance || !p.absolute())) return invert(o.preference);
  if (p.strong && !o.strong) return p.preference;
  if (o.strong && !p.strong) return invert(o.preference);
  return fromHistory(p, o);
}

}  // namespace

Colour colourFor(const PlayerState& p, const PlayerState& o, const RoundSetup& setup) {
  const Colour neutral = neutralColour(p, o);
  if (neutral != Colour::NONE) return neutral;
  // E5: the higher ranked player's preference, or by pairing number and the initial colour.
  const bool oHigher = ranksAbove(o, p);
  const Colour init = setup.initialColour;
  if (p.preference == Colour::NONE) {
    if (oHigher) return o.pairingNo % 2 == 1 ? init : invert(init);
    return p.pairingNo % 2 == 1 ? invert(init) : init;
  }
  return oHigher ? invert(o.preference) : p.preference;
}

}  // namespace renju::pairing::dutch
