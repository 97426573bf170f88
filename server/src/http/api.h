#pragma once
// The JSON API of docs/api.md and the routing of everything that is not a WebSocket: functions
// from request to response (answered through a callback, since actions wait for the store).
#include <atomic>
#include <functional>
#include <nlohmann/json_fwd.hpp>

#include "base/http_types.h"
#include "base/server_options.h"
#include "http/pages.h"
#include "lobby/lobby.h"
#include "lobby/my_games.h"
#include "lobby/player_api.h"
#include "lobby/players_api.h"

namespace renju::server {

class AnalysisApi;
class ArchiveApi;
class ChallengeApi;
namespace events {
class EventApi;
}

class Api {
 public:
  Api(Lobby& lobby, const Pages& pages, const ServerOptions& options,
      std::function<size_t()> socketCount);

  /// Answers any HTTP request (API or page). `respond` may run on any thread, exactly once.
  void handle(const HttpRequest& request, Respond respond);
  /// `POST /api/analysis` goes to `analysis` (without one it answers 503 unavailable).
  void setAnalysis(AnalysisApi& analysis) { analysis_ = &analysis; }
  /// `/api/archive...` and `/api/explorer` go to `archive` (docs/archive.md).
  void setArchive(ArchiveApi& archive) { archive_ = &archive; }
  /// `/api/challenges...` goes to `challenges` (without one it answers 404 not-found).
  void setChallenges(ChallengeApi& challenges) { challenges_ = &challenges; }
  /// `/api/tournaments...` goes to `events` (without one it answers 404 not-found).
  void setEvents(events::EventApi& events) { events_ = &events; }

  /// What the --metrics-listen listener answers: `/metrics`, and 404 for every other path.
  HttpResponse metricsOnly(const HttpRequest& request) const;

  /// The rate-limit bucket of a request: its seat's when it carries the secret of a seat of a game
  /// in memory, else its client address's.
  std::string limitKey(const HttpRequest& request) const;

 private:
  void createGame(const HttpRequest& request, Respond respond);
  void gameRoute(const HttpRequest& request, const std::string& id, const std::string& rest,
                 Respond respond);
  /// The room of game `id`, or null once `respond` has been told why there is none.
  std::shared_ptr<Room> findGame(const std::string& id, const Respond& respond);
  std::string baseUrl(const HttpRequest& request) const;
  /// The Prometheus text of /metrics (405 for a method other than GET and HEAD).
  HttpResponse metricsAnswer(const HttpRequest& request) const;

  Lobby& lobby_;
  const Pages& pages_;
  const ServerOptions& options_;
  std::function<size_t()> socketCount_;
  AnalysisApi* analysis_ = nullptr;
  ChallengeApi* challenges_ = nullptr;
  events::EventApi* events_ = nullptr;
  PlayerApi players_;
  MyGamesApi myGames_;
  PlayersApi playerPages_;
  ArchiveApi* archive_ = nullptr;
};

}  // namespace renju::server
