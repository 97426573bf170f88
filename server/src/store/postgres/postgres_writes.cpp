#include "store/postgres/postgres_writes.h"

#include <spdlog/spdlog.h>

#include <utility>

#include "ratings/public_id.h"
#include "store/postgres/pg_util.h"
#include "store/postgres/postgres_archive.h"
#include "store/postgres/postgres_events.h"
#include "store/postgres/postgres_ratings.h"

namespace renju::server {
namespace {

// Append and chat do nothing on a duplicate key instead of failing, so that a batch without
// conflicts needs no savepoint per unit (PostgresStore::commitBatch); they report the conflict
// by changing no row.
constexpr std::pair<const char*, const char*> STATEMENTS[] = {
    {"create_game",
     "INSERT INTO games(id, settings, secret_opener, secret_other, invite, creator_seat, "
     "created_at, joined_at, status, prev_id, next_id, computer_seat, computer_level, "
     "player_opener, player_other) "
     "VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)"},
    {"join",
     "UPDATE games SET joined_at=$2, status='playing', "
     "secret_opener=CASE WHEN $3::int=0 THEN $4 ELSE secret_opener END, "
     "secret_other=CASE WHEN $3::int=1 THEN $4 ELSE secret_other END, "
     "player_opener=CASE WHEN $3::int=0 THEN $5 ELSE player_opener END, "
     "player_other=CASE WHEN $3::int=1 THEN $5 ELSE player_other END "
     "WHERE id=$1 AND joined_at=0 AND status='waiting'"},
    {"append",
     "INSERT INTO actions(game_id, version, action, client_id, at, remaining_opener, "
     "remaining_other) VALUES($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING"},
    // A game once joined never expires: a node that saw it created but not joined (in a
    // cluster the join may be served by another node) must not expire it under the players.
    {"set_status", "UPDATE games SET status=$2 WHERE id=$1 AND ($2 <> 'expired' OR joined_at=0)"},
    {"set_end",
     "UPDATE games SET ended_at=$2, winner=$3, end_reason=$4, moves=$5, opener_color=$6, "
     "listed=$7 WHERE id=$1"},
    {"link_rematch", "UPDATE games SET next_id=$2 WHERE id=$1"},
    {"want_rematch", "UPDATE games SET rematch_wanted=$2 WHERE id=$1"},
    {"want_publish", "UPDATE games SET publish_wanted=$2 WHERE id=$1"},
    {"purge_actions",
     "DELETE FROM actions WHERE game_id IN (SELECT id FROM games WHERE joined_at=0 AND "
     "status IN ('waiting', 'expired') AND created_at < $1)"},
    {"purge_chat",
     "DELETE FROM chat WHERE game_id IN (SELECT id FROM games WHERE joined_at=0 AND "
     "status IN ('waiting', 'expired') AND created_at < $1)"},
    {"purge_games",
     "DELETE FROM games WHERE joined_at=0 AND status IN ('waiting', 'expired') AND "
     "created_at < $1"},
    // Closed challenges go with the games never joined (sqlite_writes.cpp says why).
    {"purge_challenges", "DELETE FROM challenges WHERE status <> 'open' AND created_at < $1"},
    // $4 = 1 sets the display name to $3; 0 keeps the stored one.
    {"see_player",
     "INSERT INTO players(key_hash, display_name, created_at, last_seen, public_id) "
     "VALUES($1, CASE WHEN $4::int=1 THEN $3 ELSE '' END, $2, $2, $5) "
     "ON CONFLICT(key_hash) DO UPDATE SET last_seen=excluded.last_seen, "
     "display_name=CASE WHEN $4::int=1 THEN $3 ELSE players.display_name END"},
    {"create_challenge",
     "INSERT INTO challenges(id, settings, opener, private, creator_key_hash, secret, "
     "display_name, created_at, status, game_id, rating, rating_provisional, rating_min, "
     "rating_max) VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)"},
    {"close_challenge",
     "UPDATE challenges SET status=$2, game_id=$3 WHERE id=$1 AND status='open'"},
    {"add_chat",
     "INSERT INTO chat(game_id, n, channel, seat, name, text, at) "
     "VALUES($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING"},
    {"heartbeat",
     "INSERT INTO meta(key, value) VALUES('heartbeat', $1) "
     "ON CONFLICT(key) DO UPDATE SET value=excluded.value"},
};

std::string str(int64_t v) {
  return std::to_string(v);
}

/// Runs a writer statement whose rows do not matter.
StoreStatus run(PostgresWriter& w, const char* name, const std::vector<std::string>& params) {
  auto r = pg::run(w.conn, name, params);
  if (!r) return r.error();
  return okStatus();
}

/// Runs a fenced writer statement: a conflictError when it changed no row.
StoreStatus runFenced(PostgresWriter& w, const char* name, const std::vector<std::string>& params,
                      const std::string& conflict) {
  auto r = pg::run(w.conn, name, params);
  if (!r) return r.error();
  if (r->changed() == 0) return conflictError(conflict);
  return okStatus();
}

StoreStatus apply(PostgresWriter& w, const store_op::CreateGame& o) {
  const GameRow& g = o.game;
  return run(
      w, "create_game",
      {g.id, g.settings, g.secrets[0], g.secrets[1], g.invite, str(seatColumn(g.creatorSeat)),
       str(g.createdAt), str(g.joinedAt), std::string(toString(g.status)), g.prevId, g.nextId,
       str(seatColumn(g.computerSeat)), str(g.computerLevel), g.players[0], g.players[1]});
}

StoreStatus apply(PostgresWriter& w, const store_op::Join& o) {
  return runFenced(w, "join",
                   {o.id, str(o.joinedAt), str(seatColumn(o.seat)), o.secretHash, o.playerHash},
                   "game " + o.id + " already joined");
}

StoreStatus apply(PostgresWriter& w, const store_op::Append& o) {
  const ActionRow& a = o.row;
  return runFenced(w, "append",
                   {o.id, str(a.version), a.action, a.clientId, str(a.at), str(a.remainingOpener),
                    str(a.remainingOther)},
                   "game " + o.id + " version " + str(a.version) + " already stored");
}

StoreStatus apply(PostgresWriter& w, const store_op::SetStatus& o) {
  if (StoreStatus set = run(w, "set_status", {o.id, std::string(toString(o.status))});
      !set || !o.end)
    return set;
  const GameEnd& e = *o.end;
  return run(w, "set_end",
             {o.id, str(e.endedAt), e.winner, e.reason, str(e.moves), e.openerColor,
              str(e.listed ? 1 : 0)});
}

StoreStatus apply(PostgresWriter& w, const store_op::LinkRematch& o) {
  return run(w, "link_rematch", {o.id, o.nextId});
}

StoreStatus apply(PostgresWriter& w, const store_op::WantRematch& o) {
  return run(w, "want_rematch", {o.id, str(seatBits(o.wanted))});
}

StoreStatus apply(PostgresWriter& w, const store_op::WantPublish& o) {
  return run(w, "want_publish", {o.id, str(seatBits(o.wanted))});
}

StoreStatus apply(PostgresWriter& w, const store_op::Purge& o) {
  const std::vector<std::string> before{str(o.createdBefore)};
  if (StoreStatus s = run(w, "purge_actions", before); !s) return s;
  if (StoreStatus s = run(w, "purge_chat", before); !s) return s;
  auto games = pg::run(w.conn, "purge_games", before);
  if (!games) return games.error();
  if (games->changed() > 0) spdlog::info("store: purged {} games never joined", games->changed());
  w.queue.countPurged(static_cast<uint64_t>(games->changed()));
  return run(w, "purge_challenges", before);
}

StoreStatus apply(PostgresWriter& w, const store_op::SeePlayer& o) {
  return run(w, "see_player",
             {o.keyHash, str(o.at), o.name.value_or(""), o.name ? "1" : "0",
              ratings::publicIdOf(o.keyHash)});
}

StoreStatus apply(PostgresWriter& w, const store_op::Archive& o) {
  return postgresArchive(w.conn, o.games);
}

StoreStatus apply(PostgresWriter& w, const store_op::CreateChallenge& o) {
  const ChallengeRow& c = o.challenge;
  return run(w, "create_challenge",
             {c.id, c.settings, c.opener, c.isPrivate ? "true" : "false", c.creatorHash,
              c.secretHash, c.name, str(c.createdAt), c.status, c.gameId, str(c.rating),
              str(c.ratingProvisional ? 1 : 0), str(c.ratingMin), str(c.ratingMax)});
}

StoreStatus apply(PostgresWriter& w, const store_op::CloseChallenge& o) {
  return runFenced(w, "close_challenge", {o.id, o.status, o.gameId},
                   "challenge " + o.id + " is no longer open");
}

StoreStatus apply(PostgresWriter& w, const store_op::Chat& o) {
  const ChatRow& c = o.row;
  return runFenced(w, "add_chat",
                   {o.id, str(c.n), c.channel, str(seatColumn(c.seat)), c.name, c.text, str(c.at)},
                   "game " + o.id + " chat " + str(c.n) + " already stored");
}

StoreStatus apply(PostgresWriter& w, const store_op::RateGame& o) {
  return postgresRateGame(w, o.game);
}

StoreStatus apply(PostgresWriter& w, const store_op::RecomputeRatings&) {
  return postgresRecomputeRatings(w);
}

StoreStatus apply(PostgresWriter& w, const store_op::CreateEvent& o) {
  return postgresCreateEvent(w, o);
}

StoreStatus apply(PostgresWriter& w, const store_op::AppendEvent& o) {
  return postgresAppendEvent(w, o);
}

StoreStatus apply(PostgresWriter& w, const store_op::SetEventStatus& o) {
  return postgresSetEventStatus(w, o);
}

}  // namespace

StoreStatus preparePostgresWrites(pg_conn* conn) {
  for (const auto& [name, sql] : STATEMENTS)
    if (StoreStatus s = pg::prepare(conn, name, sql); !s) return s;
  if (StoreStatus s = preparePostgresEventWrites(conn); !s) return s;
  return preparePostgresRatings(conn);
}

StoreStatus applyPostgresOp(PostgresWriter& w, const StoreOp& op) {
  return std::visit([&w](const auto& o) { return apply(w, o); }, op);
}

StoreStatus writePostgresHeartbeat(pg_conn* conn, int64_t now) {
  auto r = pg::run(conn, "heartbeat", {str(now)});
  if (!r) return r.error();
  return okStatus();
}

}  // namespace renju::server
