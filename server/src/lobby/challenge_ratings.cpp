#include "lobby/challenge_ratings.h"

#include <cmath>

#include "base/errors.h"
#include "game_json.h"
#include "ratings/rated_game.h"

namespace renju::server {

using nlohmann::json;

std::optional<ratings::Speed> speedOf(const GameSettings& settings) {
  if (!settings.clock) return std::nullopt;
  const ClockSettings& c = *settings.clock;
  if (c.days > 0) return ratings::Speed::CORRESPONDENCE;
  return ratings::speedOfClock(c.initialMs / 1000, c.incrementMs / 1000);
}

std::optional<ratings::Speed> speedOfSettingsJson(const std::string& settingsJson) {
  auto j = parseJson(settingsJson);
  if (!j) return std::nullopt;
  auto settings = settingsFromJson(j.value());
  if (!settings) return std::nullopt;
  return speedOf(settings.value());
}

bool ratedSettingsJson(const std::string& settingsJson) {
  auto j = parseJson(settingsJson);
  if (!j || !j.value().is_object()) return false;
  auto it = j.value().find("rated");
  return it != j.value().end() && it->is_boolean() && it->get<bool>();
}

Result<LobbyRating> lobbyRating(Store& store, const std::string& keyHash, ratings::Speed speed) {
  auto rows = store.ratingsOf(keyHash);
  if (!rows) return rows.error();
  for (const RatingRow& r : rows.value())
    if (r.speed == speed)
      return LobbyRating{static_cast<int>(std::lround(r.standing.rating.rating)),
                         ratings::provisional(r.standing.rating)};
  return LobbyRating{};
}

Result<std::optional<RatingRange>> ratingRangeFrom(const json& body, bool rated) {
  auto it = body.find("ratingRange");
  if (it == body.end() || it->is_null()) return std::optional<RatingRange>{};
  auto bad = [](std::string message) { return serverError(ErrorCode::BAD_REQUEST, message); };
  if (!rated) return bad("ratingRange goes only with a rated challenge with a clock");
  if (!it->is_object() || it->size() != 2) return bad("ratingRange is {\"min\": n, \"max\": n}");
  auto min = it->find("min");
  auto max = it->find("max");
  if (min == it->end() || max == it->end() || !min->is_number_integer() ||
      !max->is_number_integer())
    return bad("ratingRange is {\"min\": n, \"max\": n} with whole numbers");
  int64_t lo = min->get<int64_t>();
  int64_t hi = max->get<int64_t>();
  if (lo <= 0 || lo > hi || hi > RATING_RANGE_MAX)
    return bad("ratingRange needs 0 < min <= max <= 4000");
  return std::optional<RatingRange>{RatingRange{static_cast<int>(lo), static_cast<int>(hi)}};
}

}  // namespace renju::server
