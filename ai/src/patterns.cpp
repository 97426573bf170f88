#include "patterns.h"

#include <cassert>

namespace renju::ai {

// Pattern weights (pattern_board.h) and tables are indexed by the pattern, from NONE to OVERLINE.
static_assert(static_cast<int>(Pattern::NONE) == 0 &&
              static_cast<int>(Pattern::OVERLINE) + 1 == PATTERN_COUNT);

namespace {

constexpr int CELLS = 2 * LINE_HALF + 1;  // 11, the centre at index LINE_HALF
constexpr uint8_t EMPTY = 0, OWN = 1;

using Line = std::array<uint8_t, CELLS>;

int runThrough(const Line& l, int i) {
  int run = 1;
  for (int k = i + 1; k < CELLS && l[k] == OWN; ++k) ++run;
  for (int k = i - 1; k >= 0 && l[k] == OWN; --k) ++run;
  return run;
}

bool isFive(int run, bool black) {
  return black ? run == 5 : run >= 5;
}

class Builder {
 public:
  explicit Builder(bool black) : black_(black) { memo_.fill(UNKNOWN); }

  void fill(std::array<Pattern, LINE_KEY_COUNT>& out) {
    for (int key = 0; key < LINE_KEY_COUNT; ++key) out[key] = classify(key);
  }

 private:
  static constexpr uint8_t UNKNOWN = 0xff;

  static Line decode(int key) {
    Line l{};
    l[LINE_HALF] = OWN;
    for (int k = -LINE_HALF; k <= LINE_HALF; ++k) {
      if (k == 0) continue;
      l[k + LINE_HALF] = static_cast<uint8_t>(key / LINE_POW3[lineSlot(k)] % 3);
    }
    return l;
  }

  // Number of empty cells that complete a five containing the centre.
  int winningPoints(Line& l) const {
    int wins = 0;
    for (int i = 0; i < CELLS; ++i) {
      if (l[i] != EMPTY) continue;
      l[i] = OWN;
      // The centre's run was not a five before, so a five now must run through i.
      if (isFive(runThrough(l, LINE_HALF), black_)) ++wins;
      l[i] = EMPTY;
    }
    return wins;
  }

  Pattern classify(int key) {
    if (memo_[key] != UNKNOWN) return static_cast<Pattern>(memo_[key]);
    Line l = decode(key);
    Pattern p = compute(l, key);
    memo_[key] = static_cast<uint8_t>(p);
    return p;
  }

  Pattern compute(Line& l, int key) {
    int run = runThrough(l, LINE_HALF);
    if (isFive(run, black_)) return Pattern::FIVE;
    if (run >= 6) return Pattern::OVERLINE;
    int wins = winningPoints(l);
    if (wins >= 2) return Pattern::FLEX4;
    if (wins == 1) return Pattern::FOUR;
    // One more own stone within reach: the best it makes decides the rank.
    bool flex3 = false, three = false, flex2 = false, two = false;
    for (int k = -4; k <= 4; ++k) {
      if (k == 0 || l[k + LINE_HALF] != EMPTY) continue;
      Pattern next = classify(key + LINE_POW3[lineSlot(k)]);
      flex3 |= next == Pattern::FLEX4;
      three |= next == Pattern::FOUR;
      flex2 |= next == Pattern::FLEX3;
      two |= next == Pattern::THREE;
    }
    if (flex3) return Pattern::FLEX3;
    if (three) return Pattern::THREE;
    if (flex2) return Pattern::FLEX2;
    if (two) return Pattern::TWO;
    return Pattern::NONE;
  }

  bool black_;
  std::array<uint8_t, LINE_KEY_COUNT> memo_;
};

PatternTables build() {
  PatternTables t;
  Builder(true).fill(t.black);
  std::array<Pattern, LINE_KEY_COUNT> white;
  Builder(false).fill(white);
  // The full key whose far cells are empty: the short key's digits sit one place higher.
  for (int key = 0; key < WHITE_KEY_COUNT; ++key) t.white[key] = white[key * 3];
  return t;
}

}  // namespace

std::array<std::array<Pattern, LINE_KEY_COUNT>, 2> fullLinePatterns() {
  std::array<std::array<Pattern, LINE_KEY_COUNT>, 2> t;
  Builder(true).fill(t[0]);
  Builder(false).fill(t[1]);
  return t;
}

const PatternTables& patternTables() {
  static const PatternTables tables = build();
  return tables;
}

}  // namespace renju::ai
