// `renju forbidden`: Black's forbidden points, for one position (--stones / --moves) or for one
// position per line of standard input (--batch).
#include <fmt/core.h>

#include <cstdio>
#include <string>
#include <vector>

#include "analysis_commands.h"
#include "board.h"
#include "forbidden.h"
#include "stone_list.h"

namespace renju::cli {

namespace {

struct ForbiddenOptions {
  std::string stones;
  std::string moves;
  bool batch = false;
  CLI::Option* stonesOption = nullptr;
  CLI::Option* movesOption = nullptr;

  bool hasStones() const { return stonesOption->count() > 0; }
  bool hasMoves() const { return movesOption->count() > 0; }
};

// Output: "<point> <kind>" lines, in index order.
void printOne(const ForbiddenOptions& o) {
  if (o.hasStones() == o.hasMoves()) {
    failInput("forbidden", "give exactly one of --stones, --moves or --batch");
  }
  Result<Stones> stones = o.hasMoves() ? parseMovesAsStones(o.moves) : parseStoneList(o.stones);
  if (!stones) failInput("forbidden", stones.error().message);
  Board board(*stones);
  std::string out;
  for (const auto& [p, kind] : forbiddenMap(board)) {
    out += toString(p);
    out += ' ';
    out += toString(kind);
    out += '\n';
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
}

// Reads stdin in large blocks and calls f(line) for each line (without its '\n' or '\r').
template <class F>
void forEachLine(std::FILE* in, F&& f) {
  std::string buffer;
  std::vector<char> block(1 << 20);
  for (;;) {
    size_t n = std::fread(block.data(), 1, block.size(), in);
    buffer.append(block.data(), n);
    size_t start = 0;
    for (size_t nl; (nl = buffer.find('\n', start)) != std::string::npos; start = nl + 1) {
      std::string_view line(buffer.data() + start, nl - start);
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      f(line);
    }
    buffer.erase(0, start);
    if (n == 0) break;
  }
  if (!buffer.empty()) {
    std::string_view line(buffer);
    if (line.back() == '\r') line.remove_suffix(1);
    f(line);
  }
}

// One output line per input line: "point:kind" items separated by single spaces; an empty line
// when there is none; "error: <message>" for a line that is not a position.
void runBatch() {
  std::string out;
  out.reserve(1 << 16);
  int lineNumber = 0;
  int bad = 0;
  int firstBad = 0;
  forEachLine(stdin, [&](std::string_view line) {
    ++lineNumber;
    Result<Stones> stones = parsePosition(line);
    if (!stones) {
      if (bad++ == 0) firstBad = lineNumber;
      out += "error: ";
      out += stones.error().message;
    } else {
      Board board(*stones);
      bool first = true;
      for (const auto& [p, kind] : forbiddenMap(board)) {
        if (!first) out += ' ';
        first = false;
        out += toString(p);
        out += ':';
        out += toString(kind);
      }
    }
    out += '\n';
    if (out.size() >= (1 << 16)) {
      std::fwrite(out.data(), 1, out.size(), stdout);
      out.clear();
    }
  });
  std::fwrite(out.data(), 1, out.size(), stdout);
  std::fflush(stdout);
  if (bad > 0) {
    failInput("forbidden", fmt::format("{} of {} lines are not positions (the first: line {})", bad,
                                       lineNumber, firstBad));
  }
}

}  // namespace

void addForbiddenCommand(CLI::App& app) {
  auto options = std::make_shared<ForbiddenOptions>();
  CLI::App* cmd = app.add_subcommand(
      "forbidden", "Black's forbidden points (overline, double-four, double-three) of a position");
  options->stonesOption =
      cmd->add_option("--stones", options->stones,
                      "stones with their colour, any order: \"Bh8 Wh9 Bi8\" (or \"Bh8Wh9Bi8\")");
  options->movesOption = cmd->add_option("--moves", options->moves,
                                         "a move list alternating from Black: \"h8 h9 i8\"");
  cmd->add_flag("--batch", options->batch,
                "read one position per line on standard input, write one line of point:kind each");
  cmd->callback([options] {
    if (options->batch) {
      if (options->hasStones() || options->hasMoves()) {
        failInput("forbidden", "--batch reads standard input: leave out --stones and --moves");
      }
      runBatch();
    } else {
      printOne(*options);
    }
  });
}

}  // namespace renju::cli
