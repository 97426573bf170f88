#pragma once
// The engine subcommands (`solve`, `analyze`, `bench`), one file each, and what they share:
// reading a position the engine may work on and printing lines of points.
#include <CLI/CLI.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "board.h"
#include "result.h"
#include "types.h"

namespace renju::cli {

void addSolveCommand(CLI::App& app);
void addAnalyzeCommand(CLI::App& app);
void addBenchCommand(CLI::App& app);

/// A position for the engine: no five on the board yet, and the side to move by stone count
/// (Black when even) unless the caller says otherwise.
struct EnginePosition {
  Board board;
  Color toMove = Color::BLACK;
};

/// Stones ("Bh8 Wh9", any order) or a move list ("h8 h9 i8"), told apart as parsePosition does.
/// Error code `bad-position` for text that is not a position or one that already holds five in
/// a row.
Result<EnginePosition> readEnginePosition(std::string_view text);

/// "black" / "white"; anything else is an error naming the value.
Result<Color> parseSide(std::string_view text);

/// "j9 k10 j11", with "-" for a missing point.
std::string formatPoints(const std::vector<std::optional<Point>>& line);

}  // namespace renju::cli
