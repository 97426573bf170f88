#include "arena_pairing.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <limits>

namespace renju::pairing {
namespace {

// Tier weights: each tier outweighs everything the tiers below can add. With the default
// weights a pool's distances add up to well under 1e9 (pairs at most a band apart in rank
// order cross each gap between neighbours at most `band` times), a wait is clamped to
// MAX_WAIT_SECONDS (under 1e13 in all), and a pairing has at most n / 2 rematches, so the
// total stays below INFINITE_COST for pools of up to 40,000 players.
constexpr std::int64_t REMATCH_COST = 100'000'000'000'000;
constexpr std::int64_t LEAVE_OUT_COST_PER_SECOND = 1'000'000'000;
constexpr std::int64_t MAX_WAIT_SECONDS = 9'999;
constexpr std::int64_t INFINITE_COST = std::numeric_limits<std::int64_t>::max() / 4;
constexpr int MAX_BAND = 12;

// The DP's choice at a free position: leave it out, or pair it with the one `d` places on.
constexpr std::int8_t CHOICE_LEAVE = -1;
constexpr std::int8_t CHOICE_NONE = 0;

bool arenaBefore(const ArenaWaiting* a, const ArenaWaiting* b) {
  if (a->rank != b->rank) return a->rank < b->rank;
  if (a->rating != b->rating) return a->rating > b->rating;
  return a->id < b->id;
}

int recentMeetings(const ArenaWaiting& a, const ArenaWaiting& b) {
  // [0] is the last game, counted as a rematch instead.
  const auto& recent = a.recentOpponents;
  return static_cast<int>(
      std::count(recent.begin() + std::min<std::size_t>(1, recent.size()), recent.end(), b.id));
}

std::int64_t pairCost(const ArenaWaiting& a, const ArenaWaiting& b,
                      const ArenaPairingOptions& options) {
  std::int64_t cost =
      std::int64_t{options.rankWeight} * std::abs(a.rank - b.rank) +
      std::int64_t{options.ratingWeight} * std::abs(a.rating - b.rating) +
      std::int64_t{options.recentWeight} * (recentMeetings(a, b) + recentMeetings(b, a));
  if (arenaJustPlayed(a, b)) cost += REMATCH_COST;
  return cost;
}

std::int64_t leaveOutCost(const ArenaWaiting& a) {
  return LEAVE_OUT_COST_PER_SECOND *
         std::clamp<std::int64_t>(a.waitedMs / 1000, 0, MAX_WAIT_SECONDS);
}

// The matching over the sorted players: f(i, mask, left) is the least cost of settling
// positions i.. given that `mask` marks which of i..i+band-1 are already paired with someone
// earlier and `left` whether the one leftover was used. Computed backwards with two rows of
// costs; the choices are kept to walk forwards again.
class BandMatcher {
 public:
  BandMatcher(std::span<const ArenaWaiting* const> players, const ArenaPairingOptions& options)
      : players_(players),
        n_(static_cast<int>(players.size())),
        band_(std::clamp(std::min(options.band, n_ - 1), 1, MAX_BAND)),
        masks_(1 << band_),
        needLeave_(n_ % 2 == 1) {
    costs_.assign(static_cast<std::size_t>(n_) * band_, INFINITE_COST);
    for (int i = 0; i < n_; ++i) {
      for (int d = 1; d <= band_ && i + d < n_; ++d) {
        costs_[index(i, d)] = pairCost(*players_[i], *players_[i + d], options);
      }
    }
    choices_.assign(static_cast<std::size_t>(n_) * masks_ * 2, CHOICE_NONE);
  }

  // The pairs as positions (earlier, later) in the sorted order.
  std::vector<std::pair<int, int>> solve() {
    fill();
    return walk();
  }

 private:
  std::size_t index(int i, int d) const { return static_cast<std::size_t>(i) * band_ + d - 1; }
  std::size_t choiceIndex(int i, int mask, int left) const {
    return (static_cast<std::size_t>(i) * masks_ + mask) * 2 + left;
  }

  void fill() {
    std::vector<std::int64_t> next(static_cast<std::size_t>(masks_) * 2, INFINITE_COST);
    std::vector<std::int64_t> here(next.size());
    next[0 * 2 + (needLeave_ ? 1 : 0)] = 0;  // past the end: nothing pending, leftover settled
    for (int i = n_ - 1; i >= 0; --i) {
      for (int mask = 0; mask < masks_; ++mask) {
        for (int left = 0; left < 2; ++left) {
          here[mask * 2 + left] = best(i, mask, left, next);
        }
      }
      std::swap(here, next);
    }
    total_ = next[0];
  }

  std::int64_t best(int i, int mask, int left, const std::vector<std::int64_t>& next) {
    if (mask & 1) return next[(mask >> 1) * 2 + left];
    std::int64_t best = INFINITE_COST;
    std::int8_t choice = CHOICE_NONE;
    if (needLeave_ && !left) {
      const std::int64_t rest = next[(mask >> 1) * 2 + 1];
      if (rest < INFINITE_COST) {
        best = leaveOutCost(*players_[i]) + rest;
        choice = CHOICE_LEAVE;
      }
    }
    for (int d = 1; d <= band_ && i + d < n_; ++d) {
      if (mask & (1 << d)) continue;
      const std::int64_t rest = next[((mask | (1 << d)) >> 1) * 2 + left];
      if (rest >= INFINITE_COST) continue;
      const std::int64_t cost = costs_[index(i, d)] + rest;
      if (cost < best) {
        best = cost;
        choice = static_cast<std::int8_t>(d);
      }
    }
    choices_[choiceIndex(i, mask, left)] = choice;
    return best;
  }

  std::vector<std::pair<int, int>> walk() const {
    std::vector<std::pair<int, int>> pairs;
    assert(total_ < INFINITE_COST);
    int mask = 0;
    int left = 0;
    for (int i = 0; i < n_; ++i) {
      const int shifted = mask >> 1;
      if (mask & 1) {
        mask = shifted;
        continue;
      }
      const std::int8_t choice = choices_[choiceIndex(i, mask, left)];
      if (choice == CHOICE_LEAVE) {
        left = 1;
        mask = shifted;
        continue;
      }
      assert(choice > 0);
      pairs.emplace_back(i, i + choice);
      mask = (mask | (1 << choice)) >> 1;
    }
    return pairs;
  }

  std::span<const ArenaWaiting* const> players_;
  int n_;
  int band_;
  int masks_;
  bool needLeave_;
  std::vector<std::int64_t> costs_;   // [i][d - 1]: pairing position i with i + d
  std::vector<std::int8_t> choices_;  // [i][mask][left]
  std::int64_t total_ = INFINITE_COST;
};

int colourBalance(const ArenaWaiting& a) {
  return a.openerGames - a.secondGames;
}

// `better` is the earlier in the sort; see the header for the order of the rules.
ArenaPair withColours(const ArenaWaiting& better, const ArenaWaiting& other) {
  bool betterOpens = true;
  if (colourBalance(better) != colourBalance(other)) {
    betterOpens = colourBalance(better) < colourBalance(other);
  } else if ((better.lastColour == Colour::WHITE) != (other.lastColour == Colour::WHITE)) {
    betterOpens = other.lastColour == Colour::WHITE;
  }
  return betterOpens ? ArenaPair{better.id, other.id} : ArenaPair{other.id, better.id};
}

}  // namespace

bool arenaJustPlayed(const ArenaWaiting& a, const ArenaWaiting& b) {
  return (!a.recentOpponents.empty() && a.recentOpponents.front() == b.id) ||
         (!b.recentOpponents.empty() && b.recentOpponents.front() == a.id);
}

std::vector<ArenaPair> pairArena(std::span<const ArenaWaiting> waiting,
                                 const ArenaPairingOptions& options) {
  if (waiting.size() < 2) return {};
  std::vector<const ArenaWaiting*> sorted;
  sorted.reserve(waiting.size());
  for (const ArenaWaiting& player : waiting) sorted.push_back(&player);
  std::sort(sorted.begin(), sorted.end(), arenaBefore);
  std::vector<ArenaPair> pairs;
  for (const auto& [first, second] : BandMatcher(sorted, options).solve()) {
    pairs.push_back(withColours(*sorted[first], *sorted[second]));
  }
  return pairs;
}

}  // namespace renju::pairing
