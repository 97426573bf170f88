#pragma once
// The browser's analysis of one position, in slices: each step runs one bounded piece of engine
// work (the side to move's VCF, then its VCT, then searches of the whole position and of the
// second and third best moves, in turn) and answers everything known so far as JSON text. The
// Web Worker calls a step, posts the answer and looks at its messages before the next: wasm has
// no threads here, so nothing can stop a step from outside and a step must stay short.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "board.h"
#include "engine.h"
#include "solver.h"
#include "types.h"

namespace renju::wasm {

class Analysis {
 public:
  /// A table of 16 MB: the module's memory grows to about 20 MB.
  Analysis();

  /// A position as a move list from Black ("h8 h9 i8"; "pass" for a pass). An empty answer when
  /// it can be analysed; else why not (a bad point, a taken point, a finished game).
  std::string setPosition(std::string_view moves);

  /// A VCF or VCT search for `attacker` in another position (the analysis under way is left as
  /// it is): the solver's answer as JSON, as the server's analysis API gives it; else, for a
  /// position that cannot be analysed, why not (text that does not start with '{').
  static std::string solve(std::string_view moves, Color attacker, ai::ThreatKind kind, int64_t ms);

  /// One slice of about `ms` of engine time; the answer (docs/client.md, "In the browser").
  std::string step(int64_t ms);

  /// The bench positions searched as `renju bench` does: the signature and the speed.
  static std::string bench();

 private:
  struct Line {
    ai::SearchInfo info;
    bool known = false;
  };
  std::string answer() const;

  ai::Engine engine_;
  Board board_;
  Color toMove_ = Color::BLACK;
  bool ready_ = false;
  int steps_ = 0;
  int searches_ = 0;  ///< searches of the whole position so far
  uint64_t nodes_ = 0;
  int64_t timeMs_ = 0;
  std::optional<ai::SolveResult> vcf_, vct_;
  Line lines_[3];  ///< the best move's search, then the second and third best
  bool done_ = false;
};

}  // namespace renju::wasm
