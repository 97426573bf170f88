// HTTP API bodies (server/src/game/protocol.cpp and the rules library's JSON, compiled in):
// the body of POST /api/games and POST /api/games/{id}/actions, and a stored action log, from
// any text. Nothing throws or crashes; what is accepted is within the documented ranges and
// reads back from its own JSON.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <variant>

#include "game/protocol.h"
#include "game_json.h"

namespace {

using namespace renju;
using namespace renju::server;
using nlohmann::json;

void check(bool ok) {
  if (!ok) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto parsed = parseJson(text);
  if (!parsed) {
    check(parsed.error().code == "bad-json");
    return 0;
  }
  const json& j = parsed.value();

  if (auto create = parseCreateRequest(j)) {
    const CreateRequest& c = create.value();
    check(!validate(c.config).has_value());
    if (c.clockInitialMs) {
      check(*c.clockInitialMs >= 1000 && *c.clockInitialMs <= 10800 * 1000);
      check(c.clockIncrementMs >= 0 && c.clockIncrementMs <= 600 * 1000);
    }
    auto again = configFromJson(toJson(c.config));
    check(again.ok() && again.value() == c.config);
  } else {
    check(create.error().code == "bad-request");
  }

  if (auto requested = parseRequestedAction(j)) {
    if (const auto* rules = std::get_if<RulesAction>(&requested.value())) {
      auto again = actionFromJson(toJson(rules->action, false), rules->action.seat);
      check(again.ok() && again.value() == rules->action);
    }
  } else {
    const auto& code = requested.error().code;
    check(code == "bad-request" || code == "unknown-action");
  }

  if (auto log = logFromJson(j)) {
    auto again = logFromJson(logToJson(log.value()));
    check(again.ok() && again.value() == log.value());
    // Any log replays without crashing, and the replay stops at a valid index.
    for (Rule rule : {Rule::STANDARD, Rule::RIF, Rule::YAMAGUCHI, Rule::SOOSORV, Rule::TARAGUCHI}) {
      ReplayResult r = replay(makeConfig(rule), log.value());
      if (r.error) check(r.error->index < log.value().size());
    }
  }
  return 0;
}
