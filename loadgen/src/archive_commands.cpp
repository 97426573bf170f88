// `renju archive-gen` (a made-up archive as SGF, archive_gen.h) and `renju load-explorer` (the
// opening explorer's latency over HTTP against a running server that imported that archive).
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <chrono>
#include <cstdio>
#include <memory>

#include "archive_gen.h"
#include "histogram.h"
#include "net_client.h"

namespace renju::loadgen {

namespace {

namespace net = boost::asio;
using Clock = std::chrono::steady_clock;

struct GenOptions {
  uint64_t games = 1000;
  uint64_t first = 0;
  uint64_t seed = 1;
  std::string out = "-";
  std::string format = "sgf";
};

void runGen(const GenOptions& o) {
  bool rif = o.format == "rif";
  ArchiveGenerator generator(o.seed);
  std::FILE* out = stdout;
  if (o.out != "-") {
    out = std::fopen(o.out.c_str(), "wb");
    if (!out) throw CLI::RuntimeError(fmt::format("archive-gen: cannot write {}", o.out), 2);
  }
  constexpr uint64_t CHUNK = 1000;
  if (rif) std::fputs(RENJUNET_HEAD, out);
  for (uint64_t i = o.first; i < o.first + o.games; i += CHUNK) {
    uint64_t n = std::min(CHUNK, o.first + o.games - i);
    std::string text = rif ? generateRenjuNet(generator, i, n) : generateSgf(generator, i, n);
    std::fwrite(text.data(), 1, text.size(), out);
  }
  if (rif) std::fputs(RENJUNET_TAIL, out);
  if (out != stdout) std::fclose(out);
}

struct ExplorerOptions {
  std::string url = "http://127.0.0.1:8080";
  uint64_t games = 1000;
  uint64_t seed = 1;
  int requests = 10000;
  int connections = 4;
  int maxDepth = 20;
};

struct ExplorerReport {
  Histogram latency;
  int done = 0;
  int errors = 0;  // not 200
  int misses = 0;  // the game's next move absent from the answer
};

// One query: the position after `depth` moves of a generated game, with or without its rule;
// the answer must hold the move the game played next.
struct Query {
  std::string target;
  std::string nextMove;
};

Query makeQuery(const ArchiveGenerator& generator, uint64_t gameIndex, int depth, bool withRule) {
  Record r = generator.game(gameIndex);
  depth = std::min(depth, static_cast<int>(r.moves.size()) - 1);
  std::string target = "/api/explorer?moves=";
  for (int i = 0; i < depth; ++i) target += (i ? "+" : "") + toString(r.moves[i]);
  if (withRule) target += "&rule=" + r.opening.rule;
  return {target, toString(r.moves[depth])};
}

net::awaitable<void> explorerWorker(HttpClient& http, const ArchiveGenerator& generator,
                                    const ExplorerOptions& o, int& next, uint64_t& pick,
                                    ExplorerReport& report) {
  while (next < o.requests) {
    int n = next++;
    pick = pick * 6364136223846793005ull + 1442695040888963407ull;
    uint64_t game = (pick >> 20) % o.games;
    int depth = static_cast<int>((pick >> 8) % static_cast<uint64_t>(o.maxDepth + 1));
    Query q = makeQuery(generator, game, depth, n % 2 == 0);
    auto start = Clock::now();
    Result<HttpResponse> answer = co_await http.request("GET", q.target, std::string());
    auto micros = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start);
    report.latency.record(static_cast<uint64_t>(micros.count()));
    ++report.done;
    if (!answer || answer.value().status != 200) {
      ++report.errors;
      continue;
    }
    if (answer.value().body.find("\"move\":\"" + q.nextMove + "\"") == std::string::npos)
      ++report.misses;
  }
}

void runExplorer(const ExplorerOptions& o) {
  auto server = parseUrl(o.url);
  if (!server) throw CLI::ValidationError("--url", server.error().message);
  ArchiveGenerator generator(o.seed);
  net::io_context io;
  std::vector<std::unique_ptr<HttpClient>> clients;
  ExplorerReport report;
  int next = 0;
  uint64_t pick = o.seed;
  auto start = Clock::now();
  for (int i = 0; i < o.connections; ++i) {
    clients.push_back(std::make_unique<HttpClient>(io, server.value()));
    net::co_spawn(io, explorerWorker(*clients.back(), generator, o, next, pick, report),
                  net::detached);
  }
  io.run();
  double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  auto ms = [&](double q) { return static_cast<double>(report.latency.quantile(q)) / 1000.0; };
  fmt::print(
      "explorer: {} requests over {} connections in {:.1f} s = {:.0f} requests/s\n"
      "latency: p50 {:.2f} ms, p90 {:.2f} ms, p99 {:.2f} ms, max {:.2f} ms\n"
      "errors {}, answers without the game's next move {}\n",
      report.done, o.connections, seconds, report.done / seconds, ms(0.5), ms(0.9), ms(0.99),
      static_cast<double>(report.latency.max()) / 1000.0, report.errors, report.misses);
  if (report.errors > 0 || report.misses > 0) throw CLI::RuntimeError(1);
}

}  // namespace

void addArchiveCommands(CLI::App& app) {
  auto gen = std::make_shared<GenOptions>();
  CLI::App* g = app.add_subcommand(
      "archive-gen",
      "Writes a made-up archive of legal games as SGF or a RenjuNet database (for the archive "
      "benchmarks)");
  g->add_option("--games", gen->games, "How many games")->capture_default_str();
  g->add_option("--first", gen->first, "Index of the first game")->capture_default_str();
  g->add_option("--seed", gen->seed, "Seed: the same seed gives the same games")
      ->capture_default_str();
  g->add_option("-o,--out", gen->out, "Output file, - for stdout")->capture_default_str();
  g->add_option("--format", gen->format, "sgf, or rif: RenjuNet's XML database")
      ->capture_default_str()
      ->check(CLI::IsMember({"sgf", "rif"}));
  g->callback([gen] { runGen(*gen); });

  auto ex = std::make_shared<ExplorerOptions>();
  CLI::App* e = app.add_subcommand(
      "load-explorer",
      "Measures the opening explorer's latency against a server holding `archive-gen`'s games");
  e->add_option("--url", ex->url, "The server, http://127.0.0.1:PORT (loopback only)")
      ->capture_default_str();
  e->add_option("--games", ex->games, "Games generated (and imported) with --seed")
      ->capture_default_str()
      ->check(CLI::Range(uint64_t{1}, uint64_t{1} << 40));
  e->add_option("--seed", ex->seed, "The seed given to archive-gen")->capture_default_str();
  e->add_option("--requests", ex->requests, "Requests in all")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000000));
  e->add_option("--connections", ex->connections, "Requests in flight at once")
      ->capture_default_str()
      ->check(CLI::Range(1, 256));
  e->add_option("--max-depth", ex->maxDepth, "Positions after 0 to this many moves")
      ->capture_default_str()
      ->check(CLI::Range(0, 39));
  e->callback([ex] { runExplorer(*ex); });
}

}  // namespace renju::loadgen
