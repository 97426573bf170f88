#include "lobby/players_api.h"

#include <charconv>
#include <cmath>

#include "base/errors.h"
#include "base/http_answers.h"
#include "base/json_text.h"
#include "base/now.h"
#include "game/game_settings.h"
#include "game/protocol.h"
#include "game_json.h"
#include "ratings/leaderboard.h"
#include "ratings/public_id.h"

namespace renju::server {

using nlohmann::json;

namespace {

constexpr std::string_view PLAYERS_PREFIX = "/api/players/";
constexpr std::string_view LEADERBOARD_PREFIX = "/api/leaderboard/";

// These answers change with every game a player finishes: a cache must ask again each time.
HttpResponse pagesOk(const json& body) {
  HttpResponse r;
  r.body = dumpJson(body);
  r.header("Cache-Control", "no-cache");
  return r;
}

HttpResponse pagesBad(std::string message) {
  return errorResponse(serverError(ErrorCode::BAD_REQUEST, std::move(message)));
}

bool parsePageInt(const std::string& s, int64_t& out) {
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && end == s.data() + s.size();
}

json pagesOrNull(const std::string& s) {
  return s.empty() ? json(nullptr) : json(s);
}

json countsJson(const ResultCounts& c) {
  return json{{"games", c.games}, {"wins", c.wins}, {"draws", c.draws}, {"losses", c.losses}};
}

json ratingJson(const RatingRow& r) {
  const ratings::Standing& s = r.standing;
  return json{{"speed", ratings::speedName(r.speed)},
              {"rating", std::lround(s.rating.rating)},
              {"deviation", std::lround(s.rating.deviation)},
              {"provisional", ratings::provisional(s.rating)},
              {"games", s.games},
              {"wins", s.wins},
              {"draws", s.draws},
              {"losses", s.losses},
              {"lastRatedAt", s.lastRatedAt}};
}

/// "win", "loss" or "draw" for `seat` of a game whose winner column is `winner`.
std::string_view outcomeOf(const std::string& winner, Seat seat) {
  if (winner == "draw") return "draw";
  return winner == toString(seat) ? "win" : "loss";
}

}  // namespace

json profileJson(const std::string& publicId, const PlayerRow& player,
                 const std::vector<RatingRow>& rows, const PlayerTotals& totals) {
  json list = json::array();
  for (ratings::Speed speed : ratings::ALL_SPEEDS)
    for (const RatingRow& r : rows)
      if (r.speed == speed) list.push_back(ratingJson(r));
  return json{{"publicId", publicId},
              {"name", pagesOrNull(player.displayName)},
              {"ratings", std::move(list)},
              {"results", countsJson(totals.people)},
              {"computer", countsJson(totals.computer)}};
}

std::optional<json> finishedGameJson(const FinishedGame& g) {
  auto parsed = parseJson(g.settings);
  if (!parsed) return std::nullopt;
  auto settings = settingsFromJson(parsed.value());
  if (!settings) return std::nullopt;
  json settingsView = settingsToJson(settings.value());
  settingsView.erase("public");
  bool opener = g.seat == Seat::OPENER;
  std::string color = g.end.openerColor;
  if (!opener) color = color == "black" ? "white" : "black";
  json opponent = g.computerSeat
                      ? json{{"computer", g.computerLevel}}
                      : json{{"name", pagesOrNull(g.opponentName)},
                             {"publicId", pagesOrNull(ratings::publicIdOf(g.opponentHash))}};
  json change =
      g.counted ? json(std::lround(g.ratingAfter) - std::lround(g.ratingBefore)) : json(nullptr);
  return json{{"id", g.id},
              {"settings", std::move(settingsView)},
              {"seat", toString(g.seat)},
              {"color", color},
              {"opponent", std::move(opponent)},
              {"result", {{"outcome", outcomeOf(g.end.winner, g.seat)}, {"reason", g.end.reason}}},
              {"moves", g.end.moves},
              {"endedAt", g.end.endedAt},
              {"rated", settings->rated},
              {"ratingChange", std::move(change)}};
}

bool PlayersApi::owns(const std::string& path) {
  return path.starts_with(PLAYERS_PREFIX) || path.starts_with(LEADERBOARD_PREFIX);
}

HttpResponse PlayersApi::handle(const HttpRequest& request) {
  if (request.method != "GET" && request.method != "HEAD") return methodNotAllowed("GET, HEAD");
  const std::string& path = request.path;
  if (path.starts_with(LEADERBOARD_PREFIX))
    return leaderboard(path.substr(LEADERBOARD_PREFIX.size()));
  return player(path.substr(PLAYERS_PREFIX.size()), request);
}

HttpResponse PlayersApi::player(const std::string& rest, const HttpRequest& request) {
  size_t slash = rest.find('/');
  std::string publicId = rest.substr(0, slash);
  std::string tail = slash == std::string::npos ? "" : rest.substr(slash + 1);
  if (!tail.empty() && tail != "history" && tail != "games")
    return errorResponse(serverError(ErrorCode::NOT_FOUND, "no such API path"));
  if (!ratings::validPublicId(publicId))
    return pagesBad("a public id is 16 characters of 0-9 and a-f");
  auto found = store_.playerByPublicId(publicId);
  if (!found) return errorResponse(found.error());
  if (!found.value())
    return errorResponse(serverError(ErrorCode::UNKNOWN_PLAYER, "no player has this id"));
  const PlayerRow& row = *found.value();
  if (tail == "history") return history(row, request);
  if (tail == "games") return games(row, request);
  return profile(publicId, row);
}

HttpResponse PlayersApi::profile(const std::string& publicId, const PlayerRow& player) {
  auto rows = store_.ratingsOf(player.keyHash);
  if (!rows) return errorResponse(rows.error());
  auto totals = store_.playerTotals(player.keyHash);
  if (!totals) return errorResponse(totals.error());
  return pagesOk(profileJson(publicId, player, rows.value(), totals.value()));
}

HttpResponse PlayersApi::history(const PlayerRow& player, const HttpRequest& request) {
  std::string name = request.queryParam("speed");
  auto speed = ratings::speedFromName(name);
  if (!speed) return pagesBad("speed is bullet, blitz, rapid, classical or correspondence");
  auto points = store_.ratingHistory(player.keyHash, *speed, RATING_HISTORY_MAX);
  if (!points) return errorResponse(points.error());
  json list = json::array();
  for (const RatingPoint& p : points.value())
    list.push_back(json{{"at", p.at},
                        {"rating", std::lround(p.rating)},
                        {"deviation", std::lround(p.deviation)},
                        {"gameId", p.gameId}});
  return pagesOk(json{{"speed", name}, {"points", std::move(list)}});
}

HttpResponse PlayersApi::games(const PlayerRow& player, const HttpRequest& request) {
  FinishedGamesQuery q;
  q.keyHash = player.keyHash;
  q.limit = PLAYER_GAMES_DEFAULT;
  std::string against = request.queryParam("against");
  if (!against.empty() && against != "people" && against != "computer")
    return pagesBad("against is people or computer");
  q.computer = against == "computer";
  if (std::string v = request.queryParam("limit"); !v.empty()) {
    int64_t n = 0;
    if (!parsePageInt(v, n) || n < 1 || n > static_cast<int64_t>(PLAYER_GAMES_MAX))
      return pagesBad("limit is 1 to 50");
    q.limit = static_cast<size_t>(n);
  }
  if (std::string before = request.queryParam("before"); !before.empty()) {
    size_t dot = before.find('.');
    if (dot == std::string::npos || dot + 1 == before.size() ||
        !parsePageInt(before.substr(0, dot), q.beforeEndedAt))
      return pagesBad("before is the next cursor of a previous page");
    q.beforeId = before.substr(dot + 1);
  }
  size_t pageSize = q.limit;
  q.limit += 1;  // one more tells whether another page follows
  auto rows = store_.finishedGames(q);
  if (!rows) return errorResponse(rows.error());
  json list = json::array();
  json next = nullptr;
  for (size_t i = 0; i < rows->size() && i < pageSize; ++i) {
    const FinishedGame& g = rows.value()[i];
    if (auto entry = finishedGameJson(g)) list.push_back(std::move(*entry));
    if (i + 1 == pageSize && rows->size() > pageSize)
      next = std::to_string(g.end.endedAt) + "." + g.id;
  }
  return pagesOk(json{{"games", std::move(list)}, {"next", std::move(next)}});
}

HttpResponse PlayersApi::leaderboard(const std::string& name) {
  auto speed = ratings::speedFromName(name);
  if (!speed) return pagesBad("speed is bullet, blitz, rapid, classical or correspondence");
  int64_t now = nowMs();
  auto rows =
      store_.leaderboard(*speed, now - ratings::LEADERBOARD_ACTIVE_MS, ratings::LEADERBOARD_SIZE);
  if (!rows) return errorResponse(rows.error());
  json list = json::array();
  int rank = 0;
  for (const auto& e : ratings::rankLeaderboard(std::move(rows).value(), now))
    list.push_back(json{{"rank", ++rank},
                        {"publicId", e.publicId},
                        {"name", pagesOrNull(e.name)},
                        {"rating", std::lround(e.standing.rating.rating)},
                        {"deviation", std::lround(e.standing.rating.deviation)},
                        {"games", e.standing.games},
                        {"lastRatedAt", e.standing.lastRatedAt}});
  return pagesOk(json{{"speed", name}, {"players", std::move(list)}});
}

}  // namespace renju::server
