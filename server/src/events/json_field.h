#pragma once
// Reading the events' stored JSON (event_json, arena_json): a field of the type asked for, or
// nullptr, so that each reader says in its own words which field is wrong.
#include <nlohmann/json.hpp>

namespace renju::server::events {

/// The field `key` of `j` when `is` holds for it; nullptr when it is absent or of another type.
template <class Is>
const nlohmann::json* jsonField(const nlohmann::json& j, const char* key, Is is) {
  auto it = j.find(key);
  return it != j.end() && is(*it) ? &*it : nullptr;
}

inline bool jsonIsInt(const nlohmann::json& v) {
  return v.is_number_integer();
}
inline bool jsonIsString(const nlohmann::json& v) {
  return v.is_string();
}
inline bool jsonIsBool(const nlohmann::json& v) {
  return v.is_boolean();
}
inline bool jsonIsArray(const nlohmann::json& v) {
  return v.is_array();
}
inline bool jsonIsObject(const nlohmann::json& v) {
  return v.is_object();
}

}  // namespace renju::server::events
