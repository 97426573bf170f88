#include "openings.h"

namespace renju {

namespace {

struct OpeningRow {
  Opening opening;
  Point third;  // with the second stone on h9 (direct) or i9 (indirect)
};

constexpr Point at(char col, int row) {
  return Point(col - 'a', row - 1);
}

const std::array<OpeningRow, 26>& rows() {
  static const std::array<OpeningRow, 26> table = {{
      {{"1D", "Kansei", true, 1}, at('h', 10)},     {{"2D", "Keigetsu", true, 2}, at('i', 10)},
      {{"3D", "Sosei", true, 3}, at('j', 10)},      {{"4D", "Kagetsu", true, 4}, at('i', 9)},
      {{"5D", "Zangetsu", true, 5}, at('j', 9)},    {{"6D", "Ugetsu", true, 6}, at('i', 8)},
      {{"7D", "Kinsei", true, 7}, at('j', 8)},      {{"8D", "Shogetsu", true, 8}, at('h', 7)},
      {{"9D", "Kyugetsu", true, 9}, at('i', 7)},    {{"10D", "Shingetsu", true, 10}, at('j', 7)},
      {{"11D", "Zuisei", true, 11}, at('h', 6)},    {{"12D", "Sangetsu", true, 12}, at('i', 6)},
      {{"13D", "Yusei", true, 13}, at('j', 6)},     {{"1I", "Chosei", false, 1}, at('j', 10)},
      {{"2I", "Kyogetsu", false, 2}, at('j', 9)},   {{"3I", "Kosei", false, 3}, at('j', 8)},
      {{"4I", "Suigetsu", false, 4}, at('j', 7)},   {{"5I", "Ryusei", false, 5}, at('j', 6)},
      {{"6I", "Ungetsu", false, 6}, at('i', 8)},    {{"7I", "Hogetsu", false, 7}, at('i', 7)},
      {{"8I", "Rangetsu", false, 8}, at('i', 6)},   {{"9I", "Gingetsu", false, 9}, at('h', 7)},
      {{"10I", "Myojo", false, 10}, at('h', 6)},    {{"11I", "Shagetsu", false, 11}, at('g', 7)},
      {{"12I", "Meigetsu", false, 12}, at('g', 6)}, {{"13I", "Suisei", false, 13}, at('f', 6)},
  }};
  return table;
}

}  // namespace

Point transform(Point p, int symmetry) {
  int x = p.x - 7, y = p.y - 7;
  if (symmetry & 4) x = -x;
  for (int r = 0; r < (symmetry & 3); ++r) {
    int t = x;
    x = -y;
    y = t;
  }
  return Point(x + 7, y + 7);
}

std::optional<Opening> classifyOpening(Point first, Point second, Point third) {
  if (!first.valid() || !second.valid() || !third.valid()) return std::nullopt;
  if (first != Point::center() || second.ringFromCenter() != 1 || third.ringFromCenter() > 2 ||
      third == first || third == second)
    return std::nullopt;
  const Point direct = at('h', 9), indirect = at('i', 9);
  for (int s = 0; s < 8; ++s) {
    Point second2 = transform(second, s);
    if (second2 != direct && second2 != indirect) continue;
    Point third2 = transform(third, s);
    for (const OpeningRow& row : rows())
      if (row.opening.direct == (second2 == direct) && row.third == third2) return row.opening;
  }
  return std::nullopt;  // unreachable for valid input: the 26 cover every placement
}

const std::array<Opening, 26>& allOpenings() {
  static const std::array<Opening, 26> all = [] {
    std::array<Opening, 26> a{};
    for (size_t i = 0; i < a.size(); ++i) a[i] = rows()[i].opening;
    return a;
  }();
  return all;
}

Point standardThirdStone(const Opening& o) {
  for (const OpeningRow& row : rows())
    if (row.opening.code == o.code) return row.third;
  return Point();
}

}  // namespace renju
