// Plain move lists: "h8 h9 i8" or "h8h9i8", one game per line.
#include "records.h"
#include "records_text.h"

namespace renju {

Record parsePlainRecord(std::string_view line) {
  Record r;
  records_text::appendMoves(line, r);
  return r;
}

std::string writePlain(const Record& r) {
  std::string out;
  out.reserve(r.moves.size() * 4);
  for (size_t i = 0; i < r.moves.size(); ++i) {
    if (i > 0) out += ' ';
    out += isPass(r.moves[i]) ? std::string("--") : toString(r.moves[i]);
  }
  return out;
}

}  // namespace renju
