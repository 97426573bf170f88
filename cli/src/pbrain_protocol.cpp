#include "pbrain_protocol.h"

#include <algorithm>
#include <cassert>
#include <cctype>
#include <charconv>

namespace renju::pbrain {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

std::string upper(std::string_view s) {
  std::string u(s);
  for (char& c : u) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return u;
}

// Splits "WORD rest" at the first blank.
std::pair<std::string_view, std::string_view> splitWord(std::string_view s) {
  size_t i = 0;
  while (i < s.size() && !std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  return {s.substr(0, i), trim(s.substr(i))};
}

template <typename T>
std::optional<T> parseNumber(std::string_view s) {
  T value{};
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (ec != std::errc() || end != s.data() + s.size() || s.empty()) return std::nullopt;
  return value;
}

// At most 300 characters of what the manager sent, quoted back in an error.
std::string echo(std::string_view s) {
  std::string e(s.substr(0, 300));
  for (char& c : e)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
  return e;
}

// Splits "a,b,c" at commas (blanks around each part allowed).
std::vector<std::string_view> splitCommas(std::string_view s) {
  std::vector<std::string_view> parts;
  while (true) {
    size_t comma = s.find(',');
    parts.push_back(trim(s.substr(0, comma)));
    if (comma == std::string_view::npos) break;
    s.remove_prefix(comma + 1);
  }
  return parts;
}

std::optional<Point> pointFromParts(std::string_view xs, std::string_view ys) {
  auto x = parseNumber<int>(xs);
  auto y = parseNumber<int>(ys);
  if (!x || !y || *x < 0 || *x >= BOARD_SIZE || *y < 0 || *y >= BOARD_SIZE) return std::nullopt;
  return Point(*x, BOARD_SIZE - 1 - *y);
}

bool occupied(const State& s, Point p) {
  return std::any_of(s.stones.begin(), s.stones.end(),
                     [p](const auto& st) { return st.first == p; });
}

Step error(std::string message) {
  Step step;
  step.out.push_back("ERROR " + std::move(message));
  return step;
}

bool isCommandWord(std::string_view line) {
  return !line.empty() && std::isalpha(static_cast<unsigned char>(line.front()));
}

Step handleStart(State& s, std::string_view args) {
  auto size = parseNumber<int>(args);
  if (!size) return error("START needs a board size, e.g. START 15");
  if (*size != BOARD_SIZE)
    return error("unsupported size " + std::to_string(*size) + ": renju is played on 15x15");
  s.started = true;
  s.stones.clear();
  Step step;
  step.out.push_back("OK");
  step.newGame = true;
  return step;
}

// INFO keys the protocol defines or that managers commonly send; unknown keys are ignored, as
// the protocol asks, so a newer manager still works.
Step handleInfo(State& s, std::string_view args) {
  // Not a structured binding: clang 14 cannot capture those in the lambda below.
  std::pair<std::string_view, std::string_view> kv = splitWord(args);
  std::string_view key = kv.first, value = kv.second;
  std::string k = upper(key);
  auto number = parseNumber<int64_t>(value);
  auto needNumber = [&]() {
    return error("INFO " + echo(key) + " needs an integer, got '" + echo(value) + "'");
  };
  if (k == "TIMEOUT_TURN" || k == "TIMEOUT_MATCH" || k == "TIME_LEFT" || k == "MAX_MEMORY" ||
      k == "MAX_NODE" || k == "RULE") {
    if (!number || *number < 0) return needNumber();
  }
  if (k == "TIMEOUT_TURN")
    s.settings.timeoutTurnMs = *number;
  else if (k == "TIMEOUT_MATCH")
    s.settings.timeoutMatchMs = *number;
  else if (k == "TIME_LEFT")
    s.settings.timeLeftMs = *number;
  else if (k == "MAX_MEMORY")
    s.settings.maxMemoryBytes = static_cast<uint64_t>(*number);
  else if (k == "MAX_NODE")
    s.settings.maxNodes = static_cast<uint64_t>(*number);
  else if (k == "RULE") {
    if ((*number & 4) == 0)
      return error("rule " + std::to_string(*number) +
                   " is not supported: this engine plays renju (rule 4)");
    s.settings.rule = static_cast<int>(*number);
  }
  return {};
}

Step handleTurn(State& s, std::string_view args) {
  auto p = parseCoord(args);
  if (!p) return error("TURN needs x,y with 0 <= x,y <= 14, got '" + echo(args) + "'");
  if (occupied(s, *p)) return error("TURN " + echo(args) + ": the point is occupied");
  if (s.stones.size() + 1 >= BOARD_POINTS)
    return error("TURN " + echo(args) + ": the board would be full");
  s.stones.emplace_back(*p, sideToMove(s));
  Step step;
  step.request = Request::MOVE;
  return step;
}

Step handlePlay(State& s, std::string_view args) {
  auto p = parseCoord(args);
  if (!p) return error("PLAY needs x,y with 0 <= x,y <= 14, got '" + echo(args) + "'");
  if (occupied(s, *p)) return error("PLAY " + echo(args) + ": the point is occupied");
  Step step;
  step.out.push_back(commitMove(s, *p));
  return step;
}

Step handleTakeback(State& s, std::string_view args) {
  auto p = parseCoord(args);
  if (!p) return error("TAKEBACK needs x,y with 0 <= x,y <= 14, got '" + echo(args) + "'");
  auto it = std::find_if(s.stones.begin(), s.stones.end(),
                         [&](const auto& st) { return st.first == *p; });
  if (it == s.stones.end()) return error("TAKEBACK " + echo(args) + ": no stone there");
  s.stones.erase(it);
  Step step;
  step.out.push_back("OK");
  return step;
}

// One "x,y,field" line inside BOARD (field 1 own, 2 opponent's) or "x,y" inside SWAP2BOARD.
void collectBlockLine(State& s, std::string_view line) {
  if (!s.pendingError.empty()) return;
  std::vector<std::string_view> parts = splitCommas(line);
  bool swap2 = s.mode == State::Mode::SWAP2;
  if (parts.size() != (swap2 ? 2u : 3u)) {
    s.pendingError =
        "bad line '" + echo(line) + (swap2 ? "': expected x,y" : "': expected x,y,field");
    return;
  }
  auto p = pointFromParts(parts[0], parts[1]);
  if (!p) {
    s.pendingError = "bad point in '" + echo(line) + "': 0 <= x,y <= 14";
    return;
  }
  int field = 0;
  if (!swap2) {
    auto f = parseNumber<int>(parts[2]);
    if (!f || (*f != 1 && *f != 2)) {
      s.pendingError = "bad field in '" + echo(line) +
                       "': 1 (own stone) or 2 (opponent's); 3 (continuous game) is not renju";
      return;
    }
    field = *f;
  }
  for (const auto& [q, f] : s.pending)
    if (q == *p) {
      s.pendingError = "point given twice: '" + echo(line) + "'";
      return;
    }
  if (s.pending.size() >= static_cast<size_t>(BOARD_POINTS - 1)) {
    s.pendingError = "too many stones: the board would be full";
    return;
  }
  s.pending.emplace_back(*p, field);
}

// DONE after BOARD: the stone counts fix the colours (Black has as many stones as White, or one
// more), and the side to move is ours.
Step finishBoard(State& s) {
  size_t own = 0;
  for (const auto& pf : s.pending) own += pf.second == 1;
  size_t opp = s.pending.size() - own;
  Color toMove = s.pending.size() % 2 == 0 ? Color::BLACK : Color::WHITE;
  bool consistent = toMove == Color::BLACK ? own == opp : opp == own + 1;
  if (!consistent)
    return error("BOARD with " + std::to_string(own) + " own and " + std::to_string(opp) +
                 " opponent's stones: in renju Black has as many stones as White or one more");
  s.stones.clear();
  for (const auto& [p, field] : s.pending) s.stones.emplace_back(p, field == 1 ? toMove : ~toMove);
  Step step;
  step.request = Request::MOVE;
  return step;
}

// DONE after SWAP2BOARD: stones alternate from Black in the order given.
Step finishSwap2(State& s) {
  size_t n = s.pending.size();
  if (n != 0 && n != 3 && n != 5)
    return error("SWAP2BOARD with " + std::to_string(n) + " stones: expected 0, 3 or 5");
  s.stones.clear();
  for (size_t i = 0; i < n; ++i)
    s.stones.emplace_back(s.pending[i].first, i % 2 == 0 ? Color::BLACK : Color::WHITE);
  Step step;
  step.request = Request::SWAP2;
  return step;
}

Step handleBlockLine(State& s, std::string_view line) {
  if (upper(line) == "DONE") {
    bool board = s.mode == State::Mode::BOARD;
    s.mode = State::Mode::COMMANDS;
    if (!s.pendingError.empty()) {
      std::string why = std::move(s.pendingError);
      s.pendingError.clear();
      s.pending.clear();
      return error((board ? "BOARD: " : "SWAP2BOARD: ") + why);
    }
    Step step = board ? finishBoard(s) : finishSwap2(s);
    s.pending.clear();
    return step;
  }
  collectBlockLine(s, line);
  return {};
}

Step handleCommand(State& s, std::string_view line) {
  auto [word, args] = splitWord(line);
  std::string cmd = upper(word);
  if (cmd == "END") {
    Step step;
    step.quit = true;
    return step;
  }
  if (cmd == "ABOUT") {
    Step step;
    step.out.push_back(s.about);
    return step;
  }
  if (cmd == "INFO") return handleInfo(s, args);
  if (cmd == "START") return handleStart(s, args);
  if (cmd == "RECTSTART")
    return error("rectangular boards are not supported: renju is played on 15x15");
  bool known = cmd == "RESTART" || cmd == "TURN" || cmd == "BEGIN" || cmd == "BOARD" ||
               cmd == "TAKEBACK" || cmd == "PLAY" || cmd == "SWAP2BOARD";
  if (!known) {
    Step step;
    step.out.push_back("UNKNOWN " + echo(word));
    return step;
  }
  if (!s.started) return error(cmd + " before START: send START 15 first");
  if (cmd == "RESTART") {
    s.stones.clear();
    Step step;
    step.out.push_back("OK");
    step.newGame = true;
    return step;
  }
  if (cmd == "TURN") return handleTurn(s, args);
  if (cmd == "PLAY") return handlePlay(s, args);
  if (cmd == "TAKEBACK") return handleTakeback(s, args);
  if (cmd == "BEGIN") {
    if (!s.stones.empty()) return error("BEGIN on a board that is not empty: use BOARD");
    Step step;
    step.request = Request::MOVE;
    return step;
  }
  // BOARD, SWAP2BOARD: a block of lines up to DONE.
  s.mode = cmd == "BOARD" ? State::Mode::BOARD : State::Mode::SWAP2;
  s.pending.clear();
  s.pendingError.clear();
  return {};
}

}  // namespace

Step handleLine(State& state, std::string_view rawLine) {
  std::string_view line = trim(rawLine);
  if (line.empty()) return {};
  if (state.mode != State::Mode::COMMANDS) {
    // A command word inside a block (other than DONE) means the manager lost its DONE: drop the
    // block, say so, and obey the command, rather than swallowing the rest of the game.
    if (isCommandWord(line) && upper(line) != "DONE") {
      const char* block = state.mode == State::Mode::BOARD ? "BOARD" : "SWAP2BOARD";
      state.mode = State::Mode::COMMANDS;
      state.pending.clear();
      state.pendingError.clear();
      Step step = handleCommand(state, line);
      step.out.insert(step.out.begin(), std::string("ERROR ") + block + " ended without DONE");
      return step;
    }
    return handleBlockLine(state, line);
  }
  return handleCommand(state, line);
}

Color sideToMove(const State& state) {
  return state.stones.size() % 2 == 0 ? Color::BLACK : Color::WHITE;
}

std::string commitMove(State& state, Point p) {
  assert(p.valid() && !occupied(state, p));
  state.stones.emplace_back(p, sideToMove(state));
  return formatCoord(p);
}

std::string commitSwap2(State& state, const Swap2Answer& answer) {
  if (answer.swap) return "SWAP";
  std::string line;
  for (Point p : answer.stones) {
    assert(p.valid() && !occupied(state, p));
    state.stones.emplace_back(p, sideToMove(state));
    if (!line.empty()) line += ' ';
    line += formatCoord(p);
  }
  return line;
}

std::string formatCoord(Point p) {
  return std::to_string(p.x) + "," + std::to_string(BOARD_SIZE - 1 - p.y);
}

std::optional<Point> parseCoord(std::string_view text) {
  std::vector<std::string_view> parts = splitCommas(trim(text));
  if (parts.size() != 2) return std::nullopt;
  return pointFromParts(parts[0], parts[1]);
}

}  // namespace renju::pbrain
