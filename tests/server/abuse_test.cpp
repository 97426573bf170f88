// Abuse a hostile visitor would try against the real `renju serve` (issue 13): each test does what
// the attacker would and checks that the server answers with a clear error and stays usable.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <thread>

#include "server_harness.h"

namespace renju::test {
namespace {

int statusOf(const std::string& raw) {
  if (raw.rfind("HTTP/1.", 0) != 0 || raw.size() < 12) return 0;
  return std::stoi(raw.substr(9, 3));
}

HttpResult from(uint16_t port, const std::string& method, const std::string& target,
                const std::string& address, const std::string& body = "",
                const std::string& bearer = "") {
  std::map<std::string, std::string> h{{"X-Forwarded-For", address}};
  if (!bearer.empty()) h["Authorization"] = "Bearer " + bearer;
  return httpRequest(port, method, target, body, h);
}

size_t occurrences(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// ---- HTTP framing ------------------------------------------------------------------------------

TEST(Abuse, AmbiguousFramingIsRefusedAndClosed) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  std::string health = "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n";

  // A body in a coding the server does not know, with a second request hidden in it: one 400,
  // then the connection is closed (the hidden request is never answered).
  bool closed = false;
  std::string raw = rawExchange(port,
                                "POST /api/games HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n"
                                "Content-Type: application/json\r\n\r\n" +
                                    health,
                                &closed);
  EXPECT_EQ(statusOf(raw), 400) << raw;
  EXPECT_EQ(occurrences(raw, "HTTP/1.1"), 1u) << raw;
  EXPECT_TRUE(closed);

  raw = rawExchange(port,
                    "POST /api/games HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n"
                    "Content-Length: 5\r\n\r\n0\r\n\r\n" +
                        health,
                    &closed);
  EXPECT_EQ(statusOf(raw), 400) << raw;
  EXPECT_EQ(occurrences(raw, "HTTP/1.1"), 1u) << raw;
  EXPECT_TRUE(closed);

  raw =
      rawExchange(port,
                  "POST /api/games HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: identity, chunked\r\n"
                  "\r\n0\r\n\r\n",
                  &closed);
  EXPECT_EQ(statusOf(raw), 400) << raw;
  EXPECT_TRUE(closed);

  raw = rawExchange(port, "GET /api/health HTTP/1.1\r\n\r\n", &closed);
  EXPECT_EQ(statusOf(raw), 400) << raw;
  EXPECT_NE(raw.find("bad-request"), std::string::npos);
  // HTTP/1.0 had no Host; plain chunked still works.
  EXPECT_EQ(statusOf(rawExchange(port, "GET /api/health HTTP/1.0\r\n\r\n")), 200);
  raw = rawExchange(port,
                    "POST /api/games HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
                    "Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n");
  EXPECT_EQ(statusOf(raw), 201) << raw;
  EXPECT_EQ(server.stop(), 0);
}

TEST(Abuse, OnlyTheListedMethodsWithAllow) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  json g = startGame(port, {{"rule", "standard"}});
  std::string game = "/api/games/" + idOf(g);
  struct Case {
    std::string method, target, allow;
  };
  for (const Case& c : std::vector<Case>{{"DELETE", game, "GET, HEAD"},
                                         {"PUT", game + "/actions", "POST"},
                                         {"GET", game + "/join", "POST"},
                                         {"POST", game + "/record", "GET, HEAD"},
                                         {"GET", "/api/games", "POST"},
                                         {"POST", "/api/health", "GET, HEAD"},
                                         {"DELETE", "/", "GET, HEAD"},
                                         {"OPTIONS", "/rules", "GET, HEAD"}}) {
    auto r = httpRequest(port, c.method, c.target, "");
    EXPECT_EQ(r.status, 405) << c.method << " " << c.target;
    EXPECT_EQ(r.json()["error"], "method-not-allowed") << c.method << " " << c.target;
    EXPECT_EQ(r.headers["allow"], c.allow) << c.method << " " << c.target;
  }
  EXPECT_EQ(server.stop(), 0);
}

// ---- pages and links ---------------------------------------------------------------------------

TEST(Abuse, PagesForbidFramingInlineScriptAndReferrers) {
  TempDir dir;
  std::filesystem::create_directories(dir.path() / "assets/pages/en");
  std::ofstream(dir.path() / "assets/pages/en/game.html") << "<!doctype html><title>g</title>\n";
  std::ofstream(dir.path() / "assets/pages/en/index.html") << "<!doctype html><title>i</title>\n";
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  for (std::string target : {"/g/aB3dE5gH7k", "/", "/no-such-page"}) {
    auto r = httpRequest(port, "GET", target);
    std::string csp = r.headers["content-security-policy"];
    EXPECT_NE(csp.find("script-src 'self'"), std::string::npos) << target << ": " << csp;
    EXPECT_EQ(csp.find("unsafe-inline"), std::string::npos) << target;
    EXPECT_NE(csp.find("frame-ancestors 'none'"), std::string::npos) << target;
    EXPECT_EQ(r.headers["referrer-policy"], "no-referrer") << target;
    EXPECT_EQ(r.headers["x-content-type-options"], "nosniff") << target;
  }
  auto api = getJson(port, "/api/health");
  EXPECT_EQ(api.headers["x-content-type-options"], "nosniff");
  EXPECT_NE(api.headers["content-security-policy"].find("frame-ancestors 'none'"),
            std::string::npos);
  EXPECT_EQ(server.stop(), 0);
}

TEST(Abuse, LinksNeverUseAForeignHost) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  std::string own = "http://127.0.0.1:" + std::to_string(port) + "/g/";
  auto create = [&](const std::string& host) {
    return httpRequest(port, "POST", "/api/games", "{}", {{"Host", host}}).json()["urls"];
  };
  for (std::string host :
       std::vector<std::string>{"evil.example", "evil.example:" + std::to_string(port),
                                "127.0.0.1.evil.example", "localhost@evil.example", "[::1]:80/x"}) {
    json urls = create(host);
    EXPECT_EQ(urls["invite"].get<std::string>().rfind(own, 0), 0u) << host << ": " << urls;
    EXPECT_EQ(urls["seat"].get<std::string>().rfind(own, 0), 0u) << host;
  }
  std::string local = "localhost:" + std::to_string(port);
  EXPECT_EQ(create(local)["watch"].get<std::string>().rfind("http://" + local + "/g/", 0), 0u);
  EXPECT_EQ(server.stop(), 0);

  ServerProcess named(dir.path(), {"--host-name", "renju.test"});
  named.start();
  json urls = httpRequest(named.port(), "POST", "/api/games", "{}", {{"Host", "RENJU.test:8443"}})
                  .json()["urls"];
  EXPECT_EQ(urls["watch"].get<std::string>().rfind("http://RENJU.test:8443/g/", 0), 0u) << urls;
  urls =
      httpRequest(named.port(), "POST", "/api/games", "{}", {{"Host", "localhost"}}).json()["urls"];
  EXPECT_EQ(urls["watch"].get<std::string>().rfind(
                "http://127.0.0.1:" + std::to_string(named.port()) + "/g/", 0),
            0u)
      << urls;
  EXPECT_EQ(named.stop(), 0);

  ServerProcess pub(dir.path(), {"--public-url", "https://renju.example/"});
  pub.start();
  urls = httpRequest(pub.port(), "POST", "/api/games", "{}", {{"Host", "evil.example"}})
             .json()["urls"];
  EXPECT_EQ(urls["watch"].get<std::string>().rfind("https://renju.example/g/", 0), 0u) << urls;
  EXPECT_EQ(pub.stop(), 0);
}

// ---- smaller points ----------------------------------------------------------------------------

TEST(Abuse, BearerHelloAndRematchDetails) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  json g = startGame(port, {{"rule", "standard"}});
  std::string game = "/api/games/" + idOf(g);
  std::string opener = g["seats"]["opener"];
  for (std::string scheme : {"bearer", "BEARER", "bEaReR"}) {
    auto r = httpRequest(port, "GET", game, "", {{"Authorization", scheme + " " + opener}});
    EXPECT_EQ(r.json()["you"], "opener") << scheme;
  }
  auto rematch = getJson(port, game + "/rematch");
  EXPECT_EQ(rematch.status, 401);
  EXPECT_EQ(rematch.json()["error"], "no-seat");

  for (std::string bad : {R"({"t":"hello","d":{"seat":5}})", R"({"t":"hello","d":"x"})",
                          R"({"t":"hello","d":{"since":"soon"}})"}) {
    WsClient ws(port, game + "/socket");
    ws.sendText(bad);
    auto error = ws.nextOf("error");
    ASSERT_TRUE(error) << bad;
    EXPECT_EQ((*error)["d"]["error"], "bad-request") << bad;
  }
  EXPECT_EQ(server.stop(), 0);
}

TEST(Abuse, NothingIsSentAfterTheRateLimitClose) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--rate-conn", "1", "--burst-conn", "1"});
  server.start();
  json g = startGame(server.port(), {{"rule", "standard"}});
  WsClient ws(server.port(), "/api/games/" + idOf(g) + "/socket");
  socketHello(ws, json::object());
  for (int i = 0; i < 400; ++i) ws.send({{"t", "ping"}});
  int code = 0;
  ASSERT_TRUE(ws.closedBy(10s, &code));
  EXPECT_EQ(code, 1008);
  int limited = 0;
  while (auto m = ws.next(100ms))
    if ((*m)["t"] == "error" && (*m)["d"]["error"] == "rate-limited") ++limited;
  // The hundredth refusal closes the socket; it is the last thing the server says.
  EXPECT_EQ(limited, 100);
  EXPECT_EQ(server.stop(), 0);
}

// ---- connections -------------------------------------------------------------------------------

TEST(Abuse, SocketsThatNeverSayHelloAreClosed) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--hello-timeout", "1"});
  server.start();
  json g = startGame(server.port(), {{"rule", "standard"}});
  WsClient silent(server.port(), "/api/games/" + idOf(g) + "/socket");
  // Pings keep an idle socket alive; they do not stand in for hello.
  bool closed = false;
  int code = 0;
  for (int i = 0; i < 15 && !closed; ++i) {
    silent.send({{"t", "ping"}});
    closed = silent.closedBy(200ms, &code);
  }
  EXPECT_TRUE(closed);
  EXPECT_EQ(code, 1008);
  WsClient polite(server.port(), "/api/games/" + idOf(g) + "/socket");
  socketHello(polite, json::object());
  EXPECT_FALSE(polite.closedBy(1500ms));
  EXPECT_EQ(server.stop(), 0);
}

TEST(Abuse, ConnectionsPerAddressAreCapped) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--max-conn-ip", "6"});
  server.start();
  uint16_t port = server.port();
  json g = startGame(port, {{"rule", "standard"}});
  std::this_thread::sleep_for(200ms);  // the connections of startGame are gone
  std::vector<std::unique_ptr<WsClient>> sockets;
  for (int i = 0; i < 6; ++i) {
    sockets.push_back(std::make_unique<WsClient>(port, "/api/games/" + idOf(g) + "/socket"));
    socketHello(*sockets.back(), json::object());
  }
  auto refused = getJson(port, "/api/health");
  EXPECT_EQ(refused.status, 429);
  EXPECT_EQ(refused.json()["error"], "too-many-connections");
  EXPECT_THROW(WsClient(port, "/api/games/" + idOf(g) + "/socket"), std::exception);
  sockets.pop_back();
  std::this_thread::sleep_for(300ms);
  EXPECT_EQ(getJson(port, "/api/health").status, 200);
  EXPECT_EQ(server.stop(), 0);
}

TEST(Abuse, NewConnectionsAreRateLimited) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--rate-accept", "2", "--burst-accept", "5"});
  server.start();
  int ok = 0, limited = 0;
  for (int i = 0; i < 20; ++i) {
    auto r = getJson(server.port(), "/api/health");
    if (r.status == 200) ++ok;
    if (r.status == 429 && r.json()["error"] == "rate-limited") ++limited;
  }
  EXPECT_GE(ok, 5);
  EXPECT_GE(limited, 10);
  EXPECT_EQ(server.stop(), 0);
}

TEST(Abuse, AtTheDescriptorLimitNewVisitorsGet503AndTheLogSaysItOnce) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--fd-reserve", "24"});
  server.limitDescriptors(96);
  server.captureLog();
  server.start();
  uint16_t port = server.port();
  // Idle connections that never send a request, more than the budget of descriptors.
  std::vector<int> idle;
  for (int i = 0; i < 110; ++i) {
    int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(port);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ASSERT_EQ(::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a), 0);
    idle.push_back(fd);
  }
  std::this_thread::sleep_for(1s);
  // A new visitor is told 503 at once instead of waiting in the backlog.
  int status = 0;
  for (int i = 0; i < 20 && status != 503; ++i) {
    std::string raw = rawExchange(port, "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n", nullptr, 3s);
    status = statusOf(raw);
    if (status != 503) std::this_thread::sleep_for(200ms);
  }
  EXPECT_EQ(status, 503);
  for (int fd : idle) ::close(fd);
  std::this_thread::sleep_for(500ms);
  EXPECT_EQ(getJson(port, "/api/health").status, 200);
  EXPECT_EQ(server.stop(), 0);
  std::string log = server.log();
  EXPECT_GE(occurrences(log, "descriptor budget reached"), 1u) << log;
  EXPECT_LE(occurrences(log, "descriptor budget reached"), 2u) << log;
  EXPECT_EQ(occurrences(log, "accept:"), 0u) << log;
}

// ---- presence
// ------------------------------------------------------------------------------------

TEST(Abuse, SpectatorsArrivingCostOnePresencePerInterval) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--presence-interval", "1"});
  server.start();
  uint16_t port = server.port();
  json g = startGame(port, {{"rule", "standard"}});
  std::string path = "/api/games/" + idOf(g) + "/socket";
  WsClient player(port, path);
  socketHello(player, {{"seat", g["seats"]["opener"]}});
  ASSERT_TRUE(player.nextOf("presence"));
  constexpr int SPECTATORS = 120;
  std::vector<std::unique_ptr<WsClient>> crowd;
  for (int i = 0; i < SPECTATORS; ++i) {
    crowd.push_back(std::make_unique<WsClient>(port, path));
    crowd.back()->send({{"t", "hello"}, {"d", json::object()}});
  }
  // Everyone is in; the last update the player gets counts them all.
  int updates = 0;
  json last;
  while (auto m = player.nextOf("presence", 2500ms)) {
    ++updates;
    last = *m;
  }
  EXPECT_EQ(last["d"]["spectators"], SPECTATORS);
  EXPECT_TRUE(last["d"]["seats"]["opener"]["connected"]);
  EXPECT_LT(updates, SPECTATORS / 4) << "one presence per spectator reached the player";
  // A spectator learns the count, never who the others are.
  auto seen = crowd.back()->nextOf("presence");
  ASSERT_TRUE(seen);
  EXPECT_EQ((*seen)["d"].size(), 2u) << *seen;
  EXPECT_EQ(server.stop(), 0);
}

// ---- behind a proxy
// ------------------------------------------------------------------------------

TEST(Abuse, ForwardedForOnlyFromTrustedProxiesAndSeatsHaveTheirOwnBucket) {
  TempDir dir;
  ServerProcess server(dir.path(),
                       {"--trusted-proxy", "127.0.0.0/8", "--rate-ip", "2", "--burst-ip", "8"});
  server.start();
  uint16_t port = server.port();
  const std::string player = "198.51.100.9", stranger = "203.0.113.5";
  json created = from(port, "POST", "/api/games", player, "{}").json();
  std::string id = created["id"];
  auto joined = from(port, "POST", "/api/games/" + id + "/join", player,
                     json{{"invite", created["invite"]}}.dump());
  ASSERT_EQ(joined.status, 200) << joined.body;
  std::string seats[2] = {created["seat"], joined.json()["seat"]};
  std::string openerSecret = created["you"] == "opener" ? seats[0] : seats[1];
  WsClient ws(port, "/api/games/" + id + "/socket", {{"X-Forwarded-For", player}});
  socketHello(ws, {{"seat", openerSecret}});

  // A flood from the player's address (a NAT shared with the flooder) exhausts that address...
  int limited = 0;
  for (int i = 0; i < 20; ++i)
    if (from(port, "GET", "/api/health", player).status == 429) ++limited;
  EXPECT_GE(limited, 8);
  // ...but not another client behind the same proxy, nor the player's seat, over HTTP or socket.
  EXPECT_EQ(from(port, "GET", "/api/health", stranger).status, 200);
  EXPECT_EQ(from(port, "GET", "/api/games/" + id, player, "", openerSecret).json()["you"],
            "opener");
  ws.act("a1", {{"type", "place"}, {"point", "h8"}});
  auto ack = ws.nextOf("ack");
  ASSERT_TRUE(ack);
  EXPECT_EQ((*ack)["d"]["version"], 2);
  // A forged entry on the left does not buy a fresh bucket: the nearest untrusted hop counts.
  EXPECT_EQ(from(port, "GET", "/api/health", "192.0.2.1, " + player).status, 429);
  EXPECT_EQ(server.stop(), 0);

  // Without --trusted-proxy the header is the client's word: ignored.
  ServerProcess plain(dir.path(), {"--rate-ip", "2", "--burst-ip", "8"});
  plain.start();
  for (int i = 0; i < 20; ++i) from(plain.port(), "GET", "/api/health", player);
  EXPECT_EQ(from(plain.port(), "GET", "/api/health", stranger).status, 429);
  EXPECT_EQ(plain.stop(), 0);
}

// ---- unjoined games
// ------------------------------------------------------------------------------

TEST(Abuse, UnjoinedGamesAreBoundedAndCostNoMemoryUntilOpened) {
  TempDir dir;
  std::vector<std::string> flags = {"--trusted-proxy", "127.0.0.1", "--max-unjoined-ip", "3",
                                    "--max-unjoined",  "5"};
  ServerProcess server(dir.path(), flags);
  server.start();
  uint16_t port = server.port();
  const std::string a = "198.51.100.1", b = "198.51.100.2", c = "198.51.100.3";
  std::vector<json> mine;
  for (int i = 0; i < 3; ++i) {
    auto r = from(port, "POST", "/api/games", a, "{}");
    ASSERT_EQ(r.status, 201) << r.body;
    mine.push_back(r.json());
  }
  auto refused = from(port, "POST", "/api/games", a, "{}");
  EXPECT_EQ(refused.status, 429);
  EXPECT_EQ(refused.json()["error"], "too-many-games");
  json health = getJson(port, "/api/health").json();
  EXPECT_EQ(health["games"], 0) << "unjoined games were built in memory";
  EXPECT_EQ(health["unjoined"], 3);

  EXPECT_EQ(from(port, "POST", "/api/games", b, "{}").status, 201);
  EXPECT_EQ(from(port, "POST", "/api/games", b, "{}").status, 201);
  auto full = from(port, "POST", "/api/games", c, "{}");
  EXPECT_EQ(full.status, 503);
  EXPECT_EQ(full.json()["error"], "server-full");

  // Opening one loads it; joining it frees its place.
  EXPECT_EQ(getJson(port, "/api/games/" + idOf(mine[0])).json()["status"], "waiting");
  EXPECT_EQ(getJson(port, "/api/health").json()["games"], 1);
  auto joined =
      postJson(port, "/api/games/" + idOf(mine[0]) + "/join", {{"invite", mine[0]["invite"]}});
  ASSERT_EQ(joined.status, 200);
  EXPECT_EQ(from(port, "POST", "/api/games", a, "{}").status, 201);
  EXPECT_EQ(server.stop(), 0);

  // A restart loads the game being played, not the five waiting ones; they open on demand.
  ServerProcess again(dir.path(), flags);
  again.start();
  health = getJson(again.port(), "/api/health").json();
  EXPECT_EQ(health["games"], 1);
  EXPECT_EQ(health["unjoined"], 5);
  EXPECT_EQ(getJson(again.port(), "/api/games/" + idOf(mine[1])).json()["status"], "waiting");
  EXPECT_EQ(from(again.port(), "POST", "/api/games", c, "{}").json()["error"], "server-full");
  EXPECT_EQ(again.stop(), 0);
}

TEST(Abuse, UnjoinedGamesExpireFromTheStore) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--expiry", "1", "--max-unjoined-ip", "2"});
  server.start();
  uint16_t port = server.port();
  json first = createGame(port, json::object());
  createGame(port, json::object());
  EXPECT_EQ(postJson(port, "/api/games", json::object()).json()["error"], "too-many-games");
  int status = 0;
  for (int i = 0; i < 50 && status != 410; ++i) {
    std::this_thread::sleep_for(100ms);
    status = getJson(port, "/api/games/" + idOf(first)).status;
  }
  EXPECT_EQ(status, 410);
  std::this_thread::sleep_for(600ms);
  EXPECT_EQ(getJson(port, "/api/health").json()["unjoined"], 0);
  EXPECT_EQ(postJson(port, "/api/games", json::object()).status, 201);
  EXPECT_EQ(server.stop(), 0);
}

}  // namespace
}  // namespace renju::test
