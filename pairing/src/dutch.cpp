#include "dutch.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <string>
#include <tuple>

#include "dutch_brackets.h"
#include "dutch_players.h"
#include "wide_uint.h"

namespace renju::pairing {
namespace dutch {
namespace {

// Score groups from the bottom: each gets a field wide enough for its size (C7, C18-C21).
WeightLayout layoutFor(const RoundSetup& setup, const std::vector<const PlayerState*>& sorted) {
  WeightLayout layout;
  layout.playedRounds = setup.playedRounds;
  int largest = 0, run = 0;
  for (auto it = sorted.rbegin(); it != sorted.rend(); ++it) {
    ++run;
    const auto next = std::next(it);
    if (next == sorted.rend() || (*it)->score < (*next)->score) {
      layout.scoreShift[(*it)->score] = layout.scoreBits;
      layout.scoreBits += bitsFor(run);
      largest = std::max(largest, run);
      run = 0;
    }
  }
  layout.groupBits = std::max(1, bitsFor(largest));
  return layout;
}

template <int WORDS>
Result<std::vector<std::pair<int, int>>> pairWith(const RoundSetup& setup,
                                                  std::vector<const PlayerState*> sorted,
                                                  const WeightLayout& layout) {
  Brackets<WideUint<WORDS>> brackets(setup, std::move(sorted), layout);
  return brackets.run();
}

// The narrowest weights that hold every field: a few words for a club, more for a big open.
Result<std::vector<std::pair<int, int>>> pairWithWidth(const RoundSetup& setup) {
  std::vector<const PlayerState*> sorted;
  for (int id : setup.toPair) sorted.push_back(&setup.players[id]);
  std::sort(sorted.begin(), sorted.end(),
            [](const PlayerState* a, const PlayerState* b) { return ranksAbove(*a, *b); });
  if (sorted.empty()) return std::vector<std::pair<int, int>>{};
  const WeightLayout layout = layoutFor(setup, sorted);
  const int bits = layout.totalBits();
  if (bits <= 128) return pairWith<2>(setup, std::move(sorted), layout);
  if (bits <= 256) return pairWith<4>(setup, std::move(sorted), layout);
  if (bits <= 512) return pairWith<8>(setup, std::move(sorted), layout);
  if (bits <= 1024) return pairWith<16>(setup, std::move(sorted), layout);
  if (bits <= 2048) return pairWith<32>(setup, std::move(sorted), layout);
  if (bits <= 4096) return pairWith<64>(setup, std::move(sorted), layout);
  return makeError("too-large", "the tournament needs weights of " + std::to_string(bits) +
                                    " bits; at most 4096 are supported");
}

}  // namespace
}  // namespace dutch

namespace {

// The order pairing programmes print: byes last, then by the pair's higher score, its lower
// score, and the higher player's pairing number.
void sortPairs(std::vector<std::pair<int, int>>& pairs, const dutch::RoundSetup& s) {
  auto key = [&](const std::pair<int, int>& p) {
    if (p.second < 0) return std::make_tuple(1, 0, 0, s.players[p.first].pairingNo);
    const dutch::PlayerState& a = s.players[p.first];
    const dutch::PlayerState& b = s.players[p.second];
    const bool bHigher = a.score != b.score ? b.score > a.score : b.pairingNo < a.pairingNo;
    const dutch::PlayerState& hi = bHigher ? b : a;
    const dutch::PlayerState& lo = bHigher ? a : b;
    return std::make_tuple(0, -hi.score, -lo.score, hi.pairingNo);
  };
  std::stable_sort(pairs.begin(), pairs.end(),
                   [&](const auto& x, const auto& y) { return key(x) < key(y); });
}

}  // namespace

Result<Round> pairDutch(const Tournament& tournament) {
  const dutch::RoundSetup setup = dutch::setupRound(tournament);
  Result<std::vector<std::pair<int, int>>> pairs = dutch::pairWithWidth(setup);
  if (!pairs) return pairs.error();
  std::vector<std::pair<int, int>> list = std::move(pairs).value();
  sortPairs(list, setup);
  Round round;
  for (const auto& [white, black] : list) {
    round.push_back(Pair{white + 1, black < 0 ? 0 : black + 1});
  }
  return round;
}

}  // namespace renju::pairing
