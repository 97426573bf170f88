#include "berger.h"

#include <string>
#include <utility>

namespace renju::pairing {
namespace {

// One round of the table for an even `size`, round r counted from 1. The circle of the players
// 1..size-1 is read from a start that moves on by size/2 places each round; the first reading
// meets the fixed player `size`, the rest pair off from both ends inwards, the earlier place
// having White. This reproduces the printed tables (8 players, round 2: 8-5, 6-4, 7-3, 1-2).
BergerRound tableRound(int size, int r) {
  const int circle = size - 1;
  const int start = ((r - 1) * (size / 2)) % circle;
  auto at = [&](int k) { return (start + k) % circle + 1; };
  BergerRound round;
  round.reserve(size / 2);
  // The fixed player alternates: Black in odd rounds, White in even ones.
  if (r % 2 == 1) {
    round.push_back({at(0), size});
  } else {
    round.push_back({size, at(0)});
  }
  for (int k = 1; k < size / 2; ++k) round.push_back({at(k), at(circle - k)});
  return round;
}

// With an odd field the table's top number is the dummy: its board becomes `{player, 0}`,
// moved to the end so that the real boards keep their numbers from 1.
BergerRound withoutDummy(BergerRound round, int dummy) {
  BergerRound out;
  out.reserve(round.size());
  int idle = 0;
  for (const BergerPairing& p : round) {
    if (p.first == dummy) {
      idle = p.second;
    } else if (p.second == dummy) {
      idle = p.first;
    } else {
      out.push_back(p);
    }
  }
  if (idle != 0) out.push_back({idle, 0});
  return out;
}

BergerRound reversedColours(BergerRound round) {
  for (BergerPairing& p : round) {
    if (p.second != 0) std::swap(p.first, p.second);
  }
  return round;
}

}  // namespace

Result<std::vector<BergerRound>> bergerSchedule(int players, bool doubleRound) {
  if (players < 2 || players > MAX_BERGER_PLAYERS) {
    return makeError("bad-player-count", "a round robin needs 2 to " +
                                             std::to_string(MAX_BERGER_PLAYERS) + " players, not " +
                                             std::to_string(players));
  }
  const int size = players % 2 == 0 ? players : players + 1;
  std::vector<BergerRound> table;
  table.reserve(size - 1);
  for (int r = 1; r < size; ++r) {
    BergerRound round = tableRound(size, r);
    table.push_back(size == players ? std::move(round) : withoutDummy(std::move(round), size));
  }
  if (!doubleRound) return table;

  std::vector<BergerRound> schedule = table;
  // C.05 Annex 1: in a double round robin the first cycle's last two rounds change places.
  if (schedule.size() >= 2) std::swap(schedule[schedule.size() - 1], schedule[schedule.size() - 2]);
  for (const BergerRound& round : table) schedule.push_back(reversedColours(round));
  return schedule;
}

}  // namespace renju::pairing
