#include "game/computer_seat.h"

#include <spdlog/spdlog.h>

#include <chrono>

#include "base/now.h"
#include "computer/engine_pool.h"
#include "engine.h"
#include "game/protocol.h"
#include "levels.h"

namespace renju::server {

static_assert(COMPUTER_MIN_LEVEL == ai::MIN_LEVEL && COMPUTER_MAX_LEVEL == ai::MAX_LEVEL,
              "the create API accepts exactly the engine's levels");

namespace {

// A full engine queue: ask again after this long (the computer's clock runs meanwhile, as a
// human's does while they think).
constexpr auto RETRY_AFTER = std::chrono::milliseconds(200);

}  // namespace

ComputerSeat::ComputerSeat(ComputerSettings settings, ComputerBudget budget, EnginePool* pool,
                           std::string gameId, boost::asio::any_io_executor strand, Deliver deliver)
    : settings_(settings),
      budget_(budget),
      pool_(pool),
      key_("seat " + std::move(gameId)),
      retry_(std::move(strand)),
      deliver_(std::move(deliver)) {}

// Nothing to cancel here: a job holds the room only weakly, so a decision for a room that is gone
// is dropped; and a room may be destroyed with the I/O context, after the pool (serve_command.cpp),
// so the pool must not be touched. The game's end, lost() and closeAll() call stop() before.
ComputerSeat::~ComputerSeat() = default;

bool ComputerSeat::mustAct(const GameState& state) const {
  if (state.status() != Status::PLAYING) return false;
  const Seat opponent = ~settings_.seat;
  return state.toMove() == settings_.seat || state.drawOfferBy() == opponent ||
         state.takebackRequestBy() == opponent;
}

void ComputerSeat::update(const GameState& state, int64_t version,
                          const std::optional<FischerClock>& clock) {
  if (stopped_) return;
  if (!mustAct(state)) {
    if (thinking_) pool_->cancel(key_);
    thinking_ = false;
    retry_.cancel();
    return;
  }
  if (thinking_ && version == version_) return;  // already deciding this very state
  if (thinking_) pool_->cancel(key_);
  retry_.cancel();
  version_ = version;
  state_ = state;
  clock_ = clock;
  ++ticket_;
  thinking_ = true;
  // The player who asked for a takeback gets it: they chose a game with takebacks, and the
  // engine has nothing to weigh in that answer.
  if (state.takebackRequestBy() == ~settings_.seat)
    return deliver_(ticket_, Action{.seat = settings_.seat, .type = ActionType::TAKEBACK_ACCEPT});
  submit();
}

void ComputerSeat::submit() {
  if (!pool_) {
    spdlog::error("{}: no engine pool; the computer cannot play", key_);
    return;
  }
  ai::Limits limits;
  limits.level = settings_.level;
  limits.maxNodes = budget_.maxNodes;
  limits.moveTimeMs = budget_.moveMs;
  if (clock_) {
    limits.remainingMs = clock_->remainingAt(settings_.seat, nowMs());
    limits.incrementMs = clock_->settings().incrementMs;
  }
  // Lower levels' randomness differs from game to game and move to move, reproducibly.
  limits.seed = std::hash<std::string>{}(key_) ^ static_cast<uint64_t>(version_);
  const uint64_t ticket = ticket_;
  const Seat seat = settings_.seat;
  // A capped level's decision is small by construction: it has the pool's light thread and never
  // waits behind a long search; every seat's decision goes ahead of analysis.
  const JobKind kind = ai::levelConfig(settings_.level).capped ? JobKind::LIGHT : JobKind::SEAT;
  auto job = [state = *state_, seat, limits, ticket, deliver = deliver_](
                 ai::Engine& engine, const std::atomic<bool>& stop) {
    Action action = engine.decide(state, seat, limits, &stop);
    if (!stop.load()) deliver(ticket, std::move(action));
  };
  const JobOwner owner{owner_.empty() ? key_ : owner_, ""};
  bool queued = pool_->submit(key_, std::move(job), kind, owner, 0).admission == Admission::QUEUED;
  if (!queued) retryLater();
}

void ComputerSeat::retryLater() {
  retry_.expires_after(RETRY_AFTER);
  retry_.async_wait([this, ticket = ticket_](boost::system::error_code ec) {
    if (ec || stopped_ || !thinking_ || ticket != ticket_) return;
    submit();
  });
}

bool ComputerSeat::accepts(uint64_t ticket) {
  if (stopped_ || !thinking_ || ticket != ticket_) return false;
  thinking_ = false;
  state_.reset();
  return true;
}

void ComputerSeat::stop() {
  if (stopped_) return;
  stopped_ = true;
  retry_.cancel();
  if (thinking_ && pool_) pool_->cancel(key_);
  thinking_ = false;
}

}  // namespace renju::server
