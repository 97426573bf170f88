// The static pages against the real `renju serve`: the page /g/<id> answers for an unknown and
// an expired game, and the precompressed variants the client build writes (file.br, file.gz) are
// sent to clients that accept them, with Content-Encoding, Vary and the cache lifetimes.
#include <gtest/gtest.h>

#include <fstream>
#include <thread>

#include "server_harness.h"

namespace renju::test {
namespace {

void writeFile(const std::filesystem::path& p, const std::string& text) {
  std::filesystem::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
}

/// A client build with one-line pages "<lang> <page>" (and the variants `compressed` names).
std::filesystem::path fakeBuild(const TempDir& dir) {
  auto root = dir.path() / "assets";
  for (const char* lang : {"en", "pt"})
    for (const char* page : {"index", "game", "404", "game-missing", "game-expired", "archive",
                             "archive-game", "player", "leaderboard", "tournaments", "tournament"})
      writeFile(root / "pages" / lang / (std::string(page) + ".html"),
                std::string("<p>") + lang + " " + page + "</p>");
  return root;
}

TEST(Pages, UnknownAndExpiredGamesGetTheirOwnPages) {
  TempDir dir;
  fakeBuild(dir);
  ServerProcess server(dir.path(), {"--expiry", "1"});
  server.start();
  uint16_t port = server.port();

  json waiting = createGame(port, {{"rule", "rif"}});
  std::string id = waiting["id"];
  auto live = httpRequest(port, "GET", "/g/" + id);
  EXPECT_EQ(live.status, 200);
  EXPECT_EQ(live.body, "<p>en game</p>");

  // A well-formed id nobody created, and a malformed one, in the request's language.
  auto unknown = httpRequest(port, "GET", "/g/AbCdEfGhIj?lang=pt");
  EXPECT_EQ(unknown.status, 404);
  EXPECT_EQ(unknown.body, "<p>pt game-missing</p>");
  EXPECT_EQ(unknown.headers["content-language"], "pt");
  auto malformed = httpRequest(port, "GET", "/g/not-an-id!", "", {{"Accept-Language", "en"}});
  EXPECT_EQ(malformed.status, 404);
  EXPECT_EQ(malformed.body, "<p>en game-missing</p>");

  // Never joined: after the expiry (1 s here) the page says the game expired.
  int status = 0;
  HttpResult expired;
  for (int i = 0; i < 60 && status != 410; ++i) {
    std::this_thread::sleep_for(100ms);
    expired = httpRequest(port, "GET", "/g/" + id);
    status = expired.status;
  }
  EXPECT_EQ(status, 410);
  EXPECT_EQ(expired.body, "<p>en game-expired</p>");
  EXPECT_EQ(httpRequest(port, "GET", "/g/" + id + "?lang=pt").body, "<p>pt game-expired</p>");

  // The archive: the list, a game's page for an id of the right shape (the page asks the API
  // whether it exists), the 404 page for any other.
  EXPECT_EQ(httpRequest(port, "GET", "/archive?rule=rif").body, "<p>en archive</p>");
  EXPECT_EQ(httpRequest(port, "GET", "/archive/i0123456789abcde").body, "<p>en archive-game</p>");
  EXPECT_EQ(httpRequest(port, "GET", "/archive/not-an-id!").status, 404);
  EXPECT_EQ(server.stop(), 0);
}

TEST(Pages, PlayerAndLeaderboardPagesInBothLanguages) {
  TempDir dir;
  fakeBuild(dir);
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  // A public id of the right shape gets the page (which asks the API whether a key has it).
  EXPECT_EQ(httpRequest(port, "GET", "/player/96b36587e6f00fb6").body, "<p>en player</p>");
  EXPECT_EQ(httpRequest(port, "GET", "/player/96b36587e6f00fb6?lang=pt").body, "<p>pt player</p>");
  EXPECT_EQ(httpRequest(port, "GET", "/player/96B36587E6F00FB6").status, 404);
  EXPECT_EQ(httpRequest(port, "GET", "/player/96b36587").status, 404);
  auto board = httpRequest(port, "GET", "/leaderboard", "", {{"Accept-Language", "pt-BR"}});
  EXPECT_EQ(board.status, 200);
  EXPECT_EQ(board.body, "<p>pt leaderboard</p>");
  EXPECT_EQ(httpRequest(port, "GET", "/leaderboard/").body, "<p>en leaderboard</p>");
  EXPECT_EQ(server.stop(), 0);
}

TEST(Pages, TournamentPagesInBothLanguages) {
  TempDir dir;
  fakeBuild(dir);
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  EXPECT_EQ(httpRequest(port, "GET", "/tournaments").body, "<p>en tournaments</p>");
  EXPECT_EQ(httpRequest(port, "GET", "/tournaments?lang=pt").body, "<p>pt tournaments</p>");
  // Any id of the right shape gets the event page, which asks the API whether the event exists.
  EXPECT_EQ(httpRequest(port, "GET", "/t/Ab3dE5gH9k").body, "<p>en tournament</p>");
  EXPECT_EQ(httpRequest(port, "GET", "/t/Ab3dE5gH9k/").body, "<p>en tournament</p>");
  EXPECT_EQ(httpRequest(port, "GET", "/t/a.b").status, 404);
  EXPECT_EQ(httpRequest(port, "GET", "/t/").status, 404);
  EXPECT_EQ(server.stop(), 0);
}

TEST(Pages, PrecompressedVariantsFollowAcceptEncoding) {
  TempDir dir;
  auto root = fakeBuild(dir);
  // The build writes a variant only where it is smaller; the server sends the bytes it finds.
  writeFile(root / "pages" / "en" / "index.html.br", "BR-en-index");
  writeFile(root / "pages" / "en" / "index.html.gz", "GZ-en-index");
  writeFile(root / "pages" / "pt" / "index.html.gz", "GZ-pt-index");
  writeFile(root / "pages" / "en" / "game-missing.html.gz", "GZ-en-game-missing");
  writeFile(root / "assets" / "app-B9xh3k2a.js", "console.log(1)");
  writeFile(root / "assets" / "app-B9xh3k2a.js.br", "BR-app");
  writeFile(root / "assets" / "app-B9xh3k2a.js.gz", "GZ-app");
  writeFile(root / "assets" / "renju-C4f9a2Lq.wasm", "WASM");
  writeFile(root / "assets" / "renju-C4f9a2Lq.wasm.br", "BR-wasm");
  writeFile(root / "robots.txt", "User-agent: *");
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  auto get = [&](const std::string& target, const std::string& acceptEncoding) {
    std::map<std::string, std::string> headers;
    if (!acceptEncoding.empty()) headers["Accept-Encoding"] = acceptEncoding;
    return httpRequest(port, "GET", target, "", headers);
  };

  auto br = get("/", "gzip, deflate, br");
  EXPECT_EQ(br.status, 200);
  EXPECT_EQ(br.body, "BR-en-index");
  EXPECT_EQ(br.headers["content-encoding"], "br");
  EXPECT_EQ(br.headers["content-type"], "text/html; charset=utf-8");
  EXPECT_NE(br.headers["vary"].find("Accept-Encoding"), std::string::npos);
  EXPECT_NE(br.headers["vary"].find("Accept-Language"), std::string::npos);
  EXPECT_EQ(br.headers["cache-control"], "no-cache");

  auto gz = get("/", "gzip");
  EXPECT_EQ(gz.body, "GZ-en-index");
  EXPECT_EQ(gz.headers["content-encoding"], "gzip");
  // q=0 refuses an encoding; a preferred weight wins over the server's own order.
  EXPECT_EQ(get("/", "br;q=0, gzip").body, "GZ-en-index");
  EXPECT_EQ(get("/", "br;q=0.5, gzip;q=0.9").body, "GZ-en-index");
  EXPECT_EQ(get("/", "*").headers["content-encoding"], "br");
  EXPECT_EQ(get("/", "*, br;q=0").headers["content-encoding"], "gzip");

  auto plain = get("/", "");
  EXPECT_EQ(plain.body, "<p>en index</p>");
  EXPECT_EQ(plain.headers.count("content-encoding"), 0u);
  EXPECT_NE(plain.headers["vary"].find("Accept-Encoding"), std::string::npos);
  EXPECT_EQ(get("/", "identity").body, "<p>en index</p>");
  EXPECT_EQ(get("/", "deflate").body, "<p>en index</p>");

  // A page with only a gzip variant, and a page with none, asked for br.
  auto ptIndex = get("/?lang=pt", "br, gzip");
  EXPECT_EQ(ptIndex.body, "GZ-pt-index");
  EXPECT_EQ(ptIndex.headers["content-language"], "pt");
  EXPECT_EQ(get("/g/AbCdEfGhIj", "br, gzip").body, "GZ-en-game-missing");
  EXPECT_EQ(get("/g/AbCdEfGhIj", "br, gzip").status, 404);
  auto ptGone = get("/g/AbCdEfGhIj?lang=pt", "br, gzip");
  EXPECT_EQ(ptGone.body, "<p>pt game-missing</p>");
  EXPECT_EQ(ptGone.headers.count("content-encoding"), 0u);

  // Hashed assets: compressed, cached for a year and immutable.
  auto js = get("/assets/app-B9xh3k2a.js", "gzip, br");
  EXPECT_EQ(js.body, "BR-app");
  EXPECT_EQ(js.headers["content-encoding"], "br");
  EXPECT_EQ(js.headers["content-type"], "text/javascript; charset=utf-8");
  EXPECT_EQ(js.headers["cache-control"], "public, max-age=31536000, immutable");
  EXPECT_EQ(js.headers["vary"], "Accept-Encoding");
  // A script may run as a worker, which takes its own response's policy: the analysis board's
  // engine worker fetches and compiles the WebAssembly module.
  EXPECT_NE(js.headers["content-security-policy"].find("script-src 'self' 'wasm-unsafe-eval'"),
            std::string::npos);
  EXPECT_NE(js.headers["content-security-policy"].find("connect-src 'self'"), std::string::npos);
  auto wasm = get("/assets/renju-C4f9a2Lq.wasm", "gzip, br");
  EXPECT_EQ(wasm.body, "BR-wasm");
  EXPECT_EQ(wasm.headers["content-type"], "application/wasm");
  EXPECT_EQ(wasm.headers["content-encoding"], "br");
  EXPECT_EQ(wasm.headers["vary"], "Accept-Encoding");
  EXPECT_EQ(get("/assets/renju-C4f9a2Lq.wasm", "").body, "WASM");
  auto jsPlain = get("/assets/app-B9xh3k2a.js", "");
  EXPECT_EQ(jsPlain.body, "console.log(1)");
  EXPECT_EQ(jsPlain.headers["cache-control"], "public, max-age=31536000, immutable");
  // A file without variants is sent as it is.
  auto robots = get("/robots.txt", "br, gzip");
  EXPECT_EQ(robots.body, "User-agent: *");
  EXPECT_EQ(robots.headers.count("content-encoding"), 0u);
  // HEAD carries the same headers as GET.
  auto head =
      httpRequest(port, "HEAD", "/assets/app-B9xh3k2a.js", "", {{"Accept-Encoding", "gzip"}});
  EXPECT_EQ(head.status, 200);
  EXPECT_EQ(head.headers["content-encoding"], "gzip");
  EXPECT_EQ(server.stop(), 0);
}

}  // namespace
}  // namespace renju::test
