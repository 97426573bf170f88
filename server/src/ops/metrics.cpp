#include "ops/metrics.h"

#include <unistd.h>

#include <cstdio>
#include <fstream>

namespace renju::server {

namespace {

// Prometheus wants the shortest exact text of a float; %.17g is exact, %g is short enough for
// bucket bounds chosen as round numbers.
std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  return buf;
}

std::string bound(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

void header(std::string& out, std::string_view name, std::string_view type, std::string_view help) {
  out.append("# HELP ").append(name).append(" ").append(help).append("\n");
  out.append("# TYPE ").append(name).append(" ").append(type).append("\n");
}

void sample(std::string& out, std::string_view name, uint64_t value) {
  out.append(name).append(" ").append(std::to_string(value)).append("\n");
}

// Label values are our own stable codes, but escape them anyway as the format requires.
std::string escapeLabel(std::string_view v) {
  std::string s;
  for (char c : v) {
    if (c == '\\' || c == '"') s += '\\';
    if (c == '\n') {
      s += "\\n";
      continue;
    }
    s += c;
  }
  return s;
}

uint64_t residentBytes() {
  std::ifstream statm("/proc/self/statm");
  uint64_t pages = 0, resident = 0;
  if (!(statm >> pages >> resident)) return 0;
  return resident * static_cast<uint64_t>(sysconf(_SC_PAGESIZE));
}

}  // namespace

Histogram::Histogram(std::initializer_list<uint64_t> bounds, double scale) : scale_(scale) {
  for (uint64_t b : bounds) {
    if (size_ == MAX_BUCKETS) break;
    bounds_[size_++] = b;
  }
}

void Histogram::observe(uint64_t value) {
  size_t i = 0;
  while (i < size_ && value > bounds_[i]) ++i;
  buckets_[i].fetch_add(1, std::memory_order_relaxed);
  sum_.fetch_add(value, std::memory_order_relaxed);
  count_.fetch_add(1, std::memory_order_relaxed);
}

void Histogram::write(std::string& out, std::string_view name) const {
  // Buckets are cumulative in the format; ours are kept apart so that observe() touches one.
  uint64_t cumulative = 0;
  for (size_t i = 0; i < size_; ++i) {
    cumulative += buckets_[i].load(std::memory_order_relaxed);
    out.append(name)
        .append("_bucket{le=\"")
        .append(bound(static_cast<double>(bounds_[i]) * scale_));
    out.append("\"} ").append(std::to_string(cumulative)).append("\n");
  }
  cumulative += buckets_[size_].load(std::memory_order_relaxed);
  out.append(name).append("_bucket{le=\"+Inf\"} ").append(std::to_string(cumulative)).append("\n");
  out.append(name).append("_sum ");
  out.append(number(static_cast<double>(sum_.load(std::memory_order_relaxed)) * scale_))
      .append("\n");
  // The count is the +Inf bucket: a scrape racing an observation must not show count < +Inf.
  out.append(name).append("_count ").append(std::to_string(cumulative)).append("\n");
}

// Bounds in microseconds from 0.5 ms to 5 s: an acknowledged action waits for one commit, a few
// milliseconds on a local disk, and anything near a second means trouble.
Metrics::Metrics()
    : actionLatency_(
          {500, 1000, 2500, 5000, 10000, 25000, 50000, 100000, 250000, 500000, 1000000, 5000000},
          1e-6),
      commitLatency_({250, 500, 1000, 2500, 5000, 10000, 25000, 50000, 100000, 250000, 1000000},
                     1e-6),
      batchUnits_({1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000}, 1) {}

void Metrics::actionDurable(uint64_t micros) {
  actions_.fetch_add(1, std::memory_order_relaxed);
  actionLatency_.observe(micros);
}

void Metrics::storeCommit(uint64_t units, uint64_t micros) {
  commitLatency_.observe(micros);
  batchUnits_.observe(units);
}

void Metrics::error(std::string_view code) {
  std::lock_guard lock(errorsMutex_);
  auto it = errors_.find(code);
  if (it == errors_.end()) it = errors_.emplace(std::string(code), 0).first;
  ++it->second;
}

RateScope scopeOf(std::string_view limitKey) {
  return limitKey.rfind("seat ", 0) == 0 ? RateScope::SEAT : RateScope::ADDRESS;
}

void Metrics::rateLimited(RateScope scope) {
  rateLimited_[static_cast<size_t>(scope)].fetch_add(1, std::memory_order_relaxed);
}

std::string Metrics::render(size_t games, size_t sockets) const {
  std::string out;
  out.reserve(4096);
  header(out, "renju_games_in_memory", "gauge", "Games held in this node's memory.");
  sample(out, "renju_games_in_memory", games);
  header(out, "renju_sockets", "gauge", "Open WebSockets.");
  sample(out, "renju_sockets", sockets);
  header(out, "renju_actions_total", "counter",
         "Actions made durable (clients' and the server's flags); rate() gives actions/s.");
  sample(out, "renju_actions_total", actions_.load(std::memory_order_relaxed));
  header(out, "renju_action_latency_seconds", "histogram",
         "From the game taking an action to the action being durable and acknowledged.");
  actionLatency_.write(out, "renju_action_latency_seconds");
  header(out, "renju_store_commit_seconds", "histogram", "Duration of one store transaction.");
  commitLatency_.write(out, "renju_store_commit_seconds");
  header(out, "renju_store_batch_units", "histogram",
         "Units (one per action, join, ...) committed together in one transaction.");
  batchUnits_.write(out, "renju_store_batch_units");
  header(out, "renju_store_conflicts_total", "counter",
         "Writes refused because another node stored that version of the game first.");
  sample(out, "renju_store_conflicts_total", conflicts_.load(std::memory_order_relaxed));
  header(out, "renju_games_dropped_total", "counter",
         "Games dropped from memory because another node holds them now.");
  sample(out, "renju_games_dropped_total", dropped_.load(std::memory_order_relaxed));
  header(out, "renju_errors_total", "counter",
         "Error answers to clients (HTTP and socket) by code.");
  {
    std::lock_guard lock(errorsMutex_);
    for (const auto& [code, n] : errors_)
      out.append("renju_errors_total{code=\"")
          .append(escapeLabel(code))
          .append("\"} ")
          .append(std::to_string(n))
          .append("\n");
  }
  header(out, "renju_rate_limited_total", "counter",
         "Requests and socket messages refused for going too fast, by limit.");
  // SCOPES and rateLimited_ are indexed by the scope.
  static_assert(static_cast<size_t>(RateScope::ADDRESS) == 0 &&
                static_cast<size_t>(RateScope::SEAT) == 1 &&
                static_cast<size_t>(RateScope::SOCKET) == 2 &&
                static_cast<size_t>(RateScope::CONNECTION) == 3 && RATE_SCOPES == 4);
  constexpr std::array<std::string_view, RATE_SCOPES> SCOPES = {"address", "seat", "socket",
                                                                "connection"};
  for (size_t i = 0; i < RATE_SCOPES; ++i)
    out.append("renju_rate_limited_total{limit=\"")
        .append(SCOPES[i])
        .append("\"} ")
        .append(std::to_string(rateLimited_[i].load(std::memory_order_relaxed)))
        .append("\n");
  header(out, "process_resident_memory_bytes", "gauge", "Resident memory of this process.");
  sample(out, "process_resident_memory_bytes", residentBytes());
  return out;
}

Metrics& metrics() {
  static Metrics instance;
  return instance;
}

}  // namespace renju::server
