#include "store/archive.h"

#include <map>
#include <sstream>
#include <tuple>

#include "base/sha256.h"
#include "position_key.h"
#include "records.h"

namespace renju::server {

std::string archiveContentHash(const ArchivedGame& g) {
  // Fields joined by a byte no field holds (names are checked text, moves plain points).
  std::string text;
  for (const std::string* f : {&g.rule, &g.moves, &g.blackName, &g.whiteName}) {
    text += *f;
    text += '\x1f';
  }
  text += std::to_string(g.n) + '\x1f' + std::to_string(g.playedAt / 86'400'000);
  return sha256Hex(text);
}

std::string importedGameId(const std::string& contentHash) {
  return "i" + contentHash.substr(0, 15);
}

std::optional<std::vector<Point>> parseArchivedMoves(const std::string& moves) {
  std::vector<Point> out;
  std::istringstream in(moves);
  std::string token;
  while (in >> token) {
    if (token == "--") {
      out.push_back(PASS);
      continue;
    }
    auto p = parsePoint(token);
    if (!p) return std::nullopt;
    out.push_back(*p);
  }
  return out;
}

std::vector<ExplorerRow> explorerRows(const std::vector<const ArchivedGame*>& games) {
  using Key = std::tuple<uint64_t, std::string, std::string, int>;
  std::map<Key, ExplorerRow> sums;
  for (const ArchivedGame* g : games) {
    auto moves = parseArchivedMoves(g->moves);
    if (!moves) continue;
    SymmetricKeys keys;
    Color toMove = Color::BLACK;
    int plies = std::min<int>(EXPLORER_PLIES, static_cast<int>(moves->size()));
    for (int i = 0; i < plies; ++i) {
      Point m = (*moves)[i];
      if (isPass(m)) break;  // after a pass the stones no longer tell whose turn it is
      CanonicalKey k = keys.canonical();
      ExplorerRow& row = sums[{k.key, g->source, g->rule, toCanonical(m, k).index()}];
      row.games += 1;
      row.blackWins += g->result == "black";
      row.whiteWins += g->result == "white";
      row.draws += g->result == "draw";
      keys.toggle(m, toMove);
      toMove = ~toMove;
    }
  }
  std::vector<ExplorerRow> rows;
  rows.reserve(sums.size());
  for (auto& [key, row] : sums) {
    std::tie(row.key, row.source, row.rule, row.move) = key;
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace renju::server
