#pragma once
// Made-up archives for the archive and explorer benchmarks (docs/performance.md): any number of
// legal renju games whose openings branch the way a real database's do. A few openings and
// replies are played far more often than the rest, so deep positions are shared by many games,
// while the middle games are random and every game is different. Game i depends only on the
// seed and i, so the explorer benchmark can rebuild the positions of any game without a file.
#include <cstdint>
#include <string>
#include <vector>

#include "records.h"

namespace renju::loadgen {

class ArchiveGenerator {
 public:
  explicit ArchiveGenerator(uint64_t seed) : seed_(seed) {}

  /// Game `index`: a rule (with N for Soosõrv and Taraguchi), names, a date between 1990 and
  /// 2025, the moves (15 to 80, legal under renju rules: no forbidden black move and nothing after
  /// a five) and a result: the five when a move makes one, else a resignation, time or a draw.
  Record game(uint64_t index) const;

 private:
  uint64_t seed_;
};

/// The SGF text of games [first, first + count), one game tree per line group.
std::string generateSgf(const ArchiveGenerator& generator, uint64_t first, uint64_t count);

/// The <game> elements of games [first, first + count) as in RenjuNet's database (.rif): id =
/// index + 1, the event in a `tournament` attribute. A whole file wraps them in
/// RENJUNET_HEAD and RENJUNET_TAIL.
std::string generateRenjuNet(const ArchiveGenerator& generator, uint64_t first, uint64_t count);
inline constexpr const char* RENJUNET_HEAD =
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<database>\n<games>\n";
inline constexpr const char* RENJUNET_TAIL = "</games>\n</database>\n";

}  // namespace renju::loadgen
