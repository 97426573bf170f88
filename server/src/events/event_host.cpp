#include "events/event_host.h"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

#include "base/errors.h"
#include "base/json_text.h"
#include "base/now.h"
#include "base/random_id.h"
#include "base/sha256.h"
#include "events/arena_json.h"
#include "events/event_json.h"
#include "events/event_pairing.h"
#include "events/event_view.h"
#include "game/game_settings.h"
#include "game_json.h"
#include "lobby/lobby.h"

namespace renju::server::events {

namespace net = boost::asio;
using nlohmann::json;

namespace {

// How often an arena pairs whoever is free, as lichess pairs its arenas in waves.
constexpr int64_t ARENA_WAVE_MS = 2000;
// A plan is made again this many times after a CONFLICT before the request is refused.
constexpr int MAX_ATTEMPTS = 3;

Error storeFailed() {
  return serverError(ErrorCode::UNAVAILABLE, "the event store failed");
}

}  // namespace

Result<EventKind> applyAny(const EventKind& state, const AnyAction& action) {
  if (const auto* s = std::get_if<EventState>(&state)) {
    const auto* a = std::get_if<EventAction>(&action);
    if (!a) return serverError(ErrorCode::BAD_REQUEST, "not an action of a round-based event");
    auto next = applyAction(*s, *a);
    if (!next) return next.error();
    return EventKind{std::move(next).value()};
  }
  const auto* a = std::get_if<ArenaAction>(&action);
  if (!a) return serverError(ErrorCode::BAD_REQUEST, "not an action of an arena");
  auto next = applyArenaAction(std::get<ArenaState>(state), *a);
  if (!next) return next.error();
  return EventKind{std::move(next).value()};
}

json anyActionToJson(const AnyAction& action) {
  if (const auto* a = std::get_if<EventAction>(&action)) return eventActionToJson(*a);
  return arenaActionToJson(std::get<ArenaAction>(action));
}

EventPhase phaseOf(const EventKind& state) {
  return std::visit([](const auto& s) { return s.phase; }, state);
}

const EventConfig& configOf(const EventKind& state) {
  return std::visit([](const auto& s) -> const EventConfig& { return s.config; }, state);
}

std::string_view phaseName(EventPhase phase) {
  switch (phase) {
    case EventPhase::REGISTERING:
      return "registering";
    case EventPhase::RUNNING:
      return "running";
    case EventPhase::FINISHED:
      break;
  }
  return "finished";
}

EventHost::EventHost(HostContext& ctx, EventRow row, EventKind state)
    : ctx_(ctx),
      strand_(net::make_strand(ctx.lobby.io().get_executor())),
      row_(std::move(row)),
      state_(std::move(state)),
      snapshot_(std::make_shared<const EventKind>(state_)),
      snapshotRow_(row_),
      viewCache_(std::make_unique<ViewCache>()) {}

EventHost::~EventHost() = default;

Result<std::shared_ptr<EventHost>> EventHost::load(HostContext& ctx, const LoadedEvent& stored) {
  auto configJson = parseJson(stored.event.config);
  if (!configJson) return serverError(ErrorCode::BAD_LOG, "event " + stored.event.id + ": config");
  auto config = eventConfigFromJson(configJson.value());
  if (!config) return config.error();
  EventKind state;
  if (config.value().format == EventFormat::ARENA) {
    auto arena = newArena(config.value());
    if (!arena) return arena.error();
    state = std::move(arena).value();
  } else {
    auto event = newEvent(config.value());
    if (!event) return event.error();
    state = std::move(event).value();
  }
  std::shared_ptr<EventHost> host(new EventHost(ctx, stored.event, std::move(state)));
  if (auto e = host->replay(stored)) return *e;
  return host;
}

std::optional<Error> EventHost::replay(const LoadedEvent& stored) {
  bool arena = std::holds_alternative<ArenaState>(state_);
  for (const EventLogRow& r : stored.log) {
    auto j = parseJson(r.action);
    if (!j) return serverError(ErrorCode::BAD_LOG, "event " + row_.id + ": action " + r.action);
    AnyAction action;
    if (arena) {
      auto a = arenaActionFromJson(j.value());
      if (!a) return a.error();
      action = std::move(a).value();
    } else {
      auto a = eventActionFromJson(j.value());
      if (!a) return a.error();
      action = std::move(a).value();
    }
    auto next = applyAny(state_, action);
    if (!next)
      return serverError(ErrorCode::BAD_LOG, "event " + row_.id + " seq " + std::to_string(r.seq) +
                                                 ": " + next.error().message);
    state_ = std::move(next).value();
    seq_ = r.seq;
    note(action, r.at);
  }
  row_.status = std::string(phaseName(phaseOf(state_)));
  finished_ = phaseOf(state_) == EventPhase::FINISHED;
  std::lock_guard lock(snapshotMutex_);
  snapshot_ = std::make_shared<const EventKind>(state_);
  snapshotRow_ = row_;
  return std::nullopt;
}

// Keeps when each game was paired: its no-show deadline counts from there.
void EventHost::note(const AnyAction& action, int64_t at) {
  if (const auto* e = std::get_if<EventAction>(&action)) {
    if (const auto* pair = std::get_if<action::PairRound>(e))
      for (const EventBoard& b : pair->boards)
        if (!b.gameId.empty()) pairedAt_[b.gameId] = at;
  } else if (const auto* pair = std::get_if<arena_action::Pair>(&std::get<ArenaAction>(action))) {
    for (const ArenaBoard& b : pair->boards) pairedAt_[b.gameId] = at;
  }
}

std::shared_ptr<const EventKind> EventHost::snapshot() const {
  std::lock_guard lock(snapshotMutex_);
  return snapshot_;
}

EventRow EventHost::row() const {
  std::lock_guard lock(snapshotMutex_);
  return snapshotRow_;
}

void EventHost::request(Plan plan, Reply reply) {
  net::post(strand_, [self = shared_from_this(), plan = std::move(plan),
                      reply = std::move(reply)]() mutable {
    self->run(std::move(plan), std::move(reply), 1);
  });
}

void EventHost::inspect(std::function<void(const EventKind&, const EventRow&)> fn) {
  net::post(strand_,
            [self = shared_from_this(), fn = std::move(fn)] { fn(self->state_, self->row_); });
}

void EventHost::run(Plan plan, Reply reply, int attempt) {
  if (writing_) {
    queue_.push_back(
        [self = shared_from_this(), plan = std::move(plan), reply = std::move(reply),
         attempt]() mutable { self->run(std::move(plan), std::move(reply), attempt); });
    return;
  }
  auto step = plan(state_);
  if (!step) {
    if (reply) reply(step.error());
    return;
  }
  auto next = applyAny(state_, step.value().action);
  if (!next) {
    if (reply) reply(next.error());
    return;
  }
  int64_t at = nowMs();
  std::vector<StoreOp> ops{store_op::AppendEvent{
      row_.id, EventLogRow{seq_ + 1, dumpJson(anyActionToJson(step.value().action)), at}}};
  EventPhase before = phaseOf(state_);
  EventPhase after = phaseOf(next.value());
  if (after != before)
    ops.push_back(store_op::SetEventStatus{row_.id, std::string(phaseName(after))});
  for (StoreOp& op : step.value().ops) ops.push_back(std::move(op));
  step.value().ops.clear();
  writing_ = true;
  ctx_.store.write(
      std::move(ops), [self = shared_from_this(), plan = std::move(plan), reply = std::move(reply),
                       attempt, next = std::move(next).value(), step = std::move(step).value(),
                       at](WriteOutcome outcome) mutable {
        net::post(self->strand_,
                  [self, outcome, plan = std::move(plan), reply = std::move(reply), attempt,
                   next = std::move(next), step = std::move(step), at]() mutable {
                    self->written(outcome, std::move(plan), std::move(reply), attempt,
                                  std::move(next), std::move(step), at);
                  });
      });
}

void EventHost::written(WriteOutcome outcome, Plan plan, Reply reply, int attempt, EventKind next,
                        Step step, int64_t at) {
  writing_ = false;
  if (outcome == WriteOutcome::CONFLICT) {
    // Another node appended this seq first: what it stored is the event now.
    spdlog::info("event {}: seq {} taken elsewhere; reading the event again", row_.id, seq_ + 1);
    if (reload() && attempt < MAX_ATTEMPTS) {
      run(std::move(plan), std::move(reply), attempt + 1);
    } else if (reply) {
      reply(serverError(ErrorCode::BUSY, "the event changed meanwhile; try again"));
    }
    return drain();
  }
  if (outcome != WriteOutcome::OK) {
    if (reply) reply(storeFailed());
    return drain();
  }
  state_ = std::move(next);
  ++seq_;
  note(step.action, at);
  row_.status = std::string(phaseName(phaseOf(state_)));
  finished_ = phaseOf(state_) == EventPhase::FINISHED;
  {
    std::lock_guard lock(snapshotMutex_);
    snapshot_ = std::make_shared<const EventKind>(state_);
    snapshotRow_ = row_;
  }
  if (step.then) step.then();
  if (reply) reply(std::nullopt);
  if (ctx_.changed) ctx_.changed(row_.id);
  drain();
  // What this change makes due (the next round, the end) is done at once by the node that
  // schedules the event; the others leave it to that node.
  if (!ctx_.schedulesHere || ctx_.schedulesHere(row_.id)) schedule(at);
}

bool EventHost::reload() {
  auto stored = ctx_.store.loadEvent(row_.id);
  if (!stored || !stored.value()) {
    spdlog::warn("event {}: not read again", row_.id);
    return false;
  }
  auto fresh = load(ctx_, *stored.value());
  if (!fresh) {
    spdlog::error("event {}: does not replay: {}", row_.id, fresh.error().message);
    return false;
  }
  state_ = fresh.value()->state_;
  seq_ = fresh.value()->seq_;
  row_ = fresh.value()->row_;
  pairedAt_ = fresh.value()->pairedAt_;
  finished_ = phaseOf(state_) == EventPhase::FINISHED;
  std::lock_guard lock(snapshotMutex_);
  snapshot_ = std::make_shared<const EventKind>(state_);
  snapshotRow_ = row_;
  return true;
}

void EventHost::refresh() {
  net::post(strand_, [self = shared_from_this()] {
    if (self->writing_) {
      self->refreshAfterWrite_ = true;
      return;
    }
    if (self->reload() && self->ctx_.seen) self->ctx_.seen(self->row_.id);
  });
}

void EventHost::drain() {
  if (refreshAfterWrite_ && !writing_) {
    refreshAfterWrite_ = false;
    if (reload() && ctx_.seen) ctx_.seen(row_.id);
  }
  while (!writing_ && !queue_.empty()) {
    auto next = std::move(queue_.front());
    queue_.pop_front();
    next();
  }
}

void EventHost::tick(int64_t now) {
  net::post(strand_, [self = shared_from_this(), now] { self->schedule(now); });
}

void EventHost::schedule(int64_t now) {
  if (writing_ || pairing_) return;  // the write's end or the pairing's schedules again
  if (const auto* s = std::get_if<EventState>(&state_)) {
    scheduleRounds(*s, now);
  } else {
    scheduleArena(std::get<ArenaState>(state_), now);
  }
  forfeitNoShows(now);
}

void EventHost::scheduleRounds(const EventState& s, int64_t now) {
  if (s.phase == EventPhase::REGISTERING) {
    if (s.config.startsAt > 0 && now >= s.config.startsAt) {
      int active = 0;
      for (const Entrant& e : s.entrants) active += e.status == EntrantStatus::ACTIVE ? 1 : 0;
      // Too few came at the set time: the event ends without a round, as lichess cancels it.
      run(active >= 2 ? startPlan(now) : endPlan(), nullptr, 1);
    }
    return;
  }
  if (s.phase != EventPhase::RUNNING) return;
  int paired = static_cast<int>(s.rounds.size());
  if (paired > 0 && !roundComplete(s, paired)) return;
  if (paired < s.totalRounds) return pairRound();
  run(endPlan(), nullptr, 1);
}

void EventHost::scheduleArena(const ArenaState& s, int64_t now) {
  if (s.phase == EventPhase::REGISTERING) {
    if (s.config.startsAt > 0 && now >= s.config.startsAt) run(startPlan(now), nullptr, 1);
    return;
  }
  if (s.phase != EventPhase::RUNNING) return;
  if (arenaTimeUp(s, now)) return run(endPlan(), nullptr, 1);
  if (now >= nextWave_) pairWave(now);
}

Plan EventHost::startPlan(int64_t now) const {
  return [now](const EventKind& state) -> Result<Step> {
    if (std::holds_alternative<ArenaState>(state))
      return Step{ArenaAction{arena_action::Start{now}}, {}, {}};
    return Step{EventAction{action::Start{randomBit()}}, {}, {}};
  };
}

Plan EventHost::endPlan() const {
  return [](const EventKind& state) -> Result<Step> {
    if (std::holds_alternative<ArenaState>(state))
      return Step{ArenaAction{arena_action::End{}}, {}, {}};
    return Step{EventAction{action::End{}}, {}, {}};
  };
}

GameRow EventHost::gameRow(const std::string& firstKey, const std::string& secondKey,
                           int64_t now) const {
  GameRow row;
  row.id = makeGameId();
  json settings = configOf(state_).gameSettings;
  settings["event"] = row_.id;
  // An arena's game says whether its arena allows berserk (Room::berserk); no other game has it.
  if (std::holds_alternative<ArenaState>(state_))
    settings["berserk"] = configOf(state_).berserk;
  else
    settings.erase("berserk");
  if (!row_.isPrivate) settings["public"] = true;  // archived as public games are
  row.settings = dumpJson(settings);
  row.creatorSeat = Seat::OPENER;
  // Nobody holds these secrets: each player speaks for his seat with his player key.
  row.secrets = {sha256Hex(makeSecret()), sha256Hex(makeSecret())};
  row.players = {firstKey, secondKey};
  row.invite = sha256Hex(makeSecret());
  row.createdAt = now;
  row.joinedAt = now;
  row.status = GameStatus::PLAYING;
  return row;
}

void EventHost::openRooms(const std::vector<GameRow>& rows, int64_t now) {
  for (const GameRow& row : rows) {
    auto room = Room::make(ctx_.lobby.io().get_executor(), ctx_.lobby, ctx_.store, ctx_.options,
                           LoadedGame{row, {}}, now, now);
    if (!room) {
      spdlog::error("event {}: game {} not opened: {}", row_.id, row.id, room.error().message);
      continue;
    }
    ctx_.lobby.add(room.value());
  }
}

// The next round is paired from a copy on a worker thread; its boards come back to the strand,
// and are appended only if nothing was appended meanwhile (else the beat pairs again).
void EventHost::pairRound() {
  pairing_ = true;
  EventState copy = std::get<EventState>(state_);
  int64_t seqAt = seq_;
  net::post(ctx_.workers, [self = shared_from_this(), copy = std::move(copy), seqAt] {
    auto round = nextRound(copy);
    net::post(self->strand_, [self, round = std::move(round), seqAt]() mutable {
      self->pairing_ = false;
      if (!round) {
        spdlog::warn("event {}: no round paired: {}", self->id(), round.error().message);
        if (round.error().code == wireCode(ErrorCode::BAD_PAIRING) ||
            round.error().code == wireCode(ErrorCode::BAD_ROUND))
          self->run(self->endPlan(), nullptr, 1);
        return;
      }
      int64_t now = nowMs();
      self->run(
          [self, boards = std::move(round).value(), seqAt,
           now](const EventKind& state) mutable -> Result<Step> {
            if (self->seq_ != seqAt)
              return serverError(ErrorCode::BUSY, "the event changed while it was paired");
            const auto& s = std::get<EventState>(state);
            std::vector<GameRow> rows;
            std::vector<StoreOp> ops;
            for (EventBoard& b : boards) {
              if (b.second == 0 || b.result != BoardResult::PENDING) continue;
              rows.push_back(self->gameRow(entrantByRank(s, b.first)->key,
                                           entrantByRank(s, b.second)->key, now));
              b.gameId = rows.back().id;
              ops.push_back(store_op::CreateGame{rows.back()});
            }
            int round = static_cast<int>(s.rounds.size()) + 1;
            return Step{EventAction{action::PairRound{round, std::move(boards)}}, std::move(ops),
                        [self, rows, now] { self->openRooms(rows, now); }};
          },
          [self](std::optional<Error> e) {
            if (e) spdlog::info("event {}: round not appended: {}", self->id(), e->message);
          },
          1);
    });
  });
}

void EventHost::pairWave(int64_t now) {
  nextWave_ = now + ARENA_WAVE_MS;
  auto pool = arenaWaitingPool(std::get<ArenaState>(state_), now);
  if (pool.size() < 2) return;
  pairing_ = true;
  int64_t seqAt = seq_;
  net::post(ctx_.workers, [self = shared_from_this(), pool = std::move(pool), seqAt, now] {
    auto pairs = pairing::pairArena(pool);
    net::post(self->strand_, [self, pairs = std::move(pairs), seqAt, now] {
      self->pairing_ = false;
      if (pairs.empty() || self->seq_ != seqAt) return;
      self->run(
          [self, pairs, now](const EventKind& state) -> Result<Step> {
            const auto& a = std::get<ArenaState>(state);
            std::vector<GameRow> rows;
            std::vector<StoreOp> ops;
            std::vector<ArenaBoard> boards;
            for (const pairing::ArenaPair& p : pairs) {
              rows.push_back(
                  self->gameRow(a.players[p.opener - 1].key, a.players[p.second - 1].key, now));
              boards.push_back(ArenaBoard{rows.back().id, p.opener, p.second, false});
              ops.push_back(store_op::CreateGame{rows.back()});
            }
            return Step{ArenaAction{arena_action::Pair{std::move(boards), now}}, std::move(ops),
                        [self, rows, now] { self->openRooms(rows, now); }};
          },
          nullptr, 1);
    });
  });
}

void EventHost::forfeitNoShows(int64_t now) {
  int64_t noShow = configOf(state_).noShowMs;
  if (noShow <= 0 || phaseOf(state_) != EventPhase::RUNNING) return;
  for (const auto& [gameId, at] : pairedAt_) {
    if (now < at + noShow || noShowChecked_.contains(gameId)) continue;
    noShowChecked_.insert(gameId);
    auto [found, room] = ctx_.lobby.find(gameId);
    if (found == Lobby::Lookup::FOUND && room) room->forfeitAbsent();
  }
}

void EventHost::gameOver(GameOver over) {
  net::post(strand_, [self = shared_from_this(), over = std::move(over)] {
    self->pairedAt_.erase(over.id);
    self->run(
        self->resultPlan(over),
        [self, over](std::optional<Error> e) {
          // Told twice (its end and a reconcile): the second telling finds it recorded.
          if (!e) return self->withdrawAbsent(over);
          if (e->code != wireCode(ErrorCode::GAME_OVER))
            spdlog::info("event {}: result of {} not recorded: {}", self->id(), over.id,
                         e->message);
        },
        1);
  });
}

// A player who lost a game by not coming to it is taken out of the event (he may join again), as
// lichess withdraws the absent: the next rounds or waves would pair him only to forfeit again.
void EventHost::withdrawAbsent(const GameOver& over) {
  for (Seat seat : {Seat::OPENER, Seat::OTHER}) {
    size_t s = static_cast<size_t>(seat);
    bool lostAway = over.abandoned && over.winner && *over.winner != seat && !over.moved[s];
    if (!over.aborted && !lostAway) continue;
    run(
        [id = over.id, seat](const EventKind& state) -> Result<Step> {
          std::string key = boardKey(state, id, seat);
          if (key.empty()) return serverError(ErrorCode::UNKNOWN_GAME, "no board has " + id);
          if (std::holds_alternative<ArenaState>(state))
            return Step{ArenaAction{arena_action::Leave{key}}, {}, {}};
          return Step{EventAction{action::Withdraw{key}}, {}, {}};
        },
        [self = shared_from_this()](std::optional<Error> e) {
          if (e) spdlog::info("event {}: absent player not withdrawn: {}", self->id(), e->message);
        },
        1);
  }
}

namespace {

BoardResult boardResultOf(const GameOver& over) {
  // Neither came (the no-show deadline aborts the game): nobody scores.
  if (over.aborted) return BoardResult::DOUBLE_FORFEIT;
  if (!over.winner) return BoardResult::DRAW;
  if (*over.winner == Seat::OPENER)
    return over.moved[1] ? BoardResult::FIRST_WINS : BoardResult::FIRST_WINS_FORFEIT;
  return over.moved[0] ? BoardResult::SECOND_WINS : BoardResult::SECOND_WINS_FORFEIT;
}

arena_action::GameEnd arenaEndOf(const GameOver& over) {
  arena_action::GameEnd end;
  end.gameId = over.id;
  end.outcome = !over.winner                   ? ArenaOutcome::DRAW
                : *over.winner == Seat::OPENER ? ArenaOutcome::OPENER_WINS
                                               : ArenaOutcome::SECOND_WINS;
  end.stonesOpener = over.stones[0];
  end.stonesSecond = over.stones[1];
  bool loserMoved = !over.winner || over.moved[over.winner == Seat::OPENER ? 1 : 0];
  end.forfeit = over.aborted || !loserMoved;
  end.berserkOpener = over.berserk[0];
  end.berserkSecond = over.berserk[1];
  end.at = over.endedAt;
  return end;
}

}  // namespace

std::string boardKey(const EventKind& state, const std::string& gameId, Seat seat) {
  bool opener = seat == Seat::OPENER;
  if (const auto* a = std::get_if<ArenaState>(&state)) {
    for (const ArenaBoard& b : a->boards)
      if (b.gameId == gameId)
        return a->players[static_cast<size_t>((opener ? b.opener : b.second) - 1)].key;
    return "";
  }
  const auto& s = std::get<EventState>(state);
  for (const EventRound& round : s.rounds)
    for (const EventBoard& b : round)
      if (b.gameId == gameId) {
        const Entrant* e = entrantByRank(s, opener ? b.first : b.second);
        return e ? e->key : "";
      }
  return "";
}

Plan EventHost::resultPlan(const GameOver& over) const {
  return [over](const EventKind& state) -> Result<Step> {
    if (std::holds_alternative<ArenaState>(state))
      return Step{ArenaAction{arenaEndOf(over)}, {}, {}};
    const auto& s = std::get<EventState>(state);
    for (size_t r = s.rounds.size(); r-- > 0;) {
      const EventRound& boards = s.rounds[r];
      for (size_t b = 0; b < boards.size(); ++b) {
        if (boards[b].gameId != over.id) continue;
        if (boards[b].result != BoardResult::PENDING)
          return serverError(ErrorCode::GAME_OVER, "the board has its result already");
        return Step{EventAction{action::SetResult{static_cast<int>(r + 1), static_cast<int>(b + 1),
                                                  boardResultOf(over)}},
                    {},
                    {}};
      }
    }
    return serverError(ErrorCode::UNKNOWN_GAME, "no board of this event has game " + over.id);
  };
}

void EventHost::reconcile() {
  net::post(strand_, [self = shared_from_this()] {
    std::vector<std::string> open;
    if (const auto* s = std::get_if<EventState>(&self->state_)) {
      for (const EventRound& round : s->rounds)
        for (const EventBoard& b : round)
          if (b.result == BoardResult::PENDING && !b.gameId.empty()) open.push_back(b.gameId);
    } else {
      for (const ArenaBoard& b : std::get<ArenaState>(self->state_).boards)
        if (!b.ended) open.push_back(b.gameId);
    }
    for (const std::string& id : open) {
      auto [found, room] = self->ctx_.lobby.find(id);
      if (found == Lobby::Lookup::FOUND && room) room->reportOver();
    }
  });
}

}  // namespace renju::server::events
