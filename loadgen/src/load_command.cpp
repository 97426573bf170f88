#include <CLI/CLI.hpp>

namespace renju::loadgen {
void addLoadCommand(CLI::App&) {}
}  // namespace renju::loadgen
