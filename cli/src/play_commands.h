#pragma once
// The subcommands that play: `renju pbrain` (the Gomocup protocol on stdin/stdout) and
// `renju match` (two Gomocup engines against each other).
#include <CLI/CLI.hpp>

namespace renju::cli {

/// `renju match`: match_command.cpp.
void addMatchCommand(CLI::App& app);
/// `renju pbrain`: pbrain_command.cpp.
void addPbrainCommand(CLI::App& app);

}  // namespace renju::cli
