// Registers the analysis subcommands; each lives in its own file.
#include "analysis_commands.h"

#include <fmt/core.h>

#include <cstdio>

#include "commands.h"

namespace renju::cli {

void addAnalysisCommands(CLI::App& app) {
  addForbiddenCommand(app);
  addOpeningCommand(app);
  addReplayCommand(app);
}

void failInput(std::string_view command, std::string_view message) {
  std::fflush(stdout);
  fmt::print(stderr, "renju {}: error: {}\n", command, message);
  throw CLI::RuntimeError(EXIT_BAD_INPUT);
}

}  // namespace renju::cli
