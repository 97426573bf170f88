#include "server_harness.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <cstdio>
#include <fstream>
#include <functional>
#include <iterator>
#include <random>
#include <stdexcept>
#include <thread>

namespace renju::test {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

// ---- processes
// -----------------------------------------------------------------------------------

TempDir::TempDir() {
  std::random_device rd;
  path_ = std::filesystem::temp_directory_path() /
          ("renju-server-test-" + std::to_string(getpid()) + "-" + std::to_string(rd()));
  std::filesystem::create_directories(path_);
  if (usingPostgres()) pgCreateDatabase(path_);
}

TempDir::~TempDir() {
  if (usingPostgres()) pgDropDatabase(path_);
  std::error_code ec;
  std::filesystem::remove_all(path_, ec);
}

CommandOutcome runCommand(const std::string& command) {
  CommandOutcome out;
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return out;
  char buffer[4096];
  while (size_t n = fread(buffer, 1, sizeof buffer, pipe)) out.output.append(buffer, n);
  int status = pclose(pipe);
  out.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return out;
}

std::string loadBinary() {
  const char* env = std::getenv("RENJU_LOAD_BIN");
  std::string path = env && *env ? env : RENJU_LOAD_BINARY;
  if (path.empty()) {
    ADD_FAILURE() << "this build has no load generator (RENJU_LOADGEN=OFF): set RENJU_LOAD_BIN "
                     "to a renju built with it";
    return "";
  }
  return "'" + path + "'";
}

std::vector<Row> storeQuery(const std::filesystem::path& dir, const std::string& sql) {
  if (usingPostgres()) return pgQuery(pgUrlFor(dir), sql);
  return sqliteQuery(dir / "renju.sqlite3", sql);
}

ServerProcess::ServerProcess(std::filesystem::path dir, std::vector<std::string> extra)
    : dir_(std::move(dir)), extra_(std::move(extra)) {}

namespace {

// Where each thread of process `pid` waits (state, kernel wait channel, and the kernel stack
// where /proc shows it): what a start that hangs was doing.
std::string threadsOf(pid_t pid) {
  std::string out;
  std::error_code ec;
  for (const auto& task :
       std::filesystem::directory_iterator("/proc/" + std::to_string(pid) + "/task", ec)) {
    auto slurp = [&](const char* name) {
      std::ifstream in(task.path() / name);
      return std::string(std::istreambuf_iterator<char>(in), {});
    };
    std::string stat = slurp("stat");
    auto close = stat.rfind(')');
    char state = close != std::string::npos && close + 2 < stat.size() ? stat[close + 2] : '?';
    out += task.path().filename().string() + " " + state + " " + slurp("wchan") + "\n" +
           slurp("stack");
  }
  if (out.empty()) return "(none: the process is gone)\n";
  // Which program runs: the test binary means the child hung between fork and exec.
  auto exe = std::filesystem::read_symlink("/proc/" + std::to_string(pid) + "/exe", ec);
  return "program " + exe.string() + "\n" + out;
}

}  // namespace

ServerProcess::~ServerProcess() {
  if (pid_ > 0) stop();
}

void ServerProcess::start() {
  std::filesystem::path portFile = dir_ / "port";
  std::filesystem::remove(portFile);
  std::vector<std::string> args = {
      RENJU_BINARY,
      "serve",
      "--host",
      "127.0.0.1",
      "--port",
      "0",
      "--port-file",
      portFile.string(),
      usingPostgres() ? "--store" : "--db",
      usingPostgres() ? pgUrlFor(dir_) : (dir_ / "renju.sqlite3").string(),
      "--assets",
      (dir_ / "assets").string()};
  if (std::find(extra_.begin(), extra_.end(), "--log-level") == extra_.end())
    args.insert(args.end(), {"--log-level", "warn"});
  // No address limits unless the test sets them: every test client comes from 127.0.0.1.
  for (const char* flag : {"--rate-ip", "--rate-accept", "--max-conn-ip", "--max-unjoined-ip",
                           "--max-computer-ip", "--chat-rate-ip"})
    if (std::find(extra_.begin(), extra_.end(), flag) == extra_.end())
      args.insert(args.end(), {flag, "0"});
  args.insert(args.end(), extra_.begin(), extra_.end());
  // Everything the child needs is built before the fork: the test's other threads may hold the
  // allocator's lock at that moment (ASan's is a spin lock), so the child must not allocate.
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  std::string logPath = (dir_ / "server.log").string();
  rlimit lim{static_cast<rlim_t>(descriptorLimit_), static_cast<rlim_t>(descriptorLimit_)};
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    // Only async-signal-safe calls until exec.
    if (descriptorLimit_ > 0) setrlimit(RLIMIT_NOFILE, &lim);
    if (captureLog_) {
      int fd = ::open(logPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
      if (fd >= 0) dup2(fd, 2);
    }
    execv(argv[0], argv.data());
    _exit(127);
  }
  auto deadline = std::chrono::steady_clock::now() + 20s;
  while (std::chrono::steady_clock::now() < deadline) {
    std::ifstream in(portFile);
    int port = 0;
    if (in >> port && port > 0) {
      port_ = static_cast<uint16_t>(port);
      return;
    }
    int status = 0;
    if (waitpid(pid_, &status, WNOHANG) == pid_) {
      pid_ = -1;
      throw std::runtime_error("renju serve exited at start");
    }
    std::this_thread::sleep_for(20ms);
  }
  std::string where = threadsOf(pid_);
  kill9();
  throw std::runtime_error("renju serve did not start listening within 20 s; its threads:\n" +
                           where);
}

std::string ServerProcess::log() const {
  std::ifstream in(dir_ / "server.log");
  return std::string(std::istreambuf_iterator<char>(in), {});
}

int ServerProcess::stop() {
  if (pid_ <= 0) return -1;
  ::kill(pid_, SIGTERM);
  auto deadline = std::chrono::steady_clock::now() + 15s;
  int status = 0;
  while (std::chrono::steady_clock::now() < deadline) {
    if (waitpid(pid_, &status, WNOHANG) == pid_) {
      pid_ = -1;
      return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
    std::this_thread::sleep_for(10ms);
  }
  kill9();
  return -1;
}

void ServerProcess::kill9() {
  if (pid_ <= 0) return;
  ::kill(pid_, SIGKILL);
  int status = 0;
  waitpid(pid_, &status, 0);
  pid_ = -1;
}

// ---- HTTP
// ----------------------------------------------------------------------------------------

nlohmann::json HttpResult::json() const {
  return nlohmann::json::parse(body, nullptr, false);
}

HttpResult httpRequest(uint16_t port, const std::string& method, const std::string& target,
                       const std::string& body, const std::map<std::string, std::string>& headers) {
  net::io_context io;
  beast::tcp_stream stream(io);
  stream.expires_after(10s);
  stream.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  http::request<http::string_body> req{http::string_to_verb(method), target, 11};
  req.set(http::field::host, "127.0.0.1:" + std::to_string(port));
  for (const auto& [k, v] : headers) req.set(k, v);
  if (!body.empty() || method == "POST") {
    if (req[http::field::content_type].empty())
      req.set(http::field::content_type, "application/json");
    req.body() = body;
  }
  req.prepare_payload();
  http::write(stream, req);
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.body_limit(64 * 1024 * 1024);
  if (method == "HEAD") parser.skip(true);
  http::read(stream, buffer, parser);
  auto res = parser.release();
  HttpResult r;
  r.status = static_cast<int>(res.result_int());
  r.body = res.body();
  for (const auto& f : res) {
    std::string name(f.name_string());
    for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    r.headers[name] = std::string(f.value());
  }
  beast::error_code ec;
  stream.socket().shutdown(tcp::socket::shutdown_both, ec);
  return r;
}

HttpResult getJson(uint16_t port, const std::string& target, const std::string& bearer) {
  std::map<std::string, std::string> h;
  if (!bearer.empty()) h["Authorization"] = "Bearer " + bearer;
  return httpRequest(port, "GET", target, "", h);
}

HttpResult postJson(uint16_t port, const std::string& target, const json& body,
                    const std::string& bearer) {
  std::map<std::string, std::string> h;
  if (!bearer.empty()) h["Authorization"] = "Bearer " + bearer;
  return httpRequest(port, "POST", target, body.dump(), h);
}

std::string rawExchange(uint16_t port, const std::string& bytes, bool* closed,
                        std::chrono::milliseconds timeout) {
  net::io_context io;
  tcp::socket socket(io);
  socket.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  net::write(socket, net::buffer(bytes));
  std::string received;
  std::array<char, 4096> chunk{};
  bool ended = false;
  std::function<void()> readMore = [&] {
    socket.async_read_some(net::buffer(chunk), [&](beast::error_code ec, size_t n) {
      received.append(chunk.data(), n);
      if (ec) {
        ended = true;
        return;
      }
      readMore();
    });
  };
  readMore();
  io.run_for(timeout);
  if (closed) *closed = ended;
  return received;
}

json createGame(uint16_t port, const json& request) {
  auto r = postJson(port, "/api/games", request);
  if (r.status != 201) throw std::runtime_error("create failed: " + r.body);
  return r.json();
}

json startGame(uint16_t port, const json& request) {
  json created = createGame(port, request);
  std::string id = created["id"];
  auto joined = postJson(port, "/api/games/" + id + "/join", {{"invite", created["invite"]}});
  if (joined.status != 200) throw std::runtime_error("join failed: " + joined.body);
  json seats;
  seats[created["you"].get<std::string>()] = created["seat"];
  seats[joined.json()["you"].get<std::string>()] = joined.json()["seat"];
  return json{{"id", id}, {"seats", seats}};
}

std::string secretToMove(uint16_t port, const json& started) {
  auto r = getJson(port, "/api/games/" + started["id"].get<std::string>());
  json toMove = r.json()["game"]["toMove"];
  if (!toMove.is_string()) throw std::runtime_error("nobody to move: " + r.body);
  return started["seats"][toMove.get<std::string>()];
}

// ---- WebSocket
// -------------------------------------------------------------------------------------

struct WsClient::Impl {
  net::io_context io;
  websocket::stream<beast::tcp_stream> ws{io};
  beast::flat_buffer buffer;
  std::thread thread;
  std::mutex mutex;
  std::condition_variable arrived;
  std::deque<json> messages;
  bool closed = false;
  int closeCode = 0;
  std::deque<std::string> outgoing;
  bool writing = false;

  void readLoop() {
    ws.async_read(buffer, [this](beast::error_code ec, size_t) {
      std::lock_guard lock(mutex);
      if (ec) {
        closed = true;
        closeCode = ws.reason().code;
        arrived.notify_all();
        return;
      }
      json message = json::parse(beast::buffers_to_string(buffer.data()), nullptr, false);
      buffer.consume(buffer.size());
      // A batch (frames the server wrote together) is read as its envelopes, in order,
      // as the client reads it (docs/protocol.md).
      if (message.is_object() && message.value("t", "") == "batch" && message["d"].is_array()) {
        for (json& m : message["d"]) messages.push_back(std::move(m));
      } else {
        messages.push_back(std::move(message));
      }
      arrived.notify_all();
      readLoop();
    });
  }

  void writeNext() {
    if (outgoing.empty() || writing) return;
    writing = true;
    ws.async_write(net::buffer(outgoing.front()), [this](beast::error_code, size_t) {
      writing = false;
      outgoing.pop_front();
      writeNext();
    });
  }
};

WsClient::WsClient(uint16_t port, const std::string& target,
                   const std::map<std::string, std::string>& headers)
    : impl_(std::make_unique<Impl>()) {
  auto& ws = impl_->ws;
  beast::get_lowest_layer(ws).expires_after(10s);
  beast::get_lowest_layer(ws).connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  ws.set_option(websocket::stream_base::decorator([headers](websocket::request_type& req) {
    for (const auto& [k, v] : headers) req.set(k, v);
  }));
  ws.handshake("127.0.0.1:" + std::to_string(port), target);
  beast::get_lowest_layer(ws).expires_never();
  ws.text(true);
  impl_->readLoop();
  impl_->thread = std::thread([this] { impl_->io.run(); });
}

WsClient::~WsClient() {
  close();
}

void WsClient::close() {
  if (!impl_->thread.joinable()) return;
  net::post(impl_->io, [this] {
    beast::error_code ec;
    beast::get_lowest_layer(impl_->ws).socket().shutdown(tcp::socket::shutdown_both, ec);
    beast::get_lowest_layer(impl_->ws).socket().close(ec);
  });
  impl_->thread.join();
}

void WsClient::send(const json& message) {
  sendText(message.dump());
}

void WsClient::act(const json& id, const json& action) {
  send({{"t", "action"}, {"d", {{"id", id}, {"action", action}}}});
}

void WsClient::sendText(const std::string& text) {
  net::post(impl_->io, [this, text] {
    impl_->outgoing.push_back(text);
    impl_->writeNext();
  });
}

std::optional<json> WsClient::next(std::chrono::milliseconds timeout) {
  std::unique_lock lock(impl_->mutex);
  if (!impl_->arrived.wait_for(lock, timeout, [&] { return !impl_->messages.empty(); }))
    return std::nullopt;
  json j = std::move(impl_->messages.front());
  impl_->messages.pop_front();
  return j;
}

std::optional<json> WsClient::nextOf(const std::string& t, std::chrono::milliseconds timeout) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return std::nullopt;
    auto m = next(left);
    if (!m) return std::nullopt;
    if (m->is_object() && m->value("t", "") == t) return m;
  }
}

bool WsClient::closedBy(std::chrono::milliseconds timeout, int* code) {
  std::unique_lock lock(impl_->mutex);
  bool closed = impl_->arrived.wait_for(lock, timeout, [&] { return impl_->closed; });
  if (code) *code = impl_->closeCode;
  return closed;
}

HttpResult call(uint16_t port, const std::string& method, const std::string& target,
                const Player& p, const json& body) {
  std::map<std::string, std::string> h{{"Content-Type", "application/json"},
                                       {"X-Forwarded-For", p.address}};
  if (!p.key.empty()) h["Authorization"] = "Player " + p.key;
  return httpRequest(port, method, target, body.is_null() ? "" : body.dump(), h);
}

std::string idOf(const json& game) {
  return game["id"].get<std::string>();
}

json gameOfPlayers(uint16_t port, const Player& creator, const Player& joiner) {
  auto created = call(port, "POST", "/api/games", creator, {{"rule", "standard"}});
  EXPECT_EQ(created.status, 201) << created.body;
  std::string id = created.json().value("id", "");
  auto joined = call(port, "POST", "/api/games/" + id + "/join", joiner,
                     {{"invite", created.json().value("invite", "")}});
  EXPECT_EQ(joined.status, 200) << joined.body;
  json g{{"id", id},
         {"creator", created.json().value("seat", "")},
         {"joiner", joined.json().value("seat", "")}};
  g[created.json().value("you", "opener")] = g["creator"];
  g[joined.json().value("you", "other")] = g["joiner"];
  return g;
}

json socketHello(WsClient& ws, const json& d) {
  ws.send({{"t", "hello"}, {"d", d}});
  auto welcome = ws.nextOf("welcome");
  EXPECT_TRUE(welcome.has_value());
  return welcome.value_or(json());
}

void expectError(const HttpResult& r, int status, const std::string& code) {
  EXPECT_EQ(r.status, status) << r.body;
  EXPECT_EQ(r.json().value("error", ""), code) << r.body;
}

}  // namespace renju::test
