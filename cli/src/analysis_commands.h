#pragma once
// The analysis subcommands, one file each, and what they share.
#include <CLI/CLI.hpp>
#include <string_view>

namespace renju::cli {

/// `renju forbidden`: Black's forbidden points of a position, or of many (--batch).
void addForbiddenCommand(CLI::App& app);
/// `renju opening`: which of the 26 openings three stones make.
void addOpeningCommand(CLI::App& app);
/// `renju replay`: replays record files and prints one JSON line per game.
void addReplayCommand(CLI::App& app);

/// Exit status for bad input (bad stones, not an opening, unreadable files).
inline constexpr int EXIT_BAD_INPUT = 2;

/// Prints "renju <command>: error: <message>" on stderr and ends the command with exit status 2
/// (by throwing CLI::RuntimeError, which CLI11 turns into that status silently).
[[noreturn]] void failInput(std::string_view command, std::string_view message);

}  // namespace renju::cli
