#pragma once
// The server's log: one line per event on stderr, as text or as one JSON object per line
// (`--log-format json`). A line about one game carries its id: in text as "game <id>: ...", in
// JSON as the "game" member. Nothing logged may hold a secret: seat and invite secrets travel in
// request bodies, the Authorization header and URL fragments, none of which is ever logged.
#include <spdlog/spdlog.h>

#include <string>
#include <string_view>
#include <utility>

namespace renju::server {

enum class LogFormat : uint8_t { TEXT, JSON };

/// Installs the process's default logger on stderr at `level` (a name spdlog knows).
void setupLogging(LogFormat format, const std::string& level);

/// Makes every line logged by this thread until the end of the scope name game `id` (none when
/// empty). Scopes nest; the innermost wins.
class LogGameScope {
 public:
  explicit LogGameScope(std::string_view id);
  ~LogGameScope();
  LogGameScope(const LogGameScope&) = delete;
  LogGameScope& operator=(const LogGameScope&) = delete;

 private:
  std::string_view previous_;
};

/// The game id in a request path (`/g/<id>...` or `/api/games/<id>...`), or "".
std::string_view gameIdInPath(std::string_view path);

/// Logs one line about game `id`.
template <class... Args>
void gameLog(spdlog::level::level_enum level, std::string_view id,
             fmt::format_string<Args...> format, Args&&... args) {
  if (!spdlog::should_log(level)) return;
  LogGameScope scope(id);
  spdlog::log(level, format, std::forward<Args>(args)...);
}

}  // namespace renju::server
