#pragma once
// `/api/tournaments` (docs/api.md, "Tournaments"): make, list and read events, join, withdraw and
// ask for a bye, the organiser's start, pause, remove and end, and each event's TRF. A change is
// answered once it is durable, with the event as it then stands.
#include <string>

#include "base/http_types.h"
#include "base/server_options.h"
#include "events/event_hub.h"

namespace renju::server::events {

class EventApi {
 public:
  EventApi(EventHub& hub, Store& store, const ServerOptions& options)
      : hub_(hub), store_(store), options_(options) {}

  static bool owns(const std::string& path) {
    return path == "/api/tournaments" || path.starts_with("/api/tournaments/");
  }
  /// Answers a request under /api/tournaments; `respond` may run on any thread, exactly once.
  void handle(const HttpRequest& request, Respond respond);

 private:
  void list(const HttpRequest& request, const Respond& respond);
  void create(const HttpRequest& request, const std::string& key, const Respond& respond);
  void read(const HttpRequest& request, const std::string& id, const std::string& key,
            const std::string& tail, Respond respond);
  void change(const HttpRequest& request, const std::string& id, const std::string& key,
              const std::string& verb, Respond respond);
  /// The plan of `verb` for `key` (join, withdraw, bye, and the organiser's verbs), or an error.
  Result<Plan> planOf(const HttpRequest& request, const EventHost& host, const std::string& key,
                      const std::string& verb);
  Result<Plan> joinPlan(const EventHost& host, const std::string& key);

  EventHub& hub_;
  Store& store_;
  const ServerOptions& options_;
};

}  // namespace renju::server::events
