// Unit tests of the weighted header lists content negotiation reads (base/header_list.h).
#include <gtest/gtest.h>

#include "base/header_list.h"
#include "base/http_types.h"

namespace renju::server {
namespace {

TEST(HeaderList, ItemsKeepTheirOrderAndWeights) {
  auto items = parseWeightedList(" pt-BR , pt;q=0.9,en; q=0.5 ,, de;Q=0 ");
  ASSERT_EQ(items.size(), 4u);
  EXPECT_EQ(items[0].value, "pt-BR");
  EXPECT_EQ(items[0].weight, 1);
  EXPECT_EQ(items[1].value, "pt");
  EXPECT_DOUBLE_EQ(items[1].weight, 0.9);
  EXPECT_EQ(items[2].value, "en");
  EXPECT_DOUBLE_EQ(items[2].weight, 0.5);
  EXPECT_EQ(items[3].value, "de");
  EXPECT_EQ(items[3].weight, 0);
  EXPECT_TRUE(parseWeightedList("").empty());
  EXPECT_TRUE(parseWeightedList(" , ,").empty());
}

TEST(HeaderList, MalformedWeightsWeighNothingAndOthersAreClamped) {
  EXPECT_EQ(parseWeight("q=abc"), 0);
  EXPECT_EQ(parseWeight("q=-"), 0);
  EXPECT_EQ(parseWeight("q=nan"), 0);
  EXPECT_EQ(parseWeight("q=-0.5"), 0);
  EXPECT_EQ(parseWeight("q=7"), 1);
  EXPECT_DOUBLE_EQ(parseWeight("q=0.25;level=1"), 0.25);
  EXPECT_DOUBLE_EQ(parseWeight(" q= 0.125 "), 0.125);
  // Not a weight at all: the item keeps the default.
  EXPECT_EQ(parseWeight("level=1"), 1);
  EXPECT_EQ(parseWeight("q="), 1);
  EXPECT_EQ(parseWeight(""), 1);
}

TEST(HttpValues, QueryValuesAndPathsArePercentDecoded) {
  HttpRequest r;
  r.query = "moves=h8+g8&name=Jo%C3%A3o&empty&format=sgf&format=rif";
  EXPECT_EQ(r.queryParam("moves"), "h8 g8");
  EXPECT_EQ(r.queryParam("name"), "Jo\xc3\xa3o");
  EXPECT_EQ(r.queryParam("empty"), "");
  EXPECT_EQ(r.queryParam("format"), "sgf");
  EXPECT_EQ(r.queryParam("absent"), "");
  r.query = "a=%zz&lang=pt";  // a malformed value is kept whole and blanks no other
  EXPECT_EQ(r.queryParam("a"), "%zz");
  EXPECT_EQ(r.queryParam("lang"), "pt");
  EXPECT_EQ(percentDecode("/g/a%20b+c", false), "/g/a b+c");
  EXPECT_EQ(percentDecode("a+b", true), "a b");
  EXPECT_EQ(percentDecode("/x%zz%41", false), "/x%zz%41");  // kept whole
}

}  // namespace
}  // namespace renju::server
