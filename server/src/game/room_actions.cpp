// The room's actions: a seat's request checked, written, acknowledged once durable; the clocks.
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

// ---- actions -----------------------------------------------------------------------------------

void Room::act(std::string bearer, std::string playerHash, RequestedAction action,
               Reply<json> reply) {
  net::post(strand_, [self = shared_from_this(), bearer = std::move(bearer),
                      playerHash = std::move(playerHash), action = std::move(action),
                      reply = std::move(reply)]() mutable {
    auto seat = bearer.empty() ? self->seatForPlayerHash(playerHash) : self->seatFor(bearer);
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

  if (!settings_.event.empty() && eventRefuses(requested))
    return refuse(
        serverError(ErrorCode::EVENT_GAME, "an event's game is neither aborted nor played again"));
  if (std::holds_alternative<RematchRequest>(requested))
    return requestRematch(seat, std::move(done));
  if (std::holds_alternative<PublishRequest>(requested))
    return requestPublish(seat, std::move(done));
  if (!live_.joined)
    return refuse(serverError(ErrorCode::NOT_STARTED, "the game is waiting for its second player"));
  if (live_.status() == GameStatus::FINISHED)
    return refuse(serverError(ErrorCode::GAME_OVER, "the game is over"));
  if (std::holds_alternative<BerserkRequest>(requested))
    return berserk(seat, key, now, std::move(done));

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
  if (takesTurn(action.type)) movedLive_[seatIndex(actor)] = true;
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
    ops.push_back(store_op::SetStatus{row_.id, GameStatus::FINISHED, gameEnd(next.state, now)});
    // In the same unit: the game is archived exactly when its end is stored.
    if (auto archived = archiveRow(next.state, now))
      ops.push_back(store_op::Archive{{std::move(*archived)}});
    // And the ratings move exactly when the end is stored (docs/ratings.md).
    if (auto rated = ratedGame(next.state, now))
      ops.push_back(store_op::RateGame{std::move(*rated)});
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
  auto idOf = [&](Color c) {
    return ratings::publicIdOf(row_.players[seatIndex(state.seatOf(c))]);
  };
  std::string clock;
  if (settings_.clock) {
    json c{{"initialMs", settings_.clock->initialMs},
           {"incrementMs", settings_.clock->incrementMs}};
    if (settings_.clock->days > 0) c["days"] = settings_.clock->days;
    clock = dumpJson(c);
  }
  return archivedFromGame(row_.id, state, clock, endedAt,
                          {nameOf(Color::BLACK), nameOf(Color::WHITE), row_.computerSeat,
                           row_.computerLevel, idOf(Color::BLACK), idOf(Color::WHITE)});
}

GameEnd Room::gameEnd(const GameState& state, int64_t endedAt) const {
  GameEnd end;
  end.endedAt = endedAt;
  const auto& result = state.result();
  if (result && result->reason != EndReason::ABORTED)
    end.winner = result->winner ? std::string(toString(*result->winner)) : "draw";
  if (result) end.reason = std::string(toString(result->reason));
  end.moves = static_cast<int64_t>(state.moveCount());
  end.openerColor = std::string(toString(state.colorOf(Seat::OPENER)));
  // A game against the computer has no second person to keep it private for.
  end.listed = settings_.isPublic || settings_.rated || row_.computerSeat.has_value();
  return end;
}

std::optional<ratings::RatedGame> Room::ratedGame(const GameState& state, int64_t endedAt) const {
  const auto& result = state.result();
  if (!settings_.rated || !settings_.clock || row_.computerSeat) return std::nullopt;
  if (!result || result->reason == EndReason::ABORTED) return std::nullopt;
  if (!movedLive_[0] || !movedLive_[1]) return std::nullopt;
  const auto& keys = row_.players;
  if (keys[0].empty() || keys[1].empty() || keys[0] == keys[1]) return std::nullopt;
  double openerScore = !result->winner ? 0.5 : *result->winner == Seat::OPENER ? 1.0 : 0.0;
  const ClockSettings& c = *settings_.clock;
  ratings::Speed speed = c.days > 0
                             ? ratings::Speed::CORRESPONDENCE
                             : ratings::speedOfClock(c.initialMs / 1000, c.incrementMs / 1000);
  return ratings::RatedGame{row_.id, speed, keys, openerScore, endedAt};
}

void Room::readRating() {
  if (rating_ || !settings_.rated || durable_.status() != GameStatus::FINISHED) return;
  auto read = store_.gameRating(row_.id);
  if (!read) {
    gameLog(spdlog::level::warn, row_.id, "rating not read: {}", read.error().message);
    return;
  }
  rating_ = std::move(read).value();
}

json Room::ratingJson() const {
  return rating_ ? ratingView(*rating_) : json(nullptr);
}

void Room::durable(WriteOutcome outcome, Progress progress, Action action,
                   std::vector<Event> events, int64_t at,
                   std::chrono::steady_clock::time_point took) {
  if (writeFailed(outcome)) return;
  durable_ = std::move(progress);
  log_.push_back(action);
  logAt_.push_back(at);
  if (takesTurn(action.type)) movedDurable_[seatIndex(action.seat)] = true;
  gameJson_.reset();
  int64_t now = nowMs();
  readRating();
  json rating = ratingJson();
  json berserkNow = berserkJson();
  auto msg = std::make_shared<const std::string>(eventMessage(
      durable_.version, action, events, durable_.status(), durable_.clock, durable_.state,
      rating.is_null() ? nullptr : &rating, berserkNow.is_null() ? nullptr : &berserkNow));
  gameLog(spdlog::level::info, row_.id, "v{} {} {}", durable_.version, toString(action.seat),
          toString(action.type));
  ring_.push(durable_.version, msg);
  broadcast(msg);
  if (durable_.status() == GameStatus::FINISHED && finishedAt_ == 0) {
    finishedAt_ = now;
    flagTimer_.cancel();
    broadcastPresence();  // claims no longer apply
    if (!settings_.event.empty()) host_.gameOver(overOf());
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
  live.put(LiveEntry{
      row_.id,
      liveView(row_.id, settings_, durable_.state, durable_.clock, seatNames(), row_.players, now),
      presence_.spectators() + host_.remoteSpectators(row_.id),
      settings_.clock ? settings_.clock->initialMs : 0});
}

}  // namespace renju::server
