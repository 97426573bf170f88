#pragma once
// Test harness for the server: starts the real `renju serve` on a free loopback port with a
// temporary database, and talks to it with small blocking HTTP and WebSocket clients (Beast is
// confined to server_harness.cpp).
#include <sys/types.h>

#include <chrono>
#include <condition_variable>
#include <deque>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../common/test_databases.h"

namespace renju::test {

using nlohmann::json;
using namespace std::chrono_literals;

/// A `renju serve` child process. Stops it (SIGTERM, then SIGKILL) on destruction.
class ServerProcess {
 public:
  /// `dir` holds the database (and the port file); extra flags go after the defaults.
  explicit ServerProcess(std::filesystem::path dir, std::vector<std::string> extra = {});
  ~ServerProcess();
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  /// Starts the process and waits (at most 20 s) until it listens.
  void start();
  /// SIGTERM and wait; returns the exit status (or -1 when it had to be killed).
  int stop();
  /// SIGKILL and wait: a crash.
  void kill9();
  /// Before start(): the process's descriptor limit (soft and hard), to meet the limit in a test.
  void limitDescriptors(int n) { descriptorLimit_ = n; }
  /// Before start(): the server's log goes to dir()/server.log instead of the test's stderr.
  void captureLog() { captureLog_ = true; }
  /// The captured log so far.
  std::string log() const;
  uint16_t port() const { return port_; }
  pid_t pid() const { return pid_; }
  const std::filesystem::path& dir() const { return dir_; }

 private:
  std::filesystem::path dir_;
  std::vector<std::string> extra_;
  pid_t pid_ = -1;
  uint16_t port_ = 0;
  int descriptorLimit_ = 0;
  bool captureLog_ = false;
};

/// Whether the servers run on PostgreSQL (RENJU_TEST_PG set) rather than SQLite.
inline bool usingPostgres() {
  return !pgServerUrl().empty();
}

/// Runs `sql` on the store of the servers started in `dir` (the SQLite file, or the folder's
/// PostgreSQL database): what someone who reads the database directly sees.
std::vector<Row> storeQuery(const std::filesystem::path& dir, const std::string& sql);

/// A fresh temporary folder, removed on destruction (with its PostgreSQL database, if any).
class TempDir {
 public:
  TempDir();
  ~TempDir();
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

struct HttpResult {
  int status = 0;
  std::string body;
  std::map<std::string, std::string> headers;  ///< lower-case names
  nlohmann::json json() const;                 ///< the body parsed (discarded when not JSON)
};

/// One blocking request with a 10 s timeout; throws on connection failure.
HttpResult httpRequest(uint16_t port, const std::string& method, const std::string& target,
                       const std::string& body = "",
                       const std::map<std::string, std::string>& headers = {});

HttpResult getJson(uint16_t port, const std::string& target, const std::string& bearer = "");
HttpResult postJson(uint16_t port, const std::string& target, const json& body,
                    const std::string& bearer = "");

/// A WebSocket client with its own I/O thread: messages are queued as they arrive.
class WsClient {
 public:
  /// Connects to ws://127.0.0.1:port/target; throws on failure (e.g. a refused upgrade).
  WsClient(uint16_t port, const std::string& target,
           const std::map<std::string, std::string>& headers = {});
  ~WsClient();
  WsClient(const WsClient&) = delete;
  WsClient& operator=(const WsClient&) = delete;

  void send(const json& message);
  /// Sends `{"t": "action", "d": {"id": id, "action": action}}` (docs/protocol.md).
  void act(const json& id, const json& action);
  void sendText(const std::string& text);
  /// The next message, or nullopt after `timeout`.
  std::optional<json> next(std::chrono::milliseconds timeout = 5000ms);
  /// The next message of type `t`, skipping others; nullopt after `timeout`.
  std::optional<json> nextOf(const std::string& t, std::chrono::milliseconds timeout = 5000ms);
  /// Whether the server closed the socket (waits up to `timeout`), and its close code.
  bool closedBy(std::chrono::milliseconds timeout, int* code = nullptr);
  void close();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// What a finished shell command gave: its exit status (-1 when it did not exit by itself) and
/// its standard output (end the command with `2>&1` for its errors too).
struct CommandOutcome {
  int status = -1;
  std::string output;
};
CommandOutcome runCommand(const std::string& command);

/// The `renju` that has the load generator's subcommands (`load`, `load-event`, ...), quoted for
/// a shell: $RENJU_LOAD_BIN when set (CI's sanitizer build leaves the load generator out and
/// points it at the release binary, docs/contributing.md), else this build's own. Empty, with a
/// test failure, when neither has it.
std::string loadBinary();

/// Raw bytes to the server on a fresh connection; returns what it sent back until it closed the
/// connection or `timeout` passed (`closed` says which).
std::string rawExchange(uint16_t port, const std::string& bytes, bool* closed = nullptr,
                        std::chrono::milliseconds timeout = 5000ms);

/// Creates a game; returns the 201 body.
json createGame(uint16_t port, const json& request);
/// Creates and joins a game: {"id", "seats": {"opener": secret, "other": secret}}.
json startGame(uint16_t port, const json& request);
/// The secret of the seat that must move now (from GET /api/games/{id}).
std::string secretToMove(uint16_t port, const json& started);
/// A player of the lobby tests: its key and the address it comes from (through the trusted
/// proxy header, X-Forwarded-For).
struct Player {
  std::string key;
  std::string address;
};
/// A player whose key is 22 times `c`, calling from `address`.
inline Player player(char c, const std::string& address) {
  return Player{std::string(22, c), address};
}
/// `method target` as that player (`Authorization: Player <key>` unless the key is empty), with
/// `body` as JSON when it is not null.
HttpResult call(uint16_t port, const std::string& method, const std::string& target,
                const Player& p, const json& body = nullptr);
/// A standard game created with player key `creator` and joined with `joiner`: {"id", "opener",
/// "other", "creator", "joiner"}, each seat's secret under its seat's name and its player's role.
json gameOfPlayers(uint16_t port, const Player& creator, const Player& joiner);

/// The id of a created or started game.
std::string idOf(const json& game);
/// Sends the socket's hello with `d` and returns the welcome (expects one within 5 s).
json socketHello(WsClient& ws, const json& d);
/// Expects an error answer with this status and error code.
void expectError(const HttpResult& r, int status, const std::string& code);

}  // namespace renju::test
