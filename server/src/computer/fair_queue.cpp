#include "computer/fair_queue.h"

#include <algorithm>
#include <cassert>
#include <cstdio>

#include "base/client_address.h"
#include "base/sha256.h"
#include "base/text.h"

namespace renju::server {

namespace {

std::string addressKey(const std::string& address) {
  return "a " + address;
}

std::string playerKey(const std::string& player) {
  return "p " + player;
}

bool keyCharacter(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
         c == '_';
}

}  // namespace

bool FairQueue::fits(const Usage& usage, int64_t costMs) const {
  if (share_.ownerJobs > 0 && usage.jobs + 1 > share_.ownerJobs) return false;
  return share_.ownerMs <= 0 || usage.jobs == 0 || usage.ms + costMs <= share_.ownerMs;
}

Admitted FairQueue::push(uint64_t id, JobKind kind, const JobOwner& owner, int64_t costMs) {
  assert(!where_.contains(id));
  Lane& lane = lanes_[static_cast<size_t>(kind)];
  if (share_.kindJobs > 0 && lane.size >= share_.kindJobs) return {Admission::KIND_FULL, 0};
  const bool analysis = kind == JobKind::ANALYSIS;
  costMs = analysis ? std::max<int64_t>(0, costMs) : 0;
  if (analysis) {
    for (const std::string* who : {&owner.address, &owner.player}) {
      if (who->empty()) continue;
      auto it = usage_.find(who == &owner.address ? addressKey(*who) : playerKey(*who));
      if (it != usage_.end() && !fits(it->second, costMs))
        return {Admission::OWNER_FULL, it->second.ms};
    }
    if (share_.totalMs > 0 && totalMs_ > 0 && totalMs_ + costMs > share_.totalMs)
      return {Admission::TOTAL_FULL, totalMs_};
    for (const std::string* who : {&owner.address, &owner.player}) {
      if (who->empty()) continue;
      Usage& u = usage_[who == &owner.address ? addressKey(*who) : playerKey(*who)];
      ++u.jobs;
      u.ms += costMs;
    }
    totalMs_ += costMs;
  }
  auto& jobs = lane.jobs[owner.address];
  if (jobs.empty()) enterTurn(lane, owner.address);
  jobs.push_back(Entry{id, costMs, analysis ? owner.player : std::string()});
  ++lane.size;
  where_.emplace(id, Where{kind, owner.address});
  return {Admission::QUEUED, 0};
}

std::optional<uint64_t> FairQueue::pop(JobKind last) {
  for (size_t k = 0; k <= static_cast<size_t>(last); ++k) {
    Lane& lane = lanes_[k];
    if (lane.turn.empty()) continue;
    std::string address = std::move(lane.turn.front().address);
    lane.turn.pop_front();
    const uint64_t now = ++lane.clock;
    auto it = lane.jobs.find(address);
    assert(it != lane.jobs.end() && !it->second.empty());
    Entry entry = std::move(it->second.front());
    it->second.pop_front();
    --lane.size;
    if (it->second.empty())
      lane.jobs.erase(it);
    else
      lane.turn.push_back(Turn{now, address});  // its next job waits for everyone else's turn
    // Forget owners served before everyone in the turn: they would enter just as well without
    // (enterTurn); with nobody in the turn only the owner just served matters.
    if (lane.served.size() > 2 * lane.turn.size() + 64) {
      if (lane.turn.empty())
        lane.served.clear();
      else
        std::erase_if(lane.served,
                      [&](const auto& s) { return s.second < lane.turn.front().served; });
    }
    lane.served[address] = now;
    if (static_cast<JobKind>(k) == JobKind::ANALYSIS) release(address, entry);
    where_.erase(entry.id);
    return entry.id;
  }
  return std::nullopt;
}

bool FairQueue::remove(uint64_t id) {
  auto w = where_.find(id);
  if (w == where_.end()) return false;
  Lane& lane = lanes_[static_cast<size_t>(w->second.kind)];
  auto it = lane.jobs.find(w->second.address);
  assert(it != lane.jobs.end());
  auto& jobs = it->second;
  auto e = std::find_if(jobs.begin(), jobs.end(), [&](const Entry& x) { return x.id == id; });
  assert(e != jobs.end());
  if (w->second.kind == JobKind::ANALYSIS) release(w->second.address, *e);
  jobs.erase(e);
  --lane.size;
  dropIfEmpty(lane, w->second.address);
  where_.erase(w);
  return true;
}

std::vector<uint64_t> FairQueue::clear() {
  std::vector<uint64_t> ids;
  ids.reserve(where_.size());
  for (const auto& [id, where] : where_) ids.push_back(id);
  for (Lane& lane : lanes_) lane = Lane{};
  usage_.clear();
  where_.clear();
  totalMs_ = 0;
  return ids;
}

size_t FairQueue::addressJobs(const std::string& address) const {
  auto it = usage_.find(addressKey(address));
  return it == usage_.end() ? 0 : it->second.jobs;
}

int64_t FairQueue::addressMs(const std::string& address) const {
  auto it = usage_.find(addressKey(address));
  return it == usage_.end() ? 0 : it->second.ms;
}

void FairQueue::release(const std::string& address, const Entry& entry) {
  for (std::string key :
       {addressKey(address), entry.player.empty() ? std::string() : playerKey(entry.player)}) {
    if (key.empty()) continue;
    auto it = usage_.find(key);
    if (it == usage_.end()) continue;
    it->second.ms -= entry.costMs;
    if (--it->second.jobs == 0) usage_.erase(it);
  }
  totalMs_ -= entry.costMs;
}

void FairQueue::dropIfEmpty(Lane& lane, const std::string& address) {
  auto it = lane.jobs.find(address);
  if (it == lane.jobs.end() || !it->second.empty()) return;
  lane.jobs.erase(it);
  lane.turn.erase(std::find_if(lane.turn.begin(), lane.turn.end(),
                               [&](const Turn& t) { return t.address == address; }));
}

void FairQueue::enterTurn(Lane& lane, const std::string& address) {
  // As if last served one job ago, or later when it was: ahead of the owner served last (whose
  // job may still run) unless that is itself, behind every other owner with work. So a newcomer
  // waits for the jobs running and one job of each owner served longer ago, and a stream of
  // newcomers cannot hold anyone back for more than one turn.
  auto s = lane.served.find(address);
  uint64_t served = std::max(lane.clock > 0 ? lane.clock - 1 : 0,
                             s == lane.served.end() ? uint64_t{0} : s->second);
  auto at = std::find_if(lane.turn.begin(), lane.turn.end(),
                         [&](const Turn& t) { return t.served > served; });
  lane.turn.insert(at, Turn{served, address});
}

std::string ownerOfAddress(std::string_view address) {
  auto bytes = parseAddress(address);
  if (!bytes) return std::string(address);
  static constexpr std::array<uint8_t, 12> V4_MAPPED{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
  if (std::equal(V4_MAPPED.begin(), V4_MAPPED.end(), bytes->begin())) return std::string(address);
  // The network part of an IPv6 address: its first 64 bits.
  char text[32];
  std::snprintf(text, sizeof text, "%02x%02x:%02x%02x:%02x%02x:%02x%02x::/64", (*bytes)[0],
                (*bytes)[1], (*bytes)[2], (*bytes)[3], (*bytes)[4], (*bytes)[5], (*bytes)[6],
                (*bytes)[7]);
  return text;
}

std::string ownerOfPlayer(std::string_view authorization) {
  std::string_view a = trimSpace(authorization);
  constexpr std::string_view SCHEME = "player";
  if (a.size() <= SCHEME.size() + 1 || (a[SCHEME.size()] != ' ' && a[SCHEME.size()] != '\t') ||
      !equalsIgnoreCase(a.substr(0, SCHEME.size()), SCHEME))
    return "";
  std::string_view key = trimSpace(a.substr(SCHEME.size() + 1));
  // The shape of a player key (game/players.h, which this floor may not include).
  if (key.size() < 22 || key.size() > 64 || !std::all_of(key.begin(), key.end(), keyCharacter))
    return "";
  return sha256Hex(key).substr(0, 32);
}

}  // namespace renju::server
