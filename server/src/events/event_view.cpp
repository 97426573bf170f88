#include "events/event_view.h"

#include <algorithm>

#include "base/json_text.h"
#include "events/event_json.h"
#include "events/event_pairing.h"
#include "events/view_rows.h"
#include "game_json.h"
#include "ratings/public_id.h"

namespace renju::server::events {

using nlohmann::json;

struct RankedState {
  std::shared_ptr<const EventKind> state;
  EventRow row;
  // A Swiss or round robin: the standings after the complete rounds, and where each stands.
  std::vector<pairing::StandingRow> standings;
  Places places;
  // An arena: its standings, each player's place by id, the boards in play.
  std::vector<pairing::ArenaStandingRow> arenaStandings;
  std::vector<int> placeOfId;
  std::vector<size_t> inPlay;
};

namespace {

// A text map holds the pages asked of one state; more than this many and it starts again.
constexpr size_t MAX_TEXTS = 64;

// Whether a round-based event's standings are the same in both states: they follow only from the
// field and the complete rounds, so a result within a round, the most frequent change, leaves them
// as they were, and the next view skips ranking (0.4 ms for 1,000 players after 3 rounds, 3 ms
// after 11: bench/standings_bench.cpp, before the conversion to a pairing::Tournament).
bool sameStandings(const EventState& a, const EventState& b) {
  int complete = completeRounds(a);
  if (complete != completeRounds(b) || a.entrants != b.entrants || a.totalRounds != b.totalRounds ||
      a.topSeedOpens != b.topSeedOpens || a.config.format != b.config.format ||
      a.config.tieBreaks != b.config.tieBreaks)
    return false;
  return std::equal(a.rounds.begin(), a.rounds.begin() + complete, b.rounds.begin());
}

// `before`: the state ranked last, whose standings are taken over when they cannot differ.
std::shared_ptr<const RankedState> rank(std::shared_ptr<const EventKind> state, EventRow row,
                                        const RankedState* before) {
  auto ranked = std::make_shared<RankedState>();
  if (const auto* s = std::get_if<EventState>(state.get())) {
    const auto* old = before ? std::get_if<EventState>(before->state.get()) : nullptr;
    ranked->standings = old && sameStandings(*old, *s) ? before->standings : eventStandings(*s);
    ranked->places = placesOf(*s, ranked->standings);
  } else {
    const ArenaState& a = std::get<ArenaState>(*state);
    ranked->arenaStandings = arenaEventStandings(a);
    ranked->placeOfId.assign(a.players.size() + 1, 0);
    for (size_t i = 0; i < ranked->arenaStandings.size(); ++i)
      ranked->placeOfId[static_cast<size_t>(ranked->arenaStandings[i].id)] =
          static_cast<int>(i + 1);
    for (size_t b = 0; b < a.boards.size(); ++b)
      if (!a.boards[b].ended) ranked->inPlay.push_back(b);
  }
  ranked->state = std::move(state);
  ranked->row = std::move(row);
  return ranked;
}

Slice pageSlice(int page) {
  auto from = static_cast<size_t>(page - 1) * VIEW_PAGE_ROWS;
  return {from, from + VIEW_PAGE_ROWS};
}

void roundsPart(const RankedState& r, const EventState& s, const ViewQuery& q, json& view) {
  Slice page = pageSlice(q.page);
  view["counts"] = {{"players", s.entrants.size()}, {"standings", r.standings.size()}};
  view["players"] = entrantRows(s, page);
  view["pairedRounds"] = s.rounds.size();
  view["totalRounds"] = s.totalRounds;
  view["completeRounds"] = completeRounds(s);
  int round = q.round == 0 ? static_cast<int>(s.rounds.size()) : q.round;
  bool paired = round >= 1 && static_cast<size_t>(round) <= s.rounds.size();
  view["round"] = paired ? roundView(s, round, pageSlice(q.boards)) : json(nullptr);
  view["standings"] = standingRows(s, r.standings, r.places, page);
}

void arenaPart(const RankedState& r, const ArenaState& a, const ViewQuery& q, json& view) {
  Slice page = pageSlice(q.page);
  view["counts"] = {{"players", a.players.size()},
                    {"standings", r.arenaStandings.size()},
                    {"games", r.inPlay.size()}};
  view["players"] = arenaPlayerRows(a, page);
  view["standings"] = arenaStandingRows(a, r.arenaStandings, page);
  view["games"] = arenaGameRows(a, r.inPlay, page);
  view["startedAt"] = a.startedAt > 0 ? json(a.startedAt) : json(nullptr);
  view["endsAt"] = a.startedAt > 0 ? json(a.startedAt + a.config.durationMs) : json(nullptr);
}

// Everything but `serverTime` and `you`: the same for every reader of one state and query.
json publicView(const RankedState& r, const ViewQuery& q) {
  const EventRow& row = r.row;
  json view{{"id", row.id},
            {"status", phaseName(phaseOf(*r.state))},
            {"config", eventConfigToJson(configOf(*r.state))},
            {"organiser", ratings::publicIdOf(row.organiserHash)},
            {"createdAt", row.createdAt},
            {"perPage", VIEW_PAGE_ROWS},
            {"page", q.page}};
  if (const auto* s = std::get_if<EventState>(r.state.get())) {
    roundsPart(r, *s, q, view);
  } else {
    arenaPart(r, std::get<ArenaState>(*r.state), q, view);
  }
  return view;
}

json pageOfPlace(int place) {
  return place > 0 ? json((place - 1) / VIEW_PAGE_ROWS + 1) : json(nullptr);
}

void roundsYou(const RankedState& r, const EventState& s, const std::string& youKey, json& you) {
  const Entrant* e = youKey.empty() ? nullptr : findEntrant(s, youKey);
  json game = nullptr;
  if (e && e->rank > 0 && !s.rounds.empty())
    for (const EventBoard& b : s.rounds.back())
      if ((b.first == e->rank || b.second == e->rank) && b.result == BoardResult::PENDING &&
          !b.gameId.empty())
        game = b.gameId;
  int place = e && e->rank > 0 ? r.places.byRank[static_cast<size_t>(e->rank)] : 0;
  you["entered"] = e != nullptr && e->status != EntrantStatus::REMOVED;
  you["status"] = e ? json(entrantStatusName(e->status)) : json(nullptr);
  you["game"] = std::move(game);
  you["page"] = pageOfPlace(place);
}

void arenaYou(const RankedState& r, const ArenaState& a, const std::string& youKey, json& you) {
  const ArenaPlayer* p = nullptr;
  for (const ArenaPlayer& candidate : a.players)
    if (!youKey.empty() && candidate.key == youKey) p = &candidate;
  you["entered"] = p != nullptr && p->present;
  you["status"] = p ? json(p->present ? "active" : "withdrawn") : json(nullptr);
  you["game"] = p && !p->gameId.empty() ? json(p->gameId) : json(nullptr);
  you["page"] = pageOfPlace(p ? r.placeOfId[static_cast<size_t>(p->id)] : 0);
}

}  // namespace

ViewCache::ViewCache() = default;
ViewCache::~ViewCache() = default;

ViewCache::View ViewCache::publicText(const EventHost& host, const ViewQuery& query) {
  // Readers that come together wait for one build rather than each making its own; the snapshot
  // is taken under the lock, so a slow reader never puts back an older state's text.
  std::lock_guard lock(mutex_);
  std::shared_ptr<const EventKind> state = host.snapshot();
  if (!ranked_ || ranked_->state != state) {
    ranked_ = rank(std::move(state), host.row(), ranked_.get());
    texts_.clear();
  }
  auto found = texts_.find(query);
  if (found != texts_.end()) return {ranked_, found->second};
  if (texts_.size() >= MAX_TEXTS) texts_.clear();
  auto text = std::make_shared<const std::string>(dumpJson(publicView(*ranked_, query)));
  texts_.emplace(query, text);
  return {ranked_, std::move(text)};
}

json eventYou(const RankedState& ranked, const std::string& youKey) {
  json you{{"organiser", !youKey.empty() && youKey == ranked.row.organiserHash}};
  if (const auto* s = std::get_if<EventState>(ranked.state.get())) {
    roundsYou(ranked, *s, youKey, you);
  } else {
    arenaYou(ranked, std::get<ArenaState>(*ranked.state), youKey, you);
  }
  return you;
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
