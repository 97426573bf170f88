#include "commands.h"

namespace renju::cli {
void addAnalysisCommands(CLI::App&) {}
}  // namespace renju::cli
