// `renju`: one executable, one subcommand per job.
#include <renju_version.h>

#include "commands.h"

#if RENJU_MIMALLOC
#include <mimalloc.h>
#endif

namespace {

std::string versionText() {
  std::string text = std::string(RENJU_VERSION) + " " + RENJU_COMMIT;
#if RENJU_MIMALLOC
  int v = mi_version();  // e.g. 209 for 2.0.9
  text += " (mimalloc " + std::to_string(v / 100) + "." + std::to_string(v / 10 % 10) + "." +
          std::to_string(v % 10) + ")";
#endif
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"renju: rules, record tools, game server and load generator"};
  app.set_version_flag("--version", versionText());
  app.require_subcommand(1);
  renju::cli::addAnalysisCommands(app);
  renju::cli::addEngineCommands(app);
  renju::cli::addPlayCommands(app);
  renju::cli::addPairCommand(app);
  renju::server::addServeCommand(app);
  renju::server::addBackupCommand(app);
  renju::server::addImportCommand(app);
  renju::server::addRatingsCommand(app);
  renju::server::addPlayersGenCommand(app);
#ifdef RENJU_LOADGEN
  renju::loadgen::addLoadCommand(app);
  renju::loadgen::addArchiveCommands(app);
  renju::loadgen::addLobbyLoadCommand(app);
  renju::loadgen::addPlayersLoadCommand(app);
  renju::loadgen::addEventLoadCommand(app);
#endif
  CLI11_PARSE(app, argc, argv);
  return 0;
}
