#include "events/view_rows.h"

#include <algorithm>

#include "events/event_json.h"
#include "ratings/public_id.h"

namespace renju::server::events {

using nlohmann::json;

Slice Slice::clamp(size_t size) const {
  size_t end = std::min(to, size);
  return {std::min(from, end), end};
}

std::string_view entrantStatusName(EntrantStatus s) {
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

json playerRef(const std::string& key, const std::string& name) {
  return {{"publicId", ratings::publicIdOf(key)},
          {"name", name.empty() ? json(nullptr) : json(name)}};
}

json entrantRows(const EventState& s, Slice slice) {
  json rows = json::array();
  Slice in = slice.clamp(s.entrants.size());
  for (size_t i = in.from; i < in.to; ++i) {
    const Entrant& e = s.entrants[i];
    json p = playerRef(e.key, e.name);
    p["rating"] = e.rating;
    p["rank"] = e.rank;
    p["status"] = entrantStatusName(e.status);
    p["halfByes"] = e.halfByes;
    rows.push_back(std::move(p));
  }
  return rows;
}

namespace {

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

// The result from one side as crosstables print it: 1, ½, 0, + and − for forfeits ("" pending).
std::string_view resultMark(BoardResult result, bool first) {
  switch (result) {
    case BoardResult::FIRST_WINS:
      return first ? "1" : "0";
    case BoardResult::SECOND_WINS:
      return first ? "0" : "1";
    case BoardResult::DRAW:
      return "½";
    case BoardResult::FIRST_WINS_FORFEIT:
      return first ? "+" : "−";
    case BoardResult::SECOND_WINS_FORFEIT:
      return first ? "−" : "+";
    case BoardResult::DOUBLE_FORFEIT:
      return "−";
    case BoardResult::PENDING:
    case BoardResult::BYE:
    case BoardResult::FREE:
      break;
  }
  return "";
}

// A player of a round without a game in it, before it becomes a row: the rows' public ids cost a
// SHA-256 each, so only the page's slice is made into JSON.
struct Bye {
  const Entrant* entrant;
  std::string_view type;
  double points;
};

// Every player of round `round` without a game in it (docs/api.md, `byes`): the boards' byes in
// board order, then the absent by starting rank, with the half-point byes they asked for.
std::vector<Bye> byesOf(const EventState& s, int round) {
  std::vector<Bye> byes;
  const EventRound& boards = s.rounds[static_cast<size_t>(round - 1)];
  std::vector<bool> seated(s.entrants.size() + 1, false);
  auto seat = [&](int rank) {
    if (rank > 0 && static_cast<size_t>(rank) < seated.size())
      seated[static_cast<size_t>(rank)] = true;
  };
  for (const EventBoard& b : boards) {
    seat(b.first);
    seat(b.second);
    if (b.second != 0 || (b.result != BoardResult::BYE && b.result != BoardResult::FREE)) continue;
    const Entrant* e = entrantByRank(s, b.first);
    if (!e) continue;
    bool allocated = b.result == BoardResult::BYE;
    byes.push_back({e, allocated ? "allocated" : "free", allocated ? 1.0 : 0.0});
  }
  std::vector<const Entrant*> absent;
  for (const Entrant& e : s.entrants)
    if (e.rank > 0 && !seated[static_cast<size_t>(e.rank)]) absent.push_back(&e);
  std::sort(absent.begin(), absent.end(),
            [](const Entrant* a, const Entrant* b) { return a->rank < b->rank; });
  for (const Entrant* e : absent) {
    bool half = std::binary_search(e->halfByes.begin(), e->halfByes.end(), round);
    byes.push_back({e, half ? "half" : "zero", half ? 0.5 : 0.0});
  }
  return byes;
}

json byeRows(const std::vector<Bye>& byes, Slice slice) {
  json rows = json::array();
  Slice in = slice.clamp(byes.size());
  for (size_t i = in.from; i < in.to; ++i) {
    const Bye& bye = byes[i];
    rows.push_back({{"player", playerRef(bye.entrant->key, bye.entrant->name)},
                    {"type", bye.type},
                    {"points", bye.points}});
  }
  return rows;
}

}  // namespace

Places placesOf(const EventState& s, const std::vector<pairing::StandingRow>& standings) {
  Places p;
  p.byRank.assign(s.entrants.size() + 1, 0);
  for (size_t i = 0; i < standings.size(); ++i) {
    auto rank = static_cast<size_t>(standings[i].startRank);
    if (rank < p.byRank.size()) p.byRank[rank] = static_cast<int>(i + 1);
  }
  for (const EventRound& round : s.rounds) {
    std::vector<int>& boardOf = p.boardOf.emplace_back(s.entrants.size() + 1, -1);
    for (size_t b = 0; b < round.size(); ++b)
      for (int rank : {round[b].first, round[b].second})
        if (rank > 0 && static_cast<size_t>(rank) < boardOf.size())
          boardOf[static_cast<size_t>(rank)] = static_cast<int>(b);
  }
  return p;
}

std::string crossCell(const EventState& s, const Places& places, int startRank, int round) {
  const auto r = static_cast<size_t>(round - 1);
  int at = places.boardOf[r][static_cast<size_t>(startRank)];
  if (at < 0) {
    const Entrant* e = entrantByRank(s, startRank);
    bool half = e && std::binary_search(e->halfByes.begin(), e->halfByes.end(), round);
    return half ? "½" : "0";
  }
  const EventBoard& b = s.rounds[r][static_cast<size_t>(at)];
  if (b.result == BoardResult::BYE) return "+";
  if (b.result == BoardResult::FREE) return "–";
  bool first = b.first == startRank;
  int opponent = first ? b.second : b.first;
  int place = opponent > 0 && static_cast<size_t>(opponent) < places.byRank.size()
                  ? places.byRank[static_cast<size_t>(opponent)]
                  : 0;
  std::string cell = place > 0 ? std::to_string(place) : "?";
  cell += first ? 'w' : 'b';
  cell += resultMark(b.result, first);
  return cell;
}

json standingRows(const EventState& s, const std::vector<pairing::StandingRow>& rows,
                  const Places& places, Slice slice) {
  json out = json::array();
  Slice in = slice.clamp(rows.size());
  for (size_t i = in.from; i < in.to; ++i) {
    const pairing::StandingRow& row = rows[i];
    const Entrant* e = entrantByRank(s, row.startRank);
    if (!e) continue;
    json tieBreaks = json::array();
    for (size_t t = 0; t < row.values.size() && t < s.config.tieBreaks.size(); ++t)
      tieBreaks.push_back(tieBreakValue(s.config.tieBreaks[t], row.values[t]));
    json cross = json::array();
    for (size_t r = 1; r <= s.rounds.size(); ++r)
      cross.push_back(crossCell(s, places, row.startRank, static_cast<int>(r)));
    json line = playerRef(e->key, e->name);
    line["place"] = i + 1;
    line["rank"] = row.rank;
    line["startRank"] = row.startRank;
    line["points"] = row.pointsTenths / 10.0;
    line["tieBreaks"] = std::move(tieBreaks);
    line["cross"] = std::move(cross);
    out.push_back(std::move(line));
  }
  return out;
}

json roundView(const EventState& s, int round, Slice slice) {
  const EventRound& paired = s.rounds[static_cast<size_t>(round - 1)];
  json boards = json::array();
  Slice in = slice.clamp(paired.size());
  for (size_t b = in.from; b < in.to; ++b) {
    const EventBoard& board = paired[b];
    const Entrant* first = entrantByRank(s, board.first);
    const Entrant* second = entrantByRank(s, board.second);
    boards.push_back({{"board", b + 1},
                      {"first", first ? playerRef(first->key, first->name) : json(nullptr)},
                      {"second", second ? playerRef(second->key, second->name) : json(nullptr)},
                      {"game", board.gameId.empty() ? json(nullptr) : json(board.gameId)},
                      {"result", boardResultName(board.result)}});
  }
  std::vector<Bye> byes = byesOf(s, round);
  return {{"round", round},
          {"boardCount", paired.size()},
          {"byeCount", byes.size()},
          {"boards", std::move(boards)},
          {"byes", byeRows(byes, slice)}};
}

json arenaPlayerRows(const ArenaState& a, Slice slice) {
  json rows = json::array();
  Slice in = slice.clamp(a.players.size());
  for (size_t i = in.from; i < in.to; ++i) {
    const ArenaPlayer& p = a.players[i];
    json line = playerRef(p.key, p.name);
    line["rating"] = p.rating;
    line["present"] = p.present;
    line["game"] = p.gameId.empty() ? json(nullptr) : json(p.gameId);
    rows.push_back(std::move(line));
  }
  return rows;
}

json arenaStandingRows(const ArenaState& a, const std::vector<pairing::ArenaStandingRow>& rows,
                       Slice slice) {
  json out = json::array();
  Slice in = slice.clamp(rows.size());
  for (size_t i = in.from; i < in.to; ++i) {
    const pairing::ArenaStandingRow& row = rows[i];
    const ArenaPlayer& p = a.players[static_cast<size_t>(row.id - 1)];
    json line = playerRef(p.key, p.name);
    line["place"] = i + 1;
    line["rank"] = row.rank;
    line["points"] = row.points;
    line["performance"] = row.performance;
    line["games"] = row.games;
    line["onFire"] = row.onFire;
    line["sheet"] = row.sheet;
    line["berserks"] = std::count_if(p.games.begin(), p.games.end(),
                                     [](const pairing::ArenaGame& g) { return g.berserk; });
    out.push_back(std::move(line));
  }
  return out;
}

json arenaGameRows(const ArenaState& a, const std::vector<size_t>& inPlay, Slice slice) {
  json games = json::array();
  Slice in = slice.clamp(inPlay.size());
  for (size_t i = in.from; i < in.to; ++i) {
    const ArenaBoard& b = a.boards[inPlay[i]];
    const ArenaPlayer& o = a.players[static_cast<size_t>(b.opener - 1)];
    const ArenaPlayer& s = a.players[static_cast<size_t>(b.second - 1)];
    games.push_back({{"game", b.gameId},
                     {"first", playerRef(o.key, o.name)},
                     {"second", playerRef(s.key, s.name)}});
  }
  return games;
}

}  // namespace renju::server::events
