#pragma once
// A Gomocup engine as a child process spoken to over pipes: `/bin/sh -c <command>`, one line
// out, lines back with a deadline. The match runner owns one per seat and restarts it after a
// crash or a timeout.
#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>

namespace renju::match {

class EngineProcess {
 public:
  /// Starts the command (run by /bin/sh in `workDir` when not empty; stderr goes to `stderrPath`
  /// when not empty, else is discarded). Throws std::runtime_error when it cannot start.
  EngineProcess(const std::string& command, const std::string& stderrPath = "");
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  /// Writes one line (a newline is added). False when the engine has gone.
  bool send(const std::string& line);
  /// The next line (without "\r\n") before `deadline`; nullopt on timeout or end of output.
  std::optional<std::string> readLine(std::chrono::steady_clock::time_point deadline);
  /// Whether the last readLine failed because the engine closed its output.
  bool closed() const { return closed_; }
  pid_t pid() const { return pid_; }

 private:
  pid_t pid_ = -1;
  int toChild_ = -1;
  int fromChild_ = -1;
  std::string buffer_;
  bool closed_ = false;
};

}  // namespace renju::match
