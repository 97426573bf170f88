// Record replay speed: the core of `renju replay` (read a RenjuNet game, replay it with every
// black move checked for fouls), on generated games of realistic length.
//
//   replay_bench                          Google Benchmark run
//   replay_bench --write-rif FILE [N]     writes a RenjuNet XML database of N generated games
//                                         (default 100000) for timing `renju replay FILE`
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "board.h"
#include "forbidden.h"
#include "records.h"
#include "replay.h"

namespace {

using namespace renju;

// A plausible game: stones near the last few, Black avoiding forbidden points except now and
// then (real databases hold a few fouls), played until a five or a drawn target length of 20 to
// 90 moves (55 on average).
Record generateGame(std::mt19937& rng, int id) {
  Record r;
  r.id = std::to_string(id);
  Board board;
  int target = std::uniform_int_distribution<int>(20, 90)(rng);
  std::vector<Point> candidates;
  for (int k = 0; k < target; ++k) {
    Color color = k % 2 == 0 ? Color::BLACK : Color::WHITE;
    Point p = Point::center();
    if (k > 0) {
      candidates.clear();
      for (int i = 0; i < BOARD_POINTS; ++i) {
        Point q = Point::fromIndex(i);
        if (!board.isEmpty(q)) continue;
        // Near one of the last six stones: games stay compact, as real ones do.
        bool near = false;
        size_t from = r.moves.size() > 6 ? r.moves.size() - 6 : 0;
        for (size_t m = from; m < r.moves.size(); ++m) {
          Point s = r.moves[m];
          if (std::abs(s.x - q.x) <= 2 && std::abs(s.y - q.y) <= 2) near = true;
        }
        if (near) candidates.push_back(q);
      }
      if (candidates.empty()) break;
      for (int tries = 0; tries < 8; ++tries) {
        p = candidates[rng() % candidates.size()];
        if (color == Color::WHITE || rng() % 50 == 0) break;
        if (isWinningMove(board, p, color) || forbiddenKind(board, p) == ForbiddenKind::NONE) break;
      }
    }
    bool ends = isWinningMove(board, p, color) ||
                (color == Color::BLACK && forbiddenKind(board, p) != ForbiddenKind::NONE);
    board.place(p, color);
    r.moves.push_back(p);
    if (ends) break;
  }
  RecordedResult res;
  res.winner = r.moves.size() % 2 == 1 ? Color::BLACK : Color::WHITE;
  r.result = res;
  return r;
}

std::vector<Record> generateGames(int n) {
  std::mt19937 rng(20240);
  std::vector<Record> games;
  games.reserve(static_cast<size_t>(n));
  for (int i = 1; i <= n; ++i) games.push_back(generateGame(rng, i));
  return games;
}

const std::vector<Record>& sampleGames() {
  static const std::vector<Record> games = generateGames(2000);
  return games;
}

// Replay only: moves already parsed.
void BM_ReplayMoves(benchmark::State& state) {
  const std::vector<Record>& games = sampleGames();
  Board board;
  size_t i = 0;
  int64_t moves = 0;
  for (auto _ : state) {
    ReplayOutcome o = replayMoves(games[i].moves, board);
    benchmark::DoNotOptimize(o);
    moves += o.moves;
    i = (i + 1) % games.size();
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["moves/game"] =
      benchmark::Counter(static_cast<double>(moves) / static_cast<double>(state.iterations()));
}
BENCHMARK(BM_ReplayMoves);

// Read a <game> element and replay it: what `renju replay` does per game, minus file I/O and
// the JSON line.
void BM_ReadAndReplayRenjuNetGame(benchmark::State& state) {
  std::vector<std::string> elements;
  for (const Record& g : sampleGames()) elements.push_back(writeRenjuNetGame(g));
  Board board;
  size_t i = 0;
  for (auto _ : state) {
    Record r = parseRenjuNetGame(elements[i]);
    ReplayOutcome o = replayRecord(r, board);
    benchmark::DoNotOptimize(o);
    i = (i + 1) % elements.size();
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ReadAndReplayRenjuNetGame);

// The chunked reader alone over a whole database text.
void BM_ScanRenjuNetDatabase(benchmark::State& state) {
  std::string xml = writeRenjuNet(sampleGames());
  for (auto _ : state) {
    RecordReader reader(RecordFormat::RENJUNET);
    size_t pos = 0;
    int64_t n = 0;
    while (std::optional<Record> r = reader.next(xml, pos, true))
      n += static_cast<int64_t>(r->moves.size());
    benchmark::DoNotOptimize(n);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(sampleGames().size()));
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(xml.size()));
}
BENCHMARK(BM_ScanRenjuNetDatabase);

int writeDatabase(const char* path, int n) {
  std::FILE* f = std::fopen(path, "wb");
  if (f == nullptr) {
    std::perror(path);
    return 1;
  }
  std::fputs("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<database>\n<games>\n", f);
  std::mt19937 rng(20240);
  int64_t moves = 0;
  for (int i = 1; i <= n; ++i) {
    Record g = generateGame(rng, i);
    moves += static_cast<int64_t>(g.moves.size());
    std::string element = writeRenjuNetGame(g);
    std::fwrite(element.data(), 1, element.size(), f);
  }
  std::fputs("</games>\n</database>\n", f);
  std::fclose(f);
  std::fprintf(stderr, "%d games, %.1f moves per game on average, written to %s\n", n,
               static_cast<double>(moves) / n, path);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc >= 3 && std::strcmp(argv[1], "--write-rif") == 0) {
    return writeDatabase(argv[2], argc >= 4 ? std::atoi(argv[3]) : 100000);
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
