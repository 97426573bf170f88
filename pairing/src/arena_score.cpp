#include "arena_score.h"

namespace renju::pairing {
namespace {

// The running state of the fold: the score so far and the current streak of wins.
struct ArenaFold {
  ArenaScore score;
  int winsInRow = 0;
  bool streaks = true;

  // Fire needs two wins in a row, and streaks on.
  bool onFire() const { return streaks && winsInRow >= 2; }
};

ArenaSheetEntry forfeitEntry(const ArenaGame& game, ArenaFold& fold) {
  if (game.result == ArenaResult::WIN) return {2, ArenaMark::FORFEIT, false};
  // Not coming to a game is a non-win: it ends the streak as a loss over the board would.
  fold.winsInRow = 0;
  return {0, ArenaMark::FORFEIT, false};
}

ArenaSheetEntry playedEntry(const ArenaGame& game, ArenaFold& fold) {
  const bool onFire = fold.onFire();
  const int factor = onFire ? 2 : 1;
  if (game.result == ArenaResult::WIN) {
    ++fold.winsInRow;
    ArenaSheetEntry entry{2 * factor, ArenaMark::NORMAL, false};
    if (onFire) entry.mark = ArenaMark::DOUBLED;
    if (fold.streaks && fold.winsInRow == 2) entry.mark = ArenaMark::STARTER;
    entry.berserkPoint = game.berserk && game.stones >= ARENA_BERSERK_MIN_STONES;
    if (entry.berserkPoint) entry.points += 1;  // never doubled: lichess adds it after fire
    return entry;
  }
  fold.winsInRow = 0;
  if (game.result == ArenaResult::LOSS) {
    return {0, onFire ? ArenaMark::DOUBLED : ArenaMark::NORMAL, false};
  }
  if (game.stones < ARENA_QUICK_DRAW_STONES) return {0, ArenaMark::QUICK, false};
  return {factor, onFire ? ArenaMark::DOUBLED : ArenaMark::NORMAL, false};
}

char markSuffix(ArenaMark mark) {
  switch (mark) {
    case ArenaMark::STARTER:
      return '!';
    case ArenaMark::DOUBLED:
      return '*';
    case ArenaMark::QUICK:
      return 'q';
    case ArenaMark::FORFEIT:
      return 'f';
    case ArenaMark::NORMAL:
      break;
  }
  return '\0';
}

}  // namespace

ArenaScore arenaScore(std::span<const ArenaGame> games, const ArenaRules& rules) {
  ArenaFold fold;
  fold.streaks = rules.streaks;
  for (const ArenaGame& game : games) {
    ArenaSheetEntry entry = game.forfeit ? forfeitEntry(game, fold) : playedEntry(game, fold);
    fold.score.points += entry.points;
    fold.score.entries.push_back(entry);
  }
  fold.score.onFire = fold.onFire();
  return fold.score;
}

std::string arenaSheetText(const ArenaScore& score) {
  std::string text;
  for (const ArenaSheetEntry& entry : score.entries) {
    if (!text.empty()) text += ' ';
    text += static_cast<char>('0' + entry.points);
    if (const char suffix = markSuffix(entry.mark)) text += suffix;
    if (entry.berserkPoint) text += 'b';
  }
  return text;
}

}  // namespace renju::pairing
