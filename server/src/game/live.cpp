#include "game/live.h"

#include <algorithm>

#include "game/game_settings.h"
#include "ratings/public_id.h"

namespace renju::server {

using nlohmann::json;

json liveView(const std::string& id, const GameSettings& settings, const GameState& state,
              const std::optional<FischerClock>& clock,
              const std::array<std::string, 2>& namesBySeat,
              const std::array<std::string, 2>& keysBySeat, int64_t now) {
  json view = settingsToJson(settings);
  view.erase("public");
  auto nameOf = [&](Color c) {
    const std::string& name = namesBySeat[static_cast<size_t>(state.seatOf(c))];
    return name.empty() ? json(nullptr) : json(name);
  };
  auto idOf = [&](Color c) {
    std::string pid = ratings::publicIdOf(keysBySeat[static_cast<size_t>(state.seatOf(c))]);
    return pid.empty() ? json(nullptr) : json(pid);
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
              {"publicIds", {{"black", idOf(Color::BLACK)}, {"white", idOf(Color::WHITE)}}},
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

std::string liveAnnouncement(const LiveEntry& e) {
  return json{{"view", liveJson(e)}, {"clockMs", e.clockMs}}.dump();
}

std::optional<LiveEntry> fromAnnouncement(const std::string& id, const std::string& text) {
  json j = json::parse(text, nullptr, false);
  if (!j.is_object() || !j.contains("view") || !j["view"].is_object()) return std::nullopt;
  json view = j["view"];
  if (view.value("id", "") != id) return std::nullopt;
  LiveEntry e{id, view, 0, j.value("clockMs", int64_t{0})};
  if (auto s = view.find("spectators"); s != view.end() && s->is_number_unsigned())
    e.spectators = s->get<size_t>();
  e.view.erase("spectators");
  return e;
}

void LiveGames::put(LiveEntry entry) {
  std::string id = entry.id;
  LiveEntry told = entry;
  {
    std::lock_guard lock(mutex_);
    games_[id] = std::move(entry);
  }
  tell(id);
  publish(id, &told);
}

void LiveGames::remove(const std::string& id) {
  {
    std::lock_guard lock(mutex_);
    if (games_.erase(id) == 0) return;
  }
  tell(id);
  publish(id, nullptr);
}

std::optional<LiveEntry> LiveGames::get(const std::string& id) const {
  std::lock_guard lock(mutex_);
  if (auto it = games_.find(id); it != games_.end()) return it->second;
  if (auto it = remote_.find(id); it != remote_.end()) return it->second.entry;
  return std::nullopt;
}

std::vector<LiveEntry> LiveGames::list(size_t limit) const {
  std::vector<LiveEntry> all;
  {
    std::lock_guard lock(mutex_);
    all.reserve(games_.size() + remote_.size());
    for (const auto& [id, e] : games_) all.push_back(e);
    for (const auto& [id, r] : remote_)
      if (!games_.contains(id)) all.push_back(r.entry);
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

void LiveGames::setPublisher(Publisher publisher) {
  std::lock_guard lock(mutex_);
  publisher_ = std::move(publisher);
}

void LiveGames::putRemote(const std::string& node, LiveEntry entry, int64_t now) {
  std::string id = entry.id;
  {
    std::lock_guard lock(mutex_);
    remote_[id] = Remote{node, std::move(entry), now};
  }
  tell(id);
}

void LiveGames::removeRemote(const std::string& node, const std::string& id) {
  {
    std::lock_guard lock(mutex_);
    // Another node may serve the game by now (a failover): only its last teller removes it.
    auto it = remote_.find(id);
    if (it == remote_.end() || it->second.node != node) return;
    remote_.erase(it);
  }
  tell(id);
}

void LiveGames::forgetRemoteBefore(int64_t before) {
  std::vector<std::string> gone;
  {
    std::lock_guard lock(mutex_);
    for (auto it = remote_.begin(); it != remote_.end();) {
      if (it->second.heardAt < before) {
        gone.push_back(it->first);
        it = remote_.erase(it);
      } else {
        ++it;
      }
    }
  }
  for (const std::string& id : gone) tell(id);
}

std::vector<LiveEntry> LiveGames::local() const {
  std::lock_guard lock(mutex_);
  std::vector<LiveEntry> all;
  all.reserve(games_.size());
  for (const auto& [id, e] : games_) all.push_back(e);
  return all;
}

void LiveGames::publish(const std::string& id, const LiveEntry* entry) const {
  Publisher publisher;
  {
    std::lock_guard lock(mutex_);
    publisher = publisher_;
  }
  if (publisher) publisher(id, entry);
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
