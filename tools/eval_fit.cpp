// Fits the evaluation's weights (ai/src/eval_weights.h) to game results: the probability that the
// side to move wins is modelled as 1 / (1 + exp(-evaluation / K)), K chosen so that the current
// weights fit best, and the pattern and class weights of each colour and the tempo are then fitted
// by gradient descent (Adam) on the log loss, with the scale. Positions: every position of a game
// after its fourth stone, except its last, where neither side has a five to play and the side to
// move has no straight four (those are settled by search, not by the evaluation). The threat term
// stays as it is. Prints the loss of the current and the fitted weights on held-out games (k-fold
// by game), then weights fitted to every game, as eval_weights.h spells them.
//
// Usage: eval_fit [--folds N] GAMES.tsv...   (the TSV of `renju match --games-out`)
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "eval_weights.h"
#include "evaluation.h"
#include "notation.h"
#include "pattern_board.h"
#include "threat_search.h"

namespace {

using namespace renju;
using namespace renju::ai;

// The fitted weights of one colour: patterns TWO..FLEX4, classes TWO_TWO..FLEX4.
constexpr int FIRST_PATTERN = static_cast<int>(Pattern::TWO);
constexpr int PATTERNS = static_cast<int>(Pattern::FLEX4) - FIRST_PATTERN + 1;
constexpr int FIRST_CLASS = static_cast<int>(CellClass::TWO_TWO);
constexpr int CLASSES = static_cast<int>(CellClass::FLEX4) - FIRST_CLASS + 1;
constexpr int PER_COLOUR = PATTERNS + CLASSES;
constexpr int TEMPO_INDEX = 2 * PER_COLOUR;
constexpr int PARAMS = TEMPO_INDEX + 1;

using Vector = std::array<double, PARAMS>;

struct Sample {
  Vector x{};         // counts, signed for the side to move; 1 for the tempo
  double offset = 0;  // what the fit leaves as it is (the threat term, the five's weight)
  double result = 0;  // 1 the side to move won, 0 lost, 0.5 drawn
  size_t game = 0;
};

// The weights compiled into the engine, in the fitted order.
const Vector& currentWeights() {
  static const Vector weights = [] {
    Vector w{};
    for (size_t c = 0; c < 2; ++c) {
      for (int p = 0; p < PATTERNS; ++p)
        w[c * PER_COLOUR + p] = PATTERN_WEIGHT[c][static_cast<size_t>(FIRST_PATTERN + p)];
      for (int k = 0; k < CLASSES; ++k)
        w[c * PER_COLOUR + PATTERNS + k] = CLASS_WEIGHT[c][static_cast<size_t>(FIRST_CLASS + k)];
    }
    w[TEMPO_INDEX] = TEMPO;
    return w;
  }();
  return weights;
}

double dot(const Vector& w, const Vector& x) {
  double s = 0;
  for (int i = 0; i < PARAMS; ++i) s += w[i] * x[i];
  return s;
}

Sample sampleOf(const PatternBoard& b, Color me, double result, size_t game) {
  Sample s;
  const EvalFeatures f = evalFeatures(b);
  for (Color c : {Color::BLACK, Color::WHITE}) {
    const auto side = static_cast<size_t>(c);
    const double sign = c == me ? 1 : -1;
    for (int p = 0; p < PATTERNS; ++p)
      s.x[side * PER_COLOUR + p] = sign * f.patterns[side][static_cast<size_t>(FIRST_PATTERN + p)];
    for (int k = 0; k < CLASSES; ++k)
      s.x[side * PER_COLOUR + PATTERNS + k] =
          sign * f.classes[side][static_cast<size_t>(FIRST_CLASS + k)];
  }
  s.x[TEMPO_INDEX] = 1;
  s.offset = evaluate(b, me) - dot(currentWeights(), s.x);
  s.result = result;
  s.game = game;
  return s;
}

// Splits a TSV line at tabs.
std::vector<std::string> fields(const std::string& line) {
  std::vector<std::string> out;
  std::stringstream in(line);
  for (std::string f; std::getline(in, f, '\t');) out.push_back(f);
  return out;
}

void readGames(const char* path, std::vector<Sample>& samples, size_t& games) {
  std::ifstream in(path);
  std::string line;
  std::getline(in, line);  // header: game opening black white result reason moves
  while (std::getline(in, line)) {
    const std::vector<std::string> f = fields(line);
    if (f.size() < 7) continue;
    const double blackResult = f[4] == "1-0" ? 1 : f[4] == "0-1" ? 0 : 0.5;
    const auto moves = parseMoveList(f[6]);
    if (!moves) continue;
    PatternBoard b;
    for (size_t k = 0; k < moves->size(); ++k) {
      const Color me = k % 2 ? Color::WHITE : Color::BLACK;
      if (k >= 4 && k + 1 < moves->size() && !b.fives(me).any() && !b.fives(~me).any() &&
          !hasLegalFlex4(b, me))
        samples.push_back(
            sampleOf(b, me, me == Color::BLACK ? blackResult : 1 - blackResult, games));
      b.place(Board::cellOf((*moves)[k]), me);
    }
    ++games;
  }
}

double probability(const Vector& w, const Sample& s, double k) {
  return 1 / (1 + std::exp(-(dot(w, s.x) + s.offset) / k));
}

// Mean log loss over the samples `use` accepts.
double loss(const Vector& w, double k, const std::vector<Sample>& samples,
            const std::function<bool(const Sample&)>& use) {
  double sum = 0;
  size_t n = 0;
  for (const Sample& s : samples) {
    if (!use(s)) continue;
    const double p = std::clamp(probability(w, s, k), 1e-9, 1 - 1e-9);
    sum -= s.result * std::log(p) + (1 - s.result) * std::log(1 - p);
    ++n;
  }
  return n > 0 ? sum / static_cast<double>(n) : 0;
}

double bestScale(const Vector& w, const std::vector<Sample>& samples,
                 const std::function<bool(const Sample&)>& use) {
  double best = 0, bestLoss = INFINITY;
  for (double k = 20; k < 5000; k *= 1.05) {
    const double l = loss(w, k, samples, use);
    if (l < bestLoss) bestLoss = l, best = k;
  }
  return best;
}

// Adam on the mean log loss, from the current weights and the scale `k`, both fitted: the threat
// term, which stays as it is, ties the weights to its units (with the scale held, a better fit
// would only grow every weight, as a sharper scale would).
Vector fit(const std::vector<Sample>& samples, double& k,
           const std::function<bool(const Sample&)>& use) {
  constexpr int STEPS = 3000;
  constexpr double RATE = 0.5, BETA1 = 0.9, BETA2 = 0.999;
  Vector w = currentWeights();
  std::array<double, PARAMS + 1> m{}, v{};  // the last one is the scale's
  for (int step = 1; step <= STEPS; ++step) {
    std::array<double, PARAMS + 1> g{};
    size_t n = 0;
    for (const Sample& s : samples) {
      if (!use(s)) continue;
      const double e = dot(w, s.x) + s.offset;
      const double d = (1 / (1 + std::exp(-e / k)) - s.result) / k;
      for (int i = 0; i < PARAMS; ++i) g[i] += d * s.x[i];
      g[PARAMS] -= d * e / k;
      ++n;
    }
    for (int i = 0; i <= PARAMS; ++i) {
      g[i] /= static_cast<double>(n);
      m[i] = BETA1 * m[i] + (1 - BETA1) * g[i];
      v[i] = BETA2 * v[i] + (1 - BETA2) * g[i] * g[i];
      const double mHat = m[i] / (1 - std::pow(BETA1, step));
      const double vHat = v[i] / (1 - std::pow(BETA2, step));
      (i < PARAMS ? w[i] : k) -= RATE * mHat / (std::sqrt(vHat) + 1e-12);
    }
  }
  return w;
}

void printWeights(const Vector& w) {
  std::printf("PATTERN_WEIGHT (TWO..FLEX4) and CLASS_WEIGHT (TWO_TWO..FLEX4), Black then White:\n");
  for (int c = 0; c < 2; ++c) {
    std::printf(" ");
    for (int i = 0; i < PER_COLOUR; ++i)
      std::printf(" %ld%s", std::lround(w[c * PER_COLOUR + i]), i == PATTERNS - 1 ? " |" : "");
    std::printf("\n");
  }
  std::printf("TEMPO %ld\n", std::lround(w[TEMPO_INDEX]));
}

}  // namespace

int main(int argc, char** argv) {
  size_t folds = 5;
  std::vector<Sample> samples;
  size_t games = 0;
  for (int i = 1; i < argc; ++i) {
    if (std::string(argv[i]) == "--folds" && i + 1 < argc) {
      folds = std::max<size_t>(2, std::stoul(argv[++i]));
      continue;
    }
    readGames(argv[i], samples, games);
  }
  if (samples.empty()) {
    std::fprintf(stderr, "usage: eval_fit [--folds N] GAMES.tsv...\n");
    return 2;
  }
  std::printf("%zu games, %zu positions\n", games, samples.size());
  const auto all = [](const Sample&) { return true; };
  const double k = bestScale(currentWeights(), samples, all);
  std::printf("scale K %.0f\n", k);
  double before = 0, after = 0;
  for (size_t f = 0; f < folds; ++f) {
    const auto train = [&](const Sample& s) { return s.game % folds != f; };
    const auto test = [&](const Sample& s) { return s.game % folds == f; };
    double fittedK = k;
    const Vector w = fit(samples, fittedK, train);
    const double l0 = loss(currentWeights(), k, samples, test);
    const double l1 = loss(w, fittedK, samples, test);
    std::printf("fold %zu: held-out log loss %.4f current, %.4f fitted\n", f, l0, l1);
    before += l0 / static_cast<double>(folds);
    after += l1 / static_cast<double>(folds);
  }
  std::printf("mean held-out log loss: %.4f current, %.4f fitted\n", before, after);
  double fittedK = k;
  const Vector w = fit(samples, fittedK, all);
  std::printf("fitted to every game, scale K %.0f:\n", fittedK);
  printWeights(w);
  return 0;
}
