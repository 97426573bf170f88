#pragma once
// Finds members of a JSON object without building a document. The load generator receives every
// event three times (two players and a spectator), each with the full public state inside; a full
// parse of all of them would cost more CPU than the server it measures. The scanner only skips
// strings and brackets, and the few small members it needs are then parsed with nlohmann-json.
#include <optional>
#include <string_view>
#include <vector>

namespace renju::loadgen {

/// The raw text of member `key` of the top-level object in `json` (a string value keeps its
/// quotes); nullopt when `json` is not an object, is malformed where scanned, or has no such key.
/// Keys are compared as written (no escape decoding), which is enough for the protocol's keys.
std::optional<std::string_view> findMember(std::string_view json, std::string_view key);

/// The integer value of member `key`, when it is a plain non-negative integer.
std::optional<long long> findInteger(std::string_view json, std::string_view key);

/// The value of member `key` when it is a string without escapes (message types, ids).
std::optional<std::string_view> findString(std::string_view json, std::string_view key);

/// The raw text of each element of the array `json`, in order; nullopt when `json` is not an
/// array or is malformed where scanned.
std::optional<std::vector<std::string_view>> arrayElements(std::string_view json);

}  // namespace renju::loadgen
