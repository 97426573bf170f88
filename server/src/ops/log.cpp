#include "ops/log.h"

#include <spdlog/formatter.h>
#include <spdlog/sinks/stdout_sinks.h>

#include <chrono>
#include <ctime>
#include <memory>
#include <nlohmann/json.hpp>

namespace renju::server {

namespace {

thread_local std::string_view currentGame;

// 2026-12-01T17:20:00.123Z: UTC, so that lines of several nodes sort together.
void appendTime(std::chrono::system_clock::time_point t, spdlog::memory_buf_t& out) {
  auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count();
  std::time_t seconds = static_cast<std::time_t>(ms / 1000);
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  fmt::format_to(std::back_inserter(out), "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z",
                 utc.tm_year + 1900, utc.tm_mon + 1, utc.tm_mday, utc.tm_hour, utc.tm_min,
                 utc.tm_sec, ms % 1000);
}

std::string_view levelName(spdlog::level::level_enum level) {
  auto name = spdlog::level::to_string_view(level);
  return {name.data(), name.size()};
}

class TextFormatter final : public spdlog::formatter {
 public:
  void format(const spdlog::details::log_msg& msg, spdlog::memory_buf_t& out) override {
    appendTime(msg.time, out);
    fmt::format_to(std::back_inserter(out), " {} ", levelName(msg.level));
    if (!currentGame.empty()) fmt::format_to(std::back_inserter(out), "game {}: ", currentGame);
    out.append(msg.payload.data(), msg.payload.data() + msg.payload.size());
    out.push_back('\n');
  }
  std::unique_ptr<spdlog::formatter> clone() const override {
    return std::make_unique<TextFormatter>();
  }
};

class JsonFormatter final : public spdlog::formatter {
 public:
  void format(const spdlog::details::log_msg& msg, spdlog::memory_buf_t& out) override {
    spdlog::memory_buf_t time;
    appendTime(msg.time, time);
    nlohmann::ordered_json line{{"time", std::string(time.data(), time.size())},
                                {"level", levelName(msg.level)}};
    if (!currentGame.empty()) line["game"] = currentGame;
    line["msg"] = std::string_view(msg.payload.data(), msg.payload.size());
    // A message may quote a client's bytes (a path): invalid UTF-8 is replaced, not thrown on.
    std::string text = line.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
    out.append(text.data(), text.data() + text.size());
    out.push_back('\n');
  }
  std::unique_ptr<spdlog::formatter> clone() const override {
    return std::make_unique<JsonFormatter>();
  }
};

}  // namespace

void setupLogging(LogFormat format, const std::string& level) {
  auto logger = spdlog::stderr_logger_mt("renju");
  if (format == LogFormat::JSON)
    logger->set_formatter(std::make_unique<JsonFormatter>());
  else
    logger->set_formatter(std::make_unique<TextFormatter>());
  spdlog::set_default_logger(logger);
  spdlog::set_level(spdlog::level::from_str(level));
}

LogGameScope::LogGameScope(std::string_view id) : previous_(currentGame) {
  currentGame = id;
}

LogGameScope::~LogGameScope() {
  currentGame = previous_;
}

std::string_view gameIdInPath(std::string_view path) {
  for (std::string_view prefix : {std::string_view("/g/"), std::string_view("/api/games/")}) {
    if (path.substr(0, prefix.size()) != prefix) continue;
    std::string_view rest = path.substr(prefix.size());
    return rest.substr(0, rest.find('/'));
  }
  return {};
}

}  // namespace renju::server
