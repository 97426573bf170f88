#include "base/header_list.h"

#include <algorithm>
#include <charconv>

#include "base/text.h"

namespace renju::server {

double parseWeight(std::string_view params) {
  params = trimSpace(params);
  if (params.size() < 3 || (params[0] != 'q' && params[0] != 'Q') || params[1] != '=') return 1;
  std::string_view number = trimSpace(params.substr(2));
  // What follows the number (another parameter) is not its business: "0.5;x=1" weighs 0.5.
  double q = 0;
  auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), q);
  if (ec != std::errc() || end == number.data() || q != q) return 0;
  return std::clamp(q, 0.0, 1.0);
}

std::vector<WeightedItem> parseWeightedList(std::string_view header) {
  std::vector<WeightedItem> items;
  while (!header.empty()) {
    size_t comma = header.find(',');
    std::string_view item = trimSpace(header.substr(0, comma));
    size_t semi = item.find(';');
    std::string_view value = trimSpace(item.substr(0, semi));
    if (!value.empty())
      items.push_back(
          {value, semi == std::string_view::npos ? 1.0 : parseWeight(item.substr(semi + 1))});
    if (comma == std::string_view::npos) break;
    header.remove_prefix(comma + 1);
  }
  return items;
}

}  // namespace renju::server
