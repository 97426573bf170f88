#include "game/outcome_cache.h"

namespace renju::server {

void OutcomeCache::remember(Seat seat, const std::string& key, Outcome outcome) {
  if (key.empty()) return;
  auto& map = outcomes_[index(seat)];
  auto& order = order_[index(seat)];
  if (!map.emplace(key, std::move(outcome)).second) return;
  order.push_back(key);
  if (order.size() > perSeat_) {
    map.erase(order.front());
    order.pop_front();
  }
}

const Outcome* OutcomeCache::find(Seat seat, const std::string& key) const {
  if (key.empty()) return nullptr;
  const auto& map = outcomes_[index(seat)];
  auto it = map.find(key);
  return it == map.end() ? nullptr : &it->second;
}

}  // namespace renju::server
