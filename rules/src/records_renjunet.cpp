// RenjuNet's XML game database (.rif): <database> ... <games><game id="1" black=".." white=".."
// bresult="1" rule=".." opening=".." alt=".." swap=".."><move>h8 h9 ...</move></game>...
// A tolerant hand-written scanner: attributes in any order, either quote, entities, CRLF.
#include "openings.h"
#include "records.h"
#include "records_text.h"

namespace renju {

namespace {

using records_text::decodeXml;
using records_text::encodeXml;
using records_text::isSpace;

bool isNameChar(char c) {
  return !isSpace(c) && c != '=' && c != '>' && c != '/' && c != '<';
}

// Calls f(name, rawValue) for each attribute of the start tag `tag` ("<game ...>").
template <class F>
void forEachAttribute(std::string_view tag, F&& f) {
  size_t i = 5;  // after "<game"
  while (i < tag.size()) {
    while (i < tag.size() && !isNameChar(tag[i])) ++i;
    size_t nameStart = i;
    while (i < tag.size() && isNameChar(tag[i])) ++i;
    std::string_view name = tag.substr(nameStart, i - nameStart);
    while (i < tag.size() && isSpace(tag[i])) ++i;
    if (name.empty()) break;
    if (i >= tag.size() || tag[i] != '=') continue;  // attribute without a value: skip
    ++i;
    while (i < tag.size() && isSpace(tag[i])) ++i;
    if (i >= tag.size()) break;
    std::string_view value;
    if (tag[i] == '"' || tag[i] == '\'') {
      char q = tag[i++];
      size_t end = tag.find(q, i);
      if (end == std::string_view::npos) end = tag.size();
      value = tag.substr(i, end - i);
      i = end + 1;
    } else {
      size_t start = i;
      while (i < tag.size() && !isSpace(tag[i]) && tag[i] != '>' && tag[i] != '/') ++i;
      value = tag.substr(start, i - start);
    }
    f(name, value);
  }
}

// The value of attribute `name`, decoded only when needed (most values hold no '&'), and cut to
// RECORD_VALUE_LIMIT bytes with a note: entities shrink by at most 10 to 1, so no more than that
// much raw text is decoded.
std::string attributeText(std::string_view name, std::string_view raw, Record& r) {
  constexpr size_t RAW_LIMIT = 10 * RECORD_VALUE_LIMIT;
  bool cut = raw.size() > RAW_LIMIT;
  raw = raw.substr(0, RAW_LIMIT);
  std::string value = raw.find('&') == std::string_view::npos ? std::string(raw) : decodeXml(raw);
  cut = records_text::cutToLimit(value) || cut;
  if (cut)
    records_text::addNote(r, "attribute " + std::string(name.substr(0, 64)) + " cut to " +
                                 std::to_string(RECORD_VALUE_LIMIT) + " bytes");
  return value;
}

std::optional<ForbiddenKind> parseKind(std::string_view s) {
  if (s == "overline") return ForbiddenKind::OVERLINE;
  if (s == "double-four") return ForbiddenKind::DOUBLE_FOUR;
  if (s == "double-three") return ForbiddenKind::DOUBLE_THREE;
  return std::nullopt;
}

bool isSwapString(std::string_view s) {
  for (char c : s) {
    if (c != 'S' && c != '-') return false;
  }
  return !s.empty();
}

}  // namespace

Record parseRenjuNetGame(std::string_view element) {
  Record r;
  size_t tagEnd = element.find('>');
  std::string_view tag = element.substr(0, tagEnd);
  std::optional<Color> winner;
  bool hasResult = false;
  std::string reason;
  std::string foul;
  forEachAttribute(tag, [&](std::string_view name, std::string_view raw) {
    std::string value = attributeText(name, raw, r);
    int number = 0;
    if (name == "id") {
      r.id = std::move(value);
    } else if (name == "bresult") {
      if (value == "1") {
        hasResult = true;
        winner = Color::BLACK;
      } else if (value == "0") {
        hasResult = true;
        winner = Color::WHITE;
      } else if (value == "0.5") {
        hasResult = true;
      } else {
        records_text::addTag(r, name, std::move(value));
      }
    } else if (name == "black") {
      r.black = std::move(value);
    } else if (name == "white") {
      r.white = std::move(value);
    } else if (name == "rule" && !value.empty() && !records_text::parseInt(value, number)) {
      r.opening.rule = std::move(value);  // our own rule ids; the database's are numbers
    } else if (name == "n" && records_text::parseInt(value, number)) {
      r.opening.n = number;
    } else if (name == "declared" && records_text::parseInt(value, number)) {
      r.opening.declared = number;
    } else if (name == "swap" && isSwapString(value)) {
      r.opening.swaps = std::move(value);
    } else if (name == "opener" && (value == "black" || value == "white")) {
      r.opening.openerEndsBlack = value == "black";
    } else if (name == "alt" && !value.empty()) {
      Record offers;
      records_text::appendMoves(value, offers);
      bool points = !offers.error;
      for (Point p : offers.moves) points = points && !isPass(p);
      if (points)
        r.opening.offers = std::move(offers.moves);
      else
        records_text::addTag(r, name, std::move(value));
    } else if (name == "date" && !value.empty()) {
      r.date = std::move(value);
    } else if (name == "reason") {
      reason = std::move(value);
    } else if (name == "foul") {
      foul = std::move(value);
    } else {
      records_text::addTag(r, name, std::move(value));
    }
  });
  if (hasResult || reason == "aborted") {
    RecordedResult res;
    res.winner = winner;
    res.reason = reason;
    // foul="double-three j9"
    size_t space = foul.find(' ');
    if (space != std::string::npos) {
      std::optional<ForbiddenKind> kind = parseKind(std::string_view(foul).substr(0, space));
      std::optional<Point> p = parsePoint(std::string_view(foul).substr(space + 1));
      if (kind && p) {
        res.foulKind = *kind;
        res.foulPoint = *p;
      }
    }
    r.result = std::move(res);
  }
  if (tagEnd == std::string_view::npos || element[tagEnd - 1] == '/') return r;

  // The moves: text of the first <move> child.
  size_t at = tagEnd;
  for (;;) {
    at = element.find("<move", at);
    if (at == std::string_view::npos) return r;
    char c = at + 5 < element.size() ? element[at + 5] : '\0';
    if (c == '>' || c == '/' || isSpace(c)) break;
    at += 5;
  }
  size_t open = element.find('>', at);
  if (open == std::string_view::npos || element[open - 1] == '/') return r;
  size_t close = element.find("</move", open);
  std::string_view text = element.substr(
      open + 1, close == std::string_view::npos ? std::string_view::npos : close - open - 1);
  if (text.find('&') == std::string_view::npos) {
    records_text::appendMoves(text, r);
  } else {
    records_text::appendMoves(decodeXml(text), r);
  }
  // An opening code that the moves themselves give is not a fact of its own: the writer adds it
  // again, so a written record reads back unchanged.
  if (const std::string* code = r.tag("opening"); code && r.moves.size() >= 3) {
    auto o = classifyOpening(r.moves[0], r.moves[1], r.moves[2]);
    if (o && o->code == *code)
      std::erase_if(r.tags, [](const auto& t) { return t.first == "opening"; });
  }
  return r;
}

std::string writeRenjuNetGame(const Record& r) {
  std::string out = "<game";
  auto attribute = [&out](std::string_view name, std::string_view value) {
    out += ' ';
    out += name;
    out += "=\"";
    out += encodeXml(value);
    out += '"';
  };
  if (!r.id.empty()) attribute("id", r.id);
  if (!r.opening.rule.empty()) attribute("rule", r.opening.rule);
  if (r.opening.n != 0) attribute("n", std::to_string(r.opening.n));
  if (!r.black.empty()) attribute("black", r.black);
  if (!r.white.empty()) attribute("white", r.white);
  if (r.result) {
    // An aborted game has no result to score: only its reason is written.
    if (r.result->reason != "aborted")
      attribute("bresult", !r.result->winner                   ? "0.5"
                           : *r.result->winner == Color::BLACK ? "1"
                                                               : "0");
    if (!r.result->reason.empty()) attribute("reason", r.result->reason);
    if (r.result->foulKind != ForbiddenKind::NONE) {
      attribute("foul",
                std::string(toString(r.result->foulKind)) + ' ' + toString(r.result->foulPoint));
    }
  }
  if (!r.date.empty()) attribute("date", r.date);
  // The opening the first three stones make ("2D"), unless the source gave its own (a database's
  // opening id travels in tags).
  if (r.moves.size() >= 3 && !r.tag("opening")) {
    if (auto o = classifyOpening(r.moves[0], r.moves[1], r.moves[2])) attribute("opening", o->code);
  }
  if (!r.opening.empty()) {
    attribute("opener", r.opening.openerEndsBlack ? "black" : "white");
    if (!r.opening.swaps.empty()) attribute("swap", r.opening.swaps);
    if (r.opening.declared != 0) attribute("declared", std::to_string(r.opening.declared));
    if (!r.opening.offers.empty()) {
      Record offers;
      offers.moves = r.opening.offers;
      attribute("alt", writePlain(offers));
    }
  }
  for (const auto& [name, value] : r.tags) attribute(name, value);
  out += ">\n<move>";
  out += writePlain(r);
  out += "</move>\n</game>\n";
  return out;
}

std::string writeRenjuNet(std::span<const Record> games) {
  std::string out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<database>\n<games>\n";
  int index = 0;
  for (const Record& g : games) {
    ++index;
    if (g.id.empty()) {
      Record numbered = g;
      numbered.id = std::to_string(index);
      out += writeRenjuNetGame(numbered);
    } else {
      out += writeRenjuNetGame(g);
    }
  }
  out += "</games>\n</database>\n";
  return out;
}

}  // namespace renju
