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
#include "game/room_internal.h"
#include "game_json.h"
#include "ops/log.h"
#include "ops/metrics.h"
#include "ratings/public_id.h"
#include "records.h"
#include "records_game.h"

namespace renju::server {

namespace net = boost::asio;
using nlohmann::json;

using namespace room_internal;

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
      spectatorChat_(options.chatGameLimit),
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
    for (const ActionRow& row : game.actions)
      if (auto seat = berserkRowSeat(row)) clock.markBerserk(*seat);
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
  for (const ActionRow& row : game.actions) {
    if (auto seat = berserkRowSeat(row))
      room->berserk_[seatIndex(*seat)] = room->berserkLive_[seatIndex(*seat)] = true;
    else
      room->logAt_.push_back(row.at);
  }
  room->lastSeen_ = {now, now};
  room->rematchWanted_ = room->rematchWantedLive_ = game.game.rematchWanted;
  room->publishWanted_ = room->publishWantedLive_ = game.game.publishWanted;
  for (const Action& a : room->log_)
    if (takesTurn(a.type)) room->movedLive_[seatIndex(a.seat)] = true;
  room->movedDurable_ = room->movedLive_;
  room->readRating();
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
  size_t next = 0;  // the rules action of the row, in log_ (berserk rows are not there)
  for (const ActionRow& row : game.actions) {
    std::optional<Seat> berserk = berserkRowSeat(row);
    std::optional<Seat> seat = berserk;
    if (!berserk) seat = room->log_[next++].seat;
    if (!row.clientId.empty()) room->outcomes_.remember(*seat, row.clientId, row.version);
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
  return seatForPlayerHash(sha256Hex(key));
}

std::optional<Seat> Room::seatForPlayerHash(const std::string& hash) const {
  if (hash.empty()) return std::nullopt;
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
  GameFacts facts{
      .id = row_.id,
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
      .createdAt = row_.createdAt,
      .rated = settings_.rated,
      .ratings = ratingJson(),
      .names = seatNames(),
      .publicIds = {ratings::publicIdOf(row_.players[0]), ratings::publicIdOf(row_.players[1])},
      .event = settings_.event,
      .berserk = berserkJson()};
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

}  // namespace renju::server
