// The load generator's JSON member scanner (loadgen/src/json_scan.h) against nlohmann-json: on
// any text that nlohmann reads as an object, the scanner finds each member with the same value.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "json_scan.h"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  // On anything at all: no crash, and a found member is a slice of the input.
  for (std::string_view key : {"t", "v", "d", "action", "game"}) {
    auto member = renju::loadgen::findMember(text, key);
    if (member) {
      check(member->data() >= text.data() &&
            member->data() + member->size() <= text.data() + text.size());
    }
    (void)renju::loadgen::findInteger(text, key);
    (void)renju::loadgen::findString(text, key);
  }
  auto doc = nlohmann::json::parse(text, nullptr, false);
  if (doc.is_discarded() || !doc.is_object()) return 0;
  // The scanner compares keys as written: escapes that spell plain characters are out of scope.
  if (text.find("\\u") != std::string_view::npos || text.find("\\/") != std::string_view::npos)
    return 0;
  // Duplicate keys: nlohmann keeps the last, the scanner the first; compare unique keys only
  // (a key that also appears in a nested object or a value is skipped too).
  for (auto& [key, value] : doc.items()) {
    if (key.find('\\') != std::string::npos || key.find('"') != std::string::npos) continue;
    size_t occurrences = 0;
    std::string quoted = "\"" + key + "\"";
    for (size_t at = text.find(quoted); at != std::string_view::npos;
         at = text.find(quoted, at + 1))
      ++occurrences;
    if (occurrences != 1) continue;
    auto raw = renju::loadgen::findMember(text, key);
    check(raw.has_value());
    auto parsed = nlohmann::json::parse(*raw, nullptr, false);
    check(!parsed.is_discarded() && parsed == value);
  }
  return 0;
}
