#include "json_writer.h"

#include <cassert>

namespace renju {

void JsonWriter::separate() {
  if (afterKey_) {
    afterKey_ = false;
    return;
  }
  if (!first_[depth_]) out_ += ',';
  first_[depth_] = false;
}

JsonWriter& JsonWriter::open(char c) {
  separate();
  assert(depth_ < MAX_DEPTH);
  out_ += c;
  first_[++depth_] = true;
  return *this;
}

JsonWriter& JsonWriter::close(char c) {
  assert(depth_ > 0 && !afterKey_);
  out_ += c;
  --depth_;
  return *this;
}

JsonWriter& JsonWriter::key(std::string_view k) {
  separate();
  out_ += '"';
  escaped(k);
  out_ += "\":";
  afterKey_ = true;
  return *this;
}

JsonWriter& JsonWriter::string(std::string_view s) {
  separate();
  out_ += '"';
  escaped(s);
  out_ += '"';
  return *this;
}

JsonWriter& JsonWriter::number(int64_t n) {
  separate();
  char buffer[24];
  char* end = buffer + sizeof buffer;
  char* p = end;
  // Digits of the magnitude as unsigned, so that the most negative value has one too.
  uint64_t u = n < 0 ? 0 - static_cast<uint64_t>(n) : static_cast<uint64_t>(n);
  do {
    *--p = static_cast<char>('0' + u % 10);
    u /= 10;
  } while (u != 0);
  if (n < 0) *--p = '-';
  out_.append(p, end);
  return *this;
}

JsonWriter& JsonWriter::boolean(bool b) {
  separate();
  out_ += b ? "true" : "false";
  return *this;
}

JsonWriter& JsonWriter::null() {
  separate();
  out_ += "null";
  return *this;
}

JsonWriter& JsonWriter::raw(std::string_view json) {
  separate();
  out_ += json;
  return *this;
}

// As nlohmann::json::dump escapes (ensure_ascii off): the quote, the backslash and the control
// characters; UTF-8 passes through unchanged.
void JsonWriter::escaped(std::string_view s) {
  static constexpr char HEX[] = "0123456789abcdef";
  for (char c : s) {
    auto u = static_cast<unsigned char>(c);
    switch (c) {
      case '"':
        out_ += "\\\"";
        break;
      case '\\':
        out_ += "\\\\";
        break;
      case '\b':
        out_ += "\\b";
        break;
      case '\f':
        out_ += "\\f";
        break;
      case '\n':
        out_ += "\\n";
        break;
      case '\r':
        out_ += "\\r";
        break;
      case '\t':
        out_ += "\\t";
        break;
      default:
        if (u < 0x20) {
          out_ += "\\u00";
          out_ += HEX[u >> 4];
          out_ += HEX[u & 0xF];
        } else {
          out_ += c;
        }
    }
  }
}

}  // namespace renju
