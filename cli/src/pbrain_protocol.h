#pragma once
// The Gomocup ("pbrain") protocol as a pure state machine: one input line and the state in, the
// lines to print and the work the engine must do out. No I/O, no search, no clock: the driver
// (pbrain_command.cpp) reads stdin, runs the engine and prints; tests and the fuzzer drive this
// directly. Depends on the rules library only.
//
// Coordinates: Gomocup's "x,y" are 0-based, x the column from the left, y the row from the TOP
// (Piskvork draws row 0 at the top). Our Point counts rows from the bottom, so
// Gomocup (x, y) <-> Point(x, 14 - y): "0,0" is a15, "7,7" is h8, "0,14" is a1.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "types.h"

namespace renju::pbrain {

/// What the manager told us with INFO; values as sent (milliseconds, bytes, nodes).
struct Settings {
  int64_t timeoutTurnMs = 30000;  ///< INFO timeout_turn; 0 = play as fast as possible
  int64_t timeoutMatchMs = 0;     ///< INFO timeout_match; 0 = no match limit
  int64_t timeLeftMs = -1;        ///< INFO time_left; -1 = never sent
  uint64_t maxMemoryBytes = 0;    ///< INFO max_memory; 0 = no limit
  uint64_t maxNodes = 0;          ///< INFO max_node; 0 = no limit
  int rule = 4;                   ///< INFO rule bitmask; we play renju (4) whatever is sent
};

/// The work a line asks of the driver.
enum class Request : uint8_t {
  NONE,
  MOVE,   ///< choose a stone for sideToMove(state), then commitMove
  SWAP2,  ///< a SWAP2BOARD decision on state.stones (0, 3 or 5 stones), then commitSwap2
};

struct State {
  std::string about;  ///< the ABOUT answer, set by the driver
  bool started = false;
  Settings settings;
  std::vector<std::pair<Point, Color>> stones;  ///< in the order we learnt them

  // Inside BOARD ... DONE or SWAP2BOARD ... DONE.
  enum class Mode : uint8_t { COMMANDS, BOARD, SWAP2 };
  Mode mode = Mode::COMMANDS;
  std::vector<std::pair<Point, int>> pending;  ///< (point, field); field 0 in SWAP2 mode
  std::string pendingError;                    ///< first bad line inside the block
};

struct Step {
  std::vector<std::string> out;  ///< lines to print, in order
  Request request = Request::NONE;
  bool newGame = false;  ///< START or RESTART: the engine should forget the last game
  bool quit = false;     ///< END
};

/// One input line (trailing "\r" and surrounding blanks ignored; commands case-insensitive).
/// A malformed line or one that makes no sense now is answered "ERROR <why>" and changes nothing;
/// an unknown command is answered "UNKNOWN <command>" as the protocol asks.
Step handleLine(State& state, std::string_view line);

/// Whose turn it is: stones alternate from Black, so the parity of the stone count says.
Color sideToMove(const State& state);

/// Records our own stone (precondition: valid and empty) and returns the answer line "x,y".
std::string commitMove(State& state, Point p);

/// The answer to SWAP2BOARD: either swap (take the colour that has just moved, 3 or 5 stones on
/// the board) or place stones (3 on an empty board, 1 or 2 after 3, 1 after 5).
struct Swap2Answer {
  bool swap = false;
  std::vector<Point> stones;
};

/// Records the placed stones and returns the answer line ("SWAP" or "x,y x,y ...").
/// Precondition: the answer fits the stone count as above and its points are valid and empty.
std::string commitSwap2(State& state, const Swap2Answer& answer);

/// "x,y" for a point, and back (nullopt unless two integers 0..14 separated by a comma).
std::string formatCoord(Point p);
std::optional<Point> parseCoord(std::string_view text);

}  // namespace renju::pbrain
