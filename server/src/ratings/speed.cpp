#include "ratings/speed.h"

namespace renju::server::ratings {

Speed speedOfClock(int64_t initialSeconds, int64_t incrementSeconds) {
  int64_t estimate = initialSeconds + 40 * incrementSeconds;
  if (estimate < BLITZ_FROM_S) return Speed::BULLET;
  if (estimate < RAPID_FROM_S) return Speed::BLITZ;
  if (estimate < CLASSICAL_FROM_S) return Speed::RAPID;
  return Speed::CLASSICAL;
}

std::string_view speedName(Speed speed) {
  switch (speed) {
    case Speed::BULLET:
      return "bullet";
    case Speed::BLITZ:
      return "blitz";
    case Speed::RAPID:
      return "rapid";
    case Speed::CLASSICAL:
      return "classical";
    case Speed::CORRESPONDENCE:
      return "correspondence";
  }
  return "classical";
}

std::optional<Speed> speedFromName(std::string_view name) {
  for (Speed s : ALL_SPEEDS)
    if (speedName(s) == name) return s;
  return std::nullopt;
}

}  // namespace renju::server::ratings
