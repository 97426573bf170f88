// The load generator's JSON scanner: members and array elements found without a parse.
#include <gtest/gtest.h>

#include "json_scan.h"

namespace renju::loadgen {
namespace {

TEST(JsonScan, MembersOfTheTopLevelObjectOnly) {
  std::string_view text = R"({"t":"challenge-added","d":{"id":"x","t":"inner"},"v":12})";
  EXPECT_EQ(findString(text, "t"), "challenge-added");
  EXPECT_EQ(findMember(text, "d"), R"({"id":"x","t":"inner"})");
  EXPECT_EQ(findInteger(text, "v"), 12);
  EXPECT_EQ(findMember(text, "id"), std::nullopt);
  EXPECT_EQ(findString(R"({"t":"a\"b"})", "t"), std::nullopt);  // escapes are not decoded
}

TEST(JsonScan, ArrayElementsComeRawAndInOrder) {
  auto elements = arrayElements(R"([ {"t":"a","d":{"s":"],}"}} , [1,2], "x\"]", 7, null ])");
  ASSERT_TRUE(elements);
  ASSERT_EQ(elements->size(), 5u);
  EXPECT_EQ((*elements)[0], R"({"t":"a","d":{"s":"],}"}})");
  EXPECT_EQ((*elements)[1], "[1,2]");
  EXPECT_EQ((*elements)[2], R"("x\"]")");
  EXPECT_EQ((*elements)[3], "7");
  EXPECT_EQ((*elements)[4], "null");
  EXPECT_EQ(arrayElements("[]")->size(), 0u);
  EXPECT_EQ(arrayElements(R"({"a":1})"), std::nullopt);
  EXPECT_EQ(arrayElements("[1,2"), std::nullopt);
  EXPECT_EQ(arrayElements("[1 2]"), std::nullopt);
  EXPECT_EQ(arrayElements(R"([{"a":1])"), std::nullopt);
}

}  // namespace
}  // namespace renju::loadgen
