#pragma once
// Statistics of a match between two engines: score, Elo difference with its error, and a
// sequential probability ratio test (SPRT) on the Elo difference. Pure functions.
#include <string>

namespace renju::match {

/// Games from the first engine's side.
struct Score {
  int wins = 0;
  int draws = 0;
  int losses = 0;
  int games() const { return wins + draws + losses; }
  /// (W + D/2) / N; 0.5 for no games.
  double fraction() const;
};

struct EloEstimate {
  double elo = 0;  ///< from the mean score; +-infinity for a score of 0 % or 100 %
  double low = 0;  ///< 95 % interval (normal approximation of the per-game score)
  double high = 0;
  double margin = 0;  ///< (high - low) / 2, infinity when an end is infinite
};

/// Elo of a score fraction: -400 log10(1/s - 1).
double eloFromScore(double s);
/// Expected score for an Elo difference.
double scoreFromElo(double elo);

EloEstimate estimateElo(const Score& score);

/// Log-likelihood ratio of H1 (Elo = elo1) against H0 (Elo = elo0) for the trinomial score,
/// with the normal approximation (as fishtest's "GSPRT"): N (s1 - s0)(2m - s0 - s1) / (2 var).
/// 0 when there is no variance yet.
double sprtLlr(const Score& score, double elo0, double elo1);

struct SprtBounds {
  double lower;  ///< accept H0 at or below: log(beta / (1 - alpha))
  double upper;  ///< accept H1 at or above: log((1 - beta) / alpha)
};
SprtBounds sprtBounds(double alpha, double beta);

/// "W 20 D 2 L 30, score 40.4 %, Elo -67.3 +- 95.1 (95 %)"
std::string describe(const Score& score);

}  // namespace renju::match
