#include "events/event_api.h"

#include <algorithm>

#include "base/errors.h"
#include "base/http_answers.h"
#include "base/json_text.h"
#include "base/now.h"
#include "base/random_id.h"
#include "events/event_json.h"
#include "events/event_pairing.h"
#include "events/event_view.h"
#include "game_json.h"
#include "lobby/challenge_ratings.h"
#include "lobby/player_api.h"
#include "ratings/public_id.h"

namespace renju::server::events {

using nlohmann::json;

namespace {

constexpr std::string_view ROOT = "/api/tournaments";
// Without "noShowMs", a player who has not come to his board within a minute loses it.
constexpr int64_t DEFAULT_NO_SHOW_MS = 60 * 1000;

Error needKey() {
  return serverError(ErrorCode::NO_PLAYER,
                     "tournaments need your key in Authorization: Player <key>");
}

Result<json> bodyObject(const HttpRequest& request) {
  if (request.body.empty()) return json::object();
  auto body = parseJson(request.body);
  if (!body || !body.value().is_object())
    return serverError(ErrorCode::BAD_JSON, "the body must be one JSON object");
  return body.value();
}

// The entrant a public id names (the organiser's verbs name players by their public ids).
Result<std::string> keyOfPublicId(const EventKind& state, const json& body) {
  auto p = body.find("player");
  if (p == body.end() || !p->is_string())
    return serverError(ErrorCode::BAD_REQUEST, "\"player\": the player's public id");
  std::string wanted = p->get<std::string>();
  auto match = [&](const std::string& key) { return ratings::publicIdOf(key) == wanted; };
  if (const auto* s = std::get_if<EventState>(&state)) {
    for (const Entrant& e : s->entrants)
      if (match(e.key)) return e.key;
  } else {
    for (const ArenaPlayer& a : std::get<ArenaState>(state).players)
      if (match(a.key)) return a.key;
  }
  return serverError(ErrorCode::NOT_ENTERED, "no player of this event has public id " + wanted);
}

Plan fixed(AnyAction action) {
  return [action = std::move(action)](const EventKind&) -> Result<Step> {
    return Step{action, {}, {}};
  };
}

bool isArena(const EventKind& state) {
  return std::holds_alternative<ArenaState>(state);
}

// A positive page or round number from the query (`fallback` when absent).
Result<int> queryNumber(const HttpRequest& request, std::string_view name, int fallback) {
  std::string text = request.queryParam(name);
  if (text.empty()) return fallback;
  bool digits = text.size() <= 6 &&
                std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (!digits || std::stoi(text) < 1)
    return serverError(ErrorCode::BAD_REQUEST,
                       std::string(name) + ": a whole number from 1 to 999999");
  return std::stoi(text);
}

Result<ViewQuery> viewQueryOf(const HttpRequest& request) {
  auto page = queryNumber(request, "page", 1);
  if (!page) return page.error();
  auto round = queryNumber(request, "round", 0);
  if (!round) return round.error();
  auto boards = queryNumber(request, "boards", 1);
  if (!boards) return boards.error();
  return ViewQuery{page.value(), round.value(), boards.value()};
}

// The view of the last durable state, off the event's strand: its public part is made once per
// state and query (ViewCache) and only `you` is made for each reader.
HttpResponse viewResponse(const EventHost& host, const std::string& key, const ViewQuery& query) {
  ViewCache::View view = host.viewCache().publicText(host, query);
  HttpResponse r;
  r.body = eventViewText(*view.text, nowMs(), eventYou(*view.ranked, key));
  r.header("Cache-Control", "no-store");
  return r;
}

}  // namespace

void EventApi::handle(const HttpRequest& request, Respond respond) {
  std::string rest = request.path.substr(ROOT.size());
  bool read = request.method == "GET" || request.method == "HEAD";
  auto key = playerHashOf(request);
  if (!key) return respond(errorResponse(key.error()));
  if (rest.empty() || rest == "/") {
    if (read) return list(request, respond);
    if (request.method != "POST") return respond(methodNotAllowed("GET, HEAD, POST"));
    if (key->empty()) return respond(errorResponse(needKey()));
    return create(request, *key, respond);
  }
  std::string id = rest.substr(1);
  std::string tail;
  if (size_t slash = id.find('/'); slash != std::string::npos) {
    tail = id.substr(slash + 1);
    id = id.substr(0, slash);
  }
  if (tail.empty() || tail == "trf") {
    if (!read) return respond(methodNotAllowed("GET, HEAD"));
    return this->read(request, id, *key, tail, std::move(respond));
  }
  if (request.method != "POST") return respond(methodNotAllowed("POST"));
  if (key->empty()) return respond(errorResponse(needKey()));
  change(request, id, *key, tail, std::move(respond));
}

void EventApi::list(const HttpRequest& request, const Respond& respond) {
  EventsQuery q;
  std::string status = request.queryParam("status");
  if (!status.empty()) {
    if (status != "registering" && status != "running" && status != "finished")
      return respond(errorResponse(
          serverError(ErrorCode::BAD_REQUEST, "status: one of registering, running, finished")));
    q.status = status;
  }
  auto rows = store_.events(q);
  if (!rows) return respond(errorResponse(rows.error()));
  json events = json::array();
  for (const EventRow& row : rows.value()) events.push_back(eventSummary(row));
  respond(jsonResponse(200, json{{"events", std::move(events)}, {"serverTime", nowMs()}}));
}

void EventApi::create(const HttpRequest& request, const std::string& key, const Respond& respond) {
  auto body = bodyObject(request);
  if (!body) return respond(errorResponse(body.error()));
  json j = body.value();
  if (!j.contains("noShowMs")) j["noShowMs"] = DEFAULT_NO_SHOW_MS;
  if (!j.contains("tieBreaks") && j.value("format", "") != "arena")
    j["tieBreaks"] = j.value("format", "") == "swiss" ? json{"bh-c1", "bh", "sb", "won"}
                                                      : json{"sb", "de", "won"};
  auto config = eventConfigFromJson(j);
  if (!config) return respond(errorResponse(config.error()));
  // Checked as the host will replay it.
  std::optional<Error> refused;
  if (config.value().format == EventFormat::ARENA) {
    if (auto a = newArena(config.value()); !a) refused = a.error();
  } else if (auto e = newEvent(config.value()); !e) {
    refused = e.error();
  }
  if (refused) return respond(errorResponse(*refused));
  int64_t now = nowMs();
  if (config.value().startsAt > 0 && config.value().startsAt < now)
    return respond(
        errorResponse(serverError(ErrorCode::BAD_CONFIG, "startsAt: a time to come (server ms)")));
  EventRow row{makeGameId(),
               dumpJson(eventConfigToJson(config.value())),
               key,
               now,
               config.value().startsAt,
               config.value().isPrivate,
               std::string(EVENT_REGISTERING)};
  // The organiser's key is a player from now on, as a game's creator is (Lobby::create).
  std::vector<StoreOp> unit{store_op::CreateEvent{row},
                            store_op::SeePlayer{key, now, std::nullopt}};
  store_.write(std::move(unit), [this, row, respond](WriteOutcome outcome) {
    if (outcome != WriteOutcome::OK)
      return respond(errorResponse(serverError(ErrorCode::UNAVAILABLE, "the event store failed")));
    hub_.add(LoadedEvent{row, {}});
    respond(jsonResponse(201, json{{"id", row.id}, {"url", "/t/" + row.id}}));
  });
}

void EventApi::read(const HttpRequest& request, const std::string& id, const std::string& key,
                    const std::string& tail, Respond respond) {
  auto host = hub_.find(id);
  if (!host) return respond(errorResponse(host.error()));
  if (tail != "trf") {
    auto query = viewQueryOf(request);
    if (!query) return respond(errorResponse(query.error()));
    return respond(viewResponse(*host.value(), key, query.value()));
  }
  host.value()->inspect(
      [respond = std::move(respond)](const EventKind& state, const EventRow& row) {
        const auto* s = std::get_if<EventState>(&state);
        if (!s)
          return respond(errorResponse(
              serverError(ErrorCode::NOT_FOUND, "an arena has no TRF: it has no rounds")));
        HttpResponse r;
        r.contentType = "text/plain; charset=utf-8";
        r.body = eventTrf(*s);
        r.header("Content-Disposition", "attachment; filename=\"" + row.id + ".trf\"");
        respond(std::move(r));
      });
}

void EventApi::change(const HttpRequest& request, const std::string& id, const std::string& key,
                      const std::string& verb, Respond respond) {
  auto host = hub_.find(id);
  if (!host) return respond(errorResponse(host.error()));
  auto plan = planOf(request, *host.value(), key, verb);
  if (!plan) return respond(errorResponse(plan.error()));
  std::shared_ptr<EventHost> h = host.value();
  h->request(std::move(plan).value(), [h, key, respond](std::optional<Error> e) {
    if (e) return respond(errorResponse(*e));
    // The snapshot is the state just made durable.
    respond(viewResponse(*h, key, ViewQuery{}));
  });
}

Result<Plan> EventApi::joinPlan(const EventHost& host, const std::string& key) {
  auto player = store_.player(key);
  if (!player) return player.error();
  std::string name = player.value() ? player.value()->displayName : "";
  auto snap = host.snapshot();
  const EventKind& state = *snap;
  int rating = 1500;
  std::string settings = dumpJson(configOf(state).gameSettings);
  if (auto speed = speedOfSettingsJson(settings)) {
    auto r = lobbyRating(store_, key, *speed);
    if (!r) return r.error();
    rating = r->value;
  }
  // An entrant is a player from the join on (his page lists the event's games), as whoever
  // takes a game's seat is: the join's unit records the key.
  bool arena = isArena(state);
  return Plan{[key, name, rating, arena](const EventKind&) -> Result<Step> {
    int64_t now = nowMs();
    std::vector<StoreOp> seen{store_op::SeePlayer{key, now, std::nullopt}};
    if (arena) return Step{ArenaAction{arena_action::Join{key, name, rating, now}}, seen, {}};
    return Step{EventAction{action::Join{key, name, rating}}, seen, {}};
  }};
}

Result<Plan> EventApi::planOf(const HttpRequest& request, const EventHost& host,
                              const std::string& key, const std::string& verb) {
  auto body = bodyObject(request);
  if (!body) return body.error();
  auto snap = host.snapshot();
  const EventKind& state = *snap;
  bool arena = isArena(state);
  if (verb == "join") return joinPlan(host, key);
  if (verb == "withdraw")
    return arena ? fixed(ArenaAction{arena_action::Leave{key}})
                 : fixed(EventAction{action::Withdraw{key}});
  if (verb == "bye") {
    if (arena) return serverError(ErrorCode::BAD_REQUEST, "an arena has no byes");
    auto round = body.value().find("round");
    if (round == body.value().end() || !round->is_number_integer())
      return serverError(ErrorCode::BAD_REQUEST, "\"round\": the round of the half-point bye");
    return fixed(EventAction{action::HalfBye{key, round->get<int>()}});
  }
  bool organiserVerb =
      verb == "start" || verb == "end" || verb == "pause-player" || verb == "remove-player";
  if (!organiserVerb) return serverError(ErrorCode::NOT_FOUND, "no such API path");
  if (key != host.organiser())
    return serverError(ErrorCode::NOT_ORGANISER, "only the event's organiser may " + verb);
  if (verb == "start")
    return Plan{[](const EventKind& s) -> Result<Step> {
      if (isArena(s)) return Step{ArenaAction{arena_action::Start{nowMs()}}, {}, {}};
      return Step{EventAction{action::Start{randomBit()}}, {}, {}};
    }};
  if (verb == "end")
    return arena ? fixed(ArenaAction{arena_action::End{}}) : fixed(EventAction{action::End{}});
  auto player = keyOfPublicId(state, body.value());
  if (!player) return player.error();
  if (arena) {
    if (verb == "remove-player")
      return serverError(ErrorCode::BAD_REQUEST, "an arena's players are paused, not removed");
    return fixed(ArenaAction{arena_action::Leave{player.value()}});
  }
  if (verb == "pause-player") return fixed(EventAction{action::Pause{player.value()}});
  return fixed(EventAction{action::Remove{player.value()}});
}

}  // namespace renju::server::events
