#pragma once
// JSON for the game model: the config, actions, the action log, events and the public state.
// Points are "h8" strings. Parsing takes untrusted input and never throws: every problem is an
// Error value.
//
// Shapes (docs/game-model.md has the full list with examples):
//   config  {"rule": "taraguchi", "n": 10, "fouls": "reject", "takebacks": false}
//   action  {"type": "place", "point": "h8"} | {"type": "choose", "point": "g9"}
//           | {"type": "offer", "points": ["g9", "j10"]} | {"type": "declare", "count": 5}
//           | {"type": "swap"} | {"type": "pass"} | {"type": "resign"} | {"type": "draw-offer"}
//           | ... (every ActionType id); the stored log adds "seat": "opener" | "other".
//   log     [action, action, ...] (each with "seat")
//   event   {"type": "stone-placed", "seat": "opener", "color": "black", "point": "h8",
//            "move": 1} and the other EventType ids (see toJson(const Event&))
//   state   see stateToJson
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "game.h"
#include "result.h"

namespace renju {

/// Parses JSON text without throwing; error code `bad-json`.
Result<nlohmann::json> parseJson(std::string_view text);

/// {"rule", "n", "fouls", "takebacks"}.
nlohmann::json toJson(const GameConfig& config);
/// Missing fields take their defaults (rule "standard", n the rule's default, fouls "reject",
/// takebacks false); n is ignored (and stored as 0) for the rules without an N.
/// Error code `bad-config` for anything unknown, mistyped or out of range.
Result<GameConfig> configFromJson(const nlohmann::json& j);

/// The action's shape above; with "seat" when `withSeat`.
nlohmann::json toJson(const Action& action, bool withSeat = true);
/// Parses one action. With `seat` (the server knows who speaks) that seat is used and any "seat"
/// field is ignored; without it the JSON must carry "seat". Fields the type does not use are
/// ignored. Error codes: `unknown-action` (a "type" that does not exist), `bad-request` (not an
/// object, a missing or mistyped field, a point that is not on the board).
Result<Action> actionFromJson(const nlohmann::json& j, std::optional<Seat> seat = std::nullopt);

/// The stored log: a JSON array of actions with their seats.
nlohmann::json logToJson(std::span<const Action> log);
/// Errors as actionFromJson, the message naming the bad entry's index.
Result<std::vector<Action>> logFromJson(const nlohmann::json& j);

/// {"winner": "opener"|"other"|null, "winnerColor": "black"|"white"|null, "reason": "five"...,
///  "foul": null | {"kind": "double-three", "point": "h7"}}
nlohmann::json toJson(const GameResult& result);

/// Every event has "type" (EventType id) and "seat". Then by type: stone-placed {color, point,
/// move}; passed {color, move}; swapped {openerColor}; declared {count}; offered {points};
/// chosen {point}; takeback-applied {points (removed stones), moves (moves undone)};
/// finished {result}; the draw and takeback offers and answers carry nothing more.
nlohmann::json toJson(const Event& event);
nlohmann::json eventsToJson(std::span<const Event> events);

/// The public state, the same for every viewer:
/// {
///   "rule", "n", "fouls", "takebacks": the config,
///   "status": "playing" | "finished",
///   "phase": Phase id ("main" once the opening procedure is over),
///   "toMove": "opener" | "other" | null (null when finished),
///   "nextColor": "black" | "white" (colour of the next move),
///   "colors": {"opener": "black", "other": "white"},
///   "allowed": {"opener": [allowed...], "other": [allowed...]}, where an allowed action is
///       {"type": "place", "region": "center"|"3x3"|"5x5"|"7x7"|"9x9"|"any"}
///     | {"type": "declare", "min": 1, "max": 10} | {"type": "offer", "count": 2}
///     | {"type": "choose", "points": ["g9", "j10"]} | {"type": <any other id>},
///   "moves": [{"move": 1, "color": "black", "point": "h8"}, ...] (point null for a pass),
///   "moveCount": number of moves (stones and passes),
///   "openingLastMove": 5 (0 for standard): passes and takebacks only after it,
///   "offers": ["g9", "j10"] (waiting for White's choice, else []),
///   "declared": 5 | null,
///   "drawOffer": "opener" | "other" | null (who offers a draw),
///   "takebackRequest": "opener" | "other" | null (who asks for a takeback),
///   "forbidden": [{"point": "h7", "kind": "double-three"}, ...] (Black's forbidden points when
///       the next stone placed or offered is Black's; else []),
///   "offerClasses": null | [225 ints by point index a1=0, b1=1, ..., o15=224]: while the seat to
///       move may offer, the symmetry class of each empty point (same id = symmetric, -1 =
///       occupied),
///   "opening": null | {"code": "3D", "name": "Sosei"},
///   "result": null | result (see toJson(const GameResult&))
/// }
nlohmann::json stateToJson(const GameState& state);
/// The public state without "moves" (everything else as above, "moveCount" included): what a
/// server event carries, since the moves follow from the events (stone-placed, passed,
/// takeback-applied) and are the part that grows with the game.
nlohmann::json stateToJsonWithoutMoves(const GameState& state);

}  // namespace renju
