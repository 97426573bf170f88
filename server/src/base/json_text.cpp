#include "base/json_text.h"

#include <nlohmann/json.hpp>

namespace renju::server {

std::string dumpJson(const nlohmann::json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace renju::server
