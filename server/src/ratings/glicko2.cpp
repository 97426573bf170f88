#include "ratings/glicko2.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace renju::server::ratings {

namespace {

// The paper's scale factor between the Glicko scale (1500, 350) and Glicko-2's (0, 2.01).
constexpr double GLICKO2_SCALE = 173.7178;

double glickoG(double phi) {
  return 1 / std::sqrt(1 + 3 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

double expectedScore(double mu, double muOpponent, double phiOpponent) {
  return 1 / (1 + std::exp(-glickoG(phiOpponent) * (mu - muOpponent)));
}

struct PeriodEstimate {
  double variance;     ///< v: the variance of the rating from the game results alone (step 3)
  double improvement;  ///< the sum of g(phi_j) * (s_j - E_j): delta / v (step 4)
};

PeriodEstimate periodEstimate(double mu, std::span<const Outcome> results) {
  double inverseVariance = 0;
  double improvement = 0;
  for (const Outcome& r : results) {
    double muJ = (r.opponent.rating - 1500) / GLICKO2_SCALE;
    double phiJ = r.opponent.deviation / GLICKO2_SCALE;
    double e = expectedScore(mu, muJ, phiJ);
    inverseVariance += glickoG(phiJ) * glickoG(phiJ) * e * (1 - e);
    improvement += glickoG(phiJ) * (r.score - e);
  }
  return {1 / inverseVariance, improvement};
}

// Step 5: the new volatility, the root of f by the Illinois variant of regula falsi.
double newVolatility(double phi, double sigma, double v, double delta,
                     const Glicko2Config& config) {
  const double a = std::log(sigma * sigma);
  const double tau = config.tau;
  auto f = [&](double x) {
    double ex = std::exp(x);
    double d = phi * phi + v + ex;
    return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
  };
  double lower = a;
  double upper;
  if (delta * delta > phi * phi + v) {
    upper = std::log(delta * delta - phi * phi - v);
  } else {
    int k = 1;
    while (f(a - k * tau) < 0) ++k;
    upper = a - k * tau;
  }
  double fLower = f(lower);
  double fUpper = f(upper);
  while (std::abs(upper - lower) > config.epsilon) {
    double c = lower + (lower - upper) * fLower / (fUpper - fLower);
    double fc = f(c);
    if (fc * fUpper <= 0) {
      lower = upper;
      fLower = fUpper;
    } else {
      fLower /= 2;
    }
    upper = c;
    fUpper = fc;
  }
  return std::exp(lower / 2);
}

}  // namespace

Rating idle(const Rating& player, double periods, const Glicko2Config& config) {
  double phi = player.deviation / GLICKO2_SCALE;
  double grown =
      std::sqrt(phi * phi + std::max(periods, 0.0) * player.volatility * player.volatility);
  return {player.rating, std::min(grown * GLICKO2_SCALE, config.maxDeviation), player.volatility};
}

Rating update(const Rating& player, std::span<const Outcome> results, const Glicko2Config& config) {
  if (results.empty()) return idle(player, 1, config);
  double mu = (player.rating - 1500) / GLICKO2_SCALE;
  double phi = player.deviation / GLICKO2_SCALE;
  PeriodEstimate est = periodEstimate(mu, results);
  double delta = est.variance * est.improvement;
  double sigma = newVolatility(phi, player.volatility, est.variance, delta, config);
  double phiStar = std::sqrt(phi * phi + sigma * sigma);
  double phiNew = 1 / std::sqrt(1 / (phiStar * phiStar) + 1 / est.variance);
  double muNew = mu + phiNew * phiNew * est.improvement;
  return {GLICKO2_SCALE * muNew + 1500, std::min(GLICKO2_SCALE * phiNew, config.maxDeviation),
          sigma};
}

}  // namespace renju::server::ratings
