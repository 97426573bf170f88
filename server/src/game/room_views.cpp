#include "game/room_views.h"

#include <algorithm>
#include <cmath>

#include "game_json.h"
#include "game_json_writer.h"
#include "json_writer.h"

namespace renju::server {

using nlohmann::json;

namespace {

constexpr std::array<Seat, 2> SEATS = {Seat::OPENER, Seat::OTHER};

json claimJson(const SeatPresence& p) {
  return p.claimAt ? json(*p.claimAt) : json(nullptr);
}

}  // namespace

json seatName(std::optional<Seat> s) {
  return s ? json(std::string(toString(*s))) : json(nullptr);
}

int64_t claimGraceMs(const std::optional<ClockSettings>& clock, double graceSeconds) {
  double factor = 1;
  if (clock) {
    double estimate = static_cast<double>(clock->initialMs + 40 * clock->incrementMs);
    factor = std::clamp(estimate / 600000.0, 0.25, 1.0);
  }
  return static_cast<int64_t>(graceSeconds * 1000 * factor);
}

json clockView(const std::optional<FischerClock>& clock, GameStatus status) {
  if (!clock) return nullptr;
  const FischerClock& c = *clock;
  json j{{"initial", c.settings().initialMs / 1000},
         {"increment", c.settings().incrementMs / 1000},
         {"remaining", {{"opener", c.stored(Seat::OPENER)}, {"other", c.stored(Seat::OTHER)}}},
         {"running", seatName(status == GameStatus::PLAYING ? c.running() : std::nullopt)},
         {"at", c.since()}};
  if (c.settings().days > 0) j["days"] = c.settings().days;
  return j;
}

json seatsView(const GameState& state, const SeatsPresence& seats,
               const std::array<std::string, 2>& names,
               const std::array<std::string, 2>& publicIds) {
  auto orNull = [](const std::string& v) { return v.empty() ? json(nullptr) : json(v); };
  json j = json::object();
  for (Seat s : SEATS) {
    auto i = static_cast<size_t>(s);
    const SeatPresence& p = seats[i];
    // An empty seat names nobody even when the row already holds the creator's key elsewhere.
    bool taken = p.joined;
    j[std::string(toString(s))] = {{"color", toString(state.colorOf(s))},
                                   {"joined", p.joined},
                                   {"connected", p.connected},
                                   {"claimAt", claimJson(p)},
                                   {"name", taken ? orNull(names[i]) : json(nullptr)},
                                   {"publicId", taken ? orNull(publicIds[i]) : json(nullptr)}};
  }
  return j;
}

json presenceView(size_t spectators, const SeatsPresence& seats) {
  json j = json::object();
  for (Seat s : SEATS) {
    const SeatPresence& p = seats[static_cast<size_t>(s)];
    j[std::string(toString(s))] = {
        {"joined", p.joined}, {"connected", p.connected}, {"claimAt", claimJson(p)}};
  }
  return json{{"spectators", spectators}, {"seats", j}};
}

json rematchView(const std::array<bool, 2>& wanted, std::string_view nextId) {
  return json{{"opener", wanted[0]},
              {"other", wanted[1]},
              {"next", nextId.empty() ? json(nullptr) : json(std::string(nextId))}};
}

json publishView(bool isPublic, const std::array<bool, 2>& wanted) {
  return json{{"public", isPublic || (wanted[0] && wanted[1])},
              {"opener", wanted[0]},
              {"other", wanted[1]}};
}

json berserkView(bool allowed, const std::array<bool, 2>& berserked,
                 const std::array<bool, 2>& can) {
  json j{{"allowed", allowed}};
  for (Seat s : SEATS) {
    auto i = static_cast<size_t>(s);
    j[std::string(toString(s))] = {{"berserk", berserked[i]}, {"can", can[i]}};
  }
  return j;
}

json gameView(const GameFacts& f, std::optional<Seat> you, int64_t now, const json& game) {
  json j = toJson(f.config);
  j["id"] = std::string(f.id);
  j["version"] = f.version;
  j["status"] = std::string(toString(f.status));
  j["clock"] = clockView(f.clock, f.status);
  j["seats"] = seatsView(f.state, f.seats, f.names, f.publicIds);
  j["you"] = seatName(you);
  j["spectators"] = f.spectators;
  j["rematch"] = rematchView(f.rematchWanted, f.nextId);
  j["publish"] = publishView(f.isPublic, f.publishWanted);
  j["computer"] = f.computer
                      ? json{{"seat", toString(f.computer->seat)}, {"level", f.computer->level}}
                      : json(nullptr);
  j["createdAt"] = f.createdAt;
  j["rated"] = f.rated;
  j["ratings"] = f.ratings;
  j["event"] = f.event.empty() ? json(nullptr) : json(std::string(f.event));
  j["berserk"] = f.berserk;
  j["serverTime"] = now;
  j["game"] = game;
  return j;
}

namespace {

void writeClock(JsonWriter& w, const std::optional<FischerClock>& clock, GameStatus status) {
  if (!clock) {
    w.null();
    return;
  }
  const FischerClock& c = *clock;
  std::optional<Seat> running = status == GameStatus::PLAYING ? c.running() : std::nullopt;
  w.beginObject().key("at").number(c.since());
  if (c.settings().days > 0) w.key("days").number(c.settings().days);
  w.key("increment").number(c.settings().incrementMs / 1000);
  w.key("initial").number(c.settings().initialMs / 1000);
  w.key("remaining").beginObject();
  w.key("opener").number(c.stored(Seat::OPENER)).key("other").number(c.stored(Seat::OTHER));
  w.endObject().key("running");
  if (running)
    w.string(toString(*running));
  else
    w.null();
  w.endObject();
}

}  // namespace

std::string eventMessage(int64_t version, const Action& action, const std::vector<Event>& events,
                         GameStatus status, const std::optional<FischerClock>& clock,
                         const GameState& state, const json* ratings, const json* berserk) {
  std::string out;
  out.reserve(1024);  // a main-phase event is about 900 bytes
  JsonWriter w(out);
  // The envelope's members in the order versionedEnvelope writes them: t, v, d.
  w.beginObject().key("t").string("event").key("v").number(version).key("d").beginObject();
  w.key("action");
  writeJson(w, action, true);
  if (berserk) w.key("berserk").raw(berserk->dump());
  w.key("clock");
  writeClock(w, clock, status);
  w.key("events").beginArray();
  for (const Event& e : events) writeJson(w, e);
  w.endArray().key("game");
  writeState(w, state, false);
  if (ratings) w.key("ratings").raw(ratings->dump());
  w.key("seats").beginObject();
  for (Seat s : SEATS)
    w.key(toString(s)).beginObject().key("color").string(toString(state.colorOf(s))).endObject();
  w.endObject();
  w.key("status").string(toString(status));
  w.endObject().endObject();
  return out;
}

json ratingView(const GameRatingRow& row) {
  json j{{"speed", std::string(ratings::speedName(row.game.speed))},
         {"counted", row.counted},
         {"reason", row.reason.empty() ? json(nullptr) : json(row.reason)}};
  for (Seat s : SEATS) {
    size_t i = static_cast<size_t>(s);
    if (!row.counted) {
      j[std::string(toString(s))] = nullptr;
      continue;
    }
    long before = std::lround(row.before[i].rating);
    long after = std::lround(row.after[i].rating);
    j[std::string(toString(s))] = {{"before", before},
                                   {"after", after},
                                   {"change", after - before},
                                   {"deviation", std::lround(row.after[i].deviation)},
                                   {"provisional", ratings::provisional(row.after[i])}};
  }
  return j;
}

std::string ackMessage(const json& id, int64_t version) {
  std::string out;
  JsonWriter w(out);
  w.beginObject().key("t").string("ack").key("d").beginObject().key("id");
  if (id.is_string())
    w.string(id.get_ref<const std::string&>());
  else
    w.raw(id.dump());
  w.key("version").number(version).endObject().endObject();
  return out;
}

json welcomeView(std::string_view id, std::optional<Seat> you, int64_t version, int64_t now) {
  return json{
      {"game", std::string(id)}, {"you", seatName(you)}, {"version", version}, {"serverTime", now}};
}

json redirectView(std::string_view nextId, const std::string* secret) {
  json d{{"game", std::string(nextId)}, {"url", "/g/" + std::string(nextId)}};
  if (secret) d["seat"] = *secret;
  return d;
}

}  // namespace renju::server
