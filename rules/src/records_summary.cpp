// Records in words: the rule's title, the opening decisions and the result as English sentences,
// shared by the text export's header and the SGF comment (GC), and the text export itself.
#include <algorithm>

#include "records.h"

namespace renju {

namespace {

std::string pointList(const std::vector<Point>& points) {
  std::string out;
  for (Point p : points) {
    if (!out.empty()) out += ", ";
    out += isPass(p) ? std::string("pass") : toString(p);
  }
  return out;
}

std::string capitalized(std::string_view s) {
  std::string out(s);
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z')
    out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

std::string kindWords(ForbiddenKind k) {
  switch (k) {
    case ForbiddenKind::DOUBLE_THREE:
      return "a double-three";
    case ForbiddenKind::DOUBLE_FOUR:
      return "a double-four";
    case ForbiddenKind::OVERLINE:
      return "an overline";
    case ForbiddenKind::NONE:
      break;
  }
  return "a forbidden point";
}

// "by resignation", "on time", ...: how a game with a winner ended, after "<Colour> wins".
std::string winWords(const RecordedResult& res) {
  const std::string& r = res.reason;
  if (r == "five") return " with five in a row";
  if (r == "overline") return " with six or more in a row";
  if (r == "resign") return " by resignation";
  if (r == "time") return " on time";
  if (r == "abandon") return ": the opponent left the game";
  if (r == "foul") {
    std::string out = ": Black played " + kindWords(res.foulKind);
    if (!isPass(res.foulPoint) && res.foulKind != ForbiddenKind::NONE)
      out += " at " + toString(res.foulPoint);
    return out;
  }
  return r.empty() ? "" : " (" + r + ")";
}

std::string drawWords(const std::string& r) {
  if (r == "agreement") return "Draw by agreement.";
  if (r == "two-passes") return "Draw: two passes in a row.";
  if (r == "full-board") return "Draw: the board is full.";
  if (r == "abandon") return "Draw: the opponent left the game.";
  return r.empty() ? "Draw." : "Draw (" + r + ").";
}

}  // namespace

std::string ruleTitle(const OpeningFacts& o) {
  const std::string n = std::to_string(o.n);
  if (o.rule == "standard") return "Standard renju";
  if (o.rule == "rif") return "RIF";
  if (o.rule == "yamaguchi") return "Yamaguchi";
  if (o.rule == "soosorv") return o.n != 0 ? "Soosõrv-" + n : "Soosõrv";
  if (o.rule == "taraguchi") return o.n != 0 ? "Taraguchi-" + n : "Taraguchi";
  if (o.rule.empty()) return "";
  return o.n != 0 ? o.rule + "-" + n : o.rule;
}

std::string describeOpening(const Record& r) {
  const OpeningFacts& o = r.opening;
  if (o.empty()) return "";
  std::vector<std::string> sentences;
  if (!o.swaps.empty()) {
    std::string decisions;
    for (char c : o.swaps) {
      if (!decisions.empty()) decisions += ", ";
      decisions += c == 'S' ? "swap" : "no swap";
    }
    sentences.push_back("Swap decisions in order: " + decisions + ".");
  }
  sentences.push_back(o.openerEndsBlack ? "The opener plays Black." : "The opener plays White.");
  if (o.declared != 0)
    sentences.push_back(std::to_string(o.declared) +
                        (o.declared == 1 ? " fifth move declared." : " fifth moves declared."));
  if (!o.offers.empty()) {
    std::string offered = "Black offered " + std::to_string(o.offers.size()) +
                          (o.offers.size() == 1 ? " fifth move: " : " fifth moves: ") +
                          pointList(o.offers);
    // The chosen offer is move 5 (an offer withdrawn by a takeback leaves no move 5).
    if (r.moves.size() >= 5 &&
        std::find(o.offers.begin(), o.offers.end(), r.moves[4]) != o.offers.end())
      offered += "; White chose " + toString(r.moves[4]);
    sentences.push_back(offered + ".");
  }
  std::string out;
  for (const std::string& s : sentences) {
    if (!out.empty()) out += ' ';
    out += s;
  }
  return out;
}

std::string describeResult(const RecordedResult& res) {
  if (res.reason == "aborted")
    return "No result: the game was aborted before both players had played.";
  if (!res.winner) return drawWords(res.reason);
  return capitalized(toString(*res.winner)) + " wins" + winWords(res) + ".";
}

std::string writeText(const Record& r) {
  std::string out;
  auto line = [&out](std::string_view name, std::string_view value) {
    if (value.empty()) return;
    out += "# ";
    out += name;
    out += ": ";
    // A value never ends the comment line early.
    for (char c : value) out += c == '\n' || c == '\r' ? ' ' : c;
    out += '\n';
  };
  line("Game", r.id);
  line("Rule", ruleTitle(r.opening));
  line("Date", r.date);
  line("Black", r.black);
  line("White", r.white);
  line("Opening", describeOpening(r));
  line("Result", r.result ? describeResult(*r.result) : std::string("not finished"));
  out += writePlain(r);
  out += '\n';
  return out;
}

}  // namespace renju
