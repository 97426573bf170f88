#pragma once
// Arena scoring (issue 31), lichess's arena rules carried over to renju. A player's score is a
// fold over his finished games in the order they ended; nothing else enters it.
//
// - A win is 2, a draw 1, a loss 0.
// - Fire: after two wins in a row the player is "on fire" and every following game counts
//   double (a win 4, a draw 2, a loss still 0) until a game that is not a win ends the streak.
//   The two wins that light the fire count 2 each. A draw on fire is worth 2 and puts it out.
// - Berserk (the player halved his own clock at the start): a win is worth one point more, not
//   doubled by fire (so 3, or 5 on fire). Lichess gives the point only when the berserker made
//   at least 7 moves; in renju we count the stones the berserker placed himself, the opening's
//   stones included, and ask for ARENA_BERSERK_MIN_STONES (7). A quicker berserked win still
//   scores its plain points, without the bonus.
// - Quick draws: lichess gives nothing for a draw agreed within the first ten moves. A renju
//   draw that early can only be an agreement (a full board or two passes need far more), so a
//   draw in which the player placed fewer than ARENA_QUICK_DRAW_STONES (10) stones scores 0
//   and, not being a win, ends the streak.
// - Forfeits: a game the opponent never started (he placed no stone before his first-move
//   timeout) is a forfeit win: 2 points, never doubled, no berserk point, and it neither
//   lights, feeds nor ends a streak, because no game was played. A forfeit loss (the player
//   did not start) is 0 and ends the streak like any loss.
// - Lichess's later rule against serial draws (consecutive short draws worth nothing) is not
//   taken: the quick-draw rule already stops draws by agreement from scoring, and every other
//   renju draw is a long game.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace renju::pairing {

/// Stones a berserker must have placed for the berserk point (lichess: 7 moves).
inline constexpr int ARENA_BERSERK_MIN_STONES = 7;
/// A draw in which the player placed fewer stones scores nothing (lichess: 10 moves).
inline constexpr int ARENA_QUICK_DRAW_STONES = 10;

enum class ArenaResult : std::uint8_t { WIN, DRAW, LOSS };

/// One finished arena game, seen from one player.
struct ArenaGame {
  ArenaResult result = ArenaResult::LOSS;
  bool berserk = false;    ///< the player halved his own clock
  int stones = 0;          ///< stones the player placed himself, the opening's included
  bool forfeit = false;    ///< not played: the loser never placed a stone (a no-show)
  int opponentRating = 0;  ///< for the performance in the standings; 0 when unknown

  friend bool operator==(const ArenaGame&, const ArenaGame&) = default;
};

/// How one game counted, for the score sheet the UI draws.
enum class ArenaMark : std::uint8_t {
  NORMAL,   ///< plain points
  STARTER,  ///< the second win in a row: it lights the fire (still counted single)
  DOUBLED,  ///< played on fire: counted double
  QUICK,    ///< a quick draw: no point
  FORFEIT,  ///< a forfeit either way: no game was played
};

struct ArenaSheetEntry {
  int points = 0;  ///< what the game added to the score, berserk point included
  ArenaMark mark = ArenaMark::NORMAL;
  bool berserkPoint = false;  ///< the berserk point was earned

  friend bool operator==(const ArenaSheetEntry&, const ArenaSheetEntry&) = default;
};

struct ArenaScore {
  int points = 0;                        ///< the arena score
  bool onFire = false;                   ///< the next game counts double
  std::vector<ArenaSheetEntry> entries;  ///< one per game, oldest first

  friend bool operator==(const ArenaScore&, const ArenaScore&) = default;
};

/// What an arena's creator may switch off, as on lichess ("Arena streaks"). Berserk needs no
/// switch here: where it is not allowed the server never starts a berserked game.
struct ArenaRules {
  bool streaks = true;  ///< false: no fire, every game counts single
};

/// The score after the given games, in the order they ended.
ArenaScore arenaScore(std::span<const ArenaGame> games, const ArenaRules& rules = {});

/// The sheet as text, one token per game, oldest first: the points as a digit (at most 5),
/// then `*` when doubled by fire, `!` when the win lit the fire, `b` when the berserk point
/// counted, `q` for a quick draw, `f` for a forfeit. Tokens are separated by one space, e.g.
/// "2 2! 5*b 2* 0". The UI draws the same from `entries`; the text is for logs and tests.
std::string arenaSheetText(const ArenaScore& score);

}  // namespace renju::pairing
