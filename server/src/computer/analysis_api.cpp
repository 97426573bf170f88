#include "computer/analysis_api.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "base/errors.h"
#include "base/http_answers.h"
#include "board.h"
#include "computer/fair_queue.h"
#include "forbidden.h"
#include "game_json.h"
#include "notation.h"
#include "records.h"
#include "replay.h"

namespace renju::server {

using nlohmann::json;

namespace {

/// The position's moves: `moves` (a plain list, a string or an array of points) or `record` (a
/// pasted record in any format the rules library reads; its first game).
Result<std::vector<Point>> readMoves(const json& body) {
  auto moves = body.find("moves");
  auto record = body.find("record");
  if (moves != body.end() && record != body.end())
    return badRequest("give either moves or record, not both");
  if (record != body.end()) {
    if (!record->is_string()) return badRequest("record is the text of a game record");
    std::vector<Record> games = readRecords(record->get<std::string>());
    if (games.empty() || (games[0].moves.empty() && games[0].error))
      return badRequest(
          "record: no game found in the text (plain move list, SGF, RenjuNet XML or "
          "PSQ)");
    if (games[0].error) return badRequest("record: " + games[0].error->message);
    return games[0].moves;
  }
  if (moves == body.end()) return std::vector<Point>{};
  std::string text;
  if (moves->is_string()) {
    text = moves->get<std::string>();
  } else if (moves->is_array()) {
    for (const json& m : *moves) {
      if (!m.is_string()) return badRequest("moves: each move is a string such as \"h8\"");
      text += m.get<std::string>() + " ";
    }
  } else {
    return badRequest("moves is a move list: \"h8 h9 i8\" or [\"h8\", \"h9\", \"i8\"]");
  }
  Record r = parsePlainRecord(text);
  if (r.error) return badRequest("moves: " + r.error->message);
  return r.moves;
}

/// An integer field in [lo, hi], or `fallback` when absent.
Result<int64_t> intField(const json& obj, const char* name, int64_t lo, int64_t hi,
                         int64_t fallback) {
  auto it = obj.find(name);
  if (it == obj.end()) return fallback;
  if (!it->is_number_integer() || it->get<int64_t>() < lo || it->get<int64_t>() > hi)
    return badRequest(std::string(name) + " is a whole number from " + std::to_string(lo) + " to " +
                      std::to_string(hi));
  return it->get<int64_t>();
}

Result<Color> sideField(const json& obj, Color fallback) {
  auto it = obj.find("side");
  if (it == obj.end()) return fallback;
  if (*it == "black") return Color::BLACK;
  if (*it == "white") return Color::WHITE;
  return badRequest("solve.side is \"black\" or \"white\"");
}

Color sideToMove(const std::vector<Point>& moves) {
  return moves.size() % 2 == 0 ? Color::BLACK : Color::WHITE;
}

Board boardOf(const std::vector<Point>& moves) {
  Board board;
  for (size_t i = 0; i < moves.size(); ++i)
    if (!isPass(moves[i])) board.place(moves[i], i % 2 == 0 ? Color::BLACK : Color::WHITE);
  return board;
}

ReplayOutcome replayed(const std::vector<Point>& moves) {
  Board scratch;
  return replayMoves(moves, scratch);
}

std::string pointText(Point p) {
  return isPass(p) ? "pass" : toString(p);
}

json pointsJson(const std::vector<std::optional<Point>>& line) {
  json out = json::array();
  for (const auto& p : line) out.push_back(p ? json(toString(*p)) : json(nullptr));
  return out;
}

/// Moves a proven score is away from the five, counted in the side to move's own moves.
int movesToMate(int score) {
  return (ai::WIN_SCORE - std::abs(score) + 1) / 2;
}

json searchJson(const ai::SearchInfo& info) {
  std::vector<std::optional<Point>> pv(info.pv.begin(), info.pv.end());
  json out{{"best", info.best ? json(toString(*info.best)) : json(nullptr)},
           {"score", info.score},
           {"mate", info.mate},
           {"depth", info.depth},
           {"nodes", info.nodes},
           {"timeMs", info.timeMs},
           {"pv", pointsJson(pv)}};
  if (info.mate)
    out["mateIn"] = info.score > 0 ? movesToMate(info.score) : -movesToMate(info.score);
  return out;
}

// VERDICTS is indexed by the verdict.
static_assert(static_cast<int>(ai::Verdict::WIN) == 0 && static_cast<int>(ai::Verdict::NONE) == 1 &&
              static_cast<int>(ai::Verdict::UNKNOWN) == 2);

json solveJson(const AnalysisRequest::Solve& s, const ai::SolveResult& r) {
  static constexpr const char* VERDICTS[] = {"win", "none", "unknown"};
  return json{{"side", std::string(toString(s.side))},
              {"kind", s.kind == ai::ThreatKind::VCF ? "vcf" : "vct"},
              {"verdict", VERDICTS[static_cast<int>(r.verdict)]},
              {"line", pointsJson(r.line)},
              {"byFoul", r.byFoul},
              {"nodes", r.nodes},
              {"timeMs", r.timeMs}};
}

}  // namespace

Result<AnalysisRequest> parseAnalysisRequest(const json& body, const AnalysisLimits& limits) {
  static const char* const FIELDS[] = {"moves", "record", "search", "solve"};
  for (const auto& [key, value] : body.items()) {
    (void)value;
    if (std::none_of(std::begin(FIELDS), std::end(FIELDS), [&](const char* f) { return key == f; }))
      return badRequest("unknown field " + key + " (moves, record, search, solve)");
  }
  auto moves = readMoves(body);
  if (!moves) return moves.error();
  AnalysisRequest request;
  request.moves = std::move(moves).value();
  if (request.moves.size() > limits.maxMoves)
    return badRequest("the position has more than " + std::to_string(limits.maxMoves) + " moves");
  ReplayOutcome outcome = replayed(request.moves);
  if (outcome.error)
    return badRequest((body.contains("record") ? "record: " : "moves: ") + outcome.error->message);

  // No `search` field means the default search; `false` means none.
  if (auto s = body.find("search"); s == body.end() || *s != false) {
    if (s != body.end() && *s != true && !s->is_object())
      return badRequest("search is true, false or {\"level\": 1..8, \"timeMs\": ...}");
    json o = s != body.end() && s->is_object() ? *s : json::object();
    auto level = intField(o, "level", 1, 8, 8);
    if (!level) return level.error();
    auto time = intField(o, "timeMs", 1, limits.maxTimeMs, limits.defaultTimeMs);
    if (!time) return time.error();
    request.search = AnalysisRequest::Search{static_cast<int>(*level), *time};
  }
  if (auto s = body.find("solve"); s != body.end() && !s->is_null()) {
    if (!s->is_object())
      return badRequest("solve is {\"side\": \"black\"|\"white\", \"kind\": \"vcf\"|\"vct\"}");
    auto side = sideField(*s, sideToMove(request.moves));
    if (!side) return side.error();
    auto kind = s->find("kind");
    ai::ThreatKind k = ai::ThreatKind::VCF;
    if (kind != s->end() && *kind == "vct")
      k = ai::ThreatKind::VCT;
    else if (kind != s->end() && *kind != "vcf")
      return badRequest("solve.kind is \"vcf\" or \"vct\"");
    auto time = intField(*s, "timeMs", 1, limits.maxTimeMs, limits.defaultTimeMs);
    if (!time) return time.error();
    request.solve = AnalysisRequest::Solve{*side, k, *time};
  }
  return request;
}

json positionJson(const std::vector<Point>& moves) {
  json list = json::array();
  for (Point p : moves) list.push_back(pointText(p));
  ReplayOutcome outcome = replayed(moves);
  json over = nullptr;
  Board board = boardOf(moves);
  if (outcome.endMove > 0) {
    std::string reason = std::string(toString(outcome.reason));
    if (outcome.reason == ReplayReason::NONE)
      reason = board.stoneCount() == BOARD_POINTS ? "full-board" : "two-passes";
    over = json{
        {"winner", outcome.winner ? json(std::string(toString(*outcome.winner))) : json(nullptr)},
        {"reason", reason},
        {"move", outcome.endMove}};
    if (outcome.reason == ReplayReason::FOUL) {
      over["point"] = toString(outcome.foulPoint);
      over["kind"] = std::string(toString(outcome.foulKind));
    }
  }
  json forbidden = json::array();
  if (over.is_null())
    for (const auto& [p, kind] : forbiddenMap(board))
      forbidden.push_back(json{{"point", toString(p)}, {"kind", std::string(toString(kind))}});
  return json{{"moves", list},
              {"toMove", std::string(toString(sideToMove(moves)))},
              {"over", over},
              {"forbidden", forbidden}};
}

json engineJson(const AnalysisRequest& request, ai::Engine& engine, const std::atomic<bool>& stop) {
  json out{{"search", nullptr}, {"solve", nullptr}};
  Board board = boardOf(request.moves);
  if (request.search) {
    ai::Limits limits;
    limits.level = request.search->level;
    limits.moveTimeMs = request.search->timeMs;
    out["search"] = searchJson(engine.search(board, sideToMove(request.moves), limits, &stop));
  }
  if (request.solve && !stop.load()) {
    ai::SolveLimits limits;
    limits.timeMs = request.solve->timeMs;
    out["solve"] = solveJson(
        *request.solve, ai::solve(board, request.solve->side, request.solve->kind, limits, &stop));
  }
  return out;
}

AnalysisApi::AnalysisApi(EnginePool& pool, const AnalysisLimits& limits)
    : pool_(pool), limits_(limits), limiter_(limits.perAddress) {}

void AnalysisApi::handle(const HttpRequest& request, Respond respond) {
  auto body = parseJson(request.body);
  if (!body || !body.value().is_object())
    return respond(
        errorResponse(serverError(ErrorCode::BAD_JSON, "the body must be one JSON object")));
  auto parsed = parseAnalysisRequest(body.value(), limits_);
  if (!parsed) return respond(errorResponse(parsed.error()));
  json position = positionJson(parsed->moves);
  position["search"] = nullptr;
  position["solve"] = nullptr;
  // A finished game has nothing left to search: answered like a request without engine work.
  if ((!parsed->search && !parsed->solve) || !position["over"].is_null())
    return respond(jsonResponse(200, position));
  if (!limiter_.take(request.address)) {
    HttpResponse r = errorResponse(serverError(
        ErrorCode::RATE_LIMITED, "too many analysis requests from this address; slow down"));
    int retry = std::max(1, static_cast<int>(std::ceil(limiter_.retryAfter(request.address))));
    r.header("Retry-After", std::to_string(retry));
    return respond(std::move(r));
  }
  // The engine time the job may take: what the queue's shares count (fair_queue.h).
  int64_t costMs =
      (parsed->search ? parsed->search->timeMs : 0) + (parsed->solve ? parsed->solve->timeMs : 0);
  auto job = [request = std::move(parsed).value(), position = std::move(position), respond](
                 ai::Engine& engine, const std::atomic<bool>& stop) mutable {
    json result = engineJson(request, engine, stop);
    if (stop.load())
      return respond(errorResponse(serverError(ErrorCode::UNAVAILABLE, "the server is stopping")));
    position["search"] = std::move(result["search"]);
    position["solve"] = std::move(result["solve"]);
    respond(jsonResponse(200, position));
  };
  JobOwner owner{ownerOfAddress(request.address), ownerOfPlayer(request.authorization)};
  Admitted admitted = pool_.submit("analysis " + std::to_string(next_++), std::move(job),
                                   JobKind::ANALYSIS, owner, costMs);
  // Come back when the queued work in the way has had time to run.
  auto retryAfter = [&] {
    int64_t ms = admitted.queuedMs / std::max(1, pool_.threads());
    return std::to_string(std::max<int64_t>(1, (ms + 999) / 1000));
  };
  switch (admitted.admission) {
    case Admission::QUEUED:
      return;
    case Admission::OWNER_FULL: {
      HttpResponse r = errorResponse(serverError(
          ErrorCode::TOO_MUCH_ANALYSIS,
          "this address (or player) already has its share of analysis waiting for the engine; "
          "wait for those answers first"));
      r.header("Retry-After", retryAfter());
      return respond(std::move(r));
    }
    case Admission::TOTAL_FULL: {
      HttpResponse r = errorResponse(serverError(
          ErrorCode::BUSY, "the engine has too much analysis queued; try again in a moment"));
      r.header("Retry-After", retryAfter());
      return respond(std::move(r));
    }
    case Admission::KIND_FULL:
      break;
  }
  HttpResponse r = errorResponse(
      serverError(ErrorCode::BUSY, "the engine has too much work queued; try again in a moment"));
  r.header("Retry-After", "2");
  respond(std::move(r));
}

}  // namespace renju::server
