#include "replay_json.h"

namespace renju::cli {

namespace {

// Decimal without leading zeros, short enough to be an exact JSON number everywhere.
bool isJsonNumber(std::string_view s) {
  if (s.empty() || s.size() > 15 || (s[0] == '0' && s.size() > 1)) return false;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

void append(fmt::memory_buffer& out, std::string_view s) {
  out.append(s.data(), s.data() + s.size());
}

}  // namespace

void appendJsonString(fmt::memory_buffer& out, std::string_view s) {
  out.push_back('"');
  for (char c : s) {
    switch (c) {
      case '"':
        append(out, "\\\"");
        break;
      case '\\':
        append(out, "\\\\");
        break;
      case '\n':
        append(out, "\\n");
        break;
      case '\r':
        append(out, "\\r");
        break;
      case '\t':
        append(out, "\\t");
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          fmt::format_to(std::back_inserter(out), "\\u{:04x}", static_cast<unsigned>(c));
        } else {
          out.push_back(c);
        }
    }
  }
  out.push_back('"');
}

void appendReplayJson(fmt::memory_buffer& out, std::string_view id, const ReplayOutcome& o) {
  append(out, "{\"id\": ");
  if (isJsonNumber(id))
    append(out, id);
  else
    appendJsonString(out, id);
  fmt::format_to(std::back_inserter(out), ", \"moves\": {}, \"winner\": ", o.moves);
  if (o.winner)
    appendJsonString(out, toString(*o.winner));
  else
    append(out, "null");
  append(out, ", \"reason\": ");
  if (o.reason != ReplayReason::NONE)
    appendJsonString(out, toString(o.reason));
  else
    append(out, "null");
  append(out, ", \"foul\": ");
  if (o.reason == ReplayReason::FOUL) {
    fmt::format_to(std::back_inserter(out), "{{\"move\": {}, \"point\": \"{}\", \"kind\": \"{}\"}}",
                   o.foulMove, toString(o.foulPoint), toString(o.foulKind));
  } else {
    append(out, "null");
  }
  append(out, ", \"error\": ");
  if (o.error)
    appendJsonString(out, o.error->message);
  else
    append(out, "null");
  append(out, "}\n");
}

}  // namespace renju::cli
