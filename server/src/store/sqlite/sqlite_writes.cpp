#include "store/sqlite/sqlite_writes.h"

#include <spdlog/spdlog.h>
#include <sqlite3.h>

#include "ratings/public_id.h"
#include "store/event_sql.h"
#include "store/sqlite/sqlite_archive.h"
#include "store/sqlite/sqlite_ratings.h"

namespace renju::server {
namespace {

/// A conflictError when the last statement changed no row (the fenced UPDATEs).
StoreStatus changedOne(SqliteWriter& w, StoreStatus ran, const std::string& conflict) {
  if (!ran) return ran;
  if (sqlite3_changes(w.db) == 0) return conflictError(conflict);
  return okStatus();
}

StoreStatus apply(SqliteWriter& w, const store_op::CreateGame& o) {
  auto s = w.statements.get(
      "INSERT INTO games(id, settings, secret_opener, secret_other, invite, creator_seat, "
      "created_at, joined_at, status, prev_id, next_id, computer_seat, computer_level, "
      "player_opener, player_other) "
      "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)");
  if (!s) return s.error();
  const GameRow& g = o.game;
  s.value().bind(1, g.id).bind(2, g.settings).bind(3, g.secrets[0]).bind(4, g.secrets[1]);
  s.value().bind(5, g.invite).bind(6, seatColumn(g.creatorSeat)).bind(7, g.createdAt);
  s.value().bind(8, g.joinedAt).bind(9, std::string(toString(g.status))).bind(10, g.prevId);
  s.value().bind(11, g.nextId).bind(12, seatColumn(g.computerSeat));
  s.value().bind(13, int64_t{g.computerLevel}).bind(14, g.players[0]).bind(15, g.players[1]);
  return s.value().run();
}

// Fenced: only a game still waiting can be joined.
StoreStatus apply(SqliteWriter& w, const store_op::Join& o) {
  auto s = w.statements.get(
      "UPDATE games SET joined_at=?2, status='playing', "
      "secret_opener=CASE WHEN ?3=0 THEN ?4 ELSE secret_opener END, "
      "secret_other=CASE WHEN ?3=1 THEN ?4 ELSE secret_other END, "
      "player_opener=CASE WHEN ?3=0 THEN ?5 ELSE player_opener END, "
      "player_other=CASE WHEN ?3=1 THEN ?5 ELSE player_other END "
      "WHERE id=?1 AND joined_at=0 AND status='waiting'");
  if (!s) return s.error();
  s.value().bind(1, o.id).bind(2, o.joinedAt).bind(3, seatColumn(o.seat));
  s.value().bind(4, o.secretHash).bind(5, o.playerHash);
  return changedOne(w, s.value().run(), "game " + o.id + " already joined");
}

// Fenced by the primary key (game_id, version).
StoreStatus apply(SqliteWriter& w, const store_op::Append& o) {
  auto s = w.statements.get(
      "INSERT INTO actions(game_id, version, action, client_id, at, remaining_opener, "
      "remaining_other) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)");
  if (!s) return s.error();
  const ActionRow& r = o.row;
  s.value().bind(1, o.id).bind(2, r.version).bind(3, r.action).bind(4, r.clientId);
  s.value().bind(5, r.at).bind(6, r.remainingOpener).bind(7, r.remainingOther);
  return s.value().runFenced("version already stored");
}

// A game once joined never expires (postgres_writes.cpp says why).
StoreStatus apply(SqliteWriter& w, const store_op::SetStatus& o) {
  auto s = w.statements.get(
      "UPDATE games SET status=?2 WHERE id=?1 AND (?2 <> 'expired' OR joined_at=0)");
  if (!s) return s.error();
  if (StoreStatus set = s.value().bind(1, o.id).bind(2, std::string(toString(o.status))).run();
      !set || !o.end)
    return set;
  auto e = w.statements.get(
      "UPDATE games SET ended_at=?2, winner=?3, end_reason=?4, moves=?5, opener_color=?6, "
      "listed=?7 WHERE id=?1");
  if (!e) return e.error();
  const GameEnd& end = *o.end;
  e.value().bind(1, o.id).bind(2, end.endedAt).bind(3, end.winner).bind(4, end.reason);
  e.value().bind(5, end.moves).bind(6, end.openerColor).bind(7, int64_t{end.listed});
  return e.value().run();
}

StoreStatus apply(SqliteWriter& w, const store_op::LinkRematch& o) {
  auto s = w.statements.get("UPDATE games SET next_id=?2 WHERE id=?1");
  if (!s) return s.error();
  return s.value().bind(1, o.id).bind(2, o.nextId).run();
}

StoreStatus apply(SqliteWriter& w, const store_op::WantRematch& o) {
  auto s = w.statements.get("UPDATE games SET rematch_wanted=?2 WHERE id=?1");
  if (!s) return s.error();
  return s.value().bind(1, o.id).bind(2, seatBits(o.wanted)).run();
}

StoreStatus apply(SqliteWriter& w, const store_op::WantPublish& o) {
  auto s = w.statements.get("UPDATE games SET publish_wanted=?2 WHERE id=?1");
  if (!s) return s.error();
  return s.value().bind(1, o.id).bind(2, seatBits(o.wanted)).run();
}

/// Runs one purge statement (not kept: a purge is rare) with `createdBefore` as ?1.
StoreStatus purgeStep(SqliteWriter& w, const std::string& sql, int64_t createdBefore) {
  auto s = SqliteStatement::prepare(w.db, sql);
  if (!s) return s.error();
  return s.value().bind(1, createdBefore).run();
}

StoreStatus apply(SqliteWriter& w, const store_op::Purge& o) {
  const std::string unjoined =
      "joined_at=0 AND status IN ('waiting', 'expired') AND created_at < ?1";
  for (const char* table : {"actions", "chat"}) {
    StoreStatus s = purgeStep(w,
                              std::string("DELETE FROM ") + table +
                                  " WHERE game_id IN (SELECT id FROM games WHERE " + unjoined + ")",
                              o.createdBefore);
    if (!s) return s;
  }
  if (StoreStatus s = purgeStep(w, "DELETE FROM games WHERE " + unjoined, o.createdBefore); !s)
    return s;
  auto purged = static_cast<uint64_t>(sqlite3_changes(w.db));
  if (purged > 0) spdlog::info("store: purged {} games never joined", purged);
  w.queue.countPurged(purged);
  // Closed challenges (accepted, cancelled, expired) are kept as long as unjoined games are, so
  // a creator can still learn what became of one; open ones expire on their own.
  return purgeStep(w, "DELETE FROM challenges WHERE status <> 'open' AND created_at < ?1",
                   o.createdBefore);
}

StoreStatus apply(SqliteWriter& w, const store_op::SeePlayer& o) {
  auto s = w.statements.get(
      "INSERT INTO players(key_hash, display_name, created_at, last_seen, public_id) "
      "VALUES(?1, coalesce(?3, ''), ?2, ?2, ?4) "
      "ON CONFLICT(key_hash) DO UPDATE SET last_seen=excluded.last_seen, "
      "display_name=coalesce(?3, display_name)");
  if (!s) return s.error();
  s.value().bind(1, o.keyHash).bind(2, o.at).bind(4, ratings::publicIdOf(o.keyHash));
  if (o.name) s.value().bind(3, *o.name);  // unbound stays NULL: the name is kept
  return s.value().run();
}

StoreStatus apply(SqliteWriter& w, const store_op::Archive& o) {
  return sqliteArchive(w.db, o.games);
}

StoreStatus apply(SqliteWriter& w, const store_op::CreateChallenge& o) {
  auto s = w.statements.get(
      "INSERT INTO challenges(id, settings, opener, private, creator_key_hash, secret, "
      "display_name, created_at, status, game_id, rating, rating_provisional, rating_min, "
      "rating_max) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)");
  if (!s) return s.error();
  const ChallengeRow& c = o.challenge;
  s.value().bind(1, c.id).bind(2, c.settings).bind(3, c.opener).bind(4, int64_t{c.isPrivate});
  s.value().bind(5, c.creatorHash).bind(6, c.secretHash).bind(7, c.name).bind(8, c.createdAt);
  s.value().bind(11, int64_t{c.rating}).bind(12, int64_t{c.ratingProvisional});
  s.value().bind(13, int64_t{c.ratingMin}).bind(14, int64_t{c.ratingMax});
  return s.value().bind(9, c.status).bind(10, c.gameId).run();
}

// Fenced: only an open challenge can be closed (another node may have accepted it first).
StoreStatus apply(SqliteWriter& w, const store_op::CloseChallenge& o) {
  auto s =
      w.statements.get("UPDATE challenges SET status=?2, game_id=?3 WHERE id=?1 AND status='open'");
  if (!s) return s.error();
  s.value().bind(1, o.id).bind(2, o.status).bind(3, o.gameId);
  return changedOne(w, s.value().run(), "challenge " + o.id + " is no longer open");
}

// Fenced by the primary key (game_id, n).
StoreStatus apply(SqliteWriter& w, const store_op::Chat& o) {
  auto s = w.statements.get(
      "INSERT INTO chat(game_id, n, channel, seat, name, text, at) "
      "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)");
  if (!s) return s.error();
  const ChatRow& r = o.row;
  s.value().bind(1, o.id).bind(2, r.n).bind(3, r.channel).bind(4, seatColumn(r.seat));
  s.value().bind(5, r.name).bind(6, r.text).bind(7, r.at);
  return s.value().runFenced("chat message already stored");
}

StoreStatus apply(SqliteWriter& w, const store_op::RateGame& o) {
  return sqliteRateGame(w, o.game);
}

StoreStatus apply(SqliteWriter& w, const store_op::RecomputeRatings&) {
  return sqliteRecomputeRatings(w);
}

StoreStatus apply(SqliteWriter& w, const store_op::CreateEvent& o) {
  auto s = w.statements.get(CREATE_EVENT_SQL);
  if (!s) return s.error();
  const EventRow& e = o.event;
  s.value().bind(1, e.id).bind(2, e.config).bind(3, e.organiserHash).bind(4, e.createdAt);
  s.value().bind(5, e.startsAt).bind(6, int64_t{e.isPrivate}).bind(7, e.status);
  return s.value().run();
}

// Fenced by the primary key (event_id, seq): a seq already stored changes no row.
StoreStatus apply(SqliteWriter& w, const store_op::AppendEvent& o) {
  auto s = w.statements.get(APPEND_EVENT_SQL);
  if (!s) return s.error();
  s.value().bind(1, o.id).bind(2, o.row.seq).bind(3, o.row.action).bind(4, o.row.at);
  return changedOne(w, s.value().run(),
                    "event " + o.id + " action " + std::to_string(o.row.seq) + " already stored");
}

StoreStatus apply(SqliteWriter& w, const store_op::SetEventStatus& o) {
  auto s = w.statements.get(SET_EVENT_STATUS_SQL);
  if (!s) return s.error();
  return s.value().bind(1, o.id).bind(2, o.status).run();
}

}  // namespace

StoreStatus applySqliteOp(SqliteWriter& w, const StoreOp& op) {
  return std::visit([&w](const auto& o) { return apply(w, o); }, op);
}

}  // namespace renju::server
