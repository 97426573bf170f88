#include "live.h"

#include <algorithm>

#include "game_settings.h"

namespace renju::server {

using nlohmann::json;

json liveView(const std::string& id, const GameSettings& settings, const GameState& state,
              const std::optional<FischerClock>& clock,
              const std::array<std::string, 2>& namesBySeat, int64_t now) {
  json view = settingsToJson(settings);
  view.erase("public");
  auto nameOf = [&](Color c) {
    const std::string& name = namesBySeat[static_cast<size_t>(state.seatOf(c))];
    return name.empty() ? json(nullptr) : json(name);
  };
  json moves = json::array();
  for (const Move& m : state.moves())
    moves.push_back(m.isPass() ? json(nullptr) : json(toString(m.point)));
  std::optional<Seat> toMove = state.toMove();
  json clockLeft = nullptr;
  if (clock)
    clockLeft = json{{"black", clock->remainingAt(state.seatOf(Color::BLACK), now)},
                     {"white", clock->remainingAt(state.seatOf(Color::WHITE), now)}};
  return json{{"id", id},
              {"settings", std::move(view)},
              {"names", {{"black", nameOf(Color::BLACK)}, {"white", nameOf(Color::WHITE)}}},
              {"moves", std::move(moves)},
              {"toMove", toMove ? json(toString(state.colorOf(*toMove))) : json(nullptr)},
              {"clock", std::move(clockLeft)},
              {"at", now}};
}

json liveJson(const LiveEntry& e) {
  json j = e.view;
  j["spectators"] = e.spectators;
  return j;
}

void LiveGames::put(LiveEntry entry) {
  std::string id = entry.id;
  {
    std::lock_guard lock(mutex_);
    games_[id] = std::move(entry);
  }
  tell(id);
}

void LiveGames::remove(const std::string& id) {
  {
    std::lock_guard lock(mutex_);
    if (games_.erase(id) == 0) return;
  }
  tell(id);
}

std::optional<LiveEntry> LiveGames::get(const std::string& id) const {
  std::lock_guard lock(mutex_);
  auto it = games_.find(id);
  if (it == games_.end()) return std::nullopt;
  return it->second;
}

std::vector<LiveEntry> LiveGames::list(size_t limit) const {
  std::vector<LiveEntry> all;
  {
    std::lock_guard lock(mutex_);
    all.reserve(games_.size());
    for (const auto& [id, e] : games_) all.push_back(e);
  }
  auto before = [](const LiveEntry& a, const LiveEntry& b) {
    if (a.spectators != b.spectators) return a.spectators > b.spectators;
    if (a.clockMs != b.clockMs) return a.clockMs > b.clockMs;
    return a.id < b.id;
  };
  size_t n = std::min(limit, all.size());
  std::partial_sort(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(n), all.end(), before);
  all.resize(n);
  return all;
}

json LiveGames::listJson(size_t limit) const {
  json games = json::array();
  for (const LiveEntry& e : list(limit)) games.push_back(liveJson(e));
  return games;
}

void LiveGames::setListener(Listener listener) {
  std::lock_guard lock(mutex_);
  listener_ = std::move(listener);
}

void LiveGames::tell(const std::string& id) const {
  Listener listener;
  {
    std::lock_guard lock(mutex_);
    listener = listener_;
  }
  if (listener) listener(id);
}

}  // namespace renju::server
