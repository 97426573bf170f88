#pragma once
// The public player pages' and leaderboards' API (docs/api.md, "Players and leaderboards"):
// `GET /api/players/{publicId}`, its `/history` and `/games`, and `GET /api/leaderboard/{speed}`.
// No authorization: everything here is public by design, and a public id reveals nothing of
// its key (ratings/public_id.h). Each answer is a few indexed store reads.
#include <string>

#include <nlohmann/json.hpp>

#include "base/http_types.h"
#include "store/store.h"

namespace renju::server {

/// Games per page of `/games`: 20 by default, 50 at most.
constexpr size_t PLAYER_GAMES_DEFAULT = 20;
constexpr size_t PLAYER_GAMES_MAX = 50;
/// Points of `/history`: the last 500.
constexpr size_t RATING_HISTORY_MAX = 500;

/// The profile answer: name, ratings by speed (in speed order), results against people and
/// against the computer.
nlohmann::json profileJson(const std::string& publicId, const PlayerRow& player,
                           const std::vector<RatingRow>& ratings, const PlayerTotals& totals);
/// One entry of `/games` for the key that held `g.seat`; nullopt when its stored settings do not
/// read (the entry is left out).
std::optional<nlohmann::json> finishedGameJson(const FinishedGame& g);

class PlayersApi {
 public:
  explicit PlayersApi(Store& store) : store_(store) {}

  /// Whether `path` is one of this API's.
  static bool owns(const std::string& path);
  /// Answers a request for a path it owns.
  HttpResponse handle(const HttpRequest& request);

 private:
  HttpResponse player(const std::string& rest, const HttpRequest& request);
  HttpResponse profile(const std::string& publicId, const PlayerRow& player);
  HttpResponse history(const PlayerRow& player, const HttpRequest& request);
  HttpResponse games(const PlayerRow& player, const HttpRequest& request);
  HttpResponse leaderboard(const std::string& speed);

  Store& store_;
};

}  // namespace renju::server
