#pragma once
// The durable store of games: a small interface so that SQLite (sqlite_store.h) can later be
// joined by another database. Writes are grouped: `write` queues one atomic unit and calls `done`
// once it is durable (or failed); an implementation may commit many units in one transaction.
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "base/errors.h"
#include "game.h"
#include "ratings/leaderboard.h"
#include "ratings/rated_game.h"
#include "result.h"
#include "store/archive.h"
#include "store/game_status.h"
#include "store/status.h"

namespace renju::server {

/// One game's row. Secrets are stored only as their SHA-256 (64 hex digits): a stolen database
/// must not let anyone act for a seat (docs/server.md).
struct GameRow {
  std::string id;
  std::string settings;                ///< JSON: {"rule","n","fouls","takebacks","clock"}
  std::array<std::string, 2> secrets;  ///< hashes of the seat secrets by Seat; "" = not taken
  std::string invite;                  ///< hash of the invite secret
  Seat creatorSeat = Seat::OPENER;     ///< the seat of whoever created the game
  int64_t createdAt = 0;               ///< server ms
  int64_t joinedAt = 0;                ///< server ms; 0 while waiting
  GameStatus status = GameStatus::WAITING;
  std::string prevId;                   ///< the game this one is a rematch of
  std::string nextId;                   ///< its rematch
  std::array<bool, 2> rematchWanted{};  ///< by Seat: asked for a rematch that has not started
  std::optional<Seat> computerSeat;     ///< the seat the computer holds, if it plays
  int computerLevel = 0;                ///< its level, 1..8 (0 when no computer plays)
  std::array<std::string, 2> players;   ///< by Seat: hash of the player key it was taken with
  std::array<bool, 2> publishWanted{};  ///< by Seat: agreed to publish this (private) game
};

/// A player without signup (players.h): known by the SHA-256 of its key only.
struct PlayerRow {
  std::string keyHash;
  std::string displayName;  ///< "" when none was chosen
  int64_t createdAt = 0;    ///< server ms
  int64_t lastSeen = 0;     ///< server ms
};

/// An open challenge's row (challenges.h): status "open", then "accepted" (with its game),
/// "cancelled" or "expired".
inline constexpr std::string_view CHALLENGE_OPEN = "open";
struct ChallengeRow {
  std::string id;
  std::string settings;  ///< the game's settings JSON
  std::string opener;    ///< "creator", "opponent" or "random"
  bool isPrivate = false;
  std::string creatorHash;  ///< the creator's player key hash
  std::string secretHash;   ///< hash of the creator's seat secret
  std::string name;         ///< the creator's display name when it was made
  int64_t createdAt = 0;
  std::string status{CHALLENGE_OPEN};
  std::string gameId;  ///< the game made when it was accepted
  int rating = -1;     ///< the creator's rounded rating at its speed when made; -1 without a clock
  bool ratingProvisional = false;
  int ratingMin = 0;  ///< its rating range (docs/lobby.md); 0 and 0 for none
  int ratingMax = 0;
};

/// One entry of a game's action log, with the clocks right after it.
struct ActionRow {
  int64_t version = 0;   ///< the game's version after this action
  std::string action;    ///< JSON of the rules library's action (with its seat)
  std::string clientId;  ///< the client's id for idempotency; empty when none
  int64_t at = 0;        ///< server ms when it was accepted
  int64_t remainingOpener = 0;
  int64_t remainingOther = 0;
};

/// One message of a game's chat (chat.h); never part of its log or records.
struct ChatRow {
  int64_t n = 0;             ///< 1, 2, ... per game, over both channels
  std::string channel;       ///< "players" or "spectators"
  std::optional<Seat> seat;  ///< the writer's seat; nullopt for a spectator
  std::string name;          ///< the writer's display name; "" when none
  std::string text;          ///< trimmed, checked (checkChatText)
  int64_t at = 0;            ///< server ms
};

struct LoadedGame {
  GameRow game;
  std::vector<ActionRow> actions;  ///< in version order
};

/// A key's current rating at one speed (Store::ratingsOf).
struct RatingRow {
  ratings::Speed speed = ratings::Speed::BLITZ;
  ratings::Standing standing;
};

/// What a rated game did (Store::gameRating, docs/ratings.md): the facts of its end and, when it
/// counted, each seat's standing before and after it.
struct GameRatingRow {
  ratings::RatedGame game;
  bool counted = false;
  std::string reason;                     ///< "" when it counted, else why not ("pair-limit")
  std::array<ratings::Rating, 2> before;  ///< by Seat; meaningful when counted
  std::array<ratings::Rating, 2> after;
};

/// One game of a player (Store::gamesOfPlayer): its row, its log and the display name of the key
/// each seat was taken with.
struct PlayerGame {
  LoadedGame game;
  std::array<std::string, 2> names;  ///< by Seat; "" without a key or a name
};

/// How a game ended, kept with its row for the player pages (docs/ratings.md, "Player pages and
/// leaderboards"): written by SetStatus{FINISHED} in the unit of the end.
struct GameEnd {
  int64_t endedAt = 0;      ///< server ms
  std::string winner;       ///< "opener", "other", "draw"; "" without a result (aborted)
  std::string reason;       ///< the rules library's end reason ("five", "resign", ...)
  int64_t moves = 0;        ///< stones and passes on the board at the end
  std::string openerColor;  ///< "black" or "white": the opener seat's colour at the end
  bool listed = false;      ///< rated, public or against the computer: in the keys' lists
};

/// A key's finished games with a result, by opponent kind (Store::playerTotals).
struct ResultCounts {
  int64_t games = 0;
  int64_t wins = 0;
  int64_t draws = 0;
  int64_t losses = 0;
};
struct PlayerTotals {
  ResultCounts people;    ///< against another seat (a key or a seat taken without one)
  ResultCounts computer;  ///< against the computer
};

/// One page of a key's listed finished games (Store::finishedGames): newest ended first, after
/// the cursor (beforeEndedAt, beforeId) when `beforeId` is not empty.
struct FinishedGamesQuery {
  std::string keyHash;
  bool computer = false;  ///< the games against the computer, else those against people
  int64_t beforeEndedAt = 0;
  std::string beforeId;  ///< "" = from the newest
  size_t limit = 20;
};
struct FinishedGame {
  std::string id;
  std::string settings;
  Seat seat = Seat::OPENER;  ///< the key's seat
  std::string opponentHash;  ///< "" for the computer or a seat taken without a key
  std::string opponentName;  ///< "" without one
  std::optional<Seat> computerSeat;
  int computerLevel = 0;
  GameEnd end;
  bool counted = false;  ///< the key's rating moved: ratingBefore and ratingAfter are set
  double ratingBefore = 0;
  double ratingAfter = 0;
};

/// The rating after one counted game (Store::ratingHistory).
struct RatingPoint {
  int64_t at = 0;  ///< the game's end, server ms
  double rating = 0;
  double deviation = 0;
  std::string gameId;
};

/// An event's row (docs/architecture.md, "Events"): its config JSON (events/event_json.h) and the
/// columns the lists read. Its state is the fold of its log.
inline constexpr std::string_view EVENT_REGISTERING = "registering";
struct EventRow {
  std::string id;
  std::string config;                     ///< JSON
  std::string organiserHash;              ///< hash of the player key that created it
  int64_t createdAt = 0;                  ///< server ms
  int64_t startsAt = 0;                   ///< server ms; 0 when the organiser starts it
  bool isPrivate = false;                 ///< by link only: never listed
  std::string status{EVENT_REGISTERING};  ///< "registering", "running", "finished"
};

/// One action of an event's log.
struct EventLogRow {
  int64_t seq = 0;     ///< 1, 2, ... per event
  std::string action;  ///< JSON (events/event_json.h)
  int64_t at = 0;      ///< server ms when it was accepted
};

struct LoadedEvent {
  EventRow event;
  std::vector<EventLogRow> log;  ///< in seq order
};

/// A page of listed events (Store::events): public ones of one status, soonest start first for
/// those registering, newest first otherwise.
struct EventsQuery {
  std::string status{EVENT_REGISTERING};
  size_t limit = 50;
};

namespace store_op {
struct CreateGame {
  GameRow game;
};
/// Fenced: CONFLICT when the game was already joined. Stores the joiner's secret hash.
struct Join {
  std::string id;
  int64_t joinedAt = 0;
  Seat seat = Seat::OTHER;  ///< the seat taken
  std::string secretHash;   ///< its secret's SHA-256, hex
  std::string playerHash;   ///< the joiner's player key hash; "" without a key
};
/// Fenced: CONFLICT when (id, row.version) is already stored.
struct Append {
  std::string id;
  ActionRow row;
};
struct SetStatus {
  std::string id;
  GameStatus status = GameStatus::FINISHED;
  std::optional<GameEnd> end{};  ///< with FINISHED: how it ended
};
struct LinkRematch {
  std::string id;
  std::string nextId;
};
struct WantRematch {
  std::string id;
  std::array<bool, 2> wanted{};
};
/// Each seat's agreement to publish a private game (docs/archive.md); the unit holding the
/// second agreement also archives the game.
struct WantPublish {
  std::string id;
  std::array<bool, 2> wanted{};
};
/// Deletes the games never joined (status waiting or expired, joined_at 0) created before
/// `createdBefore`, with everything stored for them (actions, chat), and the closed challenges
/// (accepted, cancelled, expired) made before then. Finished and playing games and open challenges
/// are kept.
struct Purge {
  int64_t createdBefore = 0;
};
/// Records that a player was seen at `at` (inserted when new); sets its display name when
/// `name` is given ("" clears it).
struct SeePlayer {
  std::string keyHash;
  int64_t at = 0;
  std::optional<std::string> name;
};
/// Adds games to the archive and their first moves to the explorer; a game whose content hash
/// is already archived is left as it is (archiving is idempotent).
struct Archive {
  std::vector<ArchivedGame> games;
};
struct CreateChallenge {
  ChallengeRow challenge;
};
/// Fenced: CONFLICT when the challenge is no longer open (another node accepted it first).
struct CloseChallenge {
  std::string id;
  std::string status;  ///< "accepted", "cancelled" or "expired"
  std::string gameId;  ///< with "accepted"
};
/// Fenced: CONFLICT when (id, row.n) is already stored.
struct Chat {
  std::string id;
  ChatRow row;
};
/// A rated game ended (docs/ratings.md): in the unit of its end. The store stores the game's facts
/// and, unless the pair limit says otherwise, updates both keys' ratings at its speed from their
/// stored rows, in the same transaction.
struct RateGame {
  ratings::RatedGame game;
};
/// Rebuilds every rating and its history by replaying the stored rated games in the order they
/// were applied (`renju ratings --recompute`).
struct RecomputeRatings {};
struct CreateEvent {
  EventRow event;
};
/// Fenced: CONFLICT when (id, row.seq) is already stored (another node appended first).
struct AppendEvent {
  std::string id;
  EventLogRow row;
};
struct SetEventStatus {
  std::string id;
  std::string status;
};
}  // namespace store_op

using StoreOp =
    std::variant<store_op::CreateGame, store_op::Join, store_op::Append, store_op::SetStatus,
                 store_op::LinkRematch, store_op::WantRematch, store_op::WantPublish,
                 store_op::Purge, store_op::SeePlayer, store_op::Archive, store_op::CreateChallenge,
                 store_op::CloseChallenge, store_op::Chat, store_op::RateGame,
                 store_op::RecomputeRatings, store_op::CreateEvent, store_op::AppendEvent,
                 store_op::SetEventStatus>;

/// Units committed, transactions used and games purged so far (logs, benchmarks, metrics).
struct StoreStats {
  uint64_t units = 0;
  uint64_t transactions = 0;
  uint64_t purged = 0;
};

/// How a unit ended. CONFLICT is not a failure of the store: it tells a node that it no longer
/// owns the game (docs/server.md, "Fencing").
enum class WriteOutcome : uint8_t { OK, FAILED, CONFLICT };

class Store {
 public:
  /// Called once the unit is durable (OK), or has changed nothing: FAILED (the store broke) or
  /// CONFLICT (fencing: another writer already stored this game's version, or joined it). Runs
  /// on the store's own thread: post to your executor, do not block.
  using Done = std::function<void(WriteOutcome)>;

  virtual ~Store() = default;
  /// Queues the ops as one atomic unit. Units of one game are applied in the order queued.
  virtual void write(std::vector<StoreOp> ops, Done done) = 0;
  // Reads never throw: a database failure is an `unavailable` error (readResult, status.h),
  // which the caller answers with 503 for its request only.

  /// Games waiting or playing, with their logs.
  virtual Result<std::vector<LoadedGame>> loadActive() = 0;
  /// One game with its log, any status; nullopt when no game has this id.
  virtual Result<std::optional<LoadedGame>> load(const std::string& id) = 0;
  /// The game whose prevId is `id` (its rematch), or nullopt.
  virtual Result<std::optional<GameRow>> findRematch(const std::string& id) = 0;
  /// The player whose key has this hash, or nullopt when it was never stored.
  virtual Result<std::optional<PlayerRow>> player(const std::string& keyHash) = 0;
  /// The games whose seat was taken with the player key of this hash, at most `limit`: those
  /// waiting or playing first, then the finished ones, each part newest created first. Games that
  /// expired unjoined are left out (docs/lobby.md, "My games").
  virtual Result<std::vector<PlayerGame>> gamesOfPlayer(const std::string& keyHash,
                                                        size_t limit) = 0;
  /// The archive's games matching `q`, newest first, one page (docs/archive.md).
  virtual Result<ArchivePage> searchArchive(const ArchiveQuery& q) = 0;
  /// One archived game; nullopt when no game has this id.
  virtual Result<std::optional<ArchivedGame>> archived(const std::string& id) = 0;
  /// The explorer rows of the canonical position `key`, of one rule ("" = every rule).
  virtual Result<std::vector<ExplorerRow>> explore(uint64_t key, const std::string& rule) = 0;
  /// The open challenges (expired ones included: the caller expires them).
  virtual Result<std::vector<ChallengeRow>> openChallenges() = 0;
  /// One challenge, any status; nullopt when no challenge has this id.
  virtual Result<std::optional<ChallengeRow>> challenge(const std::string& id) = 0;
  /// A game's chat messages, both channels, in order of n.
  virtual Result<std::vector<ChatRow>> chat(const std::string& gameId) = 0;
  /// The player whose public id (ratings/public_id.h) is `publicId`, or nullopt.
  virtual Result<std::optional<PlayerRow>> playerByPublicId(const std::string& publicId) = 0;
  /// The key's finished games with a result (aborted ones not counted), by opponent kind.
  virtual Result<PlayerTotals> playerTotals(const std::string& keyHash) = 0;
  /// One page of the key's finished listed games (GameEnd::listed, with a result).
  virtual Result<std::vector<FinishedGame>> finishedGames(const FinishedGamesQuery& q) = 0;
  /// The key's rating after each of its last `limit` counted games at `speed`, oldest first.
  virtual Result<std::vector<RatingPoint>> ratingHistory(const std::string& keyHash,
                                                         ratings::Speed speed, size_t limit) = 0;
  /// The leaderboard's candidates at `speed`: keys not provisional whose last rated game ended
  /// at or after `activeSince`, best first, at most `limit` (ratings::rankLeaderboard is the rule).
  virtual Result<std::vector<ratings::LeaderboardEntry>> leaderboard(ratings::Speed speed,
                                                                     int64_t activeSince,
                                                                     size_t limit) = 0;
  /// The key's current ratings, one row per speed it has played rated games at.
  virtual Result<std::vector<RatingRow>> ratingsOf(const std::string& keyHash) = 0;
  /// What the rated game `gameId` did; nullopt when it was not rated (or not over).
  virtual Result<std::optional<GameRatingRow>> gameRating(const std::string& gameId) = 0;
  /// One event with its log; nullopt when no event has this id.
  virtual Result<std::optional<LoadedEvent>> loadEvent(const std::string& id) = 0;
  /// The events not finished, with their logs (a node's start).
  virtual Result<std::vector<LoadedEvent>> loadActiveEvents() = 0;
  /// One page of public events (EventsQuery).
  virtual Result<std::vector<EventRow>> events(const EventsQuery& q) = 0;
  /// The last time (server ms) the server was known alive, from the previous run; 0 when none.
  virtual int64_t previousHeartbeat() const = 0;
  /// Completes every queued write, then stops. Later writes fail.
  virtual void close() = 0;
  virtual StoreStats stats() const = 0;
};

/// How rows hold a seat: 0 = opener, 1 = other; the computer's column has -1 for none.
inline int64_t seatColumn(Seat s) {
  return static_cast<int64_t>(s);
}
inline int64_t seatColumn(std::optional<Seat> s) {
  return s ? seatColumn(*s) : -1;
}
/// Two flags by seat in one column: bit 1 the opener, bit 2 the other.
inline int64_t seatBits(const std::array<bool, 2>& bySeat) {
  return (bySeat[0] ? 1 : 0) | (bySeat[1] ? 2 : 0);
}
/// A seat column read back; an error on a value no version of the schema writes (a read of a
/// damaged row is then an `unavailable` error).
Result<std::optional<Seat>> seatFromColumn(int64_t v);
/// A status column read back; an error on an unknown name, as above.
Result<GameStatus> statusFromColumn(std::string_view name);

}  // namespace renju::server
