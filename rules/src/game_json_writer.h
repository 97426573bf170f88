#pragma once
// The JSON of game_json.h written straight into text (json_writer.h), for the server's hot path:
// every accepted action sends its event to every socket of the game. The output is byte for byte
// what dumping the nlohmann values of game_json.h gives (members in key order, as its objects
// are sorted maps); tests/rules/game_json_writer_test.cpp compares the two over whole games of
// every rule.
#include "game.h"
#include "json_writer.h"

namespace renju {

/// As toJson(action, withSeat).
void writeJson(JsonWriter& w, const Action& action, bool withSeat = true);
/// As toJson(event).
void writeJson(JsonWriter& w, const Event& event);
/// As toJson(result).
void writeJson(JsonWriter& w, const GameResult& result);
/// As stateToJson (`withMoves`) or stateToJsonWithoutMoves.
void writeState(JsonWriter& w, const GameState& state, bool withMoves);

}  // namespace renju
