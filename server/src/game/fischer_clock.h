#pragma once
// Server-authoritative Fischer clock: the seat that must act loses time; each completed action of
// that seat adds the increment. Pure arithmetic over millisecond timestamps given by the caller.
#include <array>
#include <cstdint>
#include <optional>

#include "game.h"

namespace renju::server {

struct ClockSettings {
  int64_t initialMs = 0;
  int64_t incrementMs = 0;
  /// A correspondence clock when > 0: `initialMs` is this many days, and each move gets the
  /// whole of it again instead of an increment (docs/lobby.md, "Correspondence").
  int days = 0;
  friend bool operator==(const ClockSettings&, const ClockSettings&) = default;
};

class FischerClock {
 public:
  explicit FischerClock(ClockSettings settings);
  /// A clock restored from the store: each seat's time at `at`, nobody running.
  FischerClock(ClockSettings settings, int64_t remainingOpener, int64_t remainingOther);

  const ClockSettings& settings() const { return settings_; }
  /// The seat whose time runs, if any.
  std::optional<Seat> running() const { return running_; }
  /// When the running seat's time started to be counted (server ms).
  int64_t since() const { return since_; }
  /// Stored time of a seat at `since()` (not counting the running interval).
  int64_t stored(Seat s) const { return remaining_[index(s)]; }
  /// Time a seat has at `now` (never negative).
  int64_t remainingAt(Seat s, int64_t now) const;
  /// Server time at which the running seat's time reaches zero; nullopt when nothing runs.
  std::optional<int64_t> flagAt() const;

  /// Charges the running seat up to `now` and makes `seat` (or nobody) the running one.
  void runFor(std::optional<Seat> seat, int64_t now);
  /// Charges the running seat up to `now` without changing who runs.
  void charge(int64_t now);
  /// Restarts the running interval at `now` without charging what lies before it (the time the
  /// server was down).
  void resumeAt(int64_t now) { since_ = now; }
  /// `s` completed its turn: it gains the increment, or under a correspondence clock its whole
  /// time per move again.
  void completeTurn(Seat s) {
    int64_t& r = remaining_[index(s)];
    if (settings_.days > 0)
      r = settings_.initialMs;
    else if (!berserk_[index(s)])
      r += settings_.incrementMs;
  }
  /// Berserk (an arena's game, docs/tournaments.md): `s` keeps half of its stored time and gains
  /// no increment any more. Charge the running seat first.
  void berserk(Seat s) {
    remaining_[index(s)] /= 2;
    berserk_[index(s)] = true;
  }
  /// A clock restored from the store: `s` berserked earlier (its stored time is already halved).
  void markBerserk(Seat s) { berserk_[index(s)] = true; }
  bool berserked(Seat s) const { return berserk_[index(s)]; }

 private:
  static int index(Seat s) { return s == Seat::OPENER ? 0 : 1; }

  ClockSettings settings_;
  std::array<int64_t, 2> remaining_{};
  std::array<bool, 2> berserk_{};  ///< by seat: no increment
  std::optional<Seat> running_;
  int64_t since_ = 0;
};

}  // namespace renju::server
