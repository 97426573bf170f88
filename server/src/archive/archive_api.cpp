#include "archive/archive_api.h"

#include <charconv>
#include <ctime>
#include <span>

#include "archive/archive_import.h"
#include "base/http_answers.h"
#include "base/json_text.h"
#include "base/now.h"
#include "game/game_record.h"
#include "game_json.h"
#include "position_key.h"
#include "records.h"
#include "replay.h"

namespace renju::server {

using nlohmann::json;

namespace {

constexpr std::string_view GAME_PREFIX = "/api/archive/";

HttpResponse ok(const json& body) {
  HttpResponse r;
  r.body = dumpJson(body);
  // Archived games do not change; a page of the search may gain games: a short cache.
  r.header("Cache-Control", "public, max-age=10");
  return r;
}

HttpResponse bad(std::string message) {
  return errorResponse(serverError(ErrorCode::BAD_REQUEST, std::move(message)));
}

bool parseInt(const std::string& s, int64_t& out) {
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && end == s.data() + s.size();
}

json gameJson(const ArchivedGame& g) {
  auto orNull = [](const std::string& s) { return s.empty() ? json(nullptr) : json(s); };
  json moves = json::array();
  std::string token;
  for (size_t i = 0; i <= g.moves.size(); ++i) {
    if (i == g.moves.size() || g.moves[i] == ' ') {
      if (!token.empty()) moves.push_back(token == "--" ? json(nullptr) : json(token));
      token.clear();
    } else {
      token += g.moves[i];
    }
  }
  return json{{"id", g.id},
              {"source", g.source},
              {"rule", orNull(g.rule)},
              {"n", g.n > 0 ? json(g.n) : json(nullptr)},
              {"opening", orNull(g.opening)},
              {"result", orNull(g.result)},
              {"reason", orNull(g.reason)},
              {"length", g.length},
              {"playedAt", g.playedAt > 0 ? json(g.playedAt) : json(nullptr)},
              {"clock", g.clock.empty() ? json(nullptr) : json::parse(g.clock, nullptr, false)},
              {"black", orNull(g.blackName)},
              {"white", orNull(g.whiteName)},
              {"blackId", orNull(g.blackId)},
              {"whiteId", orNull(g.whiteId)},
              {"event", orNull(g.event)},
              {"computer", g.computerColor.empty()
                               ? json(nullptr)
                               : json{{"color", g.computerColor}, {"level", g.computerLevel}}},
              {"moves", moves}};
}

// The record of an imported game: what the archive keeps of it.
Record recordOf(const ArchivedGame& g) {
  Record r;
  r.id = g.id;
  r.moves = parseArchivedMoves(g.moves).value_or(std::vector<Point>{});
  r.black = g.blackName;
  r.white = g.whiteName;
  if (g.playedAt > 0) r.date = utcDate(g.playedAt);
  r.opening.rule = g.rule;
  r.opening.n = g.n;
  if (!g.result.empty() || !g.reason.empty()) {
    RecordedResult res;
    if (g.result == "black") res.winner = Color::BLACK;
    if (g.result == "white") res.winner = Color::WHITE;
    res.reason = g.reason;
    r.result = res;
  }
  if (!g.event.empty()) r.tags.emplace_back("EV", g.event);
  return r;
}

std::string cursorText(const ArchiveCursor& c) {
  return std::to_string(c.playedAt) + "." + c.id;
}

}  // namespace

bool ArchiveApi::owns(const std::string& path) {
  return path == "/api/archive" || path == "/api/explorer" || path.rfind(GAME_PREFIX, 0) == 0;
}

HttpResponse ArchiveApi::handle(const HttpRequest& request) {
  if (request.method != "GET" && request.method != "HEAD") return methodNotAllowed("GET, HEAD");
  if (request.path == "/api/archive") return search(request);
  if (request.path == "/api/explorer") return explorer(request);
  std::string rest = request.path.substr(GAME_PREFIX.size());
  if (rest.size() > 7 && rest.ends_with("/record"))
    return record(rest.substr(0, rest.size() - 7), request.queryParam("format"));
  return game(rest);
}

HttpResponse ArchiveApi::search(const HttpRequest& request) {
  ArchiveQuery q;
  q.source = request.queryParam("source");
  q.rule = request.queryParam("rule");
  q.opening = request.queryParam("opening");
  q.result = request.queryParam("result");
  q.reason = request.queryParam("reason");
  q.name = request.queryParam("name");
  if (!q.source.empty() && q.source != "here" && q.source != "import")
    return bad("source is here or import");
  if (!q.result.empty() && q.result != "black" && q.result != "white" && q.result != "draw")
    return bad("result is black, white or draw");
  for (auto [name, field] : {std::pair{"from", &q.playedFrom}, std::pair{"to", &q.playedTo}}) {
    std::string v = request.queryParam(name);
    if (v.empty()) continue;
    *field = parseRecordDate(v);
    if (*field == 0) return bad(std::string(name) + " is a date, YYYY-MM-DD");
    if (std::string_view(name) == "to") *field += 86'400'000 - 1;  // the whole day
  }
  for (auto [name, field] : {std::pair{"minLength", &q.minLength},
                             std::pair{"maxLength", &q.maxLength}, std::pair{"limit", &q.limit}}) {
    std::string v = request.queryParam(name);
    if (v.empty()) continue;
    int64_t n = 0;
    if (!parseInt(v, n) || n < 1 ||
        n > (std::string_view(name) == "limit" ? MAX_ARCHIVE_PAGE : 999))
      return bad(std::string(name) + " is out of range");
    *field = static_cast<int>(n);
  }
  if (std::string after = request.queryParam("after"); !after.empty()) {
    size_t dot = after.find('.');
    int64_t at = 0;
    if (dot == std::string::npos || dot + 1 == after.size() || !parseInt(after.substr(0, dot), at))
      return bad("after is the next cursor of a previous page");
    q.after = ArchiveCursor{at, after.substr(dot + 1)};
  }
  auto page = store_.searchArchive(q);
  if (!page) return errorResponse(page.error());
  json games = json::array();
  for (const ArchivedGame& g : page->games) games.push_back(gameJson(g));
  return ok(
      json{{"games", games}, {"next", page->next ? json(cursorText(*page->next)) : json(nullptr)}});
}

HttpResponse ArchiveApi::game(const std::string& id) {
  auto g = store_.archived(id);
  if (!g) return errorResponse(g.error());
  if (!g.value())
    return errorResponse(serverError(ErrorCode::UNKNOWN_GAME, "no archived game has this id"));
  return ok(gameJson(**g));
}

Result<Record> ArchiveApi::recordOfArchived(const ArchivedGame& g) {
  if (g.source != "here") return recordOf(g);
  // A game played here is still in the store with its log: its record holds the opening
  // decisions (swaps, offers, the choice) and each move's time, which the archive's row does not.
  auto stored = store_.load(g.id);
  if (!stored) return stored.error();
  if (!stored.value()) return recordOf(g);
  auto built = storedGameRecord(**stored);
  if (!built) return built.error();
  Record r = std::move(built).value();
  r.black = g.blackName;
  r.white = g.whiteName;
  return r;
}

HttpResponse ArchiveApi::record(const std::string& id, std::string format) {
  if (format.empty()) format = "text";
  if (format != "text" && format != "sgf" && format != "rif" && format != "psq")
    return bad("format is text, sgf, rif or psq");
  auto g = store_.archived(id);
  if (!g) return errorResponse(g.error());
  if (!g.value())
    return errorResponse(serverError(ErrorCode::UNKNOWN_GAME, "no archived game has this id"));
  auto r = recordOfArchived(**g);
  if (!r) return errorResponse(r.error());
  auto file = writeRecordFile(r.value(), format);
  if (!file) return errorResponse(file.error());
  HttpResponse response;
  response.body = std::move(file->body);
  response.contentType = std::move(file->contentType);
  std::string ext = format == "text" ? "txt" : format;
  response.header("Content-Disposition", "attachment; filename=\"renju-" + id + "." + ext + "\"");
  response.header("Cache-Control", "public, max-age=10");
  return response;
}

HttpResponse ArchiveApi::explorer(const HttpRequest& request) {
  Record position = parsePlainRecord(request.queryParam("moves"));
  if (position.error) return bad("moves: " + position.error->message);
  if (static_cast<int>(position.moves.size()) >= EXPLORER_PLIES)
    return bad("the explorer knows the first " + std::to_string(EXPLORER_PLIES) + " moves");
  Board board;
  ReplayOutcome replay = replayMoves(position.moves, board);
  if (replay.error) return bad("moves: " + replay.error->message);
  // After the end of a game nothing was played next: no continuations, as a position no game
  // reached (the last move of a finished game's page asks for it).
  if (replay.endMove != 0) return ok(json{{"moves", json::array()}});
  Color toMove = Color::BLACK;
  for (Point p : position.moves) {
    if (isPass(p)) return bad("moves: the explorer follows no pass");
    board.place(p, toMove);
    toMove = ~toMove;
  }
  CanonicalKey key = canonicalKey(board);
  auto rows = store_.explore(key.key, request.queryParam("rule"));
  if (!rows) return errorResponse(rows.error());
  json moves = json::array();
  for (const ExplorerRow& r : *rows)
    moves.push_back(json{{"move", toString(fromCanonical(Point::fromIndex(r.move), key))},
                         {"source", r.source},
                         {"rule", r.rule.empty() ? json(nullptr) : json(r.rule)},
                         {"games", r.games},
                         {"blackWins", r.blackWins},
                         {"draws", r.draws},
                         {"whiteWins", r.whiteWins}});
  std::stable_sort(moves.begin(), moves.end(),
                   [](const json& a, const json& b) { return a["games"] > b["games"]; });
  return ok(json{{"moves", moves}});
}

}  // namespace renju::server
