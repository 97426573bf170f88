#include "base/http_answers.h"

#include <string>

#include <nlohmann/json.hpp>

#include "base/json_text.h"
#include "ops/metrics.h"

namespace renju::server {

HttpResponse errorResponse(const Error& e) {
  metrics().error(e.code);
  return jsonResponse(httpStatus(e.code),
                      nlohmann::json{{"error", e.code}, {"message", e.message}});
}

HttpResponse jsonResponse(int status, const nlohmann::json& body) {
  HttpResponse r;
  r.status = status;
  r.body = dumpJson(body);
  r.header("Cache-Control", "no-store");
  return r;
}

HttpResponse methodNotAllowed(std::string_view allow) {
  HttpResponse r = errorResponse(
      serverError(ErrorCode::METHOD_NOT_ALLOWED, "this path answers " + std::string(allow)));
  r.header("Allow", std::string(allow));
  return r;
}

}  // namespace renju::server
