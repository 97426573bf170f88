#pragma once
// Runs the real `renju` binary for the command-line tests: arguments, stdin, exit status and
// both output streams, through files in a fresh temporary directory.
#include <string>

namespace renju::test {

struct Outcome {
  int status = -1;  ///< the exit status; -1 when killed (timeout(1) ends a run that hangs)
  std::string out;
  std::string err;
};

/// `renju <args>` with `input` on stdin, bounded to `seconds` by timeout(1). `args` are shell
/// words written by the test itself (quote any that hold spaces).
Outcome runRenju(const std::string& args, const std::string& input = "", int seconds = 120);

/// A whole file, or "" when it cannot be read.
std::string readFile(const std::string& path);

}  // namespace renju::test
