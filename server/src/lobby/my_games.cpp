#include "lobby/my_games.h"

#include <algorithm>

#include "base/errors.h"
#include "base/http_answers.h"
#include "game/game_record.h"
#include "game/game_settings.h"
#include "game/protocol.h"
#include "game_json.h"
#include "lobby/player_api.h"
#include "ratings/public_id.h"

namespace renju::server {

using nlohmann::json;

namespace {

/// The seat taken with the key of `keyHash`, if any (the opener's first: a player who took both
/// seats of one game sees it once).
std::optional<Seat> seatOfPlayer(const GameRow& row, const std::string& keyHash) {
  if (keyHash.empty()) return std::nullopt;
  for (Seat s : {Seat::OPENER, Seat::OTHER})
    if (row.players[static_cast<size_t>(s)] == keyHash) return s;
  return std::nullopt;
}

/// The state the stored log leads to, as a room restored from the store would have it.
std::optional<GameState> replayStored(const GameSettings& settings, const LoadedGame& game) {
  auto log = logFromRows(game.actions);
  if (!log) return std::nullopt;
  ReplayResult replayed = replay(settings.config, log.value());
  if (replayed.error) return std::nullopt;
  return std::move(replayed.state);
}

/// "win", "loss", "draw" or "aborted", as `you` sees `result`.
std::string_view outcomeFor(const GameResult& result, Seat you) {
  if (result.reason == EndReason::ABORTED) return "aborted";
  if (!result.winner) return "draw";
  return *result.winner == you ? "win" : "loss";
}

}  // namespace

std::optional<json> myGameEntry(const PlayerGame& game, const std::string& keyHash) {
  const GameRow& row = game.game.game;
  std::optional<Seat> you = seatOfPlayer(row, keyHash);
  if (!you) return std::nullopt;
  auto settingsJson = parseJson(row.settings);
  if (!settingsJson) return std::nullopt;
  auto settings = settingsFromJson(settingsJson.value());
  if (!settings || validate(settings->config)) return std::nullopt;
  std::optional<GameState> state = replayStored(settings.value(), game.game);
  if (!state) return std::nullopt;

  Seat them = ~*you;
  bool joined = row.joinedAt > 0;
  bool finished = joined && state->status() == Status::FINISHED;
  std::string_view status = !joined ? "waiting" : finished ? "finished" : "playing";
  json settingsView = settingsToJson(settings.value());
  settingsView.erase("public");
  json opponent = nullptr;
  if (row.computerSeat == them)
    opponent = json{{"computer", row.computerLevel}};
  else if (joined) {
    auto i = static_cast<size_t>(them);
    std::string id = ratings::publicIdOf(row.players[i]);
    opponent = json{{"name", game.names[i].empty() ? json(nullptr) : json(game.names[i])},
                    {"publicId", id.empty() ? json(nullptr) : json(id)}};
  }
  json result = nullptr;
  if (finished && state->result())
    result = json{{"outcome", outcomeFor(*state->result(), *you)},
                  {"reason", toString(state->result()->reason)}};
  int64_t lastMoveAt = game.game.actions.empty() ? (joined ? row.joinedAt : row.createdAt)
                                                 : game.game.actions.back().at;
  return json{{"id", row.id},
              {"settings", std::move(settingsView)},
              {"seat", toString(*you)},
              {"color", toString(state->colorOf(*you))},
              {"opponent", std::move(opponent)},
              {"status", status},
              {"yourTurn", status == "playing" && state->toMove() == you},
              {"result", std::move(result)},
              {"moves", state->moveCount()},
              {"lastMoveAt", lastMoveAt}};
}

json myGamesList(const std::vector<PlayerGame>& games, const std::string& keyHash) {
  std::vector<json> entries;
  entries.reserve(games.size());
  for (const PlayerGame& g : games)
    if (auto entry = myGameEntry(g, keyHash)) entries.push_back(std::move(*entry));
  // Rank: 0 = your turn, 1 = the opponent's turn or waiting for one, 2 = finished.
  auto rank = [](const json& e) {
    if (e["status"] == "finished") return 2;
    return e["yourTurn"].get<bool>() ? 0 : 1;
  };
  std::stable_sort(entries.begin(), entries.end(), [&](const json& a, const json& b) {
    int ra = rank(a);
    int rb = rank(b);
    if (ra != rb) return ra < rb;
    return a["lastMoveAt"].get<int64_t>() > b["lastMoveAt"].get<int64_t>();
  });
  return json(std::move(entries));
}

void MyGamesApi::handle(const HttpRequest& request, Respond respond) {
  if (request.method != "GET" && request.method != "HEAD")
    return respond(methodNotAllowed("GET, HEAD"));
  auto hash = playerHashOf(request);
  if (!hash) return respond(errorResponse(hash.error()));
  if (hash->empty())
    return respond(errorResponse(
        serverError(ErrorCode::NO_PLAYER, "send your key in Authorization: Player <key>")));
  auto games = store_.gamesOfPlayer(*hash, MY_GAMES_LIMIT);
  if (!games) return respond(errorResponse(games.error()));
  respond(jsonResponse(200, json{{"games", myGamesList(games.value(), *hash)}}));
}

}  // namespace renju::server
