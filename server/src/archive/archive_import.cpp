#include "archive/archive_import.h"

#include <chrono>

#include "openings.h"
#include "replay.h"

namespace renju::server {
namespace {

std::string plainMoves(const std::vector<Point>& moves) {
  std::string s;
  for (Point p : moves) {
    if (!s.empty()) s += ' ';
    s += isPass(p) ? std::string("--") : toString(p);
  }
  return s;
}

std::string colourName(const std::optional<Color>& winner) {
  return winner ? std::string(toString(*winner)) : "draw";
}

std::string openingCode(const std::vector<Point>& moves) {
  if (moves.size() < 3) return "";
  auto o = classifyOpening(moves[0], moves[1], moves[2]);
  return o ? std::string(o->code) : "";
}

std::string eventOf(const Record& r) {
  for (const char* tag : {"tournament", "event", "EV"})
    if (const std::string* v = r.tag(tag); v && !v->empty()) return *v;
  return "";
}

bool isBoardReason(const std::string& reason) {
  return reason == "five" || reason == "overline" || reason == "foul";
}

// `value` cut to `limit` bytes at the start of a UTF-8 character, noted in record.notes.
std::string bounded(std::string value, size_t limit, const char* what, Record& record) {
  if (value.size() <= limit) return value;
  size_t n = limit;
  while (n > 0 && (static_cast<unsigned char>(value[n]) & 0xC0) == 0x80) --n;
  value.resize(n);
  record.notes.push_back(std::string(what) + " cut to " + std::to_string(limit) + " bytes");
  return value;
}

}  // namespace

int64_t parseRecordDate(const std::string& date) {
  using namespace std::chrono;
  int y = 0;
  unsigned m = 0, d = 0;
  if (date.size() != 10 || date[4] != '-' || date[7] != '-') return 0;
  for (size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u})
    if (date[i] < '0' || date[i] > '9') return 0;
  y = std::stoi(date.substr(0, 4));
  m = static_cast<unsigned>(std::stoi(date.substr(5, 2)));
  d = static_cast<unsigned>(std::stoi(date.substr(8, 2)));
  year_month_day ymd{year{y}, month{m}, day{d}};
  if (!ymd.ok()) return 0;
  return duration_cast<milliseconds>(sys_days{ymd}.time_since_epoch()).count();
}

std::variant<ArchivedGame, ImportRejection> importRecord(Record& record, const std::string& origin,
                                                         Board& board) {
  if (record.moves.empty() && !record.error) return ImportRejection{"empty", 0, "no moves"};
  ReplayOutcome o = replayRecord(record, board);
  if (o.error) {
    const std::string& code = o.error->code;
    int move = code == "after-end" ? o.endMove + 1 : o.moves + 1;
    return ImportRejection{code == "occupied" || code == "after-end" ? code : "unreadable", move,
                           o.error->message};
  }
  ArchivedGame g;
  if (o.winner) {
    g.result = colourName(o.winner);
    g.reason = std::string(toString(o.reason));
  } else if (record.result) {
    // The board shows no decisive move: a record claiming one is wrong.
    if (isBoardReason(record.result->reason))
      return ImportRejection{
          "wrong-result", 0,
          "the record says " + record.result->reason + " but the board shows none"};
    if (record.result->reason != "aborted") {
      g.result = colourName(record.result->winner);
      g.reason = record.result->reason;
    }
  }
  g.source = "import";
  g.rule = record.opening.rule;
  g.n = record.opening.n;
  g.opening = openingCode(record.moves);
  g.moves = plainMoves(record.moves);
  g.length = static_cast<int>(record.moves.size());
  g.playedAt = parseRecordDate(record.date);
  g.blackName = bounded(record.black, IMPORT_NAME_LIMIT, "Black's name", record);
  g.whiteName = bounded(record.white, IMPORT_NAME_LIMIT, "White's name", record);
  g.event = bounded(eventOf(record), IMPORT_EVENT_LIMIT, "the event", record);
  g.origin = origin;
  g.contentHash = archiveContentHash(g);
  g.id = importedGameId(g.contentHash);
  return g;
}

}  // namespace renju::server
