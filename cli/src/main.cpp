// `renju`: one executable, one subcommand per job.
#include <renju_version.h>

#include "commands.h"

int main(int argc, char** argv) {
  CLI::App app{"renju: rules, record tools, game server and load generator"};
  app.set_version_flag("--version", std::string(RENJU_VERSION) + " " + RENJU_COMMIT);
  app.require_subcommand(1);
  renju::cli::addAnalysisCommands(app);
  renju::cli::addEngineCommands(app);
  renju::cli::addPlayCommands(app);
  renju::server::addServeCommand(app);
  renju::server::addBackupCommand(app);
  renju::loadgen::addLoadCommand(app);
  CLI11_PARSE(app, argc, argv);
  return 0;
}
