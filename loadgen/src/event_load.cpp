// `renju load-event`: a tournament under load (issue 31). Creates an arena or a Swiss through
// /api/tournaments, has N player keys join, starts it, and plays every paired game to its end
// over the game sockets, while M lobby sockets follow the event (`hello` with "tournament") and
// K HTTP clients read its page data. One more lobby socket, the dispatcher, reads each
// `tournament` frame whole and sends the two players of every new game to their board, as the
// page of a paired player opens his game. Reports the latency of the reads, of the frames and of
// the moves (docs/load.md, "Tournaments"). Everything on one thread, as `renju load`.
#include <fmt/format.h>
#include <sys/resource.h>

#include <CLI/CLI.hpp>
#include <array>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <chrono>
#include <cstdio>
#include <deque>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <unordered_map>

#include "action_picker.h"
#include "event_load.h"
#include "game_json.h"
#include "histogram.h"
#include "json_scan.h"
#include "net_client.h"

namespace renju::loadgen {

namespace {

namespace net = boost::asio;
using nlohmann::json;
using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

constexpr auto AS_TUPLE = net::as_tuple(net::use_awaitable);

int64_t microsSinceAt(Clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - t).count();
}

// This process's CPU time, user + system: the generator shares the machine with the server.
double processCpuSeconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  auto seconds = [](const timeval& t) {
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
  };
  return seconds(u.ru_utime) + seconds(u.ru_stime);
}

int64_t wallMicros() {
  return std::chrono::duration_cast<std::chrono::microseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

net::awaitable<void> pause(Clock::duration d) {
  net::steady_timer timer(co_await net::this_coro::executor);
  timer.expires_after(d);
  co_await timer.async_wait(AS_TUPLE);
}

// 22 base64url characters, as the client makes its keys; distinct per (seed, i), and not those
// of `load-lobby` (another stream of the generator).
std::string eventPlayerKey(uint64_t seed, int i) {
  static const char* ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  std::mt19937_64 rng(seed * 7000003 + static_cast<uint64_t>(i) + 0x5eed);
  std::string key;
  for (int k = 0; k < 22; ++k) key += ALPHABET[rng() % 64];
  return key;
}

// Each message of a socket's text frame: the frame itself, or each envelope of a `batch`.
std::vector<std::string_view> messagesOf(std::string_view text) {
  if (findString(text, "t") == "batch") {
    auto d = findMember(text, "d");
    auto inner = d ? arrayElements(*d) : std::nullopt;
    if (inner) return *inner;
    return {};
  }
  return {text};
}

struct Seatholder {
  int player = 0;  // index of the player key
  std::unique_ptr<WsClient> ws;
  bool ready = false;  // has its state
};

struct EvGame {
  std::string id;
  std::array<Seatholder, 2> seats;  // [0] moves first (the opener), [1] second
  GameState state{GameConfig{}};
  int64_t version = -1;
  int actions = 0;
  int nextId = 0;
  std::optional<std::pair<std::string, Clock::time_point>> pending;  // action id, sent at
  bool queued = false;
  bool over = false;
};

class EventLoad {
 public:
  EventLoad(const EventLoadOptions& o, Endpoint server)
      : o_(o), server_(std::move(server)), picker_(o.seed) {
    auto config = configFromJson(json{{"rule", o.rule}, {"fouls", "reject"}});
    if (!config) throw CLI::ValidationError("--rule", config.error().message);
    config_ = config.value();
  }

  EventLoadReport run() {
    net::co_spawn(io_, main(), [](std::exception_ptr e) {
      if (e) std::rethrow_exception(e);
    });
    io_.run();
    return std::move(report_);
  }

 private:
  // ---- the run ---------------------------------------------------------------------------------

  net::awaitable<void> main() {
    raiseFileLimit(static_cast<uint64_t>(2 * o_.players + o_.watchers + o_.readers + 256));
    organiser_ = std::make_unique<HttpClient>(io_, server_);
    organiser_->setAuthorization("Player " + eventPlayerKey(o_.seed, o_.players));
    auto t0 = Clock::now();
    if (!co_await create()) {
      finish();
      co_return;
    }
    co_await joinAll();
    fmt::print(stderr, "load-event: {} {} joined by {} players in {:.1f} s\n", o_.format, id_,
               report_.joined, secondsSince(t0));
    if (report_.joined < 2) {
      error("fewer than two players joined");
      {
        finish();
        co_return;
      }
    }
    net::co_spawn(io_, dispatcher(), net::detached);
    for (int i = 0; i < o_.watchers; ++i) net::co_spawn(io_, watcher(), net::detached);
    for (int i = 0; i < 200 && (!dispatcherReady_ || watchersReady_ < o_.watchers); ++i)
      co_await pause(50ms);
    std::string target = "/api/tournaments/" + id_ + "/start";
    std::string empty = "{}";
    auto started = co_await organiser_->request("POST", target, empty);
    if (!started || started.value().status != 200) {
      error("starting the event: " + (started ? started.value().body : started.error().message));
      {
        finish();
        co_return;
      }
    }
    fmt::print(stderr, "load-event: started\n");
    start_ = Clock::now();
    double cpu0 = processCpuSeconds();
    measuring_ = true;
    net::co_spawn(io_, pacer(), net::detached);
    for (int i = 0; i < o_.readers; ++i) net::co_spawn(io_, reader(i), net::detached);
    auto end = start_ + std::chrono::duration_cast<Clock::duration>(
                            std::chrono::duration<double>(o_.duration));
    int lastPrinted = 0;
    while (Clock::now() < end && report_.status != "finished") {
      co_await pause(100ms);
      int s = static_cast<int>(secondsSince(start_));
      if (s / 10 > lastPrinted / 10) {
        lastPrinted = s;
        fmt::print(stderr, "load-event: {} s: {} games started, {} finished, {} moves, {}\n", s,
                   report_.gamesStarted, report_.gamesFinished, report_.moves, progress());
      }
    }
    report_.seconds = secondsSince(start_);
    report_.cpu = processCpuSeconds() - cpu0;
    if (report_.status != "finished") {
      // The arena's time is up (or the Swiss ran out of time): the organiser ends it.
      target = "/api/tournaments/" + id_ + "/end";
      auto ended = co_await organiser_->request("POST", target, empty);
      if (!ended || ended.value().status != 200)
        error("ending the event: " + (ended ? ended.value().body : ended.error().message));
    }
    measuring_ = false;
    // The last frame (with the end) reaches the sockets within the feed's second.
    for (int i = 0; i < 30 && report_.status != "finished"; ++i) co_await pause(100ms);
    finish();
  }

  std::string progress() const {
    if (o_.format == "arena") return fmt::format("status {}", report_.status);
    return fmt::format("round {} of {} complete", report_.completeRounds, o_.rounds);
  }

  void finish() {
    stopping_ = true;
    for (auto& [id, g] : games_)
      for (Seatholder& s : g->seats)
        if (s.ws) s.ws->drop();
    for (auto& w : lobbySockets_) w->drop();
    if (organiser_) organiser_->close();
  }

  // (JSON built outside the coroutines: g++ 12 miscompiles braced initialiser lists in them.)
  std::string createBody() const {
    json games = {
        {"rule", o_.rule},
        {"fouls", "reject"},
        {"clock",
         {{"initialMs", o_.clockSeconds * 1000}, {"incrementMs", o_.incrementSeconds * 1000}}},
        {"rated", false}};
    json body = {{"name", fmt::format("Load {} of {}", o_.format, o_.players)},
                 {"format", o_.format},
                 {"games", games},
                 {"playerLimit", 0}};
    if (o_.format == "swiss") {
      body["rounds"] = o_.rounds;
    } else {
      // At least the API's minute; the organiser ends it after --duration.
      body["durationMs"] =
          std::max<int64_t>(60000, static_cast<int64_t>(o_.duration * 1000) + 60000);
      body["berserk"] = false;
    }
    return body.dump();
  }

  net::awaitable<bool> create() {
    std::string target = "/api/tournaments";
    std::string body = createBody();
    auto made = co_await organiser_->request("POST", target, body);
    if (!made || made.value().status != 201) {
      error("creating the event: " + (made ? made.value().body : made.error().message));
      co_return false;
    }
    auto id = findString(made.value().body, "id");
    if (!id) {
      error("the created event has no id");
      co_return false;
    }
    id_ = std::string(*id);
    co_return true;
  }

  // Every player asks its public id (how the frames name it) and joins, a few at a time.
  net::awaitable<void> joinAll() {
    int next = 0, done = 0;
    int workers = std::max(1, std::min(o_.httpConnections, o_.players));
    for (int w = 0; w < workers; ++w) net::co_spawn(io_, joinWorker(next, done), net::detached);
    while (done < workers) co_await pause(20ms);
  }

  net::awaitable<void> joinWorker(int& next, int& done) {
    HttpClient http(io_, server_);
    std::string me = "/api/player";
    std::string join = "/api/tournaments/" + id_ + "/join";
    std::string empty = "{}";
    std::string none;
    while (next < o_.players) {
      int i = next++;
      http.setAuthorization("Player " + eventPlayerKey(o_.seed, i));
      auto who = co_await http.request("GET", me, none);
      auto publicId = who && who.value().status == 200 ? findString(who.value().body, "publicId")
                                                       : std::nullopt;
      if (!publicId) {
        error("GET /api/player: no public id");
        continue;
      }
      byPublicId_[std::string(*publicId)] = i;
      auto joined = co_await http.request("POST", join, empty);
      if (!joined || joined.value().status != 200) {
        error("joining: " + (joined ? joined.value().body.substr(0, 200) : joined.error().message));
        continue;
      }
      ++report_.joined;
    }
    http.close();
    ++done;
  }

  // ---- the lobby sockets
  // -------------------------------------------------------------------------

  std::string seatHello(int player) const {
    return json{{"t", "hello"}, {"d", {{"player", eventPlayerKey(o_.seed, player)}}}}.dump();
  }

  std::string lobbyHello() const {
    return json{{"t", "hello"}, {"d", {{"tournament", id_}}}}.dump();
  }

  // Reads every `tournament` frame whole and sends the players of each new game to it.
  net::awaitable<void> dispatcher() {
    auto ws = std::make_unique<WsClient>(io_, server_);
    WsClient& socket = *ws;
    lobbySockets_.push_back(std::move(ws));
    std::string target = "/api/lobby/socket";
    if (auto failed = co_await socket.connect(target)) {
      error("the dispatcher's lobby socket: " + failed->message);
      co_return;
    }
    socket.send(lobbyHello());
    HttpClient pages(io_, server_);
    while (!stopping_) {
      auto text = co_await socket.read();
      if (!text) {
        if (!stopping_) error("the dispatcher's lobby socket closed");
        co_return;
      }
      for (std::string_view m : messagesOf(text.value())) {
        if (findString(m, "t") != "tournament") continue;
        dispatcherReady_ = true;
        auto d = findMember(m, "d");
        json view = d ? json::parse(*d, nullptr, false) : json();
        if (!view.is_object()) {
          error("an unreadable tournament frame");
          continue;
        }
        onView(view);
        co_await readOtherPages(view, pages);
      }
    }
  }

  // The view lists 50 games or boards a page: the dispatcher reads the rest of the games in play
  // (an arena) or of the newest round's boards (a Swiss) page by page, as their players' pages
  // would each learn of their own.
  net::awaitable<void> readOtherPages(const json& view, HttpClient& http) {
    int perPage = view.value("perPage", 50);
    size_t count = 0;
    std::string query;
    if (view.contains("counts") && view["counts"].contains("games")) {
      count = view["counts"]["games"].get<size_t>();
      query = "?page=";
    } else if (view.contains("round") && view["round"].is_object()) {
      count = view["round"].value("boardCount", size_t{0});
      query = "?boards=";
    }
    std::string none;
    for (size_t page = 2;
         perPage > 0 && (page - 1) * static_cast<size_t>(perPage) < count && !stopping_; ++page) {
      std::string target = "/api/tournaments/" + id_ + query + std::to_string(page);
      auto answer = co_await http.request("GET", target, none);
      if (!answer || answer.value().status != 200) {
        error("the dispatcher's GET " + target);
        co_return;
      }
      json next = json::parse(answer.value().body, nullptr, false);
      if (next.is_object()) onView(next);
    }
  }

  void onView(const json& view) {
    report_.status = view.value("status", "");
    if (view.contains("completeRounds")) report_.completeRounds = view["completeRounds"].get<int>();
    if (view.contains("pairedRounds")) report_.rounds = view["pairedRounds"].get<int>();
    if (!measuring_ || stopping_) return;
    auto startGame = [&](const json& game, const json& first, const json& second) {
      if (!game.is_string() || !first.is_object() || !second.is_object()) return;
      std::string id = game.get<std::string>();
      if (games_.contains(id)) return;
      auto a = byPublicId_.find(first.value("publicId", ""));
      auto b = byPublicId_.find(second.value("publicId", ""));
      if (a == byPublicId_.end() || b == byPublicId_.end())
        return error("a game of players who did not join here: " + id);
      auto g = std::make_unique<EvGame>();
      g->id = id;
      g->state = GameState(config_);
      g->seats[0].player = a->second;
      g->seats[1].player = b->second;
      EvGame* raw = g.get();
      games_[id] = std::move(g);
      ++report_.gamesStarted;
      for (int k = 0; k < 2; ++k) net::co_spawn(io_, seatLoop(raw, k), net::detached);
    };
    if (view.contains("games") && view["games"].is_array()) {  // an arena's games in play
      for (const json& g : view["games"]) startGame(g["game"], g["first"], g["second"]);
    } else if (view.contains("round") && view["round"].is_object()) {  // the newest round's boards
      for (const json& b : view["round"]["boards"])
        if (b.value("result", "") == "pending") startGame(b["game"], b["first"], b["second"]);
    }
  }

  // A page following the event: records when each frame arrives against the moment the server
  // made it (its serverTime), and against the results seen before it; connects again every
  // --rejoin seconds, timing the answer to its hello.
  net::awaitable<void> watcher() {
    bool counted = false;
    while (!stopping_) {
      auto ws = std::make_unique<WsClient>(io_, server_);
      WsClient& socket = *ws;
      lobbySockets_.push_back(std::move(ws));
      std::string target = "/api/lobby/socket";
      auto helloAt = Clock::now();
      if (auto failed = co_await socket.connect(target)) {
        error("a watcher's lobby socket: " + failed->message);
        co_return;
      }
      socket.send(lobbyHello());
      bool first = true;
      size_t seen = results_.size();  // results before the hello are in its first frame
      auto leaveAt = o_.rejoin > 0 ? Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                                        std::chrono::duration<double>(o_.rejoin))
                                   : Clock::time_point::max();
      while (!stopping_ && Clock::now() < leaveAt) {
        auto text = co_await socket.read();
        if (!text) {
          if (!stopping_) error("a watcher's lobby socket closed");
          co_return;
        }
        auto now = Clock::now();
        for (std::string_view m : messagesOf(text.value())) {
          if (findString(m, "t") != "tournament") continue;
          auto d = findMember(m, "d");
          auto made = d ? findInteger(*d, "serverTime") : std::nullopt;
          if (!made) {
            error("a tournament frame without serverTime");
            continue;
          }
          if (!counted) {
            counted = true;
            ++watchersReady_;
          }
          bool answer = first;  // the answer to this socket's hello
          first = false;
          if (!measuring_) {
            seen = results_.size();
            continue;
          }
          ++report_.frames;
          report_.frameBytes += m.size();
          if (answer) {
            report_.hello.record(static_cast<uint64_t>(microsSinceAt(helloAt)));
          } else {
            int64_t late = wallMicros() - *made * 1000;
            report_.frame.record(static_cast<uint64_t>(std::max<int64_t>(0, late)));
          }
          for (; seen < results_.size(); ++seen)
            report_.change.record(static_cast<uint64_t>(
                std::chrono::duration_cast<std::chrono::microseconds>(now - results_[seen])
                    .count()));
        }
      }
      co_await socket.close();
    }
  }

  // ---- the page readers ------------------------------------------------------------------------

  net::awaitable<void> reader(int k) {
    HttpClient http(io_, server_);
    // A player's page: the API answer with its `you`.
    http.setAuthorization("Player " + eventPlayerKey(o_.seed, k % o_.players));
    std::string api = "/api/tournaments/" + id_;
    std::string page = "/t/" + id_;
    std::string none;
    for (int n = 0; !stopping_ && measuring_; ++n) {
      bool isApi = n % 2 == 0;
      auto at = Clock::now();
      auto answer = co_await http.request("GET", isApi ? api : page, none);
      if (!measuring_) break;
      (isApi ? report_.api : report_.page).record(static_cast<uint64_t>(microsSinceAt(at)));
      if (!answer) {
        error("reading " + (isApi ? api : page) + ": " + answer.error().message);
      } else if (isApi &&
                 (answer.value().status != 200 || findString(answer.value().body, "id") != id_)) {
        error(fmt::format("GET {}: {}", api, answer.value().status));
      } else if (!isApi && answer.value().status != 200 &&
                 !(answer.value().status == 503 &&
                   answer.value().body.find("Pages not built") != std::string::npos)) {
        // 503 "Pages not built": a server without the client's build answers the page so.
        error(fmt::format("GET {}: {}", page, answer.value().status));
      }
      co_await pause(std::chrono::milliseconds(o_.readMs));
    }
    http.close();
  }

  // ---- the games -------------------------------------------------------------------------------

  net::awaitable<void> seatLoop(EvGame* g, int k) {
    Seatholder& s = g->seats[static_cast<size_t>(k)];
    s.ws = std::make_unique<WsClient>(io_, server_);
    WsClient& socket = *s.ws;
    std::string target = "/api/games/" + g->id + "/socket";
    if (auto failed = co_await socket.connect(target)) {
      if (!stopping_) error("a game socket: " + failed->message);
      co_return;
    }
    socket.send(seatHello(s.player));
    while (!stopping_) {
      auto text = co_await socket.read();
      if (!text) {
        if (!stopping_ && !g->over) error("game " + g->id + ": its socket closed");
        co_return;
      }
      for (std::string_view m : messagesOf(text.value())) onGameMessage(*g, k, m);
      if (g->over && !g->pending) break;  // the actor's ack may follow the last event
    }
    co_await socket.close();
  }

  void onGameMessage(EvGame& g, int k, std::string_view m) {
    auto type = findString(m, "t");
    if (!type) return error("game " + g.id + ": a message without a type");
    if (*type == "welcome") {
      auto d = findMember(m, "d");
      auto you = d ? findString(*d, "you") : std::nullopt;
      if (you != (k == 0 ? "opener" : "other"))
        error("game " + g.id + ": the key does not hold its board's seat");
    } else if (*type == "state") {
      auto v = findInteger(m, "v");
      if (!v) return error("game " + g.id + ": a state without a version");
      if (g.actions > 0 && *v > g.version)
        return error("game " + g.id + ": a state newer than the moves seen");
      g.version = std::max<int64_t>(g.version, *v);
      g.seats[static_cast<size_t>(k)].ready = true;
      enqueue(g);
    } else if (*type == "event") {
      onEvent(g, m);
    } else if (*type == "ack") {
      auto d = findMember(m, "d");
      auto id = d ? findString(*d, "id") : std::nullopt;
      if (!g.pending || !id || *id != g.pending->first) return;
      if (measuring_) report_.ack.record(static_cast<uint64_t>(microsSinceAt(g.pending->second)));
      g.pending.reset();
      enqueue(g);
    } else if (*type == "error") {
      auto d = findMember(m, "d");
      auto code = d ? findString(*d, "error") : std::nullopt;
      error(fmt::format("game {}: error {}", g.id, code.value_or("?")));
      g.pending.reset();
      enqueue(g);
    }
  }

  void onEvent(EvGame& g, std::string_view m) {
    auto v = findInteger(m, "v");
    if (!v) return error("game " + g.id + ": an event without a version");
    if (*v <= g.version) return;  // the other seat's socket was first
    if (*v != g.version + 1) return error(fmt::format("game {}: version gap", g.id));
    auto d = findMember(m, "d");
    auto raw = d ? findMember(*d, "action") : std::nullopt;
    auto action = actionFromJson(raw ? json::parse(*raw, nullptr, false) : json());
    if (!action) return error("game " + g.id + ": an unreadable action");
    auto step = apply(g.state, action.value());
    if (!step)
      return error("game " + g.id + ": the server applied " + std::string(*raw) +
                   " which the rules refuse: " + step.error().message);
    g.state = std::move(step.value().state);
    g.version = *v;
    ++g.actions;
    if (measuring_) ++report_.moves;
    if (g.state.status() == Status::FINISHED && !g.over) {
      g.over = true;
      ++report_.gamesFinished;
      results_.push_back(Clock::now());
    }
  }

  void enqueue(EvGame& g) {
    if (g.queued || g.over || g.pending || !g.seats[0].ready || !g.seats[1].ready) return;
    g.queued = true;
    due_.push_back(g.id);
  }

  // Releases --rate actions a second to the games whose turn came (at most 20 ms of them at once).
  net::awaitable<void> pacer() {
    auto interval =
        std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(1.0 / o_.rate));
    auto next = Clock::now();
    while (!stopping_) {
      auto now = Clock::now();
      if (due_.empty() || now < next) {
        co_await pause(due_.empty() ? 1ms : std::min<Clock::duration>(next - now, 1ms));
        continue;
      }
      next = std::max(next, now - 20ms) + interval;
      std::string id = std::move(due_.front());
      due_.pop_front();
      auto it = games_.find(id);
      if (it == games_.end()) continue;
      EvGame& g = *it->second;
      g.queued = false;
      act(g);
    }
  }

  void act(EvGame& g) {
    if (g.over || g.pending) return;
    std::optional<Action> action;
    std::optional<Seat> mover = g.state.toMove();
    if (g.actions >= o_.moves && mover) {
      action.emplace();  // time to let the round or the wave turn
      action->seat = *mover;
      action->type = ActionType::RESIGN;
    } else {
      for (Seat seat : {mover.value_or(Seat::OPENER), ~mover.value_or(Seat::OPENER)})
        if (!action) action = picker_.pick(g.state, seat);
    }
    if (!action) return;  // nothing to do: the server's end is on its way
    Seatholder& s = g.seats[action->seat == Seat::OPENER ? 0 : 1];
    std::string id = std::to_string(++g.nextId);
    g.pending.emplace(id, Clock::now());
    s.ws->send(
        json{{"t", "action"}, {"d", {{"id", id}, {"action", toJson(*action, false)}}}}.dump());
  }

  // ---- reporting -------------------------------------------------------------------------------

  static double secondsSince(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
  }
  void error(const std::string& what) {
    if (report_.errors++ < 20) fmt::print(stderr, "load-event: {}\n", what);
  }

  EventLoadOptions o_;
  Endpoint server_;
  ActionPicker picker_;
  GameConfig config_;
  net::io_context io_;
  std::unique_ptr<HttpClient> organiser_;
  std::string id_;
  std::unordered_map<std::string, int> byPublicId_;
  std::unordered_map<std::string, std::unique_ptr<EvGame>> games_;
  std::deque<std::string> due_;
  std::vector<std::unique_ptr<WsClient>> lobbySockets_;
  std::vector<Clock::time_point> results_;  // when each game's end was seen
  Clock::time_point start_;
  bool dispatcherReady_ = false;
  int watchersReady_ = 0;
  bool measuring_ = false;
  bool stopping_ = false;
  EventLoadReport report_;
};

}  // namespace

EventLoadReport runEventLoad(const EventLoadOptions& options, Endpoint server) {
  EventLoad load(options, std::move(server));
  return load.run();
}

}  // namespace renju::loadgen
