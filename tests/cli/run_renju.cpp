#include "run_renju.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

namespace renju::test {

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

Outcome runRenju(const std::string& args, const std::string& input, int seconds) {
  char dir[] = "/tmp/renju_cli_test_XXXXXX";
  if (mkdtemp(dir) == nullptr) return {};
  const std::string base = dir;
  std::ofstream(base + "/in", std::ios::binary) << input;
  const std::string cmd = "timeout " + std::to_string(seconds) + " '" + RENJU_BINARY + "' " + args +
                          " < " + base + "/in > " + base + "/out 2> " + base + "/err";
  const int raw = std::system(cmd.c_str());
  Outcome r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.out = readFile(base + "/out");
  r.err = readFile(base + "/err");
  std::system(("rm -rf '" + base + "'").c_str());
  return r;
}

}  // namespace renju::test
