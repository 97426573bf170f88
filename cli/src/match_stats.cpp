#include "match_stats.h"

#include <fmt/core.h>

#include <cmath>
#include <limits>

namespace renju::match {

namespace {

constexpr double Z95 = 1.959963984540054;  // two-sided 95 % quantile of the normal law

// Variance of one game's score (1, 1/2, 0) around the mean m.
double perGameVariance(const Score& s, double m) {
  int n = s.games();
  if (n == 0) return 0;
  return (s.wins * (1 - m) * (1 - m) + s.draws * (0.5 - m) * (0.5 - m) + s.losses * m * m) / n;
}

}  // namespace

double Score::fraction() const {
  int n = games();
  return n == 0 ? 0.5 : (wins + 0.5 * draws) / n;
}

double eloFromScore(double s) {
  if (s <= 0) return -std::numeric_limits<double>::infinity();
  if (s >= 1) return std::numeric_limits<double>::infinity();
  return -400.0 * std::log10(1.0 / s - 1.0);
}

double scoreFromElo(double elo) {
  return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

EloEstimate estimateElo(const Score& score) {
  EloEstimate e;
  double m = score.fraction();
  e.elo = eloFromScore(m);
  int n = score.games();
  double se = n == 0 ? 0.5 : std::sqrt(perGameVariance(score, m) / n);
  e.low = eloFromScore(m - Z95 * se);
  e.high = eloFromScore(m + Z95 * se);
  e.margin = (e.high - e.low) / 2;
  return e;
}

double sprtLlr(const Score& score, double elo0, double elo1) {
  int n = score.games();
  if (n == 0) return 0;
  double m = score.fraction();
  double var = perGameVariance(score, m);
  if (var <= 0) return 0;
  double s0 = scoreFromElo(elo0), s1 = scoreFromElo(elo1);
  return n * (s1 - s0) * (2 * m - s0 - s1) / (2 * var);
}

SprtBounds sprtBounds(double alpha, double beta) {
  return {std::log(beta / (1 - alpha)), std::log((1 - beta) / alpha)};
}

std::string describe(const Score& score) {
  EloEstimate e = estimateElo(score);
  if (e.elo == 0) e.elo = 0;  // no "-0.0" for an even score
  std::string elo =
      std::isfinite(e.elo) ? fmt::format("{:.1f}", e.elo) : (e.elo > 0 ? "+inf" : "-inf");
  std::string margin = std::isfinite(e.margin) ? fmt::format("{:.1f}", e.margin) : "inf";
  return fmt::format("W {} D {} L {}, score {:.1f} %, Elo {} +- {} (95 %)", score.wins, score.draws,
                     score.losses, 100 * score.fraction(), elo, margin);
}

}  // namespace renju::match
