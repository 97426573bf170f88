// `renju pbrain`: the engine as a Gomocup brain on stdin/stdout. The protocol itself is the pure
// state machine of pbrain_protocol.h; this file reads lines, runs the engine and prints.
//
// A reader thread takes stdin so that END stops a running search at once (the engine polls a
// stop flag); everything else is handled in order on the main thread.
#include <fmt/core.h>
#include <renju_version.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <iostream>
#include <memory>
#include <mutex>
#include <thread>

#include "board.h"
#include "engine.h"
#include "openings.h"
#include "pbrain_protocol.h"
#include "play_commands.h"

namespace renju::cli {

namespace {

struct PbrainOptions {
  int level = 8;
  uint64_t seed = 0;
  size_t hashMb = 0;  // 0: from INFO max_memory (half of it), else 64
};

// Lines from stdin, read on their own thread.
class LineQueue {
 public:
  explicit LineQueue(std::atomic<bool>& endSeen) : endSeen_(endSeen) {
    reader_ = std::thread([this] { readAll(); });
    reader_.detach();  // may sit in getline forever; the process ends without it
  }

  /// The next line; nullopt at end of input.
  std::optional<std::string> pop() {
    std::unique_lock lock(mutex_);
    ready_.wait(lock, [&] { return !lines_.empty() || eof_; });
    if (lines_.empty()) return std::nullopt;
    std::string line = std::move(lines_.front());
    lines_.pop_front();
    return line;
  }

 private:
  void readAll() {
    std::string line;
    while (std::getline(std::cin, line)) {
      std::string word = line.substr(0, line.find_first_of(" \r\t"));
      std::transform(word.begin(), word.end(), word.begin(), ::toupper);
      if (word == "END") endSeen_ = true;  // stop a running search now
      std::lock_guard lock(mutex_);
      lines_.push_back(line);
      ready_.notify_one();
    }
    std::lock_guard lock(mutex_);
    eof_ = true;
    endSeen_ = true;
    ready_.notify_one();
  }

  std::atomic<bool>& endSeen_;
  std::thread reader_;
  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::string> lines_;
  bool eof_ = false;
};

void say(const std::string& line) {
  std::fputs(line.c_str(), stdout);
  std::fputc('\n', stdout);
  std::fflush(stdout);
}

// A run of five or more of one colour anywhere: the game is over and the engine has nothing to
// search (its precondition).
bool hasFive(const Board& b) {
  static constexpr int DX[4] = {1, 0, 1, 1}, DY[4] = {0, 1, 1, -1};
  for (int i = 0; i < BOARD_POINTS; ++i) {
    Point p = Point::fromIndex(i);
    auto c = b.at(p);
    if (!c) continue;
    for (int d = 0; d < 4; ++d) {
      int n = 1;
      Point q(p.x + DX[d], p.y + DY[d]);
      while (q.valid() && b.at(q) == c && n < 5) {
        ++n;
        q = Point(q.x + DX[d], q.y + DY[d]);
      }
      if (n >= 5) return true;
    }
  }
  return false;
}

Board boardOf(const pbrain::State& s) {
  Board b;
  for (const auto& [p, c] : s.stones) b.place(p, c);
  return b;
}

class Brain {
 public:
  explicit Brain(const PbrainOptions& o) : options_(o) {
    state_.about = fmt::format(
        "name=\"renju\", version=\"{}\", author=\"renju site contributors\", country=\"-\"",
        RENJU_VERSION);
  }

  int run() {
    LineQueue input(endSeen_);
    while (auto line = input.pop()) {
      pbrain::Step step = pbrain::handleLine(state_, *line);
      for (const std::string& out : step.out) say(out);
      if (step.quit) break;
      if (step.newGame && engine_) engine_->clear();
      if (step.request == pbrain::Request::MOVE) move();
      if (step.request == pbrain::Request::SWAP2) swap2();
    }
    return 0;
  }

 private:
  ai::Engine& engine() {
    size_t mb = options_.hashMb;
    if (mb == 0) {
      uint64_t bytes = state_.settings.maxMemoryBytes;
      mb = bytes == 0 ? 64 : std::clamp<size_t>(bytes / 2 / (1 << 20), 1, 1024);
    }
    if (!engine_ || mb != engineMb_) {
      engine_ = std::make_unique<ai::Engine>(mb);
      engineMb_ = mb;
    }
    return *engine_;
  }

  // Gomocup's limits as the engine's: a fixed time per move with a margin for the pipe and the
  // manager, the match clock as the remaining time, nodes as given.
  ai::Limits limits() const {
    const pbrain::Settings& s = state_.settings;
    ai::Limits l;
    l.level = options_.level;
    l.seed = options_.seed;
    l.maxNodes = s.maxNodes;
    int64_t margin = std::min<int64_t>(200, s.timeoutTurnMs / 10);
    l.moveTimeMs = s.timeoutTurnMs == 0 ? 100 : std::max<int64_t>(1, s.timeoutTurnMs - margin);
    if (s.timeoutMatchMs > 0 && s.timeLeftMs >= 0)
      l.remainingMs =
          std::max<int64_t>(1, s.timeLeftMs - std::min<int64_t>(500, s.timeLeftMs / 10));
    return l;
  }

  std::optional<ai::SearchInfo> think(const Board& board, Color toMove, ai::Limits l) {
    if (hasFive(board)) {
      say("ERROR the game is over: there is a five on the board");
      return std::nullopt;
    }
    ai::SearchInfo info = engine().search(board, toMove, l, &endSeen_);
    if (!info.best) {
      say("ERROR no legal move for " + std::string(toString(toMove)));
      return std::nullopt;
    }
    say(fmt::format("MESSAGE depth {} score {}{} nodes {} time {} ms", info.depth, info.score,
                    info.mate ? " (proven)" : "", info.nodes, info.timeMs));
    return info;
  }

  void move() {
    auto info = think(boardOf(state_), pbrain::sideToMove(state_), limits());
    if (info) say(pbrain::commitMove(state_, *info->best));
  }

  // SWAP2BOARD (a Gomoku opening the protocol offers; decided here by search, not by tables).
  void swap2() {
    pbrain::Swap2Answer answer;
    size_t n = state_.stones.size();
    if (n == 0) {
      answer.stones = balancedOpening();
    } else {
      Board board = boardOf(state_);
      ai::Limits l = limits();
      l.moveTimeMs = std::max<int64_t>(1, l.moveTimeMs / 2);
      auto white = think(board, Color::WHITE, l);
      if (!white) return;
      int forWhite = white->score;
      if (n == 5 || forWhite > SWAP2_BALANCE || forWhite < -SWAP2_BALANCE) {
        // Take the better colour: White by playing its move, Black by swapping.
        if (forWhite >= 0)
          answer.stones = {*white->best};
        else
          answer.swap = true;
      } else {
        // Close to even: add White's best and Black's best reply and let the opponent choose.
        board.place(*white->best, Color::WHITE);
        auto black = think(board, Color::BLACK, l);
        if (!black) return;
        answer.stones = {*white->best, *black->best};
      }
    }
    say(pbrain::commitSwap2(state_, answer));
  }

  // The standard opening whose position is closest to even for White to move, by a short search
  // of each (the 26 are the candidates; the engine's scores choose).
  std::vector<Point> balancedOpening() {
    ai::Limits l = limits();
    l.moveTimeMs = std::max<int64_t>(1, l.moveTimeMs / 26);
    if (l.maxNodes > 0) l.maxNodes = std::max<uint64_t>(1, l.maxNodes / 26);
    std::vector<Point> best;
    int bestAbs = 0;
    for (const Opening& o : allOpenings()) {
      std::vector<Point> stones = {Point::center(), o.direct ? Point(7, 8) : Point(8, 8),
                                   standardThirdStone(o)};
      Board b;
      for (size_t i = 0; i < stones.size(); ++i)
        b.place(stones[i], i % 2 == 0 ? Color::BLACK : Color::WHITE);
      ai::SearchInfo info = engine().search(b, Color::WHITE, l, &endSeen_);
      int a = std::abs(info.score);
      if (best.empty() || a < bestAbs) {
        best = stones;
        bestAbs = a;
      }
    }
    return best;
  }

  static constexpr int SWAP2_BALANCE = 150;  // score units: "about even" for swap2 choices

  PbrainOptions options_;
  pbrain::State state_;
  std::atomic<bool> endSeen_{false};
  std::unique_ptr<ai::Engine> engine_;
  size_t engineMb_ = 0;
};

}  // namespace

void addPbrainCommand(CLI::App& app) {
  auto o = std::make_shared<PbrainOptions>();
  CLI::App* cmd = app.add_subcommand(
      "pbrain", "Play renju as a Gomocup engine (the pbrain protocol) on stdin/stdout");
  cmd->add_option("--level", o->level, "strength 1 (beginner) .. 8 (full)")
      ->check(CLI::Range(1, 8));
  cmd->add_option("--seed", o->seed, "seed of the lower levels' randomness");
  cmd->add_option("--hash-mb", o->hashMb,
                  "transposition table size (default: half of INFO max_memory, else 64)")
      ->check(CLI::Range(size_t{1}, size_t{4096}));
  cmd->callback([o] {
    Brain brain(*o);
    brain.run();
  });
}

}  // namespace renju::cli
