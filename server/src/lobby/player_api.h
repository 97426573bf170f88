#pragma once
// `GET` and `PUT /api/player` (docs/api.md): the display name that goes with a player key.
// The key comes only in `Authorization: Player <key>`; only its SHA-256 reaches the store and
// neither is logged.
#include "base/http_types.h"
#include "result.h"

namespace renju::server {

class Lobby;

/// The SHA-256 (hex) of the request's player key; "" when it carries none. A header of the
/// Player scheme with a malformed key is an error (`no-player`).
Result<std::string> playerHashOf(const HttpRequest& request);

class PlayerApi {
 public:
  explicit PlayerApi(Lobby& lobby) : lobby_(lobby) {}
  /// Answers `/api/player`: GET gives `{"name": string|null}`, PUT `{"name": string|null}` sets
  /// it (null clears it). Both need the key.
  void handle(const HttpRequest& request, Respond respond);

 private:
  void get(const std::string& hash, Respond respond);
  void put(const HttpRequest& request, const std::string& hash, Respond respond);

  Lobby& lobby_;
};

}  // namespace renju::server
