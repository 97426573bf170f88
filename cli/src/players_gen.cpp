#include "players_gen.h"

#include <fmt/format.h>

#include <array>
#include <cmath>

#include "base/sha256.h"

namespace renju::server {

namespace {

constexpr int64_t YEAR_MS = 365LL * 24 * 3600 * 1000;
constexpr double DRAW_CHANCE = 0.06;

/// One clock per speed, and how often games are played at it (per mille), as on a game site.
struct Preset {
  ratings::Speed speed;
  const char* clock;
  int perMille;
};
constexpr std::array<Preset, 5> PRESETS{{
    {ratings::Speed::BULLET, R"({"initialMs":60000,"incrementMs":0})", 200},
    {ratings::Speed::BLITZ, R"({"initialMs":300000,"incrementMs":3000})", 400},
    {ratings::Speed::RAPID, R"({"initialMs":600000,"incrementMs":5000})", 250},
    {ratings::Speed::CLASSICAL, R"({"initialMs":1800000,"incrementMs":20000})", 100},
    {ratings::Speed::CORRESPONDENCE, R"({"initialMs":0,"incrementMs":0,"days":3})", 50},
}};
constexpr std::array<const char*, 4> RULES{R"("rule":"rif")", R"("rule":"standard")",
                                           R"("rule":"yamaguchi")", R"("rule":"soosorv","n":8)"};

uint64_t splitMix(uint64_t& state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

double unit(uint64_t& state) {
  return static_cast<double>(splitMix(state) >> 11) / static_cast<double>(1ull << 53);
}

/// The hidden strength of key `index` (about 1500 +- 300, normal-like): decides its results.
double strengthOf(uint64_t seed, uint64_t index) {
  uint64_t state = seed * 0x2545f4914f6cdd1dull ^ (index + 1);
  double sum = unit(state) + unit(state) + unit(state) + unit(state);
  return 1500 + 300 * (sum - 2) * std::sqrt(3.0);
}

std::string gameIdOf(uint64_t index) {
  return fmt::format("pg{:010x}", index);
}

}  // namespace

std::string PlayersGenerator::keyOf(uint64_t index) {
  return fmt::format("bench-key-{:08d}", index);
}

std::string PlayersGenerator::nameOf(uint64_t index) {
  return index % 7 == 3 ? std::string() : fmt::format("Player {}", index);
}

uint64_t PlayersGenerator::pickKey(uint64_t& state) const {
  double u = unit(state);
  uint64_t k = static_cast<uint64_t>(u * u * static_cast<double>(o_.keys));
  return std::min(k, o_.keys - 1);
}

PlayersGenerator::Plan PlayersGenerator::plan(uint64_t index) const {
  uint64_t state = o_.seed * 0x9e3779b97f4a7c15ull ^ (index * 0xd1b54a32d192ed03ull + 7);
  Plan p;
  p.opener = pickKey(state);
  do p.other = pickKey(state);
  while (p.other == p.opener && o_.keys > 1);
  int roll = static_cast<int>(splitMix(state) % 1000);
  for (p.speed = 0; roll >= PRESETS[static_cast<size_t>(p.speed)].perMille; ++p.speed)
    roll -= PRESETS[static_cast<size_t>(p.speed)].perMille;
  double gap = strengthOf(o_.seed, p.other) - strengthOf(o_.seed, p.opener);
  double expected = 1 / (1 + std::pow(10.0, gap / 400));
  double u = unit(state);
  p.openerScore = u < DRAW_CHANCE ? 0.5 : (unit(state) < expected ? 1.0 : 0.0);
  p.endedAt = o_.now - YEAR_MS + static_cast<int64_t>((index + 1) * YEAR_MS / o_.games) - 1;
  p.moves = 9 + static_cast<int>(splitMix(state) % 70);
  return p;
}

std::vector<StoreOp> PlayersGenerator::gameOps(uint64_t first, uint64_t count) const {
  std::vector<StoreOp> ops;
  ops.reserve(count * 3);
  for (uint64_t i = first; i < first + count; ++i) {
    Plan p = plan(i);
    const Preset& preset = PRESETS[static_cast<size_t>(p.speed)];
    GameRow g;
    g.id = gameIdOf(i);
    g.settings =
        fmt::format(R"({{{},"clock":{},"rated":true}})", RULES[i % RULES.size()], preset.clock);
    g.secrets = {sha256Hex(g.id + "/opener"), sha256Hex(g.id + "/other")};
    g.invite = sha256Hex(g.id + "/invite");
    g.createdAt = p.endedAt - 60000 - p.moves * 4000;
    g.joinedAt = g.createdAt + 20000;
    g.status = GameStatus::PLAYING;
    g.players = {sha256Hex(keyOf(p.opener)), sha256Hex(keyOf(p.other))};
    const char* winner = p.openerScore == 1 ? "opener" : p.openerScore == 0 ? "other" : "draw";
    const char* reason = p.openerScore == 0.5 ? "agreement" : (i % 3 == 0 ? "resign" : "five");
    const char* color = p.moves % 2 == 0 ? "black" : "white";
    GameEnd end{p.endedAt, winner, reason, p.moves, color, true};
    ratings::RatedGame rated{g.id, preset.speed, g.players, p.openerScore, p.endedAt};
    ops.emplace_back(store_op::CreateGame{std::move(g)});
    ops.emplace_back(store_op::SetStatus{gameIdOf(i), GameStatus::FINISHED, std::move(end)});
    ops.emplace_back(store_op::RateGame{std::move(rated)});
  }
  return ops;
}

std::vector<StoreOp> PlayersGenerator::playerOps(uint64_t first, uint64_t count) const {
  std::vector<StoreOp> ops;
  ops.reserve(count);
  for (uint64_t k = first; k < first + count; ++k) {
    std::string name = nameOf(k);
    ops.emplace_back(store_op::SeePlayer{
        sha256Hex(keyOf(k)), o_.now - YEAR_MS,
        name.empty() ? std::nullopt : std::optional<std::string>(std::move(name))});
  }
  return ops;
}

}  // namespace renju::server
