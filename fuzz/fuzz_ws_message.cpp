// WebSocket messages from clients (server/src/game/protocol.cpp, compiled in):
// parseClientMessage on any text never throws or crashes and classifies it; what it accepts is
// well formed; and the server's answers built from what a client sent (ids, codes, messages with
// any bytes) are valid JSON that reads back.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
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

// Every answer the server sends is one JSON object that parses back.
void checkOutgoing(const std::string& text) {
  auto back = json::parse(text, nullptr, false);
  check(!back.is_discarded() && back.is_object());
}

void checkAction(const RequestedAction& requested) {
  if (const auto* rules = std::get_if<RulesAction>(&requested)) {
    // The rules action reads back from its own JSON.
    auto again = actionFromJson(toJson(rules->action, false), rules->action.seat);
    check(again.ok() && again.value() == rules->action);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  ClientMessage message = parseClientMessage(text);
  if (const auto* hello = std::get_if<client_msg::Hello>(&message)) {
    if (hello->since) check(*hello->since >= 0);
  } else if (const auto* act = std::get_if<client_msg::Act>(&message)) {
    check(!act->key.empty());
    check(act->id.is_string() || act->id.is_number_integer() || act->id.is_number_unsigned());
    checkAction(act->action);
    checkOutgoing(errorMessage(act->id, makeError("x", std::string(text.substr(0, 200)))));
  } else if (const auto* bad = std::get_if<client_msg::BadAct>(&message)) {
    check(!bad->error.code.empty());
    checkOutgoing(errorMessage(bad->id, bad->error));
  } else if (const auto* chat = std::get_if<client_msg::Chat>(&message)) {
    // The shape only: a text far past 140 characters never gets this far (protocol.cpp).
    check(chat->text.size() <= 2048);
    checkOutgoing(envelope("chat", json{{"text", chat->text}}));
  } else if (const auto* unexpected = std::get_if<client_msg::Unexpected>(&message)) {
    check(!unexpected->error.code.empty() && !unexpected->error.message.empty());
    checkOutgoing(errorMessage(nullptr, unexpected->error));
  }
  // Raw client bytes inside an answer (invalid UTF-8 included) never break the JSON.
  checkOutgoing(errorBody(makeError(std::string(text.substr(0, 64)), std::string(text))));
  checkOutgoing(envelope("error", json{{"message", std::string(text)}}));
  checkOutgoing(versionedEnvelope("state", 7, json{{"id", std::string(text.substr(0, 16))}}));
  return 0;
}
