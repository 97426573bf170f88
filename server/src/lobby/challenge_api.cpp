#include "lobby/challenge_api.h"

#include <spdlog/spdlog.h>

#include "base/errors.h"
#include "base/http_answers.h"
#include "base/now.h"
#include "base/random_id.h"
#include "base/sha256.h"
#include "cluster/cluster_bus.h"
#include "game_json.h"
#include "lobby/challenge_ratings.h"
#include "lobby/lobby.h"
#include "lobby/player_api.h"
#include "ops/log.h"
#include "ratings/public_id.h"

namespace renju::server {

namespace net = boost::asio;
using nlohmann::json;

namespace {

constexpr auto SWEEP_EVERY = std::chrono::seconds(5);
// A cluster node reads the whole list again this often, in case the bus lost a notification.
constexpr int64_t RECONCILE_EVERY_MS = 30 * 1000;

size_t slot(Seat s) {
  return static_cast<size_t>(s);
}

std::string_view openerName(OpenerChoice o) {
  return o == OpenerChoice::CREATOR    ? "creator"
         : o == OpenerChoice::OPPONENT ? "opponent"
                                       : "random";
}

OpenerChoice openerFrom(std::string_view name) {
  return name == "creator"    ? OpenerChoice::CREATOR
         : name == "opponent" ? OpenerChoice::OPPONENT
                              : OpenerChoice::RANDOM;
}

ChallengeRow rowOf(const Challenge& c) {
  ChallengeRow row{c.id,         c.settings,    std::string(openerName(c.opener)),
                   c.isPrivate,  c.creatorHash, c.secretHash,
                   c.name,       c.createdAt,   std::string(CHALLENGE_OPEN),
                   std::string()};
  row.rating = c.rating.value_or(-1);
  row.ratingProvisional = c.provisional;
  if (c.range) {
    row.ratingMin = c.range->min;
    row.ratingMax = c.range->max;
  }
  return row;
}

Challenge challengeOf(const ChallengeRow& row) {
  // Made elsewhere or before a restart: its address is not known here (the per-address limit
  // holds on the node that took the request).
  Challenge c{row.id,
              row.settings,
              openerFrom(row.opener),
              row.isPrivate,
              row.creatorHash,
              row.secretHash,
              row.name,
              "",
              row.createdAt};
  c.rated = ratedSettingsJson(row.settings);
  if (row.rating >= 0) c.rating = row.rating;
  c.provisional = row.ratingProvisional;
  if (row.ratingMin > 0) c.range = RatingRange{row.ratingMin, row.ratingMax};
  return c;
}

/// The challenge a create request describes (computer games are not challenges), or an error.
Result<Challenge> challengeFrom(const json& body, int64_t dayMs) {
  auto parsed = parseCreateRequest(body);
  if (!parsed) return parsed.error();
  const CreateRequest& r = parsed.value();
  if (r.computerLevel)
    return serverError(ErrorCode::BAD_REQUEST, "a game against the computer is not a challenge");
  GameSettings settings{r.config, clockOf(r, dayMs)};
  if (auto e = validate(settings.config)) return *e;
  // Rated by default between two keys (docs/ratings.md); a game without a clock has no speed.
  settings.rated = r.rated.value_or(settings.clock.has_value());
  Challenge c;
  c.settings = dumpJson(settingsToJson(settings));
  c.rated = settings.rated;
  auto range = ratingRangeFrom(body, settings.rated && settings.clock.has_value());
  if (!range) return range.error();
  c.range = range.value();
  c.opener = body.contains("opener") ? r.opener : OpenerChoice::RANDOM;
  if (auto p = body.find("private"); p != body.end() && !p->is_null()) {
    if (!p->is_boolean())
      return serverError(ErrorCode::BAD_REQUEST, "\"private\" is true or false");
    c.isPrivate = p->get<bool>();
  }
  return c;
}

/// The game an accepted challenge starts: both seats taken, playing from now. The acceptor's
/// seat secret is `secret` (stored as its hash), the creator's is the challenge's.
GameRow gameOfChallenge(const Challenge& c, const std::string& key, Seat creator,
                        const std::string& secret, int64_t now) {
  GameRow row;
  row.id = makeGameId();
  row.settings = c.settings;
  if (!c.isPrivate) {
    // A game from a public challenge is public: archived when it ends (docs/archive.md).
    json settings = json::parse(c.settings, nullptr, false);
    if (settings.is_object()) {
      settings["public"] = true;
      row.settings = dumpJson(settings);
    }
  }
  row.creatorSeat = creator;
  row.secrets[slot(creator)] = c.secretHash;
  row.secrets[slot(~creator)] = sha256Hex(secret);
  row.players[slot(creator)] = c.creatorHash;
  row.players[slot(~creator)] = key;
  row.invite = sha256Hex(makeSecret());  // nobody joins: both seats are taken
  row.createdAt = now;
  row.joinedAt = now;
  row.status = GameStatus::PLAYING;
  return row;
}

}  // namespace

json challengeView(const Challenge& c) {
  auto settings = parseJson(c.settings);
  return json{
      {"id", c.id},
      {"settings", settings ? settings.value() : json(nullptr)},
      {"name", c.name.empty() ? json(nullptr) : json(c.name)},
      {"publicId", ratings::publicIdOf(c.creatorHash)},
      {"rating",
       c.rating ? json{{"value", *c.rating}, {"provisional", c.provisional}} : json(nullptr)},
      {"ratingRange", c.range ? json{{"min", c.range->min}, {"max", c.range->max}} : json(nullptr)},
      {"createdAt", c.createdAt}};
}

ChallengeApi::ChallengeApi(Lobby& lobby, const ServerOptions& options, RateLimit createCancel,
                           int64_t ttlMs)
    : lobby_(lobby),
      options_(options),
      createCancel_(createCancel),
      open_(ttlMs),
      timer_(lobby.io()) {}

ChallengeApi::~ChallengeApi() = default;

Result<size_t> ChallengeApi::restore(int64_t now) {
  auto rows = lobby_.store().openChallenges();
  if (!rows) return rows.error();
  std::lock_guard lock(mutex_);
  for (const ChallengeRow& row : rows.value()) {
    if (auto e = open_.add(challengeOf(row)))
      spdlog::warn("challenge {} not restored: {}", row.id, e->message);
  }
  (void)now;
  return open_.size();
}

void ChallengeApi::start() {
  sweep();
}

void ChallengeApi::stop() {
  {
    std::lock_guard lock(mutex_);
    stopped_ = true;
  }
  net::post(timer_.get_executor(), [this] { timer_.cancel(); });
}

void ChallengeApi::setListener(std::function<void(const ChallengeChange&)> listener) {
  std::lock_guard lock(mutex_);
  listener_ = std::move(listener);
}

void ChallengeApi::notify(const ChallengeChange& change) {
  if (listener_) listener_(change);
}

void ChallengeApi::written(const std::string& id, bool tell) {
  {
    std::lock_guard lock(mutex_);
    writing_.erase(id);
  }
  if (tell && bus_) bus_->challenge(id);
}

void ChallengeApi::heard(const std::string& id) {
  auto row = lobby_.store().challenge(id);
  if (!row) return spdlog::warn("challenge {}: not read again: {}", id, row.error().message);
  std::lock_guard lock(mutex_);
  if (writing_.contains(id)) return;  // this node's own write has the last word
  follow(id, row.value() ? &*row.value() : nullptr, nowMs());
}

void ChallengeApi::follow(const std::string& id, const ChallengeRow* row, int64_t now) {
  bool open =
      row && row->status == CHALLENGE_OPEN && now - row->createdAt < open_.ttlMs() && !stopped_;
  if (open && !open_.contains(id)) {
    Challenge c = challengeOf(*row);
    if (auto e = open_.add(c)) return spdlog::warn("challenge {} not listed: {}", id, e->message);
    notify(ChallengeChange{true, std::move(c), ""});
  } else if (!open) {
    auto c = open_.drop(id);
    if (!c) return;
    std::string reason = !row || row->status == CHALLENGE_OPEN ? "expired" : row->status;
    notify(ChallengeChange{false, std::move(*c), std::move(reason)});
  }
}

// Under no lock: it reads the store, then applies what it read under the lock.
void ChallengeApi::reconcile(int64_t now) {
  auto rows = lobby_.store().openChallenges();
  if (!rows) return spdlog::warn("challenges: not read again: {}", rows.error().message);
  std::unordered_set<std::string> stored;
  std::vector<std::string> gone;
  {
    std::lock_guard lock(mutex_);
    for (const ChallengeRow& row : rows.value()) {
      stored.insert(row.id);
      if (!writing_.contains(row.id)) follow(row.id, &row, now);
    }
    for (const Challenge& c : open_.open())
      if (!stored.contains(c.id) && !writing_.contains(c.id)) gone.push_back(c.id);
  }
  for (const std::string& id : gone) heard(id);  // closed elsewhere: find out how
}

std::vector<Challenge> ChallengeApi::open() const {
  std::lock_guard lock(mutex_);
  return open_.open();
}

bool ChallengeApi::limited(const std::string& key) {
  auto now = std::chrono::steady_clock::now();
  std::lock_guard lock(mutex_);
  if (buckets_.size() > 10000)  // forget the idle ones now and then
    std::erase_if(buckets_, [&](const auto& b) { return b.second.idleFor(now) > 600; });
  auto [it, added] = buckets_.try_emplace(key, createCancel_);
  return !it->second.take(now);
}

void ChallengeApi::handle(const HttpRequest& request, Respond respond) {
  constexpr std::string_view ROOT = "/api/challenges";
  std::string rest = request.path.substr(ROOT.size());
  if (!rest.empty() && rest[0] != '/')
    return respond(errorResponse(serverError(ErrorCode::NOT_FOUND, "no such API path")));
  if (rest.empty() && (request.method == "GET" || request.method == "HEAD")) return list(respond);
  auto key = playerHashOf(request);
  if (!key) return respond(errorResponse(key.error()));
  auto needKey = [&] {
    if (!key->empty()) return true;
    respond(errorResponse(serverError(ErrorCode::NO_PLAYER,
                                      "challenges need your key in Authorization: Player <key>")));
    return false;
  };
  if (rest.empty()) {
    if (request.method != "POST") return respond(methodNotAllowed("GET, HEAD, POST"));
    if (needKey()) create(request, *key, false, std::move(respond));
    return;
  }
  if (rest == "/quick") {
    if (request.method != "POST") return respond(methodNotAllowed("POST"));
    if (needKey()) create(request, *key, true, std::move(respond));
    return;
  }
  std::string id = rest.substr(1);
  std::string tail;
  if (size_t slash = id.find('/'); slash != std::string::npos) {
    tail = id.substr(slash + 1);
    id = id.substr(0, slash);
  }
  if (tail == "accept") {
    if (request.method != "POST") return respond(methodNotAllowed("POST"));
    if (needKey()) accept(id, *key, std::move(respond));
    return;
  }
  if (!tail.empty())
    return respond(errorResponse(serverError(ErrorCode::NOT_FOUND, "no such API path")));
  if (request.method == "GET" || request.method == "HEAD") return status(id, std::move(respond));
  if (request.method != "DELETE") return respond(methodNotAllowed("GET, HEAD, DELETE"));
  if (needKey()) cancel(id, *key, std::move(respond));
}

void ChallengeApi::list(Respond respond) const {
  json all = json::array();
  for (const Challenge& c : open()) all.push_back(challengeView(c));
  respond(jsonResponse(200, json{{"challenges", std::move(all)}, {"serverTime", nowMs()}}));
}

void ChallengeApi::create(const HttpRequest& request, const std::string& key, bool quick,
                          Respond respond) {
  auto body = parseJson(request.body);
  if (!body || !body.value().is_object())
    return respond(
        errorResponse(serverError(ErrorCode::BAD_JSON, "the body must be one JSON object")));
  auto made = challengeFrom(body.value(), options_.correspondenceDayMs());
  if (!made) return respond(errorResponse(made.error()));
  Challenge c = std::move(made).value();
  // The creator's rating at the challenge's speed: shown with it, and what quick pairing compares.
  if (auto speed = speedOfSettingsJson(c.settings)) {
    auto rating = lobbyRating(lobby_.store(), key, *speed);
    if (!rating) return respond(errorResponse(rating.error()));
    c.rating = rating->value;
    c.provisional = rating->provisional;
  }
  int64_t now = nowMs();
  if (quick) {
    std::optional<std::string> waiting;
    {
      std::lock_guard lock(mutex_);
      waiting = open_.match(c.settings, key, now, c.rating.value_or(0), c.range);
    }
    if (waiting) return accept(*waiting, key, std::move(respond));
  }
  if (limited(key))
    return respond(errorResponse(
        serverError(ErrorCode::RATE_LIMITED, "too many challenges created or cancelled; wait")));
  auto player = lobby_.store().player(key);
  if (!player) return respond(errorResponse(player.error()));
  std::string secret = makeSecret();
  c.id = makeGameId();
  c.creatorHash = key;
  c.secretHash = sha256Hex(secret);
  c.name = player.value() ? player.value()->displayName : "";
  c.address = request.address;
  c.createdAt = now;
  {
    std::lock_guard lock(mutex_);
    if (auto e = open_.add(c)) return respond(errorResponse(*e));
    writing_.insert(c.id);
  }
  lobby_.store().write(
      {store_op::CreateChallenge{rowOf(c)}, store_op::SeePlayer{key, now, std::nullopt}},
      [this, c, secret, respond = std::move(respond)](WriteOutcome outcome) {
        {
          std::lock_guard lock(mutex_);
          if (outcome == WriteOutcome::OK)
            notify(ChallengeChange{true, c, ""});
          else
            (void)open_.cancel(c.id, c.creatorHash);
        }
        written(c.id, outcome == WriteOutcome::OK);
        if (outcome != WriteOutcome::OK)  // nothing was stored: the player may try again
          return respond(
              errorResponse(serverError(ErrorCode::UNAVAILABLE, "the game store failed")));
        respond(jsonResponse(
            201, json{{"id", c.id}, {"seat", secret}, {"expiresAt", c.createdAt + open_.ttlMs()}}));
      });
}

void ChallengeApi::status(const std::string& id, Respond respond) {
  auto row = lobby_.store().challenge(id);
  if (!row) return respond(errorResponse(row.error()));
  if (!row.value())
    return respond(
        errorResponse(serverError(ErrorCode::UNKNOWN_CHALLENGE, "no challenge has this id")));
  const ChallengeRow& r = *row.value();
  std::string status = r.status;
  if (status == CHALLENGE_OPEN && nowMs() - r.createdAt >= open_.ttlMs()) status = "expired";
  respond(jsonResponse(200, json{{"id", r.id},
                                 {"status", status},
                                 {"game", r.gameId.empty() ? json(nullptr) : json(r.gameId)}}));
}

void ChallengeApi::cancel(const std::string& id, const std::string& key, Respond respond) {
  if (limited(key))
    return respond(errorResponse(
        serverError(ErrorCode::RATE_LIMITED, "too many challenges created or cancelled; wait")));
  std::lock_guard lock(mutex_);
  auto c = open_.cancel(id, key);
  if (!c) return respond(errorResponse(c.error()));
  notify(ChallengeChange{false, c.value(), "cancelled"});
  writing_.insert(id);
  // Cancelling is not acknowledged before it is stored: were the server to stop first, the
  // challenge would come back at start, still the creator's to cancel.
  lobby_.store().write({store_op::CloseChallenge{id, "cancelled", ""}},
                       [this, respond = std::move(respond), id](WriteOutcome outcome) {
                         written(id, outcome != WriteOutcome::FAILED);
                         if (outcome == WriteOutcome::FAILED)
                           return respond(errorResponse(
                               serverError(ErrorCode::UNAVAILABLE, "the game store failed")));
                         respond(jsonResponse(200, json{{"id", id}, {"status", "cancelled"}}));
                       });
}

std::optional<Error> ChallengeApi::outOfRange(const std::string& id, const std::string& key) {
  std::optional<Challenge> c;
  {
    std::lock_guard lock(mutex_);
    c = open_.find(id);
  }
  if (!c || !c->range) return std::nullopt;  // take() says what else is wrong
  auto speed = speedOfSettingsJson(c->settings);
  if (!speed) return std::nullopt;
  auto rating = lobbyRating(lobby_.store(), key, *speed);
  if (!rating) return rating.error();
  if (admits(c->range, rating->value)) return std::nullopt;
  return serverError(ErrorCode::OUT_OF_RANGE, "your rating " + std::to_string(rating->value) +
                                                  " is outside this challenge's " +
                                                  std::to_string(c->range->min) + "-" +
                                                  std::to_string(c->range->max));
}

void ChallengeApi::accept(const std::string& id, const std::string& key, Respond respond) {
  if (auto e = outOfRange(id, key)) return respond(errorResponse(*e));
  int64_t now = nowMs();
  Result<Challenge> taken = take(id, key, now);
  if (!taken) return respond(errorResponse(taken.error()));
  const Challenge& c = taken.value();
  bool creatorOpens =
      c.opener == OpenerChoice::CREATOR || (c.opener == OpenerChoice::RANDOM && randomBit());
  Seat creator = creatorOpens ? Seat::OPENER : Seat::OTHER;
  std::string secret = makeSecret();
  GameRow row = gameOfChallenge(c, key, creator, secret, now);
  auto room = Room::make(lobby_.io().get_executor(), lobby_, lobby_.store(), options_,
                         LoadedGame{row, {}}, now, now);
  if (!room) {
    reopen(c);
    written(c.id, false);
    return respond(errorResponse(room.error()));
  }
  Accepted accepted{c, room.value(), row.id, secret, ~creator};
  lobby_.store().write(
      {store_op::CloseChallenge{c.id, "accepted", row.id}, store_op::CreateGame{std::move(row)},
       store_op::SeePlayer{key, now, std::nullopt}},
      [this, accepted = std::move(accepted), respond = std::move(respond)](WriteOutcome outcome) {
        acceptWritten(accepted, outcome, respond);
      });
}

Result<Challenge> ChallengeApi::take(const std::string& id, const std::string& key, int64_t now) {
  std::lock_guard lock(mutex_);
  auto t = open_.take(id, key, now);
  if (!t) return t;
  notify(ChallengeChange{false, t.value(), "accepted"});
  writing_.insert(id);
  return t;
}

void ChallengeApi::reopen(const Challenge& c) {
  std::lock_guard lock(mutex_);
  if (!open_.add(c)) notify(ChallengeChange{true, c, ""});
}

void ChallengeApi::acceptWritten(const Accepted& a, WriteOutcome outcome, const Respond& respond) {
  // Nothing was stored: the challenge is open again for anyone, the acceptor included.
  if (outcome == WriteOutcome::FAILED) reopen(a.challenge);
  // Taken by another node first: the store's row says so, and so the bus will have.
  written(a.challenge.id, outcome == WriteOutcome::OK);
  if (outcome == WriteOutcome::CONFLICT)
    return respond(errorResponse(
        serverError(ErrorCode::UNKNOWN_CHALLENGE, "another player accepted this challenge first")));
  if (outcome != WriteOutcome::OK)
    return respond(errorResponse(serverError(ErrorCode::UNAVAILABLE, "the game store failed")));
  lobby_.add(a.room);
  gameLog(spdlog::level::info, a.gameId, "created from a challenge");
  respond(
      jsonResponse(200, json{{"game", a.gameId}, {"seat", a.secret}, {"you", toString(a.you)}}));
}

void ChallengeApi::sweep() {
  int64_t now = nowMs();
  if (bus_ && now >= nextReconcile_) {
    nextReconcile_ = now + RECONCILE_EVERY_MS;
    reconcile(now);
  }
  {
    std::lock_guard lock(mutex_);
    if (stopped_) return;
    for (Challenge& c : open_.expire(now)) {
      notify(ChallengeChange{false, c, "expired"});
      lobby_.store().write({store_op::CloseChallenge{c.id, "expired", ""}}, nullptr);
    }
  }
  // A shortened TTL (tests) is swept at least twice per TTL.
  timer_.expires_after(std::min<std::chrono::milliseconds>(
      SWEEP_EVERY, std::chrono::milliseconds(std::max<int64_t>(open_.ttlMs() / 2, 200))));
  timer_.async_wait([this](boost::system::error_code ec) {
    if (!ec) sweep();
  });
}

}  // namespace renju::server
