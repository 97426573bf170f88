#include "lobby_feed.h"

#include <boost/asio/post.hpp>

#include <unordered_set>

#include "errors.h"
#include "now.h"
#include "sha256.h"

namespace renju::server {

namespace net = boost::asio;
using nlohmann::json;

namespace {

constexpr auto COUNTS_EVERY = std::chrono::seconds(2);
constexpr uint16_t GOING_AWAY = 1001;

Message frame(std::string_view type, const json& data) {
  return std::make_shared<const std::string>(envelope(type, data));
}

json countsJson(size_t players, size_t games) {
  return json{{"players", players}, {"games", games}};
}

}  // namespace

LobbyFeed::LobbyFeed(net::io_context& io, ChallengeApi& challenges,
                     std::function<size_t()> gamesPlaying)
    : challenges_(challenges),
      gamesPlaying_(std::move(gamesPlaying)),
      strand_(net::make_strand(io)),
      timer_(strand_) {}

void LobbyFeed::start() {
  // The listener runs under the challenges' lock, so changes arrive here in the order they
  // happened; the post keeps that order on the strand.
  challenges_.setListener([weak = weak_from_this()](const ChallengeChange& change) {
    if (auto self = weak.lock()) self->changed(change);
  });
  net::post(strand_, [self = shared_from_this()] { self->tick(); });
}

void LobbyFeed::stop() {
  challenges_.setListener(nullptr);
  net::post(strand_, [self = shared_from_this()] {
    self->stopped_ = true;
    self->timer_.cancel();
    for (Entry& e : self->subs_) e.sub->closeAfterSend(GOING_AWAY);
    self->subs_.clear();
    self->subscriberCount_ = 0;
  });
}

LobbyFeed::Counts LobbyFeed::counts() const {
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
    if (!self->stopped_) self->broadcast(m);
  });
}

void LobbyFeed::subscribe(std::shared_ptr<Subscriber> sub, client_msg::Hello hello) {
  std::string player = hello.player ? sha256Hex(*hello.player) : std::string();
  net::post(strand_, [self = shared_from_this(), sub = std::move(sub),
                      player = std::move(player)]() mutable {
    if (self->stopped_) return sub->closeAfterSend(GOING_AWAY);
    // The snapshot is taken on the strand, so no change is missed; one made while it was taken
    // may come again as an event, which clients apply by id (docs/protocol.md).
    json all = json::array();
    for (const Challenge& c : self->challenges_.open()) all.push_back(challengeView(c));
    self->subs_.push_back(Entry{sub, std::move(player)});
    self->subscriberCount_ = self->subs_.size();
    // The newcomer gets the counts that include it; the others with the next tick.
    Counts now = self->counts();
    sub->send(frame("lobby", json{{"challenges", std::move(all)},
                                  {"counts", countsJson(now.players, now.games)},
                                  {"serverTime", nowMs()}}));
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
