#include "game/game_record.h"

#include <span>

#include "base/errors.h"
#include "base/now.h"
#include "game/game_settings.h"
#include "game_json.h"
#include "records_game.h"

namespace renju::server {

std::string berserkRowJson(Seat seat) {
  return R"({"seat":")" + std::string(toString(seat)) + R"(","type":"berserk"})";
}

std::optional<Seat> berserkRowSeat(const ActionRow& row) {
  // Cheap first: a rules action never names berserk.
  if (row.action.find("\"berserk\"") == std::string::npos) return std::nullopt;
  auto j = parseJson(row.action);
  if (!j || !j.value().is_object() || j.value().value("type", "") != "berserk") return std::nullopt;
  return parseSeat(j.value().value("seat", ""));
}

Result<std::vector<Action>> logFromRows(const std::vector<ActionRow>& rows) {
  std::vector<Action> log;
  log.reserve(rows.size());
  for (const ActionRow& row : rows) {
    if (berserkRowSeat(row)) continue;
    auto j = parseJson(row.action);
    if (!j) return j.error();
    auto a = actionFromJson(j.value());
    if (!a) return a.error();
    log.push_back(std::move(a).value());
  }
  return log;
}

Result<Record> playedGameRecord(const PlayedGame& game) {
  std::optional<LogTimes> times;
  if (game.clocked) times = LogTimes{game.joinedAt, game.logAt};
  auto built = recordFromGame(game.config, game.log, times);
  if (!built) return built.error();
  Record r = std::move(built).value();
  r.id = std::string(game.id);
  r.date = utcDate(game.joinedAt > 0 ? game.joinedAt : game.createdAt);
  return r;
}

Result<Record> storedGameRecord(const LoadedGame& game) {
  auto settingsJson = parseJson(game.game.settings);
  if (!settingsJson) return settingsJson.error();
  auto settings = settingsFromJson(settingsJson.value());
  if (!settings) return settings.error();
  auto log = logFromRows(game.actions);
  if (!log) return log.error();
  std::vector<int64_t> logAt;
  logAt.reserve(game.actions.size());
  for (const ActionRow& row : game.actions)
    if (!berserkRowSeat(row)) logAt.push_back(row.at);
  return playedGameRecord(PlayedGame{.id = game.game.id,
                                     .config = settings->config,
                                     .log = log.value(),
                                     .logAt = logAt,
                                     .joinedAt = game.game.joinedAt,
                                     .createdAt = game.game.createdAt,
                                     .clocked = settings->clock.has_value()});
}

Result<RecordFile> writeRecordFile(const Record& r, std::string_view format) {
  if (format == "text") return RecordFile{writeText(r), "text/plain; charset=utf-8"};
  if (format == "sgf") return RecordFile{writeSgf(r), "application/x-go-sgf"};
  if (format == "rif")
    return RecordFile{writeRenjuNet(std::span<const Record>(&r, 1)), "application/xml"};
  if (format == "psq") {
    auto psq = writePsq(r);
    if (!psq) return serverError(ErrorCode::BAD_REQUEST, psq.error().message);
    return RecordFile{psq.value(), "text/plain; charset=utf-8"};
  }
  return serverError(ErrorCode::BAD_REQUEST, "format is text, sgf, rif or psq");
}

}  // namespace renju::server
