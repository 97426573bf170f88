// The direct JSON writer against nlohmann's dump of the same values: strings that need escaping,
// the extremes of int64, nesting and the commas between elements.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <string>

#include <nlohmann/json.hpp>

#include "json_writer.h"

namespace renju::testing {
namespace {

std::string written(const std::string& s) {
  std::string out;
  JsonWriter(out).string(s);
  return out;
}

std::string written(int64_t n) {
  std::string out;
  JsonWriter(out).number(n);
  return out;
}

TEST(JsonWriter, StringsAreEscapedAsNlohmannDumpsThem) {
  std::string controls;
  for (char c = 1; c < 0x20; ++c) controls += c;
  for (const std::string& s :
       {std::string(), std::string("h8"), std::string("say \"hi\""), std::string("a\\b"), controls,
        std::string("Soosõrv"), std::string("\x7f"), std::string(1, '\0') + "x"})
    EXPECT_EQ(written(s), nlohmann::json(s).dump()) << s;
}

TEST(JsonWriter, NumbersIncludingTheExtremes) {
  for (int64_t n : {int64_t{0}, int64_t{7}, int64_t{-1}, int64_t{1'000'000'007},
                    std::numeric_limits<int64_t>::max(), std::numeric_limits<int64_t>::min()})
    EXPECT_EQ(written(n), nlohmann::json(n).dump()) << n;
}

TEST(JsonWriter, NestedObjectsAndArraysGetTheirCommas) {
  std::string out;
  JsonWriter w(out);
  w.beginObject();
  w.key("a").beginArray().number(1).null().boolean(true).boolean(false).endArray();
  w.key("b").beginObject().endObject();
  w.key("c").beginArray().beginObject().key("x").string("y").endObject().beginArray().endArray();
  w.endArray();
  w.key("d").raw(R"({"k":[1,2]})");
  w.endObject();
  EXPECT_EQ(w.depth(), 0);
  nlohmann::json expected = {{"a", {1, nullptr, true, false}},
                             {"b", nlohmann::json::object()},
                             {"c", {{{"x", "y"}}, nlohmann::json::array()}},
                             {"d", {{"k", {1, 2}}}}};
  EXPECT_EQ(out, expected.dump());
}

}  // namespace
}  // namespace renju::testing
