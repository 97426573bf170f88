#pragma once
// Each part of the program adds its own subcommands to the one `renju` executable.
#include <CLI/CLI.hpp>

namespace renju::cli {

/// `forbidden`, `opening`, `replay`: analysis and record tools over the rules library.
void addAnalysisCommands(CLI::App& app);

/// `solve`, `analyze`, `bench`: the playing engine (ai/) on positions.
void addEngineCommands(CLI::App& app);

/// `pbrain`, `match`: the engine as a Gomocup brain, and matches between Gomocup engines.
void addPlayCommands(CLI::App& app);

/// `pair --dutch FILE.trf`: the next round of a Swiss tournament (pairing/).
void addPairCommand(CLI::App& app);

}  // namespace renju::cli

namespace renju::server {
/// `serve`: the game server.
void addServeCommand(CLI::App& app);
/// `backup`: an online copy of the server's SQLite database.
void addBackupCommand(CLI::App& app);
/// `import`: record files into the archive.
void addImportCommand(CLI::App& app);
/// `ratings --recompute`: every rating rebuilt from the stored rated games.
void addRatingsCommand(CLI::App& app);
/// `players-gen`: made-up rated play in a store, for the player pages' benchmark.
void addPlayersGenCommand(CLI::App& app);
}  // namespace renju::server

namespace renju::loadgen {
/// `load`: the load generator.
void addLoadCommand(CLI::App& app);
/// `archive-gen` and `load-explorer`: the archive benchmarks' data and load.
void addArchiveCommands(CLI::App& app);
/// `load-lobby`: the lobby benchmark.
void addLobbyLoadCommand(CLI::App& app);
/// `load-players`: the player pages' and leaderboards' benchmark.
void addPlayersLoadCommand(CLI::App& app);
/// `load-event`: the tournaments' benchmark (an arena or a Swiss under load).
void addEventLoadCommand(CLI::App& app);
}  // namespace renju::loadgen
