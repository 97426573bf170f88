#pragma once
// Writes JSON text straight into a string, without building a tree first. The server writes
// every event of every game this way (one allocation for the whole frame instead of one per node;
// docs/performance.md). Keys and values are written in the order they are given: callers that
// must match nlohmann's output (objects as sorted maps) give keys in byte order.
#include <cstdint>
#include <string>
#include <string_view>

namespace renju {

class JsonWriter {
 public:
  explicit JsonWriter(std::string& out) : out_(out) {}

  JsonWriter& beginObject() { return open('{'); }
  JsonWriter& endObject() { return close('}'); }
  JsonWriter& beginArray() { return open('['); }
  JsonWriter& endArray() { return close(']'); }

  /// The next member's key; its value follows with one of the calls below.
  JsonWriter& key(std::string_view k);
  JsonWriter& string(std::string_view s);
  JsonWriter& number(int64_t n);
  JsonWriter& boolean(bool b);
  JsonWriter& null();
  /// Text that is already JSON (a value dumped elsewhere).
  JsonWriter& raw(std::string_view json);

  /// The depth of open objects and arrays (0 once the value is complete).
  int depth() const { return depth_; }

 private:
  static constexpr int MAX_DEPTH = 32;

  JsonWriter& open(char c);
  JsonWriter& close(char c);
  /// The comma between elements of an array or members of an object.
  void separate();
  void escaped(std::string_view s);

  std::string& out_;
  int depth_ = 0;
  bool first_[MAX_DEPTH + 1] = {true};
  bool afterKey_ = false;
};

}  // namespace renju
