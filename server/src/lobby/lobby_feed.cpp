#include "lobby/lobby_feed.h"

#include <boost/asio/post.hpp>

#include <algorithm>
#include <unordered_set>

#include "base/errors.h"
#include "base/now.h"
#include "base/sha256.h"
#include "base/socket_inbox.h"

namespace renju::server {

namespace net = boost::asio;
using nlohmann::json;

namespace {

constexpr auto COUNTS_EVERY = std::chrono::seconds(2);
// A game's moves reach the Watch page's small boards at most this often: a blitz game's bursts
// are folded into one frame, sent off the rooms' strands.
constexpr auto LIVE_EVERY = std::chrono::milliseconds(500);
constexpr uint16_t GOING_AWAY = 1001;

Message frame(std::string_view type, const json& data) {
  return std::make_shared<const std::string>(envelope(type, data));
}

json countsJson(size_t players, size_t games) {
  return json{{"players", players}, {"games", games}};
}

}  // namespace

LobbyFeed::LobbyFeed(net::io_context& io, ChallengeApi& challenges,
                     std::function<size_t()> gamesPlaying, std::chrono::microseconds batchWindow)
    : challenges_(challenges),
      gamesPlaying_(std::move(gamesPlaying)),
      strand_(net::make_strand(io)),
      timer_(strand_),
      batchWindow_(batchWindow),
      batchTimer_(strand_),
      liveTimer_(strand_),
      tournamentTimer_(strand_) {}

void LobbyFeed::start() {
  // The listener runs under the challenges' lock, so changes arrive here in the order they
  // happened; the post keeps that order on the strand.
  challenges_.setListener([weak = weak_from_this()](const ChallengeChange& change) {
    if (auto self = weak.lock()) self->changed(change);
  });
  if (live_)
    live_->setListener([weak = weak_from_this()](const std::string& id) {
      if (auto self = weak.lock()) self->liveChanged(id);
    });
  net::post(strand_, [self = shared_from_this()] { self->tick(); });
}

void LobbyFeed::liveChanged(const std::string& id) {
  net::post(strand_, [self = shared_from_this(), id] {
    if (self->stopped_) return;
    self->livePending_.insert(id);
    if (self->liveArmed_) return;
    self->liveArmed_ = true;
    self->liveTimer_.expires_after(LIVE_EVERY);
    self->liveTimer_.async_wait([self](boost::system::error_code ec) {
      self->liveArmed_ = false;
      if (!ec) self->flushLive();
    });
  });
}

void LobbyFeed::tournamentChanged(const std::string& id) {
  net::post(strand_, [self = shared_from_this(), id] {
    if (self->stopped_ || !self->eventView_) return;
    self->tournamentsPending_.insert(id);
    if (self->tournamentsArmed_) return;
    // A round's results come one game at a time: its followers get the event once a second.
    self->tournamentsArmed_ = true;
    self->tournamentTimer_.expires_after(self->tournamentEvery_);
    self->tournamentTimer_.async_wait([self](boost::system::error_code ec) {
      self->tournamentsArmed_ = false;
      if (!ec) self->flushTournaments();
    });
  });
}

void LobbyFeed::flushTournaments() {
  if (stopped_) return;
  std::unordered_set<std::string> pending = std::move(tournamentsPending_);
  tournamentsPending_.clear();
  std::unordered_set<std::string_view> followed;
  for (const Entry& e : subs_)
    if (!e.tournament.empty()) followed.insert(e.tournament);
  for (const std::string& id : pending)
    if (followed.contains(id)) sendTournament(id);
}

void LobbyFeed::sendTournament(const std::string& id, const std::shared_ptr<Subscriber>& only) {
  std::optional<std::string> view = eventView_(id);
  if (!view) return;
  std::string text;
  text.reserve(view->size() + 32);
  text += R"({"t":"tournament","d":)";
  text += *view;
  text += '}';
  Message m = std::make_shared<const std::string>(std::move(text));
  if (only) return only->send(m);
  for (const Entry& e : subs_)
    if (e.tournament == id) e.sub->send(m);
}

void LobbyFeed::flushLive() {
  if (stopped_) return;
  std::unordered_set<std::string> pending = std::move(livePending_);
  livePending_.clear();
  bool anyone = std::any_of(subs_.begin(), subs_.end(), [](const Entry& e) { return e.live; });
  if (!anyone) return;
  for (const std::string& id : pending) {
    std::optional<LiveEntry> e = live_->get(id);
    Message m = e ? frame("live-changed", liveJson(*e)) : frame("live-removed", json{{"id", id}});
    for (const Entry& s : subs_)
      if (s.live) s.sub->send(m);
  }
}

void LobbyFeed::stop() {
  challenges_.setListener(nullptr);
  if (live_) live_->setListener(nullptr);
  net::post(strand_, [self = shared_from_this()] {
    self->stopped_ = true;
    self->timer_.cancel();
    self->batchTimer_.cancel();
    self->liveTimer_.cancel();
    self->tournamentTimer_.cancel();
    for (Entry& e : self->subs_) e.sub->closeAfterSend(GOING_AWAY);
    self->subs_.clear();
    self->subscriberCount_ = 0;
  });
}

LobbyFeed::Counts LobbyFeed::counts() const {
  Counts here = localCounts();
  return Counts{here.players + remote_.players, here.games + remote_.games};
}

LobbyFeed::Counts LobbyFeed::localCounts() const {
  // A player with several tabs is one player; sockets without a key count one each.
  std::unordered_set<std::string_view> keys;
  size_t anonymous = 0;
  for (const Entry& e : subs_) {
    if (e.player.empty())
      ++anonymous;
    else
      keys.insert(e.player);
  }
  return Counts{keys.size() + anonymous, gamesPlaying_()};
}

void LobbyFeed::tick() {
  if (stopped_) return;
  if (exchange_) {
    Counts here = localCounts();
    auto [players, games] = exchange_(here.players, here.games);
    remote_ = Counts{players, games};
  }
  Counts now = counts();
  if (!(now == sent_)) {
    sent_ = now;
    broadcast(frame("counts", countsJson(now.players, now.games)));
  }
  timer_.expires_after(COUNTS_EVERY);
  timer_.async_wait([self = shared_from_this()](boost::system::error_code ec) {
    if (!ec) self->tick();
  });
}

void LobbyFeed::broadcast(const Message& m) {
  for (const Entry& e : subs_) e.sub->send(m);
}

void LobbyFeed::changed(const ChallengeChange& change) {
  Message m = change.added ? frame("challenge-added", challengeView(change.challenge))
                           : frame("challenge-removed",
                                   json{{"id", change.challenge.id}, {"reason", change.reason}});
  net::post(strand_, [self = shared_from_this(), m = std::move(m)] {
    if (self->stopped_) return;
    self->changes_.push_back(m);
    if (self->batchWindow_.count() == 0) return self->flushChanges();
    if (self->batchArmed_) return;
    // A player who withdraws and remakes a challenge, or takes one and starts playing, makes two
    // changes a few milliseconds apart: sent together they cost every socket one write, not two.
    self->batchArmed_ = true;
    self->batchTimer_.expires_after(self->batchWindow_);
    self->batchTimer_.async_wait([self](boost::system::error_code ec) {
      self->batchArmed_ = false;
      if (!ec) self->flushChanges();
    });
  });
}

void LobbyFeed::flushChanges() {
  if (changes_.empty()) return;
  Message m = batchOf(changes_);
  changes_.clear();
  broadcast(m);
}

void LobbyFeed::subscribe(std::shared_ptr<Subscriber> sub, client_msg::Hello hello) {
  std::string player = hello.player ? sha256Hex(*hello.player) : std::string();
  bool live = hello.live && live_;
  std::string tournament = eventView_ ? hello.tournament : std::string();
  net::post(strand_, [self = shared_from_this(), sub = std::move(sub), player = std::move(player),
                      live, tournament = std::move(tournament)]() mutable {
    if (self->stopped_) return sub->closeAfterSend(GOING_AWAY);
    // Changes waiting for their batch go to the others first: the snapshot below holds them.
    self->flushChanges();
    // The snapshot is taken on the strand, so no change is missed; one made while it was taken
    // may come again as an event, which clients apply by id (docs/protocol.md).
    json all = json::array();
    for (const Challenge& c : self->challenges_.open()) all.push_back(challengeView(c));
    self->subs_.push_back(Entry{sub, std::move(player), live, tournament});
    self->subscriberCount_ = self->subs_.size();
    // The newcomer gets the counts that include it; the others with the next tick.
    Counts now = self->counts();
    sub->send(frame("lobby", json{{"challenges", std::move(all)},
                                  {"counts", countsJson(now.players, now.games)},
                                  {"serverTime", nowMs()}}));
    // Changes pending for the next flush may repeat what the snapshot holds: clients apply the
    // live frames by id.
    if (live) sub->send(frame("live", json{{"games", self->live_->listJson(LIVE_LIMIT)}}));
    if (!tournament.empty()) self->sendTournament(tournament, sub);
  });
}

void LobbyFeed::message(std::shared_ptr<Subscriber> sub, ClientMessage msg) {
  if (std::holds_alternative<client_msg::Ping>(msg)) return sub->send(frame("pong", nullptr));
  Error e =
      std::holds_alternative<client_msg::Unexpected>(msg)
          ? std::get<client_msg::Unexpected>(msg).error
          : serverError(ErrorCode::UNKNOWN_MESSAGE, "the lobby socket takes only hello and ping");
  sub->send(std::make_shared<const std::string>(errorMessage(nullptr, e)));
}

void LobbyFeed::unsubscribe(std::shared_ptr<Subscriber> sub) {
  net::post(strand_, [self = shared_from_this(), sub = std::move(sub)] {
    std::erase_if(self->subs_, [&](const Entry& e) { return e.sub == sub; });
    self->subscriberCount_ = self->subs_.size();
  });
}

}  // namespace renju::server
