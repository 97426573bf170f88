#pragma once
// The JSON answers every HTTP route gives: an error with its status, a value nobody caches, and
// 405 with its Allow header. Every subsystem's routes use these, so they sit below all of them.
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "base/errors.h"
#include "base/http_types.h"

namespace renju::server {

/// An error response: the code's HTTP status and {"error": code, "message": message}. Counted in
/// the metrics by code.
HttpResponse errorResponse(const Error& e);
/// A JSON answer that no cache keeps: the API's answers describe live state.
HttpResponse jsonResponse(int status, const nlohmann::json& body);
/// 405 method-not-allowed with the Allow header.
HttpResponse methodNotAllowed(std::string_view allow);

}  // namespace renju::server
