#include "analysis.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>

#include "bench_set.h"
#include "forbidden.h"
#include "notation.h"
#include "pattern_board.h"
#include "search.h"

namespace renju::wasm {

namespace {

// Engine time a position gets before the analysis calls itself done (the worker may start it
// again): enough to settle every depth a browser reaches in practice.
constexpr int64_t POSITION_MS = 120'000;

/// Moves a proven score is away from the five, in the side to move's own moves (as the server's
/// analysis API counts them).
int movesToMate(int score) {
  return (ai::WIN_SCORE - std::abs(score) + 1) / 2;
}

class JsonText {
 public:
  JsonText& raw(std::string_view s) {
    out_ += s;
    return *this;
  }
  JsonText& key(std::string_view k) {
    if (!out_.empty() && out_.back() != '{' && out_.back() != '[') out_ += ',';
    out_ += '"';
    out_ += k;
    out_ += "\":";
    return *this;
  }
  JsonText& str(std::string_view s) {  // our own words and points only: nothing to escape
    out_ += '"';
    out_ += s;
    out_ += '"';
    return *this;
  }
  JsonText& num(int64_t n) { return raw(std::to_string(n)); }
  JsonText& boolean(bool b) { return raw(b ? "true" : "false"); }
  JsonText& points(const std::vector<std::optional<Point>>& line) {
    out_ += '[';
    for (size_t i = 0; i < line.size(); ++i) {
      if (i) out_ += ',';
      if (line[i])
        str(toString(*line[i]));
      else
        out_ += "null";
    }
    out_ += ']';
    return *this;
  }
  std::string take() { return std::move(out_); }

 private:
  std::string out_;
};

void searchJson(JsonText& j, const ai::SearchInfo& info) {
  j.raw("{").key("best");
  if (info.best)
    j.str(toString(*info.best));
  else
    j.raw("null");
  j.key("score").num(info.score).key("mate").boolean(info.mate);
  if (info.mate)
    j.key("mateIn").num(info.score > 0 ? movesToMate(info.score) : -movesToMate(info.score));
  j.key("depth").num(info.depth).key("nodes").num(static_cast<int64_t>(info.nodes));
  j.key("timeMs").num(info.timeMs);
  j.key("pv").points({info.pv.begin(), info.pv.end()}).raw("}");
}

void solveJson(JsonText& j, Color side, ai::ThreatKind kind, const ai::SolveResult& r) {
  static constexpr const char* VERDICTS[] = {"win", "none", "unknown"};
  j.raw("{").key("side").str(toString(side));
  j.key("kind").str(kind == ai::ThreatKind::VCF ? "vcf" : "vct");
  j.key("verdict").str(VERDICTS[static_cast<int>(r.verdict)]);
  j.key("line").points(r.line).key("byFoul").boolean(r.byFoul);
  j.key("nodes").num(static_cast<int64_t>(r.nodes)).key("timeMs").num(r.timeMs).raw("}");
}

// The Verdict values index VERDICTS above.
static_assert(static_cast<int>(ai::Verdict::WIN) == 0 && static_cast<int>(ai::Verdict::NONE) == 1 &&
              static_cast<int>(ai::Verdict::UNKNOWN) == 2);

/// Whether `c` has five (or, for White, more) in a row through the stone at `p`.
bool makesFive(const Board& board, Point p, Color c) {
  static constexpr int DIRS[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
  for (const auto& d : DIRS) {
    int run = 1;
    for (int s : {1, -1})
      for (Point q(p.x + s * d[0], p.y + s * d[1]); q.valid() && board.at(q) == c;
           q = Point(q.x + s * d[0], q.y + s * d[1]))
        ++run;
    if (run == 5 || (run > 5 && c == Color::WHITE)) return true;
  }
  return false;
}

/// Reads a move list from Black onto an empty board; empty when it can be analysed, else why not.
std::string readPosition(std::string_view text, Board& board, Color& toMove) {
  int n = 0;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && isListSeparator(text[i])) ++i;
    size_t end = i;
    while (end < text.size() && !isListSeparator(text[end])) ++end;
    if (end == i) break;
    std::string_view token = text.substr(i, end - i);
    i = end;
    ++n;
    const Color color = toMove;
    toMove = ~toMove;
    if (token == "pass") continue;
    auto p = parsePoint(token);
    if (!p) return "move " + std::to_string(n) + ": '" + std::string(token) + "' is not a point";
    if (board.at(*p)) return "move " + std::to_string(n) + ": the point is taken";
    if (color == Color::BLACK && forbiddenKind(board, *p) != ForbiddenKind::NONE)
      return "move " + std::to_string(n) + ": forbidden for Black";
    board.place(*p, color);
    if (makesFive(board, *p, color)) return "move " + std::to_string(n) + ": the game is over";
  }
  return {};
}

}  // namespace

Analysis::Analysis() : engine_(16) {}

std::string Analysis::setPosition(std::string_view text) {
  ready_ = false;
  board_ = Board();
  toMove_ = Color::BLACK;
  steps_ = 0;
  searches_ = 0;
  nodes_ = 0;
  timeMs_ = 0;
  vcf_.reset();
  vct_.reset();
  for (Line& l : lines_) l = Line{};
  done_ = false;
  std::string error = readPosition(text, board_, toMove_);
  ready_ = error.empty();
  return error;
}

std::string Analysis::solve(std::string_view moves, Color attacker, ai::ThreatKind kind,
                            int64_t ms) {
  Board board;
  Color toMove = Color::BLACK;
  std::string error = readPosition(moves, board, toMove);
  if (!error.empty()) return error;
  JsonText j;
  solveJson(j, attacker, kind, ai::solve(board, attacker, kind, {.timeMs = ms}));
  return j.take();
}

std::string Analysis::step(int64_t ms) {
  if (!ready_ || done_) return answer();
  const auto start = std::chrono::steady_clock::now();
  ms = std::max<int64_t>(ms, 10);
  if (steps_ == 0) {
    vcf_ = ai::solve(board_, toMove_, ai::ThreatKind::VCF, {.timeMs = ms});
    nodes_ += vcf_->nodes;
  } else if (steps_ == 1 && vcf_->verdict != ai::Verdict::WIN) {
    vct_ = ai::solve(board_, toMove_, ai::ThreatKind::VCT, {.timeMs = ms});
    nodes_ += vct_->nodes;
  } else if (!lines_[0].known || steps_ % 2 == 0) {
    // The whole position, at the level the server's analysis uses. The table keeps what earlier
    // slices found, so each slice starts where the last one stopped rather than from nothing;
    // the slices grow to four times `ms` as each deeper iteration costs more.
    const int64_t slice = ms << std::min(searches_++, 2);
    lines_[0].info = engine_.search(board_, toMove_, {.level = 8, .moveTimeMs = slice});
    lines_[0].known = true;
    nodes_ += lines_[0].info.nodes;
    // A search that ends well inside its time has reached the deepest iteration: nothing more
    // would come of another slice.
    if (lines_[0].info.mate || !lines_[0].info.best || lines_[0].info.timeMs < slice / 2)
      done_ = true;
  } else {
    // The second and third best: the same search with the better moves taken out of the root.
    ai::PatternBoard pb(board_);
    std::vector<Point> allowed;
    for (int cell : ai::candidateMoves(pb, toMove_)) allowed.push_back(Board::pointOf(cell));
    for (int k = 1; k < 3; ++k) {
      const std::optional<Point> better = lines_[k - 1].info.best;
      if (!better) break;
      std::erase(allowed, *better);
      if (allowed.empty()) break;
      lines_[k].info =
          engine_.searchAmong(board_, toMove_, {.level = 8, .moveTimeMs = ms / 2}, allowed);
      lines_[k].known = lines_[k].info.best.has_value();
      nodes_ += lines_[k].info.nodes;
      if (!lines_[k].known) break;
    }
  }
  ++steps_;
  timeMs_ += std::chrono::duration_cast<std::chrono::milliseconds>(
                 std::chrono::steady_clock::now() - start)
                 .count();
  if (timeMs_ >= POSITION_MS) done_ = true;
  return answer();
}

std::string Analysis::answer() const {
  JsonText j;
  j.raw("{").key("ready").boolean(ready_).key("toMove").str(toString(toMove_));
  j.key("steps").num(steps_).key("nodes").num(static_cast<int64_t>(nodes_));
  j.key("timeMs").num(timeMs_);
  j.key("nps").num(timeMs_ > 0 ? static_cast<int64_t>(nodes_ * 1000 / timeMs_) : 0);
  j.key("done").boolean(done_).key("search");
  if (lines_[0].known)
    searchJson(j, lines_[0].info);
  else
    j.raw("null");
  j.key("multipv").raw("[");
  for (int k = 0; k < 3 && lines_[k].known; ++k) {
    if (k) j.raw(",");
    searchJson(j, lines_[k].info);
  }
  j.raw("]").key("threat");
  // The side to move's threat: a VCF found, else the VCT's verdict once known, else the VCF's.
  if (vcf_ && (vcf_->verdict == ai::Verdict::WIN || !vct_))
    solveJson(j, toMove_, ai::ThreatKind::VCF, *vcf_);
  else if (vct_)
    solveJson(j, toMove_, ai::ThreatKind::VCT, *vct_);
  else
    j.raw("null");
  j.key("vcf");
  if (vcf_)
    solveJson(j, toMove_, ai::ThreatKind::VCF, *vcf_);
  else
    j.raw("null");
  j.raw("}");
  return j.take();
}

std::string Analysis::bench() {
  const auto lines = ai::runBench();
  int64_t ns = 0;
  for (const ai::BenchLine& l : lines) ns += l.elapsed.count();
  const uint64_t signature = ai::benchSignature(lines);
  JsonText j;
  j.raw("{").key("signature").num(static_cast<int64_t>(signature));
  j.key("timeMs").num(ns / 1'000'000);
  j.key("nps").num(
      ns > 0 ? static_cast<int64_t>(static_cast<double>(signature) * 1e9 / static_cast<double>(ns))
             : 0);
  j.raw("}");
  return j.take();
}

}  // namespace renju::wasm
