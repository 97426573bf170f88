#include "http/api.h"

#include <renju_version.h>

#include <algorithm>
#include <map>

#include "archive/archive_api.h"
#include "base/errors.h"
#include "base/http_answers.h"
#include "base/text.h"
#include "computer/analysis_api.h"
#include "events/event_api.h"
#include "game_json.h"
#include "lobby/challenge_api.h"
#include "ops/metrics.h"

namespace renju::server {

using nlohmann::json;

namespace {

/// Parses a JSON object body; nullopt means `respond` has been called with the error.
std::optional<json> parseBody(const HttpRequest& request, const Respond& respond) {
  auto j = parseJson(request.body);
  if (!j || !j.value().is_object()) {
    respond(errorResponse(serverError(ErrorCode::BAD_JSON, "the body must be one JSON object")));
    return std::nullopt;
  }
  return std::move(j).value();
}

// True when `request` uses `method` (GET admits HEAD); otherwise `respond` has been called.
bool expectMethod(const HttpRequest& request, std::string_view method, const Respond& respond) {
  if (request.method == method || (method == "GET" && request.method == "HEAD")) return true;
  respond(methodNotAllowed(method == "GET" ? std::string_view("GET, HEAD") : method));
  return false;
}

// A room's answer of JSON, as a 200 or as the error it is.
std::function<void(Result<json>)> answerJson(Respond respond) {
  return [respond = std::move(respond)](Result<json> r) {
    if (!r) return respond(errorResponse(r.error()));
    respond(jsonResponse(200, r.value()));
  };
}

void viewGame(const HttpRequest& request, Room& room, Respond respond) {
  room.view(request.bearer(), answerJson(std::move(respond)));
}

// `game` is the game's page, to which the seat's link points.
void joinGame(const HttpRequest& request, Room& room, std::string game, const Respond& respond) {
  auto body = parseBody(request, respond);
  if (!body) return;
  auto invite = body->find("invite");
  if (invite == body->end() || !invite->is_string())
    return respond(errorResponse(
        serverError(ErrorCode::BAD_REQUEST, "the body is {\"invite\": \"<secret>\"}")));
  auto player = playerHashOf(request);
  if (!player) return respond(errorResponse(player.error()));
  room.join(invite->get<std::string>(), std::move(player).value(),
            [respond, game = std::move(game)](Result<JoinAnswer> r) {
              if (!r) return respond(errorResponse(r.error()));
              respond(jsonResponse(200, json{{"seat", r->seat},
                                             {"you", toString(r->you)},
                                             {"urls", {{"seat", game + "#seat=" + r->seat}}}}));
            });
}

void actInGame(const HttpRequest& request, Room& room, Respond respond) {
  std::string bearer = request.bearer();
  // An event's games are played with the player key their seats were taken with.
  auto player = bearer.empty() ? playerHashOf(request) : Result<std::string>(std::string());
  if (!player) return respond(errorResponse(player.error()));
  if (bearer.empty() && player->empty())
    return respond(errorResponse(serverError(
        ErrorCode::NO_SEAT,
        "act with Authorization: Bearer <seat secret> (or Player <key> for the key's seat)")));
  auto body = parseBody(request, respond);
  if (!body) return;
  auto action = parseRequestedAction(*body);
  if (!action) return respond(errorResponse(action.error()));
  room.act(bearer, std::move(player).value(), std::move(action).value(),
           answerJson(std::move(respond)));
}

void rematchOf(const HttpRequest& request, Room& room, Respond respond) {
  if (request.bearer().empty())
    return respond(errorResponse(
        serverError(ErrorCode::NO_SEAT, "ask with Authorization: Bearer <seat secret>")));
  room.rematchSeat(request.bearer(), [respond = std::move(respond)](Result<RematchAnswer> r) {
    if (!r) return respond(errorResponse(r.error()));
    respond(jsonResponse(200, json{{"id", r->id}, {"seat", r->seat}, {"you", toString(r->you)}}));
  });
}

void gameRecord(const HttpRequest& request, Room& room, const std::string& id, Respond respond) {
  std::string format = request.queryParam("format");
  if (format.empty()) format = "text";
  static const std::map<std::string, std::string> EXTENSIONS = {
      {"text", "txt"}, {"sgf", "sgf"}, {"rif", "rif"}, {"psq", "psq"}, {"json", "json"}};
  auto ext = EXTENSIONS.find(format);
  if (ext == EXTENSIONS.end())
    return respond(errorResponse(
        serverError(ErrorCode::BAD_REQUEST, "format is text, sgf, rif, psq or json")));
  room.record(format, [respond = std::move(respond), id,
                       ext = ext->second](Result<std::pair<std::string, std::string>> r) {
    if (!r) return respond(errorResponse(r.error()));
    HttpResponse response;
    response.body = r->first;
    response.contentType = r->second;
    response.header("Content-Disposition", "attachment; filename=\"renju-" + id + "." + ext + "\"");
    response.header("Cache-Control", "no-store");
    respond(std::move(response));
  });
}

}  // namespace

Api::Api(Lobby& lobby, const Pages& pages, const ServerOptions& options,
         std::function<size_t()> socketCount)
    : lobby_(lobby),
      pages_(pages),
      options_(options),
      socketCount_(std::move(socketCount)),
      players_(lobby),
      myGames_(lobby.store()),
      playerPages_(lobby.store()) {}

std::string Api::limitKey(const HttpRequest& request) const {
  constexpr std::string_view PREFIX = "/api/games/";
  std::string bearer = request.bearer();
  if (!bearer.empty() && request.path.rfind(PREFIX, 0) == 0) {
    std::string id = request.path.substr(PREFIX.size());
    id = id.substr(0, id.find('/'));
    // Only a game already in memory is asked (every game being played is): a stranger's made-up
    // id must not cost a store read before it is even rate limited.
    if (auto room = lobby_.loaded(id))
      if (auto seat = room->seatFor(bearer))
        return "seat " + id + " " + std::string(toString(*seat));
  }
  return request.address;
}

std::string Api::baseUrl(const HttpRequest& request) const {
  if (!options_.publicUrl.empty()) {
    std::string base = options_.publicUrl;
    while (!base.empty() && base.back() == '/') base.pop_back();
    return base;
  }
  // Only a name the server answers for: a link built from any Host would let whoever sends the
  // request choose where the secrets in the links go.
  std::string_view host = request.host;
  std::string_view name = host;
  if (!name.empty() && name.front() == '[')
    name = name.substr(0, name.find(']') + 1);
  else
    name = name.substr(0, name.find(':'));
  std::string_view port = host.substr(name.size());
  bool portOk = port.empty() || (port.size() > 1 && port.size() <= 6 && port[0] == ':' &&
                                 port.find_first_not_of("0123456789", 1) == std::string_view::npos);
  auto known = [&](std::string_view n) { return equalsIgnoreCase(n, name); };
  bool ok = false;
  if (portOk && !name.empty()) {
    if (options_.hostNames.empty())
      ok = known(options_.host) || known("localhost");
    else
      ok = std::any_of(options_.hostNames.begin(), options_.hostNames.end(), known);
  }
  if (ok) return "http://" + std::string(host);
  std::string listen =
      options_.host.find(':') != std::string::npos ? "[" + options_.host + "]" : options_.host;
  return "http://" + listen + ":" + std::to_string(options_.port);
}

HttpResponse Api::metricsAnswer(const HttpRequest& request) const {
  if (request.method != "GET" && request.method != "HEAD")
    return errorResponse(serverError(ErrorCode::METHOD_NOT_ALLOWED, "/metrics answers GET"));
  HttpResponse r;
  r.contentType = "text/plain; version=0.0.4; charset=utf-8";
  r.body = metrics().render(lobby_.size(), socketCount_());
  r.header("Cache-Control", "no-store");
  return r;
}

HttpResponse Api::metricsOnly(const HttpRequest& request) const {
  if (request.path == "/metrics") return metricsAnswer(request);
  return errorResponse(serverError(ErrorCode::NOT_FOUND, "this address serves /metrics only"));
}

void Api::handle(const HttpRequest& request, Respond respond) {
  const std::string& path = request.path;
  // With --metrics-listen the operator's own address serves it, and this port knows no such path.
  if (path == "/metrics" && options_.metricsListen.empty()) return respond(metricsAnswer(request));
  if (path == "/metrics")
    return respond(errorResponse(serverError(ErrorCode::NOT_FOUND, "no such page")));
  if (path.rfind("/api/", 0) != 0 && path != "/api") {
    if (request.method != "GET" && request.method != "HEAD")
      return respond(methodNotAllowed("GET, HEAD"));
    return respond(pages_.handle(request));
  }
  if (path == "/api/health") {
    if (request.method != "GET" && request.method != "HEAD")
      return respond(methodNotAllowed("GET, HEAD"));
    return respond(jsonResponse(
        200, json{{"ok", true},
                  {"version", std::string(RENJU_VERSION) + " " + RENJU_COMMIT},
                  {"games", lobby_.size()},
                  {"unjoined", lobby_.unjoinedCount()},
                  {"sockets", socketCount_()},
                  {"node", lobby_.node().empty() ? json(nullptr) : json(lobby_.node())}}));
  }
  if (path == "/api/analysis") {
    if (request.method != "POST") return respond(methodNotAllowed("POST"));
    if (!analysis_)
      return respond(
          errorResponse(serverError(ErrorCode::UNAVAILABLE, "no analysis on this server")));
    return analysis_->handle(request, std::move(respond));
  }
  if (path == "/api/player") return players_.handle(request, std::move(respond));
  if (path == "/api/my-games") return myGames_.handle(request, std::move(respond));
  if (PlayersApi::owns(path)) return respond(playerPages_.handle(request));
  if (path == "/api/live") {
    if (request.method != "GET" && request.method != "HEAD")
      return respond(methodNotAllowed("GET, HEAD"));
    return respond(jsonResponse(200, json{{"games", lobby_.live().listJson(LIVE_LIMIT)}}));
  }
  if (archive_ && ArchiveApi::owns(path)) return respond(archive_->handle(request));
  if (challenges_ && (path == "/api/challenges" || path.starts_with("/api/challenges/")))
    return challenges_->handle(request, std::move(respond));
  if (events_ && events::EventApi::owns(path)) return events_->handle(request, std::move(respond));
  if (path == "/api/games") {
    if (request.method != "POST") return respond(methodNotAllowed("POST"));
    return createGame(request, std::move(respond));
  }
  constexpr std::string_view PREFIX = "/api/games/";
  if (path.rfind(PREFIX, 0) == 0) {
    std::string rest = path.substr(PREFIX.size());
    size_t slash = rest.find('/');
    std::string id = rest.substr(0, slash);
    std::string tail = slash == std::string::npos ? "" : rest.substr(slash + 1);
    return gameRoute(request, id, tail, std::move(respond));
  }
  respond(errorResponse(serverError(ErrorCode::NOT_FOUND, "no such API path")));
}

void Api::createGame(const HttpRequest& request, Respond respond) {
  auto body = parseBody(request, respond);
  if (!body) return;
  auto parsed = parseCreateRequest(*body);
  if (!parsed) return respond(errorResponse(parsed.error()));
  auto player = playerHashOf(request);
  if (!player) return respond(errorResponse(player.error()));
  parsed.value().playerHash = std::move(player).value();
  std::string base = baseUrl(request);
  lobby_.create(parsed.value(), request.address,
                [respond = std::move(respond), base](Result<CreateAnswer> r) {
                  if (!r) return respond(errorResponse(r.error()));
                  const CreateAnswer& a = r.value();
                  std::string game = base + "/g/" + a.id;
                  json body{{"id", a.id},
                            {"seat", a.seat},
                            {"you", toString(a.you)},
                            {"urls", {{"seat", game + "#seat=" + a.seat}, {"watch", game}}}};
                  if (a.computerLevel > 0) {
                    // Nobody joins a game against the computer: there is no invite.
                    body["computer"] = {{"seat", toString(~a.you)}, {"level", a.computerLevel}};
                  } else {
                    body["invite"] = a.invite;
                    body["urls"]["invite"] = game + "#invite=" + a.invite;
                  }
                  respond(jsonResponse(201, body));
                });
}

void Api::gameRoute(const HttpRequest& request, const std::string& id, const std::string& tail,
                    Respond respond) {
  bool known =
      tail.empty() || tail == "join" || tail == "actions" || tail == "rematch" || tail == "record";
  if (!known) return respond(errorResponse(serverError(ErrorCode::NOT_FOUND, "no such API path")));
  if (!expectMethod(request, tail == "join" || tail == "actions" ? "POST" : "GET", respond)) return;
  auto room = findGame(id, respond);
  if (!room) return;
  if (tail.empty()) return viewGame(request, *room, std::move(respond));
  if (tail == "join") return joinGame(request, *room, baseUrl(request) + "/g/" + id, respond);
  if (tail == "actions") return actInGame(request, *room, std::move(respond));
  if (tail == "rematch") return rematchOf(request, *room, std::move(respond));
  gameRecord(request, *room, id, std::move(respond));
}

std::shared_ptr<Room> Api::findGame(const std::string& id, const Respond& respond) {
  auto [lookup, room] = lobby_.find(id);
  if (lookup == Lobby::Lookup::UNAVAILABLE) {
    respond(errorResponse(serverError(ErrorCode::UNAVAILABLE, "the game store failed; try again")));
    return nullptr;
  }
  if (lookup == Lobby::Lookup::EXPIRED) {
    respond(errorResponse(
        serverError(ErrorCode::EXPIRED, "this game was never joined and has expired")));
    return nullptr;
  }
  if (!room) respond(errorResponse(serverError(ErrorCode::UNKNOWN_GAME, "no game has this id")));
  return room;
}

}  // namespace renju::server
