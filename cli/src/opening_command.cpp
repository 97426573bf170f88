// `renju opening h8 h9 j10` -> "3D Sosei".
#include <fmt/core.h>

#include <string>
#include <vector>

#include "analysis_commands.h"
#include "notation.h"
#include "openings.h"

namespace renju::cli {

void addOpeningCommand(CLI::App& app) {
  auto stones = std::make_shared<std::vector<std::string>>();
  CLI::App* cmd = app.add_subcommand(
      "opening", "Which of the 26 standard openings the first three stones make (any orientation)");
  cmd->add_option("stones", *stones,
                  "three points, h8 first: h8 h9 j10 (or \"h8 h9 j10\", h8h9j10)")
      ->required();
  cmd->callback([stones] {
    std::string text;
    for (const std::string& s : *stones) {
      text += s;
      text += ' ';
    }
    Result<std::vector<Point>> moves = parseMoveList(text);
    if (!moves) failInput("opening", moves.error().message);
    if (moves->size() != 3) {
      failInput("opening", fmt::format("an opening is three stones (black, white, black); got {}",
                                       moves->size()));
    }
    const std::vector<Point>& m = *moves;
    std::optional<Opening> o = classifyOpening(m[0], m[1], m[2]);
    if (!o) {
      failInput("opening",
                fmt::format("{} is not one of the 26 openings: the first stone must be h8, the "
                            "second inside the central 3x3 (g7..i9), the third inside the central "
                            "5x5 (f6..j10)",
                            formatMoveList(m)));
    }
    fmt::print("{} {}\n", o->code, o->name);
  });
}

}  // namespace renju::cli
