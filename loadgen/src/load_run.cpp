#include "load_run.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <deque>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

#include "action_picker.h"
#include "game_json.h"
#include "histogram.h"
#include "json_scan.h"

namespace renju::loadgen {

namespace net = boost::asio;
using nlohmann::json;
using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

namespace {

constexpr auto USE_TUPLE = net::as_tuple(net::use_awaitable);
constexpr int MAX_LOGGED_ERRORS = 20;

int64_t microsSince(Clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - t).count();
}

// A histogram's microseconds as the report's milliseconds.
double millis(uint64_t micros) {
  return static_cast<double>(micros) / 1000.0;
}

net::awaitable<void> sleepFor(Clock::duration d) {
  net::steady_timer timer(co_await net::this_coro::executor);
  timer.expires_after(d);
  co_await timer.async_wait(USE_TUPLE);
}

struct Game;

/// One WebSocket of a game: a player (holds a seat secret) or a spectator.
struct Sock {
  Game* game = nullptr;
  bool player = false;
  std::string secret;  // seat secret; empty for a spectator
  std::optional<Seat> seat;
  std::unique_ptr<WsClient> ws;
  int64_t lastVersion = -1;  // last versioned message this socket saw, -1 = none yet
  bool ready = false;        // welcome and the state (or the missed events) received
  bool everConnected = false;
  bool churned = false;  // dropped on purpose; reconnects at reconnectAt
  Clock::time_point reconnectAt{};
  std::optional<Clock::time_point> lostAt;  // closed by the server or the network, not yet back
  uint64_t generation = 0;                  // the game's generation this socket belongs to
  bool dead = false;                        // gave up reconnecting
};

/// What the final check needs of a game once it is no longer played.
struct Archived {
  std::string id;
  GameConfig config;
  std::vector<Action> log;
  std::vector<std::pair<int64_t, Action>> acked;  // acknowledged actions with their versions
  bool complete = true;                           // the log holds every action the server accepted
  GameState state;
};

struct Pending {
  std::string id;
  Action action;
  Clock::time_point sentAt;
};

/// The last action sent, for the latency to the opponent's event.
struct Probe {
  int64_t version = 0;
  Seat seat = Seat::OPENER;
  Clock::time_point sentAt;
  bool taken = true;
  bool inBurst = false;  // sent inside a burst's window
  bool ending = false;   // the resignation with which a burst ends the game
};

struct Game {
  int index = 0;
  bool computer = false;  // against the server's computer: one socket, the human seat
  std::string id;
  std::string rule;
  GameConfig config;
  GameState state{GameConfig{}};
  std::vector<Action> log;
  int64_t version = 1;  // 0 at creation, 1 after the join, +1 per action
  std::vector<std::pair<int64_t, Action>> acked;
  std::vector<std::unique_ptr<Sock>> socks;  // [0] creator, [1] joiner, then spectators
  std::optional<Pending> pending;
  Probe probe;
  std::optional<std::array<int64_t, 2>> clock;  // remaining ms per seat, last seen
  bool queued = false;
  bool renewing = false;
  bool desynced = false;  // the local log is no longer complete: no more play
  bool retired = false;
  uint64_t generation = 0;
  bool resignNext = false;   // a burst ends this game: its next action is a resignation
  bool burstReturn = false;  // ended by a burst, not yet in play again
};

struct CreatedGame {
  std::string id;
  GameConfig config;
  std::string creatorSecret;
  std::string joinerSecret;
};

class Runner {
 public:
  explicit Runner(const LoadOptions& o) : o_(o), picker_(o.seed) {
    for (int i = 0; i < std::max(1, o.httpConnections); ++i)
      http_.push_back(std::make_unique<HttpClient>(io_, o.server, sourceAddress(i)));
    httpFree_.resize(http_.size(), true);
  }

  LoadReport run() {
    net::co_spawn(io_, main(), [](std::exception_ptr e) {
      if (e) std::rethrow_exception(e);
    });
    io_.run();
    return report_;
  }

 private:
  // ---- plumbing --------------------------------------------------------------------------------

  std::string sourceAddress(size_t i) const {
    if (o_.sources <= 1) return {};
    return fmt::format("127.0.0.{}", 1 + i % static_cast<size_t>(std::min(o_.sources, 250)));
  }

  void error(std::string_view what) {
    ++report_.errors;
    if (loggedErrors_++ < MAX_LOGGED_ERRORS) fmt::print(stderr, "load: {}\n", what);
  }

  // A free HTTP connection, else a wait in line: polling a timer each millisecond cost the
  // generator most of a core when a burst's 500 games wanted a connection at once.
  net::awaitable<size_t> acquireHttp() {
    for (;;) {
      for (size_t i = 0; i < httpFree_.size(); ++i) {
        if (httpFree_[i]) {
          httpFree_[i] = false;
          co_return i;
        }
      }
      net::steady_timer turn(io_, Clock::time_point::max());
      httpWaiters_.push_back(&turn);
      co_await turn.async_wait(USE_TUPLE);
    }
  }

  void releaseHttp(size_t k) {
    httpFree_[k] = true;
    if (httpWaiters_.empty()) return;
    httpWaiters_.front()->cancel();
    httpWaiters_.pop_front();
  }

  // Contract: target and body outlive the co_await.
  net::awaitable<Result<json>> httpJson(std::string_view method, const std::string& target,
                                        const std::string& body, int expectStatus) {
    size_t k = co_await acquireHttp();
    auto r = co_await http_[k]->request(method, target, body);
    releaseHttp(k);
    if (!r) co_return r.error();
    if (r->status != expectStatus)
      co_return makeError("http-status", fmt::format("{} {}: {} {}", method, target, r->status,
                                                     r->body.substr(0, 200)));
    auto j = json::parse(r->body, nullptr, false);
    if (j.is_discarded() || !j.is_object())
      co_return makeError("bad-json", fmt::format("{} {}: not a JSON object", method, target));
    co_return j;
  }

  // ---- games -----------------------------------------------------------------------------------

  // (JSON built outside the coroutines: g++ 12 miscompiles braced initialiser lists in them.)
  std::string createBody(const std::string& rule, bool computer) const {
    json body = {{"rule", rule}, {"fouls", "reject"}};
    body["clock"] = o_.clockInitial > 0
                        ? json{{"initial", o_.clockInitial}, {"increment", o_.clockIncrement}}
                        : json(nullptr);
    // The creator's colour is drawn by the server, so the computer plays both colours.
    if (computer) body["computer"] = json{{"level", o_.computerLevel}};
    if (computer) body["opener"] = "random";
    return body.dump();
  }
  static std::string joinBody(const std::string& invite) { return json{{"invite", invite}}.dump(); }
  static Result<GameConfig> configOf(const std::string& rule) {
    return configFromJson(json{{"rule", rule}, {"fouls", "reject"}});
  }

  net::awaitable<Result<CreatedGame>> createGame(const std::string& rule, bool computer) {
    // Arguments are named first: g++ 12 may destroy temporaries of a co_await expression twice.
    std::string target = "/api/games";
    std::string body = createBody(rule, computer);
    auto created = co_await httpJson("POST", target, body, 201);
    if (!created) co_return created.error();
    const json& c = created.value();
    CreatedGame g;
    g.id = c.value("id", std::string());
    g.creatorSecret = c.value("seat", std::string());
    std::string invite = c.value("invite", std::string());
    auto config = configOf(rule);
    if (computer) {
      // Nobody joins: the computer holds the other seat from the start (version 1).
      if (!config || g.id.empty() || g.creatorSecret.empty() || !c.contains("computer"))
        co_return makeError("bad-answer", "POST /api/games: no id, seat or computer");
      g.config = config.value();
      co_return g;
    }
    if (!config || g.id.empty() || invite.empty())
      co_return makeError("bad-answer", "POST /api/games: no id, seat or invite");
    g.config = config.value();
    std::string joinTarget = "/api/games/" + g.id + "/join";
    std::string joinBodyText = joinBody(invite);
    auto joined = co_await httpJson("POST", joinTarget, joinBodyText, 200);
    if (!joined) co_return joined.error();
    g.joinerSecret = joined.value().value("seat", std::string());
    co_return g;
  }

  void reset(Game& g, CreatedGame c) {
    g.id = std::move(c.id);
    g.config = c.config;
    g.state = GameState(g.config);
    g.log.clear();
    g.version = 1;
    g.acked.clear();
    g.pending.reset();
    g.probe = Probe{};
    g.clock.reset();
    g.desynced = false;
    g.resignNext = false;
    ++g.generation;
    for (size_t i = 0; i < g.socks.size(); ++i) {
      Sock& s = *g.socks[i];
      s.secret = i == 0 ? c.creatorSecret : i == 1 ? c.joinerSecret : std::string();
      s.seat.reset();
      // The computer may have played before the human's socket is there: `hello since 1` gets
      // its moves as events (a full state would leave the local log without them).
      s.lastVersion = g.computer ? 1 : -1;
      s.ready = false;
      s.everConnected = false;
      s.generation = g.generation;
    }
    ++(g.computer ? report_.computerGames : report_.games);
  }

  void archive(Game& g) {
    archived_.push_back(Archived{g.id, g.config, g.log, g.acked, !g.desynced, g.state});
  }

  net::awaitable<bool> setupGame(Game& g) {
    auto created = co_await createGame(g.rule, g.computer);
    if (!created) {
      error(fmt::format("creating a game: {}", created.error().message));
      co_return false;
    }
    g.socks.clear();
    for (int i = 0; i < (g.computer ? 1 : 2 + o_.spectators); ++i) {
      auto s = std::make_unique<Sock>();
      s->game = &g;
      s->player = i < 2;
      s->ws = std::make_unique<WsClient>(io_, o_.server, sourceAddress(socketCount_++));
      g.socks.push_back(std::move(s));
    }
    reset(g, std::move(created).value());
    for (auto& s : g.socks) net::co_spawn(io_, socketLoop(&g, s.get()), net::detached);
    co_return true;
  }

  // A finished game gives way to a new one with the same sockets, so the load stays constant.
  net::awaitable<void> renew(Game* g) {
    g->renewing = true;
    for (int i = 0; i < 500 && g->pending && !stopping_; ++i) co_await sleepFor(10ms);
    if (stopping_) co_return;
    archive(*g);
    for (int attempt = 0; attempt < 5 && !stopping_; ++attempt) {
      auto created = co_await createGame(g->rule, g->computer);
      if (!created) {
        error(fmt::format("creating a game: {}", created.error().message));
        co_await sleepFor(1s);
        continue;
      }
      if (stopping_) co_return;
      reset(*g, std::move(created).value());
      // The socket loops see the new generation and reconnect to the new game.
      for (auto& s : g->socks) s->ws->drop();
      g->renewing = false;
      co_return;
    }
    g->retired = true;
  }

  // ---- sockets ---------------------------------------------------------------------------------

  std::string helloMessage(const Sock& s) {
    json d = json::object();
    if (s.player) d["seat"] = s.secret;
    if (s.lastVersion >= 0) d["since"] = s.lastVersion;
    return json{{"t", "hello"}, {"d", d}}.dump();
  }

  static std::string actionMessage(const Pending& p) {
    return json{{"t", "action"}, {"d", {{"id", p.id}, {"action", toJson(p.action, false)}}}}.dump();
  }

  net::awaitable<void> socketLoop(Game* g, Sock* s) {
    std::optional<Clock::time_point> downSince;
    int failures = 0;
    while (!stopping_) {
      if (!s->ws->isOpen()) {
        if (s->churned && Clock::now() < s->reconnectAt) {
          co_await sleepFor(s->reconnectAt - Clock::now());
          continue;
        }
        uint64_t generation = g->generation;
        if (s->generation != generation) s->generation = generation;
        std::string target = "/api/games/" + g->id + "/socket";
        auto failed = co_await s->ws->connect(target);
        if (stopping_) break;
        if (generation != g->generation) {
          s->ws->drop();
          continue;
        }
        if (failed) {
          if (!downSince) downSince = Clock::now();
          if (Clock::now() - *downSince > std::chrono::duration<double>(o_.reconnectWindow)) {
            error(fmt::format("game {}: cannot reconnect: {}", g->id, failed->message));
            s->dead = true;
            co_return;
          }
          auto backoff = std::chrono::milliseconds(std::min(1000, 50 << std::min(failures, 5)) +
                                                   static_cast<int>(picker_.below(50)));
          co_await sleepFor(backoff);
          ++failures;
          continue;
        }
        downSince.reset();
        failures = 0;
        if (s->lostAt) {
          // How long a client was without its game: a failover must keep this short.
          double ms = std::chrono::duration<double, std::milli>(Clock::now() - *s->lostAt).count();
          report_.maxReconnectMs = std::max(report_.maxReconnectMs, ms);
          s->lostAt.reset();
        }
        if (s->everConnected) ++report_.reconnects;
        s->everConnected = true;
        s->churned = false;
        s->ready = false;
        s->ws->send(helloMessage(*s));
      }
      uint64_t generation = s->generation;
      auto message = co_await s->ws->read();
      if (generation != g->generation || stopping_) continue;
      if (!message) {
        s->ready = false;
        if (!s->churned) {
          ++report_.unexpectedCloses;
          s->lostAt = Clock::now();
        }
        continue;
      }
      onMessage(*g, *s, message.value());
    }
  }

  // ---- messages --------------------------------------------------------------------------------

  void onMessage(Game& g, Sock& s, std::string_view text) {
    auto type = findString(text, "t");
    if (!type) return error(fmt::format("game {}: a message without a type", g.id));
    if (*type == "batch") return onBatch(g, s, text);
    if (*type == "event") return onEvent(g, s, text);
    if (*type == "ack") return onAck(g, text);
    if (*type == "state") return onState(g, s, text);
    if (*type == "welcome") return onWelcome(g, s, text);
    if (*type == "error") return onError(g, text);
    if (*type == "presence" || *type == "pong" || *type == "rematch" || *type == "redirect" ||
        *type == "chat-history" || *type == "chat")
      return;
    error(fmt::format("game {}: unexpected message type {}", g.id, *type));
  }

  // Frames the server wrote together (an actor's event and its ack, most often), in order.
  void onBatch(Game& g, Sock& s, std::string_view text) {
    auto d = findMember(text, "d");
    auto messages = d ? arrayElements(*d) : std::nullopt;
    if (!messages) return error(fmt::format("game {}: a malformed batch", g.id));
    ++report_.batches;
    for (std::string_view m : *messages) onMessage(g, s, m);
  }

  void onWelcome(Game& g, Sock& s, std::string_view text) {
    auto d = findMember(text, "d");
    auto you = d ? findString(*d, "you") : std::nullopt;
    if (s.player) {
      auto seat = you ? parseSeat(*you) : std::nullopt;
      if (!seat) return error(fmt::format("game {}: the seat secret was not accepted", g.id));
      s.seat = seat;
      // An action sent before the drop goes again with the same id: the server applies it once.
      if (g.pending && g.pending->action.seat == *seat) {
        s.ws->send(actionMessage(*g.pending));
        ++report_.resends;
      }
    }
    // After `hello since` the missed events (or a full state when too many were missed) follow;
    // when nothing was missed nothing follows, and the socket is ready now.
    if (s.lastVersion >= 0) {
      s.ready = true;
      enqueue(g);
    }
  }

  void checkClock(Game& g, std::string_view clockText) {
    if (clockText == "null" || o_.clockInitial <= 0) return;
    auto remaining = findMember(clockText, "remaining");
    if (!remaining) return error(fmt::format("game {}: a clock without remaining", g.id));
    auto opener = findInteger(*remaining, "opener");
    auto other = findInteger(*remaining, "other");
    if (!opener || !other) return error(fmt::format("game {}: unreadable clock", g.id));
    std::array<int64_t, 2> now{*opener, *other};
    if (g.clock) {
      // A seat's time only runs down, and grows by at most the increment per accepted action.
      int64_t allowance = int64_t{o_.clockIncrement} * 1000 + 1;
      for (int i = 0; i < 2; ++i) {
        if (now[i] > (*g.clock)[i] + allowance) {
          ++report_.clockErrors;
          if (loggedErrors_++ < MAX_LOGGED_ERRORS)
            fmt::print(stderr, "load: game {}: clock of seat {} went from {} to {} ms\n", g.id, i,
                       (*g.clock)[i], now[i]);
        }
      }
    }
    g.clock = now;
  }

  void desync(Game& g, std::string_view why) {
    if (!g.desynced) fmt::print(stderr, "load: game {}: {}; no more play in it\n", g.id, why);
    g.desynced = true;
  }

  // The versioned change `version` with its action: the local state follows the server's.
  void applyAction(Game& g, const Action& action, int64_t version) {
    auto step = apply(g.state, action);
    if (!step) {
      ++report_.mismatched;
      desync(g, fmt::format("the server accepted {} that the rules refuse: {}",
                            toJson(action).dump(), step.error().message));
      return;
    }
    g.state = std::move(step.value().state);
    g.log.push_back(action);
    g.version = version;
    if (measuring_ && g.computer && !(g.socks.size() > 0 && g.socks[0]->seat == action.seat))
      ++report_.computerMoves;
    if (g.state.status() == Status::FINISHED && !g.renewing && !stopping_) {
      ++(g.computer ? report_.computerFinished : report_.finished);
      g.renewing = true;
      net::co_spawn(io_, renew(&g), net::detached);
    }
    // The computer's move comes as an event only (no ack): the human seat may act now.
    if (g.computer) enqueue(g);
  }

  void onEvent(Game& g, Sock& s, std::string_view text) {
    auto v = findInteger(text, "v");
    if (!v) return error(fmt::format("game {}: an event without a version", g.id));
    if (s.lastVersion >= 0 && *v <= s.lastVersion) return;  // seen before a reconnect
    if (s.lastVersion >= 0 && *v != s.lastVersion + 1) {
      error(fmt::format("game {}: gap from version {} to {}", g.id, s.lastVersion, *v));
      s.ws->send(R"({"t":"sync"})");
      return;
    }
    s.lastVersion = *v;
    s.ready = true;
    if (s.player && g.probe.version == *v && !g.probe.taken && s.seat && *s.seat != g.probe.seat) {
      g.probe.taken = true;
      if (measuring_) {
        int64_t us = microsSince(g.probe.sentAt);
        latency_.record(static_cast<uint64_t>(us));
        window_.record(static_cast<uint64_t>(us));
        if (g.probe.ending) {
          endLatency_.record(static_cast<uint64_t>(us));
          ++report_.burstEnds;
        } else if (g.probe.inBurst) {
          burstLatency_.record(static_cast<uint64_t>(us));
          ++report_.burstActions;
        }
      }
    }
    if (*v <= g.version || g.desynced) return;  // another socket of the game was first
    if (*v != g.version + 1) return desync(g, fmt::format("event {} after {}", *v, g.version));
    auto d = findMember(text, "d");
    auto raw = d ? findMember(*d, "action") : std::nullopt;
    auto j = raw ? json::parse(*raw, nullptr, false) : json();
    auto action = actionFromJson(j);
    if (!action) return desync(g, "an event with an unreadable action");
    if (auto clock = findMember(*d, "clock")) checkClock(g, *clock);
    applyAction(g, action.value(), *v);
  }

  void onAck(Game& g, std::string_view text) {
    auto d = findMember(text, "d");
    auto id = d ? findString(*d, "id") : std::nullopt;
    auto version = d ? findInteger(*d, "version") : std::nullopt;
    if (!id || !version) return error(fmt::format("game {}: unreadable ack", g.id));
    if (!g.pending || *id != g.pending->id) return;  // a repeated ack after a resend
    Pending p = std::move(*g.pending);
    g.pending.reset();
    if (*version == g.version + 1 && !g.desynced) {
      // Durable, but its event never reached us (the server restarted before broadcasting it).
      applyAction(g, p.action, *version);
    } else if (*version > g.version + 1) {
      desync(g, fmt::format("ack of version {} after {}", *version, g.version));
    }
    g.acked.emplace_back(*version, p.action);
    if (measuring_ && g.computer) {
      ++report_.computerActions;
    } else if (measuring_) {
      ++report_.actions;
      ++windowActions_;
      ackLatency_.record(static_cast<uint64_t>(microsSince(p.sentAt)));
    }
    enqueue(g);
  }

  void onError(Game& g, std::string_view text) {
    auto d = findMember(text, "d");
    auto id = d ? findString(*d, "id") : std::nullopt;
    auto code = d ? findString(*d, "error") : std::nullopt;
    auto message = d ? findString(*d, "message") : std::nullopt;
    error(fmt::format("game {}: error {}: {}", g.id, code.value_or("?"), message.value_or("")));
    if (g.pending && id && *id == g.pending->id) {
      g.pending.reset();
      enqueue(g);
    }
  }

  void onState(Game& g, Sock& s, std::string_view text) {
    auto j = json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.contains("v") || !j["v"].is_number_integer())
      return error(fmt::format("game {}: unreadable state", g.id));
    int64_t v = j["v"].get<int64_t>();
    s.lastVersion = v;
    s.ready = true;
    // Only a state as new as the events already seen by the game's other sockets says anything
    // about the clocks: an older one (a socket that subscribed just before the last actions) would
    // wind the remembered clocks back, and the next event would seem to add several increments.
    if (v >= g.version && j.contains("d") && j["d"].contains("clock") && !j["d"]["clock"].is_null())
      checkClock(g, j["d"]["clock"].dump());
    // A state older than what other sockets of the game saw is normal: it is the last durable
    // version, and the events after it follow on this socket. (Had the server lost acknowledged
    // actions, the final check finds them.)
    if (v > g.version && !(v == g.version + 1 && g.pending))
      return desync(g, fmt::format("the server is at version {}, after {} seen", v, g.version));
    enqueue(g);
  }

  // ---- pacing ----------------------------------------------------------------------------------

  Sock* actorSocket(Game& g, Seat seat) {
    for (int i = 0; i < 2 && i < static_cast<int>(g.socks.size()); ++i) {
      Sock& s = *g.socks[static_cast<size_t>(i)];
      if (s.seat == seat && s.ready && s.ws->isOpen()) return &s;
    }
    return nullptr;
  }

  bool playable(const Game& g) const {
    return !g.renewing && !g.desynced && !g.retired && !g.pending &&
           g.state.status() == Status::PLAYING && g.state.toMove().has_value() &&
           !awaitingComputer(g);
  }

  // The human seat of a computer game waits for the answer to its own draw offer or takeback
  // request: the computer may accept (ending or rewinding the game) while a move is under way.
  static bool awaitingComputer(const Game& g) {
    if (!g.computer || g.socks.empty() || !g.socks[0]->seat) return false;
    Seat human = *g.socks[0]->seat;
    return g.state.drawOfferBy() == human || g.state.takebackRequestBy() == human;
  }

  void enqueue(Game& g) {
    if (g.burstReturn) noteBurstReturn(g);
    if (g.resignNext && resign(g)) return;
    if (g.queued || !playable(g)) return;
    g.queued = true;
    if (g.computer) {
      // The human seat of a computer game answers at once, outside the paced rate: the
      // computer's thinking sets the pace of these games.
      net::post(io_, [this, &g] {
        g.queued = false;
        if (playing_) act(g);
      });
      return;
    }
    ready_.push_back(&g);
  }

  // Sends one action of the game; false when it cannot act now (it is enqueued again by the
  // message that makes it playable).
  bool act(Game& g) {
    if (stopPacing_ || !playable(g)) return false;
    Seat seat = *g.state.toMove();
    Sock* actor = actorSocket(g, seat);
    if (!actor) return false;
    // Both seats must be there, so the latency to the opponent is measured on every action.
    if (!g.computer && !actorSocket(g, ~seat)) return false;
    auto action = picker_.pick(g.state, seat);
    if (!action) {
      desync(g, "the rules library offers no action to the seat to move");
      return false;
    }
    Pending p{fmt::format("a{}", ++actionCounter_), std::move(*action), Clock::now()};
    g.probe = Probe{g.version + 1, seat, p.sentAt, false, inBurstWindow()};
    actor->ws->send(actionMessage(p));
    g.pending = std::move(p);
    return true;
  }

  // ---- bursts ----------------------------------------------------------------------------------

  bool inBurstWindow() const { return burstOpen_ > 0 || Clock::now() < burstWindowEnd_; }

  // The seat to move (or the opener, between turns) resigns now, outside the paced rate, as
  // every game of a round ends within the same second; false when it cannot yet (an action in
  // flight, a socket not ready), and the next enqueue tries again.
  bool resign(Game& g) {
    if (stopPacing_ || g.pending || g.renewing || g.desynced || g.retired ||
        g.state.status() != Status::PLAYING)
      return false;
    for (Seat seat :
         {g.state.toMove().value_or(Seat::OPENER), ~g.state.toMove().value_or(Seat::OPENER)}) {
      Sock* actor = actorSocket(g, seat);
      Action action{seat, ActionType::RESIGN};
      if (!actor || !apply(g.state, action)) continue;
      Pending p{fmt::format("a{}", ++actionCounter_), std::move(action), Clock::now()};
      g.probe = Probe{g.version + 1, seat, p.sentAt, false, true, true};
      actor->ws->send(actionMessage(p));
      g.pending = std::move(p);
      g.resignNext = false;
      return true;
    }
    return false;
  }

  // A game a burst ended counts as back once its new game's sockets all hold their state.
  void noteBurstReturn(Game& g) {
    if (g.renewing || g.resignNext) return;
    for (const auto& s : g.socks)
      if (!s->ready && !s->dead) return;
    g.burstReturn = false;
    if (--burstOpen_ > 0) return;
    double ms = std::chrono::duration<double, std::milli>(Clock::now() - burstStart_).count();
    report_.burstBackMs = std::max(report_.burstBackMs, ms);
    burstWindowEnd_ = Clock::now() + 1s;
  }

  net::awaitable<void> burster() {
    auto share = static_cast<size_t>(
        std::ceil(std::clamp(o_.burstShare, 0.0, 1.0) * static_cast<double>(o_.games)));
    auto every =
        std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(o_.burstEvery));
    auto next = Clock::now() + every;
    while (!stopPacing_) {
      co_await sleepFor(std::min<Clock::duration>(100ms, next - Clock::now()));
      if (stopPacing_ || Clock::now() < next) continue;
      next += every;
      if (burstOpen_ > 0) continue;  // the last one is not over: no burst on top of it
      ++report_.bursts;
      burstStart_ = Clock::now();
      for (size_t i = 0; i < share && i < games_.size(); ++i) {
        Game& g = *games_[i];
        if (g.computer || g.retired || g.desynced || g.renewing) continue;
        g.resignNext = true;
        g.burstReturn = true;
        ++burstOpen_;
        ++report_.burstGames;
        resign(g);
      }
    }
  }

  // How late the generator's own loop runs: a timer due every 5 ms notes how long after its time
  // it fired. A latency no larger than this lag may be the generator's own busy moment, not the
  // server's (docs/load.md, "Bursts").
  net::awaitable<void> lagProbe() {
    net::steady_timer timer(io_);
    while (!stopPacing_) {
      auto due = Clock::now() + 5ms;
      timer.expires_at(due);
      co_await timer.async_wait(USE_TUPLE);
      auto late = static_cast<uint64_t>(std::max<int64_t>(0, microsSince(due)));
      (inBurstWindow() ? burstLag_ : lag_).record(late);
    }
  }

  net::awaitable<void> pacer() {
    net::steady_timer timer(io_);
    auto last = Clock::now();
    double tokens = 0;
    const double burst = std::max(1.0, o_.rate * 0.02);  // at most 20 ms of actions at once
    while (!stopPacing_) {
      timer.expires_after(1ms);
      co_await timer.async_wait(USE_TUPLE);
      // The paced phase may have ended while this timer ran: the drain and the check have begun,
      // and an action sent now would reach the server unseen by the check.
      if (stopPacing_) break;
      auto now = Clock::now();
      tokens =
          std::min(burst, tokens + o_.rate * std::chrono::duration<double>(now - last).count());
      last = now;
      size_t budget = ready_.size();  // each queued game is looked at once per tick
      while (tokens >= 1 && budget-- > 0 && !ready_.empty()) {
        Game* g = ready_.front();
        ready_.pop_front();
        g->queued = false;
        if (act(*g)) tokens -= 1;
      }
    }
  }

  // Drops random sockets; each comes back after 0.1..2 s with `hello since`.
  net::awaitable<void> churner() {
    const double tick = 0.1;
    double carry = 0;
    while (!stopPacing_) {
      co_await sleepFor(100ms);
      if (games_.empty()) continue;
      carry += o_.churn * tick * static_cast<double>(socketCount_);
      while (carry >= 1) {
        carry -= 1;
        Game& g = *games_[picker_.below(games_.size())];
        if (g.socks.empty()) continue;
        Sock& s = *g.socks[picker_.below(g.socks.size())];
        if (!s.ws->isOpen() || s.churned) continue;
        s.churned = true;
        s.ready = false;
        s.reconnectAt = Clock::now() + std::chrono::milliseconds(100 + picker_.below(1900));
        s.ws->drop();
      }
    }
  }

  int64_t openSockets() const {
    int64_t n = 0;
    for (const auto& g : games_)
      for (const auto& s : g->socks) n += s->ws->isOpen() ? 1 : 0;
    return n;
  }

  net::awaitable<void> reporter() {
    auto start = Clock::now();
    while (!stopPacing_) {
      for (int i = 0; i < 50 && !stopPacing_; ++i) co_await sleepFor(100ms);
      if (stopPacing_) break;
      double t = std::chrono::duration<double>(Clock::now() - start).count();
      if (o_.progress)
        fmt::print(stderr,
                   "load: {:6.1f} s  {:7.1f} actions/s  p50 {:6.2f} ms  p99 {:7.2f} ms  "
                   "sockets {}  errors {}  reconnects {}\n",
                   t, static_cast<double>(windowActions_) / 5.0, window_.quantile(0.5) / 1000.0,
                   window_.quantile(0.99) / 1000.0, openSockets(), report_.errors,
                   report_.reconnects);
      window_ = Histogram{};
      windowActions_ = 0;
    }
  }

  // ---- the check -------------------------------------------------------------------------------

  // One game against the server's own log (record?format=json) and its state (GET), outside the
  // coroutine (g++ 12 miscompiles braced initialiser lists in coroutines).
  void check(const Archived& a, const json& record, const json& view) {
    auto mismatch = [&](std::string_view why) {
      ++report_.mismatched;
      fmt::print(stderr, "load: game {}: {}\n", a.id, why);
    };
    ReplayResult local = replay(a.config, a.log);
    if (local.error || !(local.state == a.state))
      return mismatch("the local state is not the replay of its log");
    auto log = record.contains("log")
                   ? logFromJson(record["log"])
                   : Result<std::vector<Action>>(makeError("bad-json", "no log"));
    if (!log) return mismatch("unreadable server log: " + log.error().message);
    const std::vector<Action>& stored = log.value();
    // Version 1 is the join; action k (from 0) of the log made version k + 2.
    for (const auto& [version, action] : a.acked) {
      size_t index = static_cast<size_t>(version - 2);
      if (version < 2 || index >= stored.size()) {
        ++report_.lost;
        fmt::print(stderr, "load: game {}: acknowledged version {} is not in the server's log\n",
                   a.id, version);
      } else if (toJson(stored[index]) != toJson(action)) {
        mismatch(fmt::format("version {} is {} in the server's log, {} was acknowledged", version,
                             toJson(stored[index]).dump(), toJson(action).dump()));
      }
    }
    ReplayResult replayed = replay(a.config, stored);
    if (replayed.error) return mismatch("the server's log does not replay");
    if (view.value("version", int64_t{-1}) != record.value("version", int64_t{-2})) {
      ++report_.unverified;  // the game moved on between the two requests (a flag, say)
      return;
    }
    if (!view.contains("game") || view["game"] != stateToJson(replayed.state))
      return mismatch("the server's state is not the replay of its own log");
    // What the sockets saw is the server's log, in order.
    bool prefix =
        a.log.size() <= stored.size() &&
        std::equal(a.log.begin(), a.log.end(), stored.begin(),
                   [](const Action& x, const Action& y) { return toJson(x) == toJson(y); });
    if (!prefix) return mismatch("the events seen differ from the server's log");
    if (!a.complete || stored.size() > a.log.size()) {
      ++report_.unverified;  // the local log is incomplete: the server went on unseen
      return;
    }
    ++report_.verified;
  }

  net::awaitable<void> verifyOne(const Archived& a) {
    std::string base = "/api/games/" + a.id;
    std::string recordTarget = base + "/record?format=json";
    std::string noBody;
    auto record = co_await httpJson("GET", recordTarget, noBody, 200);
    if (!record) {
      error(fmt::format("check of game {}: {}", a.id, record.error().message));
      co_return;
    }
    auto view = co_await httpJson("GET", base, noBody, 200);
    if (!view) {
      error(fmt::format("check of game {}: {}", a.id, view.error().message));
      co_return;
    }
    check(a, record.value(), view.value());
  }

  net::awaitable<void> verifyAll() {
    // A game still being replaced was archived by renew() already.
    for (auto& g : games_)
      if (!g->id.empty() && !g->retired && !g->renewing) archive(*g);
    size_t next = 0;
    size_t running = 0;
    auto worker = [&]() -> net::awaitable<void> {
      while (next < archived_.size()) co_await verifyOne(archived_[next++]);
      --running;
    };
    for (size_t i = 0; i < http_.size(); ++i) {
      ++running;
      net::co_spawn(io_, worker(), net::detached);
    }
    while (running > 0) co_await sleepFor(10ms);
  }

  // ---- the run ---------------------------------------------------------------------------------

  net::awaitable<void> main() {
    raiseFileLimit(static_cast<uint64_t>(o_.games) * static_cast<uint64_t>(2 + o_.spectators) +
                   static_cast<uint64_t>(o_.computerGames) +
                   static_cast<uint64_t>(o_.httpConnections) + 256);
    auto setupStart = Clock::now();
    for (int i = 0; i < o_.games + o_.computerGames; ++i) {
      auto g = std::make_unique<Game>();
      g->index = i;
      g->computer = i >= o_.games;
      g->rule = o_.rules[static_cast<size_t>(i) % o_.rules.size()];
      games_.push_back(std::move(g));
    }
    // Games are created by as many workers as HTTP connections; sockets connect as they come.
    size_t next = 0;
    size_t running = 0;
    auto worker = [&]() -> net::awaitable<void> {
      while (next < games_.size() && !stopping_) co_await setupGame(*games_[next++]);
      --running;
    };
    for (size_t i = 0; i < http_.size(); ++i) {
      ++running;
      net::co_spawn(io_, worker(), net::detached);
    }
    while (running > 0) co_await sleepFor(10ms);
    // Wait for every socket to be ready (bounded; a socket that gave up does not count).
    auto deadline = Clock::now() + 60s;
    for (;;) {
      int64_t notReady = 0;
      for (auto& g : games_)
        for (auto& s : g->socks) notReady += s->ready || s->dead ? 0 : 1;
      if (notReady == 0) break;
      if (Clock::now() > deadline) {
        error(fmt::format("{} sockets not ready after 60 s of setup", notReady));
        break;
      }
      co_await sleepFor(20ms);
    }
    if (o_.progress)
      fmt::print(stderr, "load: {} games, {} sockets ready in {:.1f} s\n", games_.size(),
                 openSockets(), std::chrono::duration<double>(Clock::now() - setupStart).count());

    measuring_ = true;
    playing_ = true;
    auto start = Clock::now();
    for (auto& g : games_) enqueue(*g);
    net::co_spawn(io_, pacer(), net::detached);
    net::co_spawn(io_, reporter(), net::detached);
    net::co_spawn(io_, lagProbe(), net::detached);
    if (o_.churn > 0) net::co_spawn(io_, churner(), net::detached);
    if (o_.burstEvery > 0) net::co_spawn(io_, burster(), net::detached);
    while (Clock::now() - start < std::chrono::duration<double>(o_.duration))
      co_await sleepFor(std::min<Clock::duration>(
          100ms, std::chrono::duration_cast<Clock::duration>(
                     std::chrono::duration<double>(o_.duration) - (Clock::now() - start))));
    stopPacing_ = true;
    playing_ = false;
    measuring_ = false;
    report_.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    report_.sockets = openSockets();
    // scripts/load.sh reads the server's CPU time at this line and at "ready": per action, the
    // paced phase alone counts.
    if (o_.progress) fmt::print(stderr, "load: paced phase over in {:.1f} s\n", report_.seconds);

    // Drain: actions in flight get their ack (or error); games being replaced settle.
    auto drainEnd = Clock::now() + 10s;
    for (;;) {
      bool busy = false;
      for (auto& g : games_) busy = busy || (g->pending && !g->desynced) || g->renewing;
      if (!busy || Clock::now() > drainEnd) break;
      co_await sleepFor(10ms);
    }
    for (auto& g : games_) {
      if (g->pending && !g->desynced) {
        // Sent but never answered: not acknowledged, so not counted as lost, but the log may now
        // miss it.
        ++report_.stuck;
        fmt::print(stderr, "load: game {}: action {} unanswered after the drain\n", g->id,
                   g->pending->id);
        g->desynced = true;
      }
    }
    if (o_.verify) co_await verifyAll();
    stopping_ = true;
    for (auto& g : games_)
      for (auto& s : g->socks) s->ws->drop();
    for (auto& h : http_) h->close();

    report_.actionsPerSecond =
        report_.seconds > 0 ? static_cast<double>(report_.actions) / report_.seconds : 0;
    report_.p50Ms = millis(latency_.quantile(0.50));
    report_.p90Ms = millis(latency_.quantile(0.90));
    report_.p99Ms = millis(latency_.quantile(0.99));
    report_.maxMs = millis(latency_.max());
    report_.ackP99Ms = millis(ackLatency_.quantile(0.99));
    report_.burstP50Ms = millis(burstLatency_.quantile(0.50));
    report_.burstP99Ms = millis(burstLatency_.quantile(0.99));
    report_.burstMaxMs = millis(burstLatency_.max());
    report_.endP50Ms = millis(endLatency_.quantile(0.50));
    report_.endP99Ms = millis(endLatency_.quantile(0.99));
    report_.endMaxMs = millis(endLatency_.max());
    Histogram lag = lag_;
    lag.merge(burstLag_);
    report_.lagP99Ms = millis(lag.quantile(0.99));
    report_.lagMaxMs = millis(lag.max());
    report_.burstLagP99Ms = millis(burstLag_.quantile(0.99));
  }

  LoadOptions o_;
  net::io_context io_{1};
  ActionPicker picker_;
  std::vector<std::unique_ptr<HttpClient>> http_;
  std::vector<bool> httpFree_;
  std::deque<net::steady_timer*> httpWaiters_;  // in the order they asked
  std::vector<std::unique_ptr<Game>> games_;
  std::deque<Archived> archived_;
  std::deque<Game*> ready_;
  Histogram latency_, ackLatency_, window_, burstLatency_;
  Histogram endLatency_;      // the resignations that start bursts
  Histogram lag_, burstLag_;  // the generator's own loop, outside and inside bursts' windows
  int64_t burstOpen_ = 0;     // games of the running burst not yet in play again
  Clock::time_point burstStart_{};
  Clock::time_point burstWindowEnd_{};
  int64_t windowActions_ = 0;
  LoadReport report_;
  uint64_t actionCounter_ = 0;
  size_t socketCount_ = 0;
  int loggedErrors_ = 0;
  bool measuring_ = false;
  bool playing_ = false;  // the paced phase: computer games' human seats act
  bool stopPacing_ = false;
  bool stopping_ = false;
};

}  // namespace

LoadReport runLoad(const LoadOptions& options) {
  Runner runner(options);
  return runner.run();
}

namespace {

// Milliseconds in the report to two decimals.
double hundredths(double ms) {
  return std::round(ms * 100) / 100;
}

}  // namespace

std::string reportJson(const LoadReport& r) {
  json j = {{"games", r.games},
            {"sockets", r.sockets},
            {"actions", r.actions},
            {"actions_per_s", std::round(r.actionsPerSecond * 10) / 10},
            {"p50_ms", hundredths(r.p50Ms)},
            {"p90_ms", hundredths(r.p90Ms)},
            {"p99_ms", hundredths(r.p99Ms)},
            {"max_ms", hundredths(r.maxMs)},
            {"ack_p99_ms", hundredths(r.ackP99Ms)},
            {"errors", r.errors},
            {"reconnects", r.reconnects},
            {"resends", r.resends},
            {"unexpected_closes", r.unexpectedCloses},
            {"batches", r.batches},
            {"max_reconnect_ms", std::round(r.maxReconnectMs)},
            {"lost", r.lost},
            {"mismatched", r.mismatched},
            {"unverified", r.unverified},
            {"verified", r.verified},
            {"clock_errors", r.clockErrors},
            {"finished", r.finished},
            {"stuck", r.stuck},
            {"computer_games", r.computerGames},
            {"computer_moves", r.computerMoves},
            {"computer_actions", r.computerActions},
            {"computer_finished", r.computerFinished},
            {"seconds", std::round(r.seconds * 10) / 10},
            {"bursts", r.bursts},
            {"burst_games", r.burstGames},
            {"burst_actions", r.burstActions},
            {"burst_p50_ms", hundredths(r.burstP50Ms)},
            {"burst_p99_ms", hundredths(r.burstP99Ms)},
            {"burst_max_ms", hundredths(r.burstMaxMs)},
            {"burst_back_ms", std::round(r.burstBackMs)},
            {"burst_ends", r.burstEnds},
            {"burst_end_p50_ms", hundredths(r.endP50Ms)},
            {"burst_end_p99_ms", hundredths(r.endP99Ms)},
            {"burst_end_max_ms", hundredths(r.endMaxMs)},
            {"lag_p99_ms", hundredths(r.lagP99Ms)},
            {"lag_max_ms", hundredths(r.lagMaxMs)},
            {"burst_lag_p99_ms", hundredths(r.burstLagP99Ms)}};
  return j.dump();
}

std::string reportText(const LoadReport& r) {
  return fmt::format(
      "games {} (finished {}), sockets {}\n"
      "actions {} in {:.1f} s = {:.1f} actions/s\n"
      "latency action -> opponent's event: p50 {:.2f} ms, p90 {:.2f} ms, p99 {:.2f} ms, "
      "max {:.2f} ms (ack p99 {:.2f} ms)\n"
      "errors {}, reconnects {} (actions sent again {}, longest {:.0f} ms), unexpected closes {}, "
      "clock errors {}, stuck {}\n"
      "check: {} games verified, lost {}, mismatched {}, unverified {}\n"
      "computer games {} (finished {}): the computer's actions {}, the human seat's {}\n"
      "bursts {} ({} games ended): {} actions inside, p50 {:.2f} ms, p99 {:.2f} ms, max {:.2f} ms; "
      "all back in play within {:.0f} ms; the resignations that ended the games p50 {:.2f} ms, "
      "p99 {:.2f} ms, max {:.2f} ms\n"
      "the generator's own loop late by p99 {:.2f} ms, max {:.2f} ms (in bursts' windows p99 "
      "{:.2f} ms)\n",
      r.games, r.finished, r.sockets, r.actions, r.seconds, r.actionsPerSecond, r.p50Ms, r.p90Ms,
      r.p99Ms, r.maxMs, r.ackP99Ms, r.errors, r.reconnects, r.resends, r.maxReconnectMs,
      r.unexpectedCloses, r.clockErrors, r.stuck, r.verified, r.lost, r.mismatched, r.unverified,
      r.computerGames, r.computerFinished, r.computerMoves, r.computerActions, r.bursts,
      r.burstGames, r.burstActions, r.burstP50Ms, r.burstP99Ms, r.burstMaxMs, r.burstBackMs,
      r.endP50Ms, r.endP99Ms, r.endMaxMs, r.lagP99Ms, r.lagMaxMs, r.burstLagP99Ms);
}

}  // namespace renju::loadgen
