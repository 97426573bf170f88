#include "lobby/player_api.h"

#include "base/errors.h"
#include "base/http_answers.h"
#include "base/now.h"
#include "base/sha256.h"
#include "game/players.h"
#include "game/protocol.h"
#include "game_json.h"
#include "lobby/lobby.h"
#include "ratings/public_id.h"

namespace renju::server {

using nlohmann::json;

namespace {

HttpResponse nameAnswer(const std::string& name, const std::string& hash) {
  return jsonResponse(200, json{{"name", name.empty() ? json(nullptr) : json(name)},
                                {"publicId", ratings::publicIdOf(hash)}});
}

}  // namespace

Result<std::string> playerHashOf(const HttpRequest& request) {
  auto key = playerKeyFromAuthorization(request.authorization);
  if (!key) return key.error();
  if (key->empty()) return std::string();
  return sha256Hex(*key);
}

void PlayerApi::handle(const HttpRequest& request, Respond respond) {
  bool get = request.method == "GET" || request.method == "HEAD";
  if (!get && request.method != "PUT") return respond(methodNotAllowed("GET, HEAD, PUT"));
  auto hash = playerHashOf(request);
  if (!hash) return respond(errorResponse(hash.error()));
  if (hash->empty())
    return respond(errorResponse(
        serverError(ErrorCode::NO_PLAYER, "send your key in Authorization: Player <key>")));
  if (get) return this->get(*hash, std::move(respond));
  put(request, *hash, std::move(respond));
}

void PlayerApi::get(const std::string& hash, Respond respond) {
  auto row = lobby_.store().player(hash);
  if (!row) return respond(errorResponse(row.error()));
  respond(nameAnswer(row.value() ? row.value()->displayName : std::string(), hash));
}

void PlayerApi::put(const HttpRequest& request, const std::string& hash, Respond respond) {
  auto body = parseJson(request.body);
  const json* name = nullptr;
  if (body && body.value().is_object())
    if (auto it = body.value().find("name");
        it != body.value().end() && (it->is_string() || it->is_null()))
      name = &*it;
  if (!name)
    return respond(errorResponse(serverError(
        ErrorCode::BAD_REQUEST, "the body is {\"name\": \"<display name>\"} or {\"name\": null}")));
  std::string chosen = name->is_string() ? name->get<std::string>() : std::string();
  if (name->is_string())
    if (auto e = displayNameError(chosen)) return respond(errorResponse(*e));
  lobby_.store().write({store_op::SeePlayer{hash, nowMs(), chosen}}, [this, hash, chosen,
                                                                      respond = std::move(respond)](
                                                                         WriteOutcome outcome) {
    if (outcome != WriteOutcome::OK)  // nothing changed: the player may send it again
      return respond(errorResponse(serverError(ErrorCode::UNAVAILABLE, "the game store failed")));
    lobby_.playerRenamed(hash, chosen);  // the rooms it sits in name it so from now on
    respond(nameAnswer(chosen, hash));
  });
}

}  // namespace renju::server
