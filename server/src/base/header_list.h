#pragma once
// The comma-separated header lists with weights that content negotiation reads (RFC 9110, 12.4):
// Accept-Language ("pt-BR,pt;q=0.9") and Accept-Encoding ("br;q=0, gzip").
#include <string_view>
#include <vector>

namespace renju::server {

struct WeightedItem {
  std::string_view value;  ///< the item without its parameters, trimmed ("pt-BR", "gzip")
  double weight = 1;       ///< its q, 0 (refused) to 1
};

/// The items of `header` in order, empty ones skipped. An item's weight is its first parameter
/// when that is `q=` (either case): a malformed number weighs 0 and one out of range is clamped to
/// [0, 1]; an item without a weight weighs 1. Views into `header`.
std::vector<WeightedItem> parseWeightedList(std::string_view header);

/// The weight of the parameters after an item's first ';' ("q=0.5" -> 0.5), as above.
double parseWeight(std::string_view params);

}  // namespace renju::server
