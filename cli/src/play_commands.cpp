// Registers the subcommands that play; each lives in its own file.
#include "play_commands.h"

#include "commands.h"

namespace renju::cli {

void addPlayCommands(CLI::App& app) {
  addPbrainCommand(app);
  addMatchCommand(app);
}

}  // namespace renju::cli
