#pragma once
// The computer in one seat of an ordinary game. The room tells it of every change of its live
// state; whenever the computer's seat must act (its turn in any phase of the opening procedure,
// or an offer of the opponent to answer), it submits `ai::Engine::decide` to the engine pool with
// the clock's remaining time, and the decision comes back to the room's strand, where the room
// applies it as an ordinary action of that seat. Thinking never runs on the I/O threads; a
// decision for a state that has changed meanwhile is dropped and a new one asked for.
//
// Every member function runs on the room's strand, like the room itself.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/steady_timer.hpp>

#include "game.h"
#include "game/fischer_clock.h"

namespace renju::server {

class EnginePool;

struct ComputerSettings {
  Seat seat = Seat::OTHER;
  int level = 1;  ///< 1..8 (ai/src/levels.h)
};

/// What the computer may spend on one decision beside its clock (serve_command.cpp options).
struct ComputerBudget {
  int64_t moveMs = 5000;  ///< time cap per decision (the only time limit without a clock)
  uint64_t maxNodes = 0;  ///< node cap per decision; 0 = the level's own
};

class ComputerSeat {
 public:
  /// `deliver` is thread-safe: the engine thread calls it with the ticket the decision was asked
  /// under and the action; it posts the pair to the room's strand, where the room passes it to
  /// `accepts` and, when accepted, applies the action.
  using Deliver = std::function<void(uint64_t ticket, Action action)>;

  ComputerSeat(ComputerSettings settings, ComputerBudget budget, EnginePool* pool,
               std::string gameId, boost::asio::any_io_executor strand, Deliver deliver);
  ComputerSeat(const ComputerSeat&) = delete;
  ComputerSeat& operator=(const ComputerSeat&) = delete;
  ~ComputerSeat();

  /// The client address that created the game (computer/fair_queue.h: ownerOfAddress): its
  /// decisions queue as that address's, one turn for all its games. Without it (after a restart,
  /// in a rematch), the game's own key.
  void setOwner(std::string owner) { owner_ = std::move(owner); }

  const ComputerSettings& settings() const { return settings_; }
  Seat seat() const { return settings_.seat; }

  /// True when the computer's seat must act in `state`: its turn, or a draw offer or takeback
  /// request of the opponent to answer.
  bool mustAct(const GameState& state) const;

  /// The live state changed (to `version`), or the room started: asks for a decision when the
  /// computer must act and none is being made for this version; cancels one that is no longer
  /// wanted. `clock` is the live clock, if the game has one.
  void update(const GameState& state, int64_t version, const std::optional<FischerClock>& clock);

  /// A decision arrived: true when it is the one asked for last and still wanted (then the
  /// computer is idle until the next update).
  bool accepts(uint64_t ticket);

  /// The game ended, or was lost to another node, or the server stops: no more thinking.
  void stop();

 private:
  void submit();
  void retryLater();

  ComputerSettings settings_;
  ComputerBudget budget_;
  EnginePool* pool_;
  std::string key_;    ///< the pool key of this game's jobs
  std::string owner_;  ///< whose turn its jobs take in the pool's queue; empty: key_
  boost::asio::steady_timer retry_;
  Deliver deliver_;
  uint64_t ticket_ = 0;    ///< the last decision asked for
  bool thinking_ = false;  ///< a decision for `version_` is queued or running
  bool stopped_ = false;
  int64_t version_ = -1;            ///< the version the pending decision is for
  std::optional<GameState> state_;  ///< the state it is for (kept for a retry)
  std::optional<FischerClock> clock_;
};

}  // namespace renju::server
