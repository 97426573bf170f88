// The module's C interface, what the Web Worker calls (client/src/analysis/wasm-engine.ts). Text
// crosses in one buffer of the module's memory: the caller writes a move list into `renju_input`
// and reads each answer, UTF-8 JSON, from `renju_output` (its length is the return value).
#include <cstring>
#include <string>

#include "analysis.h"

namespace {

constexpr size_t INPUT_SIZE = 4096;
char input[INPUT_SIZE];
std::string output;
renju::wasm::Analysis* analysis = nullptr;

int answer(std::string text) {
  output = std::move(text);
  return static_cast<int>(output.size());
}

}  // namespace

extern "C" {

/// The buffer a move list is written into (at most 4,095 bytes).
__attribute__((export_name("renju_input"))) char* renju_input() {
  return input;
}

/// The last answer's text.
__attribute__((export_name("renju_output"))) const char* renju_output() {
  return output.data();
}

/// Sets the position from the `length` bytes of the input buffer. 0 when it can be analysed;
/// else minus the length of the reason, in the output buffer.
__attribute__((export_name("renju_set_position"))) int renju_set_position(int length) {
  if (!analysis) analysis = new renju::wasm::Analysis();
  if (length < 0 || static_cast<size_t>(length) >= INPUT_SIZE) return -answer("too many moves");
  std::string error = analysis->setPosition(std::string_view(input, static_cast<size_t>(length)));
  return error.empty() ? 0 : -answer(std::move(error));
}

/// One slice of about `ms` of engine time; the length of the JSON answer.
__attribute__((export_name("renju_analyse_step"))) int renju_analyse_step(int ms) {
  if (!analysis) analysis = new renju::wasm::Analysis();
  return answer(analysis->step(ms));
}

/// A VCF (kind 0) or VCT (kind 1) search for Black (side 0) or White (side 1) in the position of
/// the `length` bytes of the input buffer, for about `ms`; the length of the answer, negative for
/// a refused position (as renju_set_position). The analysis under way is left as it is.
__attribute__((export_name("renju_solve"))) int renju_solve(int length, int side, int kind,
                                                            int ms) {
  if (length < 0 || static_cast<size_t>(length) >= INPUT_SIZE) return -answer("too many moves");
  std::string text = renju::wasm::Analysis::solve(
      std::string_view(input, static_cast<size_t>(length)),
      side == 1 ? renju::Color::WHITE : renju::Color::BLACK,
      kind == 1 ? renju::ai::ThreatKind::VCT : renju::ai::ThreatKind::VCF, ms);
  const bool refused = text.empty() || text[0] != '{';
  const int n = answer(std::move(text));
  return refused ? -n : n;
}

/// The bench (`renju bench`'s positions and limits); the length of its JSON answer.
__attribute__((export_name("renju_bench"))) int renju_bench() {
  return answer(renju::wasm::Analysis::bench());
}
}
