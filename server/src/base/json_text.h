#pragma once
// JSON as text on the wire: one way to write it, for sockets, HTTP bodies and the store.
#include <string>

#include <nlohmann/json_fwd.hpp>

namespace renju::server {

/// Compact JSON text; invalid UTF-8 inside strings is replaced, never thrown.
std::string dumpJson(const nlohmann::json& j);

}  // namespace renju::server
