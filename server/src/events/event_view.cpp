#include "events/event_view.h"

#include <algorithm>

#include "base/json_text.h"
#include "events/event_json.h"
#include "events/event_pairing.h"
#include "game_json.h"
#include "ratings/public_id.h"

namespace renju::server::events {

using nlohmann::json;

namespace {

std::string_view statusName(EntrantStatus s) {
  switch (s) {
    case EntrantStatus::ACTIVE:
      return "active";
    case EntrantStatus::WITHDRAWN:
      return "withdrawn";
    case EntrantStatus::PAUSED:
      return "paused";
    case EntrantStatus::REMOVED:
      break;
  }
  return "removed";
}

// Tie-break values travel as decimals: the pairing library keeps each in its own unit.
double tieBreakValue(pairing::TieBreak t, int value) {
  switch (t) {
    case pairing::TieBreak::BUCHHOLZ:
    case pairing::TieBreak::BUCHHOLZ_CUT1:
      return value / 10.0;
    case pairing::TieBreak::SONNEBORN_BERGER:
    case pairing::TieBreak::DIRECT_ENCOUNTER:
      return value / 100.0;
    case pairing::TieBreak::WINS:
      break;
  }
  return value;
}

json playerRef(const std::string& key, const std::string& name) {
  return {{"publicId", ratings::publicIdOf(key)},
          {"name", name.empty() ? json(nullptr) : json(name)}};
}

// Every player of round `round` who has no game in it, with what that gives him: the
// pairing-allocated bye (a board without a second, a win), a free round of a round robin (none),
// a half-point bye he asked for, or a zero bye (absent: withdrawn, paused, removed, or entered
// later), as the TRF writes them (U, -, H, Z).
json byesView(const EventState& s, int round) {
  json byes = json::array();
  const EventRound& boards = s.rounds[static_cast<size_t>(round - 1)];
  std::vector<int> seated;
  for (const EventBoard& b : boards) {
    seated.push_back(b.first);
    if (b.second != 0) seated.push_back(b.second);
    if (b.second != 0 || (b.result != BoardResult::BYE && b.result != BoardResult::FREE)) continue;
    const Entrant* e = entrantByRank(s, b.first);
    if (!e) continue;
    bool allocated = b.result == BoardResult::BYE;
    byes.push_back({{"player", playerRef(e->key, e->name)},
                    {"type", allocated ? "allocated" : "free"},
                    {"points", allocated ? 1.0 : 0.0}});
  }
  std::vector<const Entrant*> absent;
  for (const Entrant& e : s.entrants)
    if (e.rank > 0 && std::find(seated.begin(), seated.end(), e.rank) == seated.end())
      absent.push_back(&e);
  std::sort(absent.begin(), absent.end(),
            [](const Entrant* a, const Entrant* b) { return a->rank < b->rank; });
  for (const Entrant* e : absent) {
    bool half = std::binary_search(e->halfByes.begin(), e->halfByes.end(), round);
    byes.push_back({{"player", playerRef(e->key, e->name)},
                    {"type", half ? "half" : "zero"},
                    {"points", half ? 0.5 : 0.0}});
  }
  return byes;
}

json roundsView(const EventState& s) {
  json rounds = json::array();
  for (size_t r = 0; r < s.rounds.size(); ++r) {
    json boards = json::array();
    for (size_t b = 0; b < s.rounds[r].size(); ++b) {
      const EventBoard& board = s.rounds[r][b];
      const Entrant* first = entrantByRank(s, board.first);
      const Entrant* second = entrantByRank(s, board.second);
      boards.push_back({{"board", b + 1},
                        {"first", first ? playerRef(first->key, first->name) : json(nullptr)},
                        {"second", second ? playerRef(second->key, second->name) : json(nullptr)},
                        {"game", board.gameId.empty() ? json(nullptr) : json(board.gameId)},
                        {"result", boardResultName(board.result)}});
    }
    rounds.push_back({{"round", r + 1},
                      {"boards", std::move(boards)},
                      {"byes", byesView(s, static_cast<int>(r + 1))}});
  }
  return rounds;
}

json standingsView(const EventState& s) {
  json rows = json::array();
  for (const pairing::StandingRow& row : eventStandings(s)) {
    const Entrant* e = entrantByRank(s, row.startRank);
    if (!e) continue;
    json tieBreaks = json::array();
    for (size_t i = 0; i < row.values.size() && i < s.config.tieBreaks.size(); ++i)
      tieBreaks.push_back(tieBreakValue(s.config.tieBreaks[i], row.values[i]));
    json line = playerRef(e->key, e->name);
    line["rank"] = row.rank;
    line["startRank"] = row.startRank;
    line["points"] = row.pointsTenths / 10.0;
    line["tieBreaks"] = std::move(tieBreaks);
    rows.push_back(std::move(line));
  }
  return rows;
}

void roundsPart(const EventState& s, json& view) {
  json players = json::array();
  for (const Entrant& e : s.entrants) {
    json p = playerRef(e.key, e.name);
    p["rating"] = e.rating;
    p["rank"] = e.rank;
    p["status"] = statusName(e.status);
    p["halfByes"] = e.halfByes;
    players.push_back(std::move(p));
  }
  view["players"] = std::move(players);
  view["totalRounds"] = s.totalRounds;
  view["rounds"] = roundsView(s);
  view["completeRounds"] = completeRounds(s);
  view["standings"] = standingsView(s);
}

void roundsYou(const EventState& s, const std::string& youKey, json& view) {
  const Entrant* you = youKey.empty() ? nullptr : findEntrant(s, youKey);
  json game = nullptr;
  if (you && you->rank > 0 && !s.rounds.empty())
    for (const EventBoard& b : s.rounds.back())
      if ((b.first == you->rank || b.second == you->rank) && b.result == BoardResult::PENDING &&
          !b.gameId.empty())
        game = b.gameId;
  view["you"]["entered"] = you != nullptr && you->status != EntrantStatus::REMOVED;
  view["you"]["status"] = you ? json(statusName(you->status)) : json(nullptr);
  view["you"]["game"] = std::move(game);
}

void arenaPart(const ArenaState& a, json& view) {
  json players = json::array();
  for (const ArenaPlayer& p : a.players) {
    json line = playerRef(p.key, p.name);
    line["rating"] = p.rating;
    line["present"] = p.present;
    line["game"] = p.gameId.empty() ? json(nullptr) : json(p.gameId);
    players.push_back(std::move(line));
  }
  json standings = json::array();
  for (const pairing::ArenaStandingRow& row : arenaEventStandings(a)) {
    const ArenaPlayer& p = a.players[static_cast<size_t>(row.id - 1)];
    json line = playerRef(p.key, p.name);
    line["rank"] = row.rank;
    line["points"] = row.points;
    line["performance"] = row.performance;
    line["games"] = row.games;
    line["onFire"] = row.onFire;
    line["sheet"] = row.sheet;
    line["berserks"] = std::count_if(p.games.begin(), p.games.end(),
                                     [](const pairing::ArenaGame& g) { return g.berserk; });
    standings.push_back(std::move(line));
  }
  json games = json::array();
  for (const ArenaBoard& b : a.boards) {
    if (b.ended) continue;
    const ArenaPlayer& o = a.players[static_cast<size_t>(b.opener - 1)];
    const ArenaPlayer& s = a.players[static_cast<size_t>(b.second - 1)];
    games.push_back({{"game", b.gameId},
                     {"first", playerRef(o.key, o.name)},
                     {"second", playerRef(s.key, s.name)}});
  }
  view["players"] = std::move(players);
  view["standings"] = std::move(standings);
  view["games"] = std::move(games);
  view["startedAt"] = a.startedAt > 0 ? json(a.startedAt) : json(nullptr);
  view["endsAt"] = a.startedAt > 0 ? json(a.startedAt + a.config.durationMs) : json(nullptr);
}

void arenaYou(const ArenaState& a, const std::string& youKey, json& view) {
  const ArenaPlayer* you = nullptr;
  for (const ArenaPlayer& p : a.players)
    if (!youKey.empty() && p.key == youKey) you = &p;
  view["you"]["entered"] = you != nullptr && you->present;
  view["you"]["status"] = you ? json(you->present ? "active" : "withdrawn") : json(nullptr);
  view["you"]["game"] = you && !you->gameId.empty() ? json(you->gameId) : json(nullptr);
}

}  // namespace

namespace {

// Everything but `serverTime` and `you`: the same for every reader of one state.
json publicView(const EventKind& state, const EventRow& row) {
  json view{{"id", row.id},
            {"status", phaseName(phaseOf(state))},
            {"config", eventConfigToJson(configOf(state))},
            {"organiser", ratings::publicIdOf(row.organiserHash)},
            {"createdAt", row.createdAt}};
  if (const auto* s = std::get_if<EventState>(&state)) {
    roundsPart(*s, view);
  } else {
    arenaPart(std::get<ArenaState>(state), view);
  }
  return view;
}

}  // namespace

json eventYou(const EventKind& state, const EventRow& row, const std::string& youKey) {
  json view{{"you", {{"organiser", !youKey.empty() && youKey == row.organiserHash}}}};
  if (const auto* s = std::get_if<EventState>(&state)) {
    roundsYou(*s, youKey, view);
  } else {
    arenaYou(std::get<ArenaState>(state), youKey, view);
  }
  return std::move(view["you"]);
}

std::string eventViewText(const std::string& publicText, int64_t now, const json& you) {
  // publicText is an object with members: its closing brace makes way for the two.
  std::string youText = dumpJson(you);
  std::string out;
  out.reserve(publicText.size() + youText.size() + 48);  // one allocation: the text is large
  out.append(publicText, 0, publicText.size() - 1);
  out += R"(,"serverTime":)";
  out += std::to_string(now);
  out += R"(,"you":)";
  out += youText;
  out += '}';
  return out;
}

ViewCache::View ViewCache::publicText(const EventHost& host) {
  // Readers that come together wait for one build rather than each making its own; the snapshot
  // is taken under the lock, so a slow reader never puts back an older state's text.
  std::lock_guard lock(mutex_);
  std::shared_ptr<const EventKind> state = host.snapshot();
  if (view_.text && view_.state == state) return view_;
  EventRow row = host.row();
  auto text = std::make_shared<const std::string>(dumpJson(publicView(*state, row)));
  view_ = View{std::move(state), std::move(row), std::move(text)};
  return view_;
}

json eventSummary(const EventRow& row) {
  auto config = parseJson(row.config);
  json c = config ? config.value() : json::object();
  return {{"id", row.id},
          {"name", c.value("name", "")},
          {"format", c.value("format", "")},
          {"status", row.status},
          {"startsAt", row.startsAt > 0 ? json(row.startsAt) : json(nullptr)},
          {"games", c.value("games", json::object())},
          {"createdAt", row.createdAt}};
}

}  // namespace renju::server::events
