#include "match_runner.h"

#include <fmt/core.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <variant>

#include "board.h"
#include "engine_process.h"
#include "match_judge.h"
#include "notation.h"
#include "pbrain_protocol.h"

namespace renju::match {

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

constexpr milliseconds START_LIMIT{20000};  // to answer START / RESTART

// One engine of one worker: the process is started lazily and dropped after any fault, so the
// next game starts from a fresh process.
struct Seat {
  const EngineSpec* spec = nullptr;
  std::string stderrPath;
  std::unique_ptr<EngineProcess> process;
  bool started = false;  // START answered by this process
  Clock::time_point lastAnswer{};
};

struct Fault {
  std::string reason;
};

bool startsWith(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

// The next line that is not informational (MESSAGE, DEBUG, SUGGEST are allowed at any time).
std::variant<std::string, Fault> answer(Seat& seat, Clock::time_point deadline) {
  while (true) {
    auto line = seat.process->readLine(deadline);
    if (!line) return Fault{seat.process->closed() ? "crash" : "time"};
    if (line->empty() || startsWith(*line, "MESSAGE") || startsWith(*line, "DEBUG") ||
        startsWith(*line, "SUGGEST"))
      continue;
    return *line;
  }
}

int64_t turnMs(const Seat& seat, const MatchConfig& c) {
  return seat.spec->timeoutTurnMs.value_or(c.timeoutTurnMs);
}

std::optional<Fault> prepare(Seat& seat, const MatchConfig& c) {
  if (!seat.process) {
    try {
      seat.process = std::make_unique<EngineProcess>(seat.spec->command, seat.stderrPath);
    } catch (const std::exception& e) {
      return Fault{std::string("cannot start: ") + e.what()};
    }
    seat.started = false;
  }
  // The settle pause also before RESTART: the last move of a game may have been this engine's.
  std::this_thread::sleep_until(seat.lastAnswer + milliseconds(c.settleMs));
  seat.process->send(seat.started ? "RESTART" : "START 15");
  auto reply = answer(seat, Clock::now() + START_LIMIT);
  if (auto* f = std::get_if<Fault>(&reply)) return Fault{"no answer to START: " + f->reason};
  if (std::get<std::string>(reply) != "OK")
    return Fault{"START answered '" + std::get<std::string>(reply).substr(0, 200) + "'"};
  seat.started = true;
  seat.process->send("INFO rule 4");
  seat.process->send("INFO game_type 1");
  seat.process->send(fmt::format("INFO max_memory {}", c.maxMemoryBytes));
  // Without a time per move the hard limit is the engine's time: Gomocup's timeout_turn 0 would
  // mean "move at once", which is not what a match by nodes wants.
  int64_t turn = turnMs(seat, c);
  seat.process->send(fmt::format("INFO timeout_turn {}", turn > 0 ? turn : c.moveLimitMs));
  seat.process->send(fmt::format("INFO timeout_match {}", c.timeoutMatchMs));
  uint64_t nodes = seat.spec->maxNodes.value_or(c.maxNodes);
  if (nodes > 0) seat.process->send(fmt::format("INFO max_node {}", nodes));
  return std::nullopt;
}

// The whole position, from the point of view of the side to move (field 1 = its own stones).
void sendBoard(Seat& seat, const std::vector<Point>& moves) {
  Color toMove = moves.size() % 2 == 0 ? Color::BLACK : Color::WHITE;
  seat.process->send("BOARD");
  for (size_t i = 0; i < moves.size(); ++i) {
    Color c = i % 2 == 0 ? Color::BLACK : Color::WHITE;
    seat.process->send(pbrain::formatCoord(moves[i]) + (c == toMove ? ",1" : ",2"));
  }
  seat.process->send("DONE");
}

class GamePlayer {
 public:
  GamePlayer(const MatchConfig& c, Seat& first, Seat& second)
      : c_(c), first_(first), second_(second) {}

  GameRecord play(int index) {
    GameRecord g;
    g.index = index;
    int perRound = 2 * static_cast<int>(c_.openings.size());
    g.opening = (index % perRound) / 2;
    g.firstIsBlack = index % 2 == 0;
    g.moves = c_.openings[g.opening];
    Seat* seats[2] = {g.firstIsBlack ? &first_ : &second_, g.firstIsBlack ? &second_ : &first_};
    for (Color c : {Color::BLACK, Color::WHITE}) {
      if (auto fault = prepare(*seats[static_cast<int>(c)], c_)) {
        seats[static_cast<int>(c)]->process.reset();
        return finish(g, ~c, fault->reason);
      }
    }
    Board board;
    for (size_t i = 0; i < g.moves.size(); ++i)
      board.place(g.moves[i], i % 2 == 0 ? Color::BLACK : Color::WHITE);
    bool needsBoard[2] = {true, true};
    int64_t timeLeft[2] = {c_.timeoutMatchMs, c_.timeoutMatchMs};
    while (true) {
      Color toMove = g.moves.size() % 2 == 0 ? Color::BLACK : Color::WHITE;
      int who = static_cast<int>(toMove);
      Seat& seat = *seats[who];
      std::this_thread::sleep_until(seat.lastAnswer + milliseconds(c_.settleMs));
      if (c_.timeoutMatchMs > 0)
        seat.process->send(fmt::format("INFO time_left {}", std::max<int64_t>(timeLeft[who], 0)));
      if (needsBoard[who])
        sendBoard(seat, g.moves);
      else
        seat.process->send("TURN " + pbrain::formatCoord(g.moves.back()));
      needsBoard[who] = false;
      auto start = Clock::now();
      auto reply = answer(seat, start + moveLimit(seat, timeLeft[who]));
      seat.lastAnswer = Clock::now();
      int64_t spent = std::chrono::duration_cast<milliseconds>(seat.lastAnswer - start).count();
      if (auto* f = std::get_if<Fault>(&reply)) {
        seat.process.reset();
        return finish(g, ~toMove, f->reason);
      }
      timeLeft[who] -= spent;
      if (c_.timeoutMatchMs > 0 && timeLeft[who] < -c_.toleranceMs) {
        seat.process.reset();
        return finish(g, ~toMove, "time");
      }
      const std::string& text = std::get<std::string>(reply);
      auto p = pbrain::parseCoord(text);
      if (!p) {
        seat.process.reset();  // its state is unknown now
        return finish(g, ~toMove, "bad answer '" + text.substr(0, 200) + "'");
      }
      Judgement j = judgeMove(board, toMove, *p);
      if (!j.over || board.at(*p) == toMove) g.moves.push_back(*p);
      if (j.over) return finish(g, j.winner, j.reason);
    }
  }

 private:
  milliseconds moveLimit(const Seat& seat, int64_t timeLeft) const {
    int64_t turn = turnMs(seat, c_);
    int64_t limit = turn > 0 ? turn + c_.toleranceMs : c_.moveLimitMs;
    if (c_.timeoutMatchMs > 0)
      limit = std::min(limit, std::max<int64_t>(timeLeft, 0) + c_.toleranceMs);
    return milliseconds(limit);
  }

  static GameRecord finish(GameRecord& g, std::optional<Color> winner, std::string reason) {
    g.winner = winner;
    g.reason = std::move(reason);
    return g;
  }

  const MatchConfig& c_;
  Seat& first_;
  Seat& second_;
};

}  // namespace

int GameRecord::firstResult() const {
  if (!winner) return 0;
  return (*winner == Color::BLACK) == firstIsBlack ? 1 : -1;
}

Result<std::pair<std::vector<std::vector<Point>>, std::vector<std::string>>> parseOpenings(
    std::string_view text) {
  std::vector<std::vector<Point>> openings;
  std::vector<std::string> names;
  int lineNo = 0;
  while (!text.empty()) {
    size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
    ++lineNo;
    std::string name;
    if (size_t hash = line.find('#'); hash != std::string_view::npos) {
      std::string_view comment = line.substr(hash + 1);
      while (!comment.empty() && comment.front() == ' ') comment.remove_prefix(1);
      name = std::string(comment);
      line = line.substr(0, hash);
    }
    auto moves = parseMoveList(line);
    if (!moves)
      return makeError("bad-opening", fmt::format("line {}: {}", lineNo, moves.error().message));
    if (moves->empty()) continue;
    Board board;
    for (size_t i = 0; i < moves->size(); ++i) {
      Judgement j = judgeMove(board, i % 2 == 0 ? Color::BLACK : Color::WHITE, (*moves)[i]);
      if (j.over)
        return makeError("bad-opening", fmt::format("line {}: move {} ends the game ({})", lineNo,
                                                    i + 1, j.reason));
    }
    openings.push_back(*moves);
    names.push_back(name.empty() ? formatMoveList(*moves) : name);
  }
  if (openings.empty()) return makeError("bad-opening", "no opening in the file");
  return std::make_pair(std::move(openings), std::move(names));
}

MatchOutcome runMatch(const MatchConfig& c,
                      const std::function<void(const GameRecord&, const Score&)>& onGame) {
  MatchOutcome outcome;
  int total = 2 * static_cast<int>(c.openings.size()) * c.rounds;
  std::atomic<int> next{0};
  std::atomic<bool> stop{false};
  std::mutex mutex;
  SprtBounds bounds = sprtBounds(c.sprtAlpha, c.sprtBeta);
  auto worker = [&](int id) {
    Seat first{&c.first, "", nullptr, false}, second{&c.second, "", nullptr, false};
    if (!c.stderrDir.empty()) {
      first.stderrPath = fmt::format("{}/{}-{}.stderr", c.stderrDir, c.first.name, id);
      second.stderrPath = fmt::format("{}/{}-{}.stderr", c.stderrDir, c.second.name, id);
    }
    GamePlayer player(c, first, second);
    while (!stop) {
      int index = next++;
      if (index >= total) break;
      GameRecord g = player.play(index);
      std::lock_guard lock(mutex);
      int r = g.firstResult();
      (r > 0 ? outcome.score.wins : r < 0 ? outcome.score.losses : outcome.score.draws)++;
      outcome.games.push_back(g);
      if (onGame) onGame(g, outcome.score);
      if (c.sprt && outcome.sprtVerdict.empty()) {
        double llr = sprtLlr(outcome.score, c.sprt->first, c.sprt->second);
        if (llr >= bounds.upper) outcome.sprtVerdict = "H1 accepted";
        if (llr <= bounds.lower) outcome.sprtVerdict = "H0 accepted";
        if (!outcome.sprtVerdict.empty()) stop = true;
      }
    }
    for (Seat* s : {&first, &second})
      if (s->process) s->process->send("END");
  };
  std::vector<std::thread> threads;
  for (int i = 1; i < std::max(1, c.concurrency); ++i) threads.emplace_back(worker, i);
  worker(0);
  for (std::thread& t : threads) t.join();
  return outcome;
}

}  // namespace renju::match
