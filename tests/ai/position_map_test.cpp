// The threat search's map of refuted positions against std::unordered_map, through its growth.
#include "position_map.h"

#include <gtest/gtest.h>

#include <random>
#include <unordered_map>

namespace renju::ai {
namespace {

TEST(PositionMap, AgreesWithAStandardMapThroughGrowth) {
  std::mt19937_64 rng(5);
  PositionMap map;
  std::unordered_map<uint64_t, int> expected;
  EXPECT_FALSE(map.find(123).has_value());
  std::vector<uint64_t> keys;
  for (int i = 0; i < 5000; ++i) {
    // Some keys again (an update), some sharing their low bits (the same first slot).
    const uint64_t key = i % 7 == 0 && !keys.empty() ? keys[rng() % keys.size()]
                         : i % 5 == 0                ? (rng() << 12) | 0x5a
                                                     : rng();
    const int value = 1 + static_cast<int>(rng() % 1000);
    keys.push_back(key);
    map.set(key, value);
    expected[key] = value;
  }
  EXPECT_EQ(map.size(), expected.size());
  for (const auto& [key, value] : expected) {
    ASSERT_TRUE(map.find(key).has_value());
    EXPECT_EQ(*map.find(key), value);
  }
  for (int i = 0; i < 1000; ++i) {
    const uint64_t key = rng();
    EXPECT_EQ(map.find(key).has_value(), expected.count(key) == 1);
  }
}

}  // namespace
}  // namespace renju::ai
