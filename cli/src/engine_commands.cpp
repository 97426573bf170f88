// Registers the engine subcommands and holds what they share.
#include "engine_commands.h"

#include <fmt/core.h>

#include "commands.h"
#include "stone_list.h"

namespace renju::cli {

namespace {

// The longest run of one colour through any stone: five or more means the game is over.
bool hasFiveInARow(const Board& b) {
  for (int i = 0; i < BOARD_POINTS; ++i) {
    const int cell = Board::cellOf(Point::fromIndex(i));
    const Board::Cell v = b.cell(cell);
    if (v != Board::Cell::BLACK && v != Board::Cell::WHITE) continue;
    for (int step : Board::STEP) {
      int run = 1;
      for (int n = cell + step; b.cell(n) == v; n += step) ++run;
      if (run >= 5) return true;
    }
  }
  return false;
}

}  // namespace

void addEngineCommands(CLI::App& app) {
  addSolveCommand(app);
  addAnalyzeCommand(app);
  addBenchCommand(app);
}

Result<EnginePosition> readEnginePosition(std::string_view text) {
  Result<Stones> stones = parsePosition(text);
  if (!stones) return stones.error();
  EnginePosition pos{Board(*stones), stones->size() % 2 ? Color::WHITE : Color::BLACK};
  if (hasFiveInARow(pos.board))
    return Error{"bad-position", "the position already has five in a row: the game is over"};
  return pos;
}

Result<Color> parseSide(std::string_view text) {
  if (text == "black") return Color::BLACK;
  if (text == "white") return Color::WHITE;
  return Error{"bad-side", fmt::format("side '{}' is neither black nor white", text)};
}

std::string formatPoints(const std::vector<std::optional<Point>>& line) {
  std::string out;
  for (const auto& p : line) {
    if (!out.empty()) out += ' ';
    out += p ? toString(*p) : "-";
  }
  return out;
}

}  // namespace renju::cli
