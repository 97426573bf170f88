#pragma once
// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2012): a rating, its deviation
// (how sure the rating is) and its volatility (how erratic the player's results are). Pure
// arithmetic: the store keeps the numbers, the lobby decides which games count.
#include <span>

namespace renju::server::ratings {

struct Rating {
  double rating = 1500;
  double deviation = 350;
  double volatility = 0.06;
};

struct Glicko2Config {
  /// The system constant tau: how much the volatility may move in one period. Glickman suggests
  /// 0.3 to 1.2; smaller values keep volatility steadier.
  double tau = 0.75;
  /// A new player's rating, deviation and volatility.
  Rating start{};
  /// The deviation never grows past this (a long absence makes a rating as unsure as a new one).
  double maxDeviation = 350;
  /// The convergence bound of the volatility's iteration (step 5 of the paper).
  double epsilon = 0.000001;
};

/// One game's result against an opponent as the opponent was rated before the game.
struct Outcome {
  Rating opponent;
  double score = 0;  ///< 1 a win, 0.5 a draw, 0 a loss
};

/// The rating after one rating period with these results (steps 2 to 8 of the paper). With no
/// results only the deviation grows, as step 6 says for a player who did not play.
Rating update(const Rating& player, std::span<const Outcome> results, const Glicko2Config& config);

/// The deviation after `periods` rating periods without games (a fraction counts its part):
/// sqrt(phi^2 + periods * sigma^2), capped at the configuration's maximum.
Rating idle(const Rating& player, double periods, const Glicko2Config& config);

}  // namespace renju::server::ratings
