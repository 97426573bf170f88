// Piskvork's PSQ: "Piskvorky 15x15, 11:11, 0", then one "x,y,ms" line per stone (1-based, x =
// column from the left, y = row from the TOP), then a trailer of player lines and "-1".
#include "records.h"
#include "records_text.h"

namespace renju {

namespace {

using records_text::trim;

enum class MoveLine : uint8_t { MOVE, NOT_A_MOVE, OUT_OF_RANGE };

// A line of numbers only (digits, signs, commas, spaces): a move line or the trailer's status.
bool allNumbers(std::string_view line) {
  bool digit = false;
  for (char c : line) {
    if (c >= '0' && c <= '9')
      digit = true;
    else if (c != '-' && c != '+' && c != ',' && c != ' ' && c != '\t')
      return false;
  }
  return digit;
}

// "x,y,ms" or "x,y" with optional spaces. A line of numbers one of which does not fit is
// OUT_OF_RANGE (`bad` = that number), not the end of the moves.
MoveLine parseMoveLine(std::string_view line, int& x, int& y, int& ms, std::string_view& bad) {
  int values[3] = {0, 0, 0};
  int count = 0;
  for (;;) {
    size_t comma = line.find(',');
    std::string_view field = trim(line.substr(0, comma));
    if (count == 3) return MoveLine::NOT_A_MOVE;
    if (!records_text::parseInt(field, values[count])) {
      if (records_text::isOutOfRange(field)) {
        bad = field;
        return MoveLine::OUT_OF_RANGE;
      }
      return MoveLine::NOT_A_MOVE;
    }
    ++count;
    if (comma == std::string_view::npos) break;
    line.remove_prefix(comma + 1);
  }
  if (count < 2) return MoveLine::NOT_A_MOVE;
  x = values[0];
  y = values[1];
  ms = values[2];
  return MoveLine::MOVE;
}

}  // namespace

Record parsePsqRecord(std::string_view text) {
  Record r;
  // The header, the moves and the trailer: no line after those can matter.
  std::vector<std::string_view> lines;
  for (size_t i = 0; i <= text.size() && lines.size() < RECORD_MOVES_LIMIT + 4;) {
    size_t nl = text.find('\n', i);
    if (nl == std::string_view::npos) nl = text.size();
    lines.push_back(trim(text.substr(i, nl - i)));
    i = nl + 1;
  }
  if (lines.empty() || lines[0].substr(0, 9) != "Piskvorky") {
    r.error = makeError("bad-psq", "a PSQ file starts with 'Piskvorky 15x15, ...'");
    return r;
  }
  // Board size: "Piskvorky 15x15, ..." (older files: "Piskvorky 15x15,...").
  std::string_view header = lines[0].substr(9);
  header = trim(header.substr(0, header.find(',')));
  if (header != "15x15") {
    r.error = makeError("board-size",
                        "the PSQ board is '" + std::string(header) + "', renju is played on 15x15");
    return r;
  }
  size_t k = 1;
  bool anyTime = false;
  for (; k < lines.size(); ++k) {
    int x = 0, y = 0, ms = 0;
    std::string_view bad;
    MoveLine kind = parseMoveLine(lines[k], x, y, ms, bad);
    if (kind == MoveLine::OUT_OF_RANGE || (kind == MoveLine::NOT_A_MOVE && allNumbers(lines[k]) &&
                                           records_text::isOutOfRange(lines[k]))) {
      if (bad.empty()) bad = lines[k];
      r.error = makeError("bad-number", "line " + std::to_string(k + 1) + ": the number " +
                                            std::string(bad.substr(0, 40)) + " is out of range");
      return r;
    }
    if (kind != MoveLine::MOVE) break;
    if (r.moves.size() >= RECORD_MOVES_LIMIT) {
      r.error = records_text::tooManyMoves();
      return r;
    }
    if (x < 1 || x > BOARD_SIZE || y < 1 || y > BOARD_SIZE) {
      r.error = makeError("bad-point", "move " + std::to_string(r.moves.size() + 1) + ": '" +
                                           std::string(lines[k]) + "' is off the board");
      return r;
    }
    r.moves.push_back(Point(x - 1, BOARD_SIZE - y));
    r.timesMs.push_back(ms);
    anyTime = anyTime || ms != 0;
  }
  if (!anyTime) r.timesMs.clear();
  // Trailer: the two players (Piskvork writes the engines' file names), then a status number.
  int dummy = 0;
  for (std::string* name : {&r.black, &r.white}) {
    if (k >= lines.size() || records_text::parseInt(lines[k], dummy)) break;
    *name = lines[k++];
    if (records_text::cutToLimit(*name))
      records_text::addNote(
          r, "a player's name cut to " + std::to_string(RECORD_VALUE_LIMIT) + " bytes");
  }
  return r;
}

Result<std::string> writePsq(const Record& r) {
  std::string out = "Piskvorky 15x15, 11:11, 0\n";
  for (size_t i = 0; i < r.moves.size(); ++i) {
    Point p = r.moves[i];
    if (isPass(p)) {
      return makeError("pass-in-psq", "move " + std::to_string(i + 1) +
                                          " is a pass, which a PSQ file cannot hold");
    }
    int ms = i < r.timesMs.size() ? r.timesMs[i] : 0;
    out += std::to_string(p.x + 1) + ',' + std::to_string(BOARD_SIZE - p.y) + ',' +
           std::to_string(ms) + '\n';
  }
  out += r.black + '\n' + r.white + "\n-1\n";
  return out;
}

}  // namespace renju
