// SGF (FF[4], GM[4] = renju/gomoku, SZ[15]). Coordinates are two letters from the top-left:
// "hh" = h8, "ao" = a1; B[] (and B[tt], the FF[3] habit) is a pass. Renju facts SGF has no
// property for travel in private properties of the root node:
//   RU[rule] RN[N] SW[swap decisions, S/-] OC[B|W: the opener's colour after the opening]
//   DN[declared count] FM[offered fifth moves...] RR[result reason] FK[foul kind] FP[foul point]
// and per move MS[milliseconds spent]. A GC[] comment repeats them in sentences for people
// (records_summary.cpp); DT[] is the date, PB[]/PW[] the players' names when there are any.
#include <algorithm>

#include "records.h"
#include "records_text.h"

namespace renju {

namespace {

using records_text::isSpace;

bool isUpper(char c) {
  return c >= 'A' && c <= 'Z';
}
bool isLower(char c) {
  return c >= 'a' && c <= 'z';
}

struct Property {
  std::string id;
  std::vector<std::string> values;
  bool cut = false;  ///< a value was cut to RECORD_VALUE_LIMIT or values were dropped
};

// The most values one property keeps (FM lists at most 225 points).
constexpr size_t VALUES_LIMIT = 256;

// One value "[...]" from s[i] (just past '['), escapes resolved; at most RECORD_VALUE_LIMIT
// bytes are kept, so a huge comment costs no memory.
std::string readValue(std::string_view s, size_t& i, bool& cut) {
  std::string value;
  while (i < s.size() && s[i] != ']') {
    if (s[i] == '\\' && i + 1 < s.size()) {
      ++i;
      // An escaped line break is a soft break: it disappears.
      if (s[i] == '\n' || s[i] == '\r') {
        if (i + 1 < s.size() && (s[i + 1] == '\n' || s[i + 1] == '\r') && s[i + 1] != s[i]) ++i;
        ++i;
        continue;
      }
    }
    if (value.size() <= RECORD_VALUE_LIMIT) value += s[i];
    ++i;
  }
  ++i;  // ']'
  if (records_text::cutToLimit(value)) cut = true;
  return value;
}

// Reads the next "ID[v][v]..." property of a node from s[i..] into p; false at the node's end
// (before ';', '(' or ')'). One property at a time: a node may hold millions.
bool readProperty(std::string_view s, size_t& i, Property& p) {
  for (;;) {
    while (i < s.size() && isSpace(s[i])) ++i;
    if (i >= s.size() || s[i] == ';' || s[i] == '(' || s[i] == ')') return false;
    if (isUpper(s[i]) || isLower(s[i])) break;
    ++i;  // stray character: skip it
  }
  // FF[3] allowed lowercase letters inside names ("AddBlack" = AB); an all-lowercase name is
  // taken as if written in uppercase ("b[hh]").
  size_t nameStart = i;
  while (i < s.size() && (isUpper(s[i]) || isLower(s[i]))) ++i;
  std::string_view raw = s.substr(nameStart, std::min<size_t>(i - nameStart, 64));
  p = Property{};
  for (char c : raw) {
    if (isUpper(c)) p.id += c;
  }
  if (p.id.empty()) {
    for (char c : raw) p.id += static_cast<char>(c - 'a' + 'A');
  }
  for (;;) {
    while (i < s.size() && isSpace(s[i])) ++i;
    if (i >= s.size() || s[i] != '[') break;
    ++i;
    std::string value = readValue(s, i, p.cut);
    if (p.values.size() < VALUES_LIMIT)
      p.values.push_back(std::move(value));
    else
      p.cut = true;
  }
  return true;
}

std::string escape(std::string_view v) {
  std::string out;
  for (char c : v) {
    if (c == ']' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

std::optional<ForbiddenKind> parseKind(std::string_view s) {
  if (s == "overline") return ForbiddenKind::OVERLINE;
  if (s == "double-four") return ForbiddenKind::DOUBLE_FOUR;
  if (s == "double-three") return ForbiddenKind::DOUBLE_THREE;
  return std::nullopt;
}

// RE[B+R], RE[W+T], RE[0], RE[Draw], RE[B+], RE[Void] (aborted); reasons only from the standard
// letters.
std::optional<RecordedResult> parseRe(std::string_view v) {
  RecordedResult res;
  v = records_text::trim(v);
  if (v == "0" || v == "Draw" || v == "draw" || v == "D") return res;
  if (v == "Void" || v == "void") {  // no result: our aborted games
    res.reason = "aborted";
    return res;
  }
  if (v.size() < 2 || v[1] != '+') return std::nullopt;
  if (v[0] == 'B' || v[0] == 'b')
    res.winner = Color::BLACK;
  else if (v[0] == 'W' || v[0] == 'w')
    res.winner = Color::WHITE;
  else
    return std::nullopt;
  std::string_view how = v.substr(2);
  if (how == "R" || how == "Resign")
    res.reason = "resign";
  else if (how == "T" || how == "Time")
    res.reason = "time";
  return res;
}

std::string formatRe(const RecordedResult& res) {
  if (!res.winner) return res.reason == "aborted" ? "Void" : "0";  // "Void": SGF's "no result"
  std::string re = *res.winner == Color::BLACK ? "B+" : "W+";
  if (res.reason == "resign")
    re += 'R';
  else if (res.reason == "time")
    re += 'T';
  else if (res.reason == "foul" || res.reason == "abandon")
    re += 'F';
  return re;
}

void setError(Record& r, std::string code, std::string message) {
  if (!r.error) r.error = makeError(std::move(code), std::move(message));
}

}  // namespace

std::optional<Point> parseSgfPoint(std::string_view s) {
  if (s.empty() || s == "tt") return PASS;
  if (s.size() != 2) return std::nullopt;
  auto coord = [](char c) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return c - 'a';
  };
  int x = coord(s[0]), row = coord(s[1]);
  if (x < 0 || x >= BOARD_SIZE || row < 0 || row >= BOARD_SIZE) return std::nullopt;
  return Point(x, BOARD_SIZE - 1 - row);
}

std::string sgfPoint(Point p) {
  if (isPass(p)) return "";
  return {static_cast<char>('a' + p.x), static_cast<char>('a' + BOARD_SIZE - 1 - p.y)};
}

Record parseSgfRecord(std::string_view tree) {
  Record r;
  size_t i = tree.find('(');
  if (i == std::string_view::npos) {
    setError(r, "bad-sgf", "an SGF game starts with '('");
    return r;
  }
  ++i;
  bool root = true;
  // Result details may come before RE: applied at the end.
  std::string reason;
  std::optional<ForbiddenKind> foulKind;
  std::optional<Point> foulPoint;
  while (i < tree.size()) {
    char c = tree[i];
    if (isSpace(c)) {
      ++i;
      continue;
    }
    // Variations: follow the first child; the first ')' ends the main line.
    if (c == '(') {
      ++i;
      continue;
    }
    if (c == ')') break;
    if (c != ';') {
      ++i;
      continue;
    }
    ++i;
    Property p;
    while (readProperty(tree, i, p)) {
      const std::string& id = p.id;
      std::string first = p.values.empty() ? std::string() : p.values.front();
      // Only the root's values are kept (comments on moves are dropped): nothing else to note.
      if (p.cut && root)
        records_text::addNote(
            r, "SGF property " + id + " cut to " + std::to_string(RECORD_VALUE_LIMIT) + " bytes");
      if (id == "B" || id == "W") {
        if (r.moves.size() >= RECORD_MOVES_LIMIT) {
          r.error = records_text::tooManyMoves();
          return r;
        }
        Color color = id == "B" ? Color::BLACK : Color::WHITE;
        // Same colour twice in a row: the other side passed.
        Color expected = r.moves.size() % 2 == 0 ? Color::BLACK : Color::WHITE;
        if (color != expected) r.moves.push_back(PASS);
        std::optional<Point> pt = parseSgfPoint(first);
        if (!pt) {
          setError(r, "bad-point",
                   "move " + std::to_string(r.moves.size() + 1) + ": '" + first +
                       "' is not a point of the 15x15 board");
          return r;
        }
        r.moves.push_back(*pt);
      } else if (id == "AB" || id == "AW" || id == "AE") {
        bool any = false;
        for (const std::string& v : p.values) any = any || !v.empty();
        if (!any) continue;  // "AB[]": nothing set up
        setError(r, "setup-stones",
                 "setup stones (" + id + ") are not a game: only B and W moves can be replayed");
        return r;
      } else if (id == "MS") {
        int ms = 0;
        if (records_text::parseInt(first, ms) && !r.moves.empty()) {
          r.timesMs.resize(r.moves.size(), 0);
          r.timesMs.back() = ms;
        }
      } else if (!root) {
        continue;  // comments, marks and the like on move nodes
      } else if (id == "SZ") {
        if (records_text::trim(first) != "15") {
          setError(r, "board-size", "the SGF board size is " + first + ", renju is played on 15");
          return r;
        }
      } else if (id == "GM") {
        if (records_text::trim(first) != "4") {
          setError(r, "not-renju", "GM[" + first + "] is not a renju/gomoku game (GM[4])");
          return r;
        }
      } else if (id == "FF" || id == "CA" || id == "AP" || id == "GC") {
        continue;  // GC repeats the private properties in words
      } else if (id == "DT") {
        r.date = first;
      } else if (id == "PB") {
        r.black = first;
      } else if (id == "PW") {
        r.white = first;
      } else if (id == "RE") {
        r.result = parseRe(first);
      } else if (id == "RR") {
        reason = first;
      } else if (id == "FK") {
        foulKind = parseKind(first);
      } else if (id == "FP") {
        foulPoint = parseSgfPoint(first);
      } else if (id == "RU") {
        r.opening.rule = first;
      } else if (id == "RN") {
        records_text::parseInt(first, r.opening.n);
      } else if (id == "SW") {
        r.opening.swaps = first;
      } else if (id == "OC") {
        r.opening.openerEndsBlack = first != "W";
      } else if (id == "DN") {
        records_text::parseInt(first, r.opening.declared);
      } else if (id == "FM") {
        for (const std::string& v : p.values) {
          std::optional<Point> pt = parseSgfPoint(v);
          if (pt && !isPass(*pt)) r.opening.offers.push_back(*pt);
        }
      } else {
        records_text::addTag(r, id, std::move(first));
      }
    }
    root = false;
  }
  if (r.result) {
    if (!reason.empty()) r.result->reason = reason;
    if (foulKind && foulPoint && !isPass(*foulPoint)) {
      r.result->foulKind = *foulKind;
      r.result->foulPoint = *foulPoint;
    }
  }
  if (!r.timesMs.empty()) r.timesMs.resize(r.moves.size(), 0);
  return r;
}

std::string writeSgf(const Record& r) {
  std::string out = "(;FF[4]GM[4]SZ[15]CA[UTF-8]AP[renju]";
  // One property with one value; values escaped.
  auto prop = [&out](std::string_view id, std::string_view value) {
    out += id;
    out += '[';
    out += escape(value);
    out += ']';
  };
  const OpeningFacts& o = r.opening;
  if (!o.rule.empty()) prop("RU", o.rule);
  if (o.n != 0) prop("RN", std::to_string(o.n));
  // OC[W] can stand alone in a record read from elsewhere: it is kept even with no other fact.
  if (!o.empty() || !o.openerEndsBlack) prop("OC", o.openerEndsBlack ? "B" : "W");
  if (!o.swaps.empty()) prop("SW", o.swaps);
  if (o.declared != 0) prop("DN", std::to_string(o.declared));
  if (!o.offers.empty()) {
    out += "FM";
    for (Point p : o.offers) {
      out += '[';
      out += sgfPoint(p);
      out += ']';
    }
  }
  if (!r.black.empty()) prop("PB", r.black);
  if (!r.white.empty()) prop("PW", r.white);
  for (const auto& [name, value] : r.tags) {
    bool upper = !name.empty();
    for (char c : name) upper = upper && isUpper(c);
    if (upper) prop(name, value);
  }
  if (!r.date.empty()) prop("DT", r.date);
  if (r.result) {
    const RecordedResult& res = *r.result;
    prop("RE", formatRe(res));
    if (!res.reason.empty()) prop("RR", res.reason);
    if (res.foulKind != ForbiddenKind::NONE) {
      prop("FK", toString(res.foulKind));
      prop("FP", sgfPoint(res.foulPoint));
    }
  }
  // The same facts in sentences, for people and for programs that ignore private properties.
  std::string words = ruleTitle(o);
  if (!words.empty()) words += '.';
  for (std::string part :
       {describeOpening(r), r.result ? describeResult(*r.result) : std::string()}) {
    if (part.empty()) continue;
    if (!words.empty()) words += ' ';
    words += part;
  }
  if (!words.empty()) prop("GC", words);
  out += '\n';
  for (size_t i = 0; i < r.moves.size(); ++i) {
    out += i % 2 == 0 ? ";B[" : ";W[";
    out += sgfPoint(r.moves[i]);
    out += ']';
    if (i < r.timesMs.size()) prop("MS", std::to_string(r.timesMs[i]));
    if (i % 10 == 9 && i + 1 < r.moves.size()) out += '\n';
  }
  out += ")\n";
  return out;
}

}  // namespace renju
