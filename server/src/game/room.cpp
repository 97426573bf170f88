#include "game/room.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/asio/bind_executor.hpp>
#include <boost/asio/post.hpp>
#include <ctime>

#include "base/errors.h"
#include "base/now.h"
#include "base/random_id.h"
#include "base/sha256.h"
#include "game/archive_game.h"
#include "game/computer_seat.h"
#include "game/game_record.h"
#include "game/live.h"
#include "game/room_host.h"
#include "game_json.h"
#include "ops/log.h"
#include "ops/metrics.h"
#include "records.h"
#include "records_game.h"

namespace renju::server {

namespace net = boost::asio;
using nlohmann::json;

namespace {

size_t seatIndex(Seat s) {
  return static_cast<size_t>(s);
}

Error unavailable() {
  return serverError(ErrorCode::UNAVAILABLE, "the game store failed; the server is stopping");
}

Error movedError() {
  return serverError(ErrorCode::MOVED, "this game is now served elsewhere; connect again");
}

// Every error a socket is sent passes here, so that /metrics counts it by code.
Message errorFrame(const json& id, const Error& e) {
  metrics().error(e.code);
  return std::make_shared<const std::string>(errorMessage(id, e));
}

}  // namespace

// ---- construction ------------------------------------------------------------------------------

GameStatus Room::Progress::status() const {
  if (!joined) return GameStatus::WAITING;
  return state.status() == renju::Status::FINISHED ? GameStatus::FINISHED : GameStatus::PLAYING;
}

Room::Room(net::any_io_executor ex, RoomHost& host, Store& store, const ServerOptions& options,
           GameRow row, GameSettings settings, GameState state)
    : strand_(net::make_strand(ex)),
      host_(host),
      store_(store),
      options_(options),
      row_(std::move(row)),
      settings_(std::move(settings)),
      live_{state, std::nullopt, 0, false},
      durable_{std::move(state), std::nullopt, 0, false},
      ring_(options.ringSize),
      flagTimer_(strand_),
      presenceTimer_(strand_) {}

Room::~Room() = default;

Result<std::shared_ptr<Room>> Room::make(net::any_io_executor ex, RoomHost& host, Store& store,
                                         const ServerOptions& options, LoadedGame game,
                                         int64_t aliveUntil, int64_t now) {
  auto settingsJson = parseJson(game.game.settings);
  if (!settingsJson) return settingsJson.error();
  auto settings = settingsFromJson(settingsJson.value());
  if (!settings) return settings.error();
  if (auto e = validate(settings->config)) return *e;

  auto parsedLog = logFromRows(game.actions);
  if (!parsedLog) return parsedLog.error();
  std::vector<Action> log = std::move(parsedLog).value();
  ReplayResult replayed = replay(settings->config, log);
  if (replayed.error)
    return serverError(ErrorCode::BAD_LOG, "action " + std::to_string(replayed.error->index) +
                                               ": " + replayed.error->error.message);

  auto room = std::shared_ptr<Room>(
      new Room(ex, host, store, options, game.game, settings.value(), replayed.state));
  Progress p{replayed.state, std::nullopt, 0, game.game.joinedAt > 0};
  p.version = game.actions.empty() ? (p.joined ? 1 : 0) : game.actions.back().version;
  if (settings->clock) {
    FischerClock clock(*settings->clock);
    int64_t lastAt = game.game.joinedAt;
    if (!game.actions.empty()) {
      const ActionRow& last = game.actions.back();
      clock = FischerClock(*settings->clock, last.remainingOpener, last.remainingOther);
      lastAt = last.at;
    }
    if (p.status() == GameStatus::PLAYING) {
      // Running since lastAt; the server was alive (and the clock running) until aliveUntil.
      // Time after that, while the server was down, is charged to nobody.
      std::optional<Seat> toMove = p.state.toMove();
      clock.runFor(toMove, lastAt);
      // A correspondence deadline is a date: the days pass while the server is down, and the
      // flag timer armed at start ends a game whose deadline passed meanwhile.
      int64_t chargedUntil = settings->clock->days > 0 ? now : std::min(aliveUntil, now);
      clock.charge(std::max(lastAt, chargedUntil));
      clock.resumeAt(now);
    }
    p.clock = clock;
  }
  // A game made this very moment (created, or a rematch) has no chat yet: no read for it.
  if (!game.actions.empty() || game.game.createdAt != now) {
    auto chat = store.chat(game.game.id);
    if (!chat) return chat.error();
    room->chat_ = ChatLog(chat.value());
  }
  room->live_ = p;
  room->durable_ = p;
  room->log_ = std::move(log);
  for (const ActionRow& row : game.actions) room->logAt_.push_back(row.at);
  room->lastSeen_ = {now, now};
  room->rematchWanted_ = room->rematchWantedLive_ = game.game.rematchWanted;
  room->publishWanted_ = room->publishWantedLive_ = game.game.publishWanted;
  if (p.status() == GameStatus::FINISHED) room->finishedAt_ = now;
  if (game.game.computerSeat) {
    std::weak_ptr<Room> weak = room;
    room->computer_ = std::make_unique<ComputerSeat>(
        ComputerSettings{*game.game.computerSeat, game.game.computerLevel},
        ComputerBudget{options.computerMoveMs, options.computerNodes}, host.engines(), game.game.id,
        room->strand_, [weak](uint64_t ticket, Action action) {
          if (auto self = weak.lock())
            net::post(self->strand_, [self, ticket, action = std::move(action)]() mutable {
              self->computerDecided(ticket, std::move(action));
            });
        });
  }
  for (const ActionRow& row : game.actions) {
    if (row.clientId.empty()) continue;
    const Action& a = room->log_[static_cast<size_t>(&row - game.actions.data())];
    room->outcomes_.remember(a.seat, row.clientId, row.version);
  }
  return room;
}

void Room::start() {
  net::post(strand_, [self = shared_from_this()] {
    self->armFlagTimer();
    self->computerUpdate();  // after a restart too: the computer resumes its turn
    self->publishLive();
  });
}

// ---- views -------------------------------------------------------------------------------------

// The store holds only the SHA-256 of each secret (a stolen database acts for nobody): what a
// client presents is hashed and the hashes compared. A seat not yet taken has an empty hash.
std::optional<Seat> Room::seatFor(std::string_view secret) const {
  if (secret.empty()) return std::nullopt;
  std::string hash = sha256Hex(secret);
  for (Seat s : {Seat::OPENER, Seat::OTHER}) {
    const std::string& stored = row_.secrets[seatIndex(s)];
    if (!stored.empty() && secretsEqual(hash, stored)) return s;
  }
  return std::nullopt;
}

std::optional<Seat> Room::seatForPlayer(std::string_view key) const {
  if (key.empty()) return std::nullopt;
  std::string hash = sha256Hex(key);
  for (Seat s : {Seat::OPENER, Seat::OTHER}) {
    const std::string& stored = row_.players[seatIndex(s)];
    if (!stored.empty() && secretsEqual(hash, stored)) return s;
  }
  return std::nullopt;
}

int64_t Room::graceMs() const {
  return claimGraceMs(settings_.clock, options_.graceSeconds);
}

std::optional<int64_t> Room::claimAt(Seat s, int64_t) const {
  if (durable_.status() != GameStatus::PLAYING || presence_.sockets(s) > 0 || isComputer(s) ||
      correspondence())
    return std::nullopt;
  return lastSeen_[seatIndex(s)] + graceMs();
}

SeatsPresence Room::seatsPresence(bool joined, int64_t now) const {
  SeatsPresence seats;
  for (Seat s : {Seat::OPENER, Seat::OTHER})
    seats[seatIndex(s)] = {s == row_.creatorSeat || joined, connected(s), claimAt(s, now)};
  return seats;
}

json Room::presenceJson(int64_t now) const {
  // In a cluster, spectators still on another node (a takeover in progress) count too.
  return presenceView(presence_.spectators() + host_.remoteSpectators(row_.id),
                      seatsPresence(durable_.joined, now));
}

json Room::rematchJson() const {
  return rematchView(rematchWanted_, row_.nextId);
}

json Room::viewJson(std::optional<Seat> you, int64_t now) const {
  std::optional<ComputerFacts> computer;
  if (computer_) computer = ComputerFacts{computer_->seat(), computer_->settings().level};
  GameFacts facts{.id = row_.id,
                  .config = settings_.config,
                  .state = durable_.state,
                  .version = durable_.version,
                  .status = durable_.status(),
                  .clock = durable_.clock,
                  .seats = seatsPresence(durable_.joined, now),
                  .spectators = presence_.spectators() + host_.remoteSpectators(row_.id),
                  .rematchWanted = rematchWanted_,
                  .nextId = row_.nextId,
                  .isPublic = settings_.isPublic,
                  .publishWanted = publishWanted_,
                  .computer = computer,
                  .createdAt = row_.createdAt};
  return gameView(facts, you, now, gameJson());
}

const json& Room::gameJson() const {
  if (!gameJson_) gameJson_ = stateToJson(durable_.state);
  return *gameJson_;
}

void Room::view(std::string bearer, Reply<json> reply) {
  net::post(strand_,
            [self = shared_from_this(), bearer = std::move(bearer), reply = std::move(reply)] {
              int64_t now = nowMs();
              auto seat = self->seatFor(bearer);
              if (seat) self->touch(*seat, now);
              reply(self->viewJson(seat, now));
            });
}

// ---- joining -----------------------------------------------------------------------------------

void Room::join(std::string invite, std::string playerHash, Reply<JoinAnswer> reply) {
  net::post(strand_, [self = shared_from_this(), invite = std::move(invite),
                      playerHash = std::move(playerHash), reply = std::move(reply)]() mutable {
    if (self->expired_) return reply(serverError(ErrorCode::EXPIRED, "this game expired unjoined"));
    if (self->live_.joined)
      return reply(serverError(ErrorCode::INVITE_USED, "the second seat has already been taken"));
    if (invite.empty() || !secretsEqual(sha256Hex(invite), self->row_.invite))
      return reply(serverError(ErrorCode::BAD_INVITE, "this invite does not belong to this game"));
    int64_t now = nowMs();
    Progress next = self->live_;
    next.joined = true;
    next.version += 1;
    if (next.clock) next.clock->runFor(next.state.toMove(), now);
    self->live_ = next;
    self->lastSeen_ = {now, now};
    Seat seat = ~self->row_.creatorSeat;
    // The joiner's secret is made now and only its hash is stored, so the seat can be handed
    // out once: it cannot be rebuilt from the store.
    JoinAnswer answer{makeSecret(), seat};
    std::string hash = sha256Hex(answer.seat);
    self->waiters_[next.version].push_back([reply = std::move(reply), answer](Result<int64_t> r) {
      if (!r) return reply(r.error());
      reply(answer);
    });
    store_op::Join op{self->row_.id, now, seat, hash, playerHash};
    std::vector<StoreOp> unit{std::move(op)};
    if (!playerHash.empty()) unit.push_back(store_op::SeePlayer{playerHash, now, std::nullopt});
    self->store_.write(std::move(unit), [self, next, seat, hash, playerHash](WriteOutcome outcome) {
      net::post(self->strand_, [self, next, seat, hash, playerHash, outcome] {
        if (self->writeFailed(outcome)) return;
        self->row_.secrets[seatIndex(seat)] = hash;
        self->row_.players[seatIndex(seat)] = playerHash;
        self->namesRead_ = false;  // the joiner's name, read when next needed
        self->durable_ = next;
        self->row_.joinedAt = nowMs();
        gameLog(spdlog::level::info, self->row_.id, "joined");
        self->host_.joined(self->row_.id);
        auto msg = std::make_shared<const std::string>(
            versionedEnvelope("state", next.version, self->viewJson(std::nullopt, nowMs())));
        self->ring_.push(next.version, msg);
        self->broadcast(msg);
        self->complete(next.version, true);
        self->publishLive();
      });
    });
    self->armFlagTimer();
  });
}

// ---- actions -----------------------------------------------------------------------------------

void Room::act(std::string bearer, RequestedAction action, Reply<json> reply) {
  net::post(strand_, [self = shared_from_this(), bearer = std::move(bearer),
                      action = std::move(action), reply = std::move(reply)]() mutable {
    auto seat = self->seatFor(bearer);
    if (!seat)
      return reply(serverError(ErrorCode::NOT_A_SEAT, "this secret holds no seat in this game"));
    self->doAct(*seat, action, "", [self, seat, reply = std::move(reply)](Result<int64_t> r) {
      if (!r) return reply(r.error());
      reply(self->viewJson(seat, nowMs()));
    });
  });
}

void Room::doAct(Seat seat, const RequestedAction& requested, const std::string& key,
                 Completion done) {
  int64_t now = nowMs();
  touch(seat, now);
  if (const Outcome* known = outcomes_.find(seat, key)) {
    if (const Error* e = std::get_if<Error>(known)) return done(*e);
    int64_t version = std::get<int64_t>(*known);
    if (version <= durable_.version) return done(version);
    waiters_[version].push_back(std::move(done));
    return;
  }
  auto refuse = [&](Error e) {
    outcomes_.remember(seat, key, e);
    done(std::move(e));
  };
  if (expired_) return refuse(serverError(ErrorCode::EXPIRED, "this game expired unjoined"));
  if (moved_) return done(movedError());
  checkFlag(now);

  if (std::holds_alternative<RematchRequest>(requested))
    return requestRematch(seat, std::move(done));
  if (std::holds_alternative<PublishRequest>(requested))
    return requestPublish(seat, std::move(done));
  if (!live_.joined)
    return refuse(serverError(ErrorCode::NOT_STARTED, "the game is waiting for its second player"));
  if (live_.status() == GameStatus::FINISHED)
    return refuse(serverError(ErrorCode::GAME_OVER, "the game is over"));

  Action action;
  if (const auto* claim = std::get_if<ClaimRequest>(&requested)) {
    Seat opponent = ~seat;
    if (correspondence())
      return refuse(serverError(ErrorCode::NO_CLAIM,
                                "a correspondence game is not claimed: its clock decides"));
    if (connected(opponent) || now < lastSeen_[seatIndex(opponent)] + graceMs())
      return refuse(serverError(ErrorCode::OPPONENT_PRESENT,
                                "the opponent is connected or was seen too recently to claim"));
    action.type = claim->draw ? ActionType::CLAIM_DRAW : ActionType::CLAIM_WIN;
  } else {
    action = std::get<RulesAction>(requested).action;
  }
  action.seat = seat;
  accept(seat, action, key, now, std::move(done));
}

void Room::accept(Seat actor, const Action& action, const std::string& key, int64_t now,
                  Completion done) {
  auto transition = apply(live_.state, action);
  if (!transition) {
    outcomes_.remember(actor, key, transition.error());
    return done(transition.error());
  }
  Progress next{std::move(transition.value().state), live_.clock, live_.version + 1, true};
  if (next.clock) {
    std::optional<Seat> running = next.clock->running();
    next.clock->charge(now);
    if (running == actor && takesTurn(action.type)) next.clock->completeTurn(actor);
    next.clock->runFor(
        next.state.status() == renju::Status::PLAYING ? next.state.toMove() : std::nullopt, now);
  }
  live_ = next;
  computerUpdate();
  outcomes_.remember(actor, key, next.version);
  waiters_[next.version].push_back(std::move(done));

  ActionRow row{next.version, dumpJson(toJson(action, true)), key, now, 0, 0};
  if (next.clock) {
    row.remainingOpener = next.clock->stored(Seat::OPENER);
    row.remainingOther = next.clock->stored(Seat::OTHER);
  }
  std::vector<StoreOp> ops{store_op::Append{row_.id, std::move(row)}};
  if (next.status() == GameStatus::FINISHED) {
    ops.push_back(store_op::SetStatus{row_.id, GameStatus::FINISHED});
    // In the same unit: the game is archived exactly when its end is stored.
    if (auto archived = archiveRow(next.state, now))
      ops.push_back(store_op::Archive{{std::move(*archived)}});
  }
  auto took = std::chrono::steady_clock::now();
  store_.write(std::move(ops), [self = shared_from_this(), next, action, now, took,
                                events = std::move(transition.value().events)](
                                   WriteOutcome outcome) mutable {
    net::post(self->strand_, [self, outcome, next = std::move(next), action = std::move(action),
                              events = std::move(events), now, took]() mutable {
      self->durable(outcome, std::move(next), std::move(action), std::move(events), now, took);
    });
  });
  armFlagTimer();
}

std::optional<ArchivedGame> Room::archiveRow(const GameState& state, int64_t endedAt, bool agreed) {
  if (!settings_.isPublic && !agreed) return std::nullopt;
  const auto& names = seatNames();
  auto nameOf = [&](Color c) { return names[seatIndex(state.seatOf(c))]; };
  std::string clock;
  if (settings_.clock)
    clock = dumpJson(json{{"initialMs", settings_.clock->initialMs},
                          {"incrementMs", settings_.clock->incrementMs}});
  return archivedFromGame(row_.id, state, clock, endedAt, nameOf(Color::BLACK),
                          nameOf(Color::WHITE));
}

void Room::durable(WriteOutcome outcome, Progress progress, Action action,
                   std::vector<Event> events, int64_t at,
                   std::chrono::steady_clock::time_point took) {
  if (writeFailed(outcome)) return;
  durable_ = std::move(progress);
  log_.push_back(action);
  logAt_.push_back(at);
  gameJson_.reset();
  int64_t now = nowMs();
  auto msg = std::make_shared<const std::string>(eventMessage(
      durable_.version, action, events, durable_.status(), durable_.clock, durable_.state));
  gameLog(spdlog::level::info, row_.id, "v{} {} {}", durable_.version, toString(action.seat),
          toString(action.type));
  ring_.push(durable_.version, msg);
  broadcast(msg);
  if (durable_.status() == GameStatus::FINISHED && finishedAt_ == 0) {
    finishedAt_ = now;
    flagTimer_.cancel();
    broadcastPresence();  // claims no longer apply
  }
  complete(durable_.version, true);
  publishLive();
  auto micros = std::chrono::duration_cast<std::chrono::microseconds>(
      std::chrono::steady_clock::now() - took);
  metrics().actionDurable(static_cast<uint64_t>(micros.count()));
}

void Room::complete(int64_t version, bool ok) {
  auto it = waiters_.find(version);
  if (it == waiters_.end()) return;
  std::vector<Completion> callbacks = std::move(it->second);
  waiters_.erase(it);
  for (Completion& c : callbacks) {
    if (ok)
      c(version);
    else
      c(unavailable());
  }
}

bool Room::writeFailed(WriteOutcome outcome) {
  if (outcome == WriteOutcome::OK) return false;
  if (outcome == WriteOutcome::CONFLICT)
    lost("another node stored this version first", movedError());
  else
    lost("the store failed to write", unavailable());
  return true;
}

// Fencing (docs/server.md): the store refused a version this room wrote because another node
// stored it first, so this node's copy of the game is stale. A failed write leaves the copy just
// as doubtful (the memory is ahead of the store). Either way nothing of it may be shown or
// acknowledged any more: every waiter gets an error, every socket is closed with CLOSE_RECONNECT,
// and the lobby forgets the room, so the next request loads the game as the store has it. The
// other games of the server go on.
void Room::lost(std::string_view why, const Error& waitersGet) {
  if (moved_.exchange(true)) return;
  if (computer_) computer_->stop();
  metrics().gameDropped();
  gameLog(spdlog::level::warn, row_.id, "dropped at v{}: {}", durable_.version, why);
  if (presence_.unpublish()) host_.publishSpectators(row_.id, 0);
  publishLive();  // removes it: moved_ is set
  flagTimer_.cancel();
  auto waiters = std::move(waiters_);
  waiters_.clear();
  for (auto& [version, callbacks] : waiters)
    for (Completion& c : callbacks) c(waitersGet);
  for (Completion& c : rematchWaiters_) c(waitersGet);
  rematchWaiters_.clear();
  for (const Entry& e : subs_) e.sub->closeAfterSend(CLOSE_RECONNECT);
  host_.drop(shared_from_this());
}

// ---- clocks ------------------------------------------------------------------------------------

void Room::checkFlag(int64_t now) {
  if (live_.status() != GameStatus::PLAYING || !live_.clock) return;
  std::optional<Seat> running = live_.clock->running();
  if (!running || live_.clock->remainingAt(*running, now) > 0) return;
  Action flag;
  flag.seat = *running;
  flag.type = ActionType::FLAG;
  accept(*running, flag, "", now, [id = row_.id](Result<int64_t> r) {
    if (!r) gameLog(spdlog::level::err, id, "flag refused: {}", r.error().message);
  });
}

void Room::armFlagTimer() {
  if (live_.status() != GameStatus::PLAYING || !live_.clock) {
    flagTimer_.cancel();
    return;
  }
  auto at = live_.clock->flagAt();
  if (!at) {
    flagTimer_.cancel();
    return;
  }
  int64_t wait = std::max<int64_t>(*at - nowMs(), 0) + 1;
  flagTimer_.expires_after(std::chrono::milliseconds(wait));
  flagTimer_.async_wait([self = shared_from_this()](boost::system::error_code ec) {
    if (ec) return;
    int64_t now = nowMs();
    self->checkFlag(now);
    if (self->live_.status() == GameStatus::PLAYING) self->armFlagTimer();
  });
}

void Room::publishLive() {
  if (!settings_.isPublic) return;
  LiveGames& live = host_.live();
  if (moved_ || durable_.status() != GameStatus::PLAYING) return live.remove(row_.id);
  int64_t now = nowMs();
  live.put(LiveEntry{row_.id,
                     liveView(row_.id, settings_, durable_.state, durable_.clock, seatNames(), now),
                     presence_.spectators() + host_.remoteSpectators(row_.id),
                     settings_.clock ? settings_.clock->initialMs : 0});
}

// ---- sockets -----------------------------------------------------------------------------------

void Room::broadcast(const Message& m) {
  for (const Entry& e : subs_) e.sub->send(m);
}

// 1,200 spectators arriving one by one used to cost 1,200 x 1,200 presence messages; now each
// socket gets at most one per interval, however many come and go.
void Room::broadcastPresence() {
  // A dropped copy says nothing more: its sockets are leaving for the game's new node.
  if (auto n = presence_.toPublish(moved_)) host_.publishSpectators(row_.id, *n);
  auto interval = std::chrono::milliseconds(static_cast<int64_t>(options_.presenceSeconds * 1000));
  auto due = presence_.schedule(std::chrono::steady_clock::now(), interval);
  if (!due) return;
  presenceTimer_.expires_at(*due);
  presenceTimer_.async_wait([self = shared_from_this()](boost::system::error_code ec) {
    self->presence_.fired();
    if (!ec) self->sendPresenceNow();
  });
}

void Room::sendPresenceNow() {
  presence_.sent(std::chrono::steady_clock::now());
  publishLive();  // the spectators changed
  if (subs_.empty()) return;
  broadcast(std::make_shared<const std::string>(envelope("presence", presenceJson(nowMs()))));
}

void Room::subscribe(std::shared_ptr<Subscriber> sub, client_msg::Hello hello) {
  net::post(strand_, [self = shared_from_this(), sub = std::move(sub), hello = std::move(hello)] {
    int64_t now = nowMs();
    std::optional<Seat> seat;
    if (hello.seat) {
      seat = self->seatFor(*hello.seat);
      if (!seat)
        sub->send(errorFrame(nullptr, serverError(ErrorCode::NOT_A_SEAT,
                                                  "this secret holds no seat; watching instead")));
    } else if (hello.player) {
      seat = self->seatForPlayer(*hello.player);  // no seat taken with this key: a spectator
    }
    if (self->expired_) {
      sub->send(errorFrame(nullptr, serverError(ErrorCode::EXPIRED, "this game expired unjoined")));
      sub->closeAfterSend();
      return;
    }
    if (self->moved_) return sub->closeAfterSend(CLOSE_RECONNECT);
    self->subs_.push_back(Entry{sub, seat, seat && hello.seat ? *hello.seat : std::string(), {}});
    self->subscriberCount_ = self->subs_.size();
    self->presence_.arrived(seat);
    if (seat) {
      self->touch(*seat, now);
      sub->seated(self->row_.id + " " + std::string(toString(*seat)));
    }
    sub->send(std::make_shared<const std::string>(
        envelope("welcome", welcomeView(self->row_.id, seat, self->durable_.version, now))));
    int64_t current = self->durable_.version;
    std::optional<std::vector<Message>> missed;
    if (hello.since) missed = self->ring_.after(*hello.since, current);
    if (missed)
      for (const Message& m : *missed) sub->send(m);
    else
      sub->send(std::make_shared<const std::string>(
          versionedEnvelope("state", current, self->viewJson(seat, now))));
    sub->send(std::make_shared<const std::string>(
        envelope("chat-history", self->chat_.history(seat, false))));
    if (self->rematchWanted_[0] || self->rematchWanted_[1])
      sub->send(std::make_shared<const std::string>(envelope("rematch", self->rematchJson())));
    if (self->publishWanted_[0] || self->publishWanted_[1])
      sub->send(std::make_shared<const std::string>(envelope("publish", self->publishJson())));
    // The newcomer learns the presence at once; the others with the next coalesced update.
    sub->send(std::make_shared<const std::string>(envelope("presence", self->presenceJson(now))));
    self->broadcastPresence();
    if (!self->row_.nextId.empty()) {
      // A rematch keeps each player's secret.
      const std::string* secret = seat && hello.seat ? &*hello.seat : nullptr;
      sub->send(std::make_shared<const std::string>(
          envelope("redirect", redirectView(self->row_.nextId, secret))));
    }
  });
}

void Room::message(std::shared_ptr<Subscriber> sub, ClientMessage msg) {
  net::post(strand_, [self = shared_from_this(), sub = std::move(sub), msg = std::move(msg)] {
    auto it = std::find_if(self->subs_.begin(), self->subs_.end(),
                           [&](const Entry& e) { return e.sub == sub; });
    if (it == self->subs_.end()) return;
    std::optional<Seat> seat = it->seat;
    auto sendError = [&](const json& id, Error e) { sub->send(errorFrame(id, e)); };
    std::visit(
        [&](const auto& m) {
          using T = std::decay_t<decltype(m)>;
          if constexpr (std::is_same_v<T, client_msg::Act>) {
            if (!seat)
              return sendError(m.id, serverError(ErrorCode::SPECTATOR, "a spectator cannot act"));
            std::weak_ptr<Subscriber> weak = sub;
            self->doAct(*seat, m.action, m.key, [weak, id = m.id](Result<int64_t> r) {
              auto s = weak.lock();
              if (!s) return;
              if (r)
                s->send(std::make_shared<const std::string>(ackMessage(id, r.value())));
              else
                s->send(errorFrame(id, r.error()));
            });
          } else if constexpr (std::is_same_v<T, client_msg::BadAct>) {
            sendError(m.id, m.error);
          } else if constexpr (std::is_same_v<T, client_msg::Sync>) {
            sub->send(std::make_shared<const std::string>(
                versionedEnvelope("state", self->durable_.version, self->viewJson(seat, nowMs()))));
          } else if constexpr (std::is_same_v<T, client_msg::Chat>) {
            self->chat(*it, m);
          } else if constexpr (std::is_same_v<T, client_msg::ChatFollow>) {
            self->chatFollow(*it, m);
          } else if constexpr (std::is_same_v<T, client_msg::Ping>) {
            sub->send(std::make_shared<const std::string>(envelope("pong", nullptr)));
          } else if constexpr (std::is_same_v<T, client_msg::Hello>) {
            sendError(nullptr, serverError(ErrorCode::NO_HELLO, "hello comes once, first"));
          } else {
            sendError(nullptr, m.error);
          }
        },
        msg);
  });
}

void Room::unsubscribe(std::shared_ptr<Subscriber> sub) {
  net::post(strand_, [self = shared_from_this(), sub = std::move(sub)] {
    auto it = std::find_if(self->subs_.begin(), self->subs_.end(),
                           [&](const Entry& e) { return e.sub == sub; });
    if (it == self->subs_.end()) return;
    std::optional<Seat> seat = it->seat;
    self->subs_.erase(it);
    self->subscriberCount_ = self->subs_.size();
    if (self->presence_.left(seat)) self->touch(*seat, nowMs());
    self->broadcastPresence();
  });
}

void Room::closeAll() {
  net::post(strand_, [self = shared_from_this()] {
    self->flagTimer_.cancel();
    self->presenceTimer_.cancel();
    if (self->computer_) self->computer_->stop();
    for (const Entry& e : self->subs_) e.sub->closeAfterSend();
  });
}

Error Room::writeError(WriteOutcome outcome) {
  return outcome == WriteOutcome::CONFLICT ? movedError() : unavailable();
}

// ---- rematch -----------------------------------------------------------------------------------

void Room::requestRematch(Seat seat, Completion done) {
  if (durable_.status() != GameStatus::FINISHED || live_.status() != GameStatus::FINISHED)
    return done(
        serverError(ErrorCode::NOT_FINISHED, "a rematch can be asked for once the game is over"));
  if (!row_.nextId.empty() || rematchPending_)
    return done(serverError(ErrorCode::REMATCH_EXISTS, "the rematch has already started"));
  // A request is durable before it is acknowledged or shown, like an action: one seat may ask,
  // the server restart, and the other seat agree afterwards.
  rematchWantedLive_[seatIndex(seat)] = true;
  // The computer always agrees to play again (it takes the other seat of the new game).
  if (computer_) rematchWantedLive_[seatIndex(computer_->seat())] = true;
  std::array<bool, 2> wanted = rematchWantedLive_;
  store_.write(
      {store_op::WantRematch{row_.id, wanted}},
      [self = shared_from_this(), wanted, done = std::move(done)](WriteOutcome outcome) mutable {
        net::post(self->strand_, [self, wanted, outcome, done = std::move(done)]() mutable {
          if (outcome != WriteOutcome::OK) {
            done(writeError(outcome));
            self->writeFailed(outcome);
            return;
          }
          for (int i = 0; i < 2; ++i) self->rematchWanted_[i] |= wanted[i];
          self->broadcast(
              std::make_shared<const std::string>(envelope("rematch", self->rematchJson())));
          bool both = self->rematchWanted_[0] && self->rematchWanted_[1];
          if (!both || !self->row_.nextId.empty() || self->rematchPending_)
            return done(self->durable_.version);
          self->rematchWaiters_.push_back(std::move(done));
          self->startRematch();
        });
      });
}

void Room::startRematch() {
  rematchPending_ = true;
  int64_t now = nowMs();
  GameRow next;
  next.id = makeGameId();
  next.settings = row_.settings;
  // The other seat opens: this game's `other` holds the new `opener` seat, and vice versa. Each
  // player keeps the secret it holds (only hashes are stored, so no new secret could be handed
  // out after a restart); knowing the old secret was enough to be given the new one anyway.
  next.secrets = {row_.secrets[seatIndex(Seat::OTHER)], row_.secrets[seatIndex(Seat::OPENER)]};
  next.players = {row_.players[seatIndex(Seat::OTHER)], row_.players[seatIndex(Seat::OPENER)]};
  next.invite = sha256Hex(makeSecret());
  next.creatorSeat = ~row_.creatorSeat;
  next.createdAt = now;
  next.joinedAt = now;
  next.status = GameStatus::PLAYING;
  next.prevId = row_.id;
  if (computer_) {
    next.computerSeat = ~computer_->seat();
    next.computerLevel = computer_->settings().level;
  }

  auto made = Room::make(strand_.get_inner_executor(), host_, store_, options_,
                         LoadedGame{next, {}}, now, now);
  if (!made) {
    gameLog(spdlog::level::err, row_.id, "rematch refused: {}", made.error().message);
    rematchPending_ = false;
    for (Completion& c : rematchWaiters_) c(made.error());
    rematchWaiters_.clear();
    return;
  }
  std::shared_ptr<Room> room = made.value();
  std::string nextId = next.id;
  store_.write({store_op::CreateGame{std::move(next)}, store_op::LinkRematch{row_.id, nextId}},
               [self = shared_from_this(), room, nextId](WriteOutcome outcome) {
                 net::post(self->strand_, [self, room, nextId, outcome] {
                   if (self->writeFailed(outcome)) return;
                   self->row_.nextId = nextId;
                   self->rematchPending_ = false;
                   self->host_.add(room);
                   gameLog(spdlog::level::info, self->row_.id, "rematch {}", nextId);
                   for (const Entry& e : self->subs_) {
                     json d =
                         redirectView(nextId, e.seat && !e.secret.empty() ? &e.secret : nullptr);
                     e.sub->send(std::make_shared<const std::string>(envelope("redirect", d)));
                     e.sub->closeAfterSend();
                   }
                   for (Completion& c : self->rematchWaiters_) c(self->durable_.version);
                   self->rematchWaiters_.clear();
                 });
               });
}

void Room::rematchSeat(std::string bearer, Reply<RematchAnswer> reply) {
  net::post(strand_, [self = shared_from_this(), bearer = std::move(bearer),
                      reply = std::move(reply)] {
    auto seat = self->seatFor(bearer);
    if (!seat)
      return reply(serverError(ErrorCode::NOT_A_SEAT, "this secret holds no seat in this game"));
    // The player keeps its secret in the rematch, with the other colour's seat.
    if (!self->row_.nextId.empty()) return reply(RematchAnswer{self->row_.nextId, bearer, ~*seat});
    auto found = self->store_.findRematch(self->row_.id);
    if (!found) return reply(found.error());
    const std::optional<GameRow>& next = found.value();
    if (!next) return reply(serverError(ErrorCode::NOT_FOUND, "no rematch of this game exists"));
    return reply(RematchAnswer{next->id, bearer, ~*seat});
  });
}

// ---- the computer seat ------------------------------------------------------------------------

bool Room::isComputer(Seat s) const {
  return computer_ && computer_->seat() == s;
}

bool Room::connected(Seat s) const {
  return presence_.sockets(s) > 0 || isComputer(s);
}

// After every change of the live state: the computer starts thinking when it must act, and stops
// when the game ended or the state it thinks about is gone.
void Room::computerUpdate() {
  if (!computer_) return;
  if (moved_ || expired_ || live_.status() == GameStatus::FINISHED) return computer_->stop();
  if (live_.status() == GameStatus::PLAYING)
    computer_->update(live_.state, live_.version, live_.clock);
}

// The engine's decision, on the strand: applied as an ordinary action of the computer's seat
// (durable before anyone sees it), unless the state it was made for is gone.
void Room::computerDecided(uint64_t ticket, Action action) {
  if (!computer_ || !computer_->accepts(ticket)) return;
  int64_t now = nowMs();
  checkFlag(now);
  if (moved_ || live_.status() != GameStatus::PLAYING) return;
  const Seat seat = computer_->seat();
  action.seat = seat;
  touch(seat, now);
  accept(seat, action, "", now, [self = shared_from_this(), seat](Result<int64_t> r) {
    if (r) return;
    // The engine's decisions are actions `apply` accepts (tests/ai/decide_property_test.cpp);
    // should one ever be refused, the computer resigns rather than leave the game hanging.
    spdlog::error("game {}: the computer's action was refused: {}", self->row_.id,
                  r.error().message);
    if (self->live_.status() != GameStatus::PLAYING || is(r.error(), ErrorCode::UNAVAILABLE) ||
        is(r.error(), ErrorCode::MOVED))
      return;
    self->accept(seat, Action{.seat = seat, .type = ActionType::RESIGN}, "", nowMs(),
                 [](Result<int64_t>) {});
  });
}

// ---- records and maintenance
// ---------------------------------------------------------------------

void Room::record(std::string format, Reply<std::pair<std::string, std::string>> reply) {
  net::post(
      strand_, [self = shared_from_this(), format = std::move(format), reply = std::move(reply)] {
        if (format == "json") {
          // The server's own log, every action with its seat (server actions such as flag
          // included): what a replay needs, and what the load generator checks its acknowledged
          // actions against.
          json j{{"id", self->row_.id},
                 {"config", toJson(self->durable_.state.config())},
                 {"version", self->durable_.version},
                 {"log", logToJson(self->log_)}};
          return reply(std::pair{dumpJson(j), std::string("application/json")});
        }
        auto built = playedGameRecord(PlayedGame{.id = self->row_.id,
                                                 .config = self->durable_.state.config(),
                                                 .log = self->log_,
                                                 .logAt = self->logAt_,
                                                 .joinedAt = self->row_.joinedAt,
                                                 .createdAt = self->row_.createdAt,
                                                 .clocked = self->settings_.clock.has_value()});
        if (!built) return reply(built.error());
        auto file = writeRecordFile(built.value(), format);
        if (!file) return reply(file.error());
        reply(std::pair{std::move(file->body), std::move(file->contentType)});
      });
}

void Room::expireIfWaitingSince(int64_t deadline) {
  net::post(strand_, [self = shared_from_this(), deadline] {
    if (self->live_.joined || self->expired_ || self->row_.createdAt > deadline) return;
    self->expired_ = true;
    gameLog(spdlog::level::info, self->row_.id, "expired unjoined");
    self->store_.write({store_op::SetStatus{self->row_.id, GameStatus::EXPIRED}}, nullptr);
    for (const Entry& e : self->subs_) e.sub->closeAfterSend();
  });
}

void Room::takenElsewhere() {
  net::post(strand_, [self = shared_from_this()] {
    self->lost("another node serves it now", movedError());
  });
}

void Room::remotePresenceChanged() {
  net::post(strand_, [self = shared_from_this()] { self->broadcastPresence(); });
}

void Room::renamed(std::string playerHash, std::string name) {
  net::post(strand_, [self = shared_from_this(), playerHash = std::move(playerHash),
                      name = std::move(name)] {
    if (playerHash.empty() || !self->namesRead_) return;  // a later read sees the new name
    bool changed = false;
    for (size_t i = 0; i < 2; ++i)
      if (self->row_.players[i] == playerHash && self->names_[i] != name) {
        self->names_[i] = name;
        changed = true;
      }
    if (changed) self->publishLive();
  });
}

bool Room::evictable(int64_t now, int64_t keepFinishedMs) const {
  int64_t finished = finishedAt_.load();
  return finished > 0 && now - finished > keepFinishedMs && subscriberCount_.load() == 0;
}

}  // namespace renju::server
