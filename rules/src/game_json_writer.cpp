#include "game_json_writer.h"

#include <span>

namespace renju {

namespace {

void point(JsonWriter& w, Point p) {
  if (p.valid())
    w.string(toString(p));
  else
    w.null();
}

void points(JsonWriter& w, std::span<const Point> ps) {
  w.beginArray();
  for (Point p : ps) w.string(toString(p));
  w.endArray();
}

template <class T>
void optionalId(JsonWriter& w, const std::optional<T>& v) {
  if (v)
    w.string(toString(*v));
  else
    w.null();
}

// Every member below is written in byte order of its key, as nlohmann's sorted objects dump them.

void allowed(JsonWriter& w, const AllowedAction& a) {
  w.beginObject();
  switch (a.type) {
    case ActionType::PLACE:
      w.key("region").string(toString(a.region));
      break;
    case ActionType::DECLARE:
      w.key("max").number(a.max).key("min").number(a.min);
      break;
    case ActionType::OFFER:
      w.key("count").number(a.count);
      break;
    case ActionType::CHOOSE:
      w.key("points");
      points(w, a.choices);
      break;
    default:
      break;
  }
  w.key("type").string(toString(a.type));
  w.endObject();
}

void allowedList(JsonWriter& w, const GameState& s, Seat seat) {
  w.beginArray();
  for (const AllowedAction& a : s.allowedActions(seat)) allowed(w, a);
  w.endArray();
}

void moves(JsonWriter& w, const GameState& s) {
  w.beginArray();
  for (const Move& m : s.moves()) {
    w.beginObject().key("color").string(toString(m.color)).key("move").number(m.number);
    w.key("point");
    point(w, m.point);
    w.endObject();
  }
  w.endArray();
}

}  // namespace

void writeJson(JsonWriter& w, const Action& action, bool withSeat) {
  w.beginObject();
  switch (action.type) {
    case ActionType::PLACE:
    case ActionType::CHOOSE:
      w.key("point");
      point(w, action.point);
      break;
    case ActionType::OFFER:
      w.key("points");
      points(w, action.points);
      break;
    case ActionType::DECLARE:
      w.key("count").number(action.count);
      break;
    default:
      break;
  }
  if (withSeat) w.key("seat").string(toString(action.seat));
  w.key("type").string(toString(action.type));
  w.endObject();
}

void writeJson(JsonWriter& w, const GameResult& r) {
  w.beginObject();
  if (r.abortedBy) w.key("abortedBy").string(toString(*r.abortedBy));
  w.key("foul");
  if (r.reason == EndReason::FOUL) {
    w.beginObject().key("kind").string(toString(r.foulKind)).key("point");
    point(w, r.foulPoint);
    w.endObject();
  } else {
    w.null();
  }
  w.key("reason").string(toString(r.reason));
  w.key("winner");
  optionalId(w, r.winner);
  w.key("winnerColor");
  optionalId(w, r.winnerColor);
  w.endObject();
}

// The members proper to each kind of event all sort before "seat" and "type".
void writeJson(JsonWriter& w, const Event& e) {
  w.beginObject();
  switch (e.type) {
    case EventType::STONE_PLACED:
      w.key("color").string(toString(e.color)).key("move").number(e.moveNumber).key("point");
      point(w, e.point);
      break;
    case EventType::PASSED:
      w.key("color").string(toString(e.color)).key("move").number(e.moveNumber);
      break;
    case EventType::SWAPPED:
      w.key("openerColor").string(toString(e.color));
      break;
    case EventType::DECLARED:
      w.key("count").number(e.count);
      break;
    case EventType::OFFERED:
      w.key("points");
      points(w, e.points);
      break;
    case EventType::CHOSEN:
      w.key("point");
      point(w, e.point);
      break;
    case EventType::TAKEBACK_APPLIED:
      w.key("moves").number(e.count).key("points");
      points(w, e.points);
      break;
    case EventType::FINISHED:
      w.key("result");
      if (e.result)
        writeJson(w, *e.result);
      else
        w.null();
      break;
    default:
      break;
  }
  w.key("seat").string(toString(e.seat));
  w.key("type").string(toString(e.type));
  w.endObject();
}

void writeState(JsonWriter& w, const GameState& s, bool withMoves) {
  const GameConfig& config = s.config();
  const auto toMove = s.toMove();
  w.beginObject();
  w.key("allowed").beginObject().key("opener");
  allowedList(w, s, Seat::OPENER);
  w.key("other");
  allowedList(w, s, Seat::OTHER);
  w.endObject();
  w.key("colors").beginObject();
  w.key("opener").string(toString(s.colorOf(Seat::OPENER)));
  w.key("other").string(toString(s.colorOf(Seat::OTHER)));
  w.endObject();
  w.key("declared");
  if (s.declared())
    w.number(*s.declared());
  else
    w.null();
  w.key("drawOffer");
  optionalId(w, s.drawOfferBy());
  w.key("forbidden").beginArray();
  for (const auto& [p, kind] : s.forbiddenPoints())
    w.beginObject().key("kind").string(toString(kind)).key("point").string(toString(p)).endObject();
  w.endArray();
  w.key("fouls").string(toString(config.fouls));
  w.key("moveCount").number(s.moveCount());
  if (withMoves) {
    w.key("moves");
    moves(w, s);
  }
  w.key("n").number(config.n);
  w.key("nextColor").string(toString(s.nextColor()));
  w.key("offerClasses");
  std::vector<int> classes = toMove ? s.offerClasses(*toMove) : std::vector<int>{};
  if (classes.empty()) {
    w.null();
  } else {
    w.beginArray();
    for (int c : classes) w.number(c);
    w.endArray();
  }
  w.key("offers");
  points(w, s.offers());
  w.key("opening");
  if (auto o = s.opening())
    w.beginObject().key("code").string(o->code).key("name").string(o->name).endObject();
  else
    w.null();
  w.key("openingLastMove").number(s.openingLastMove());
  w.key("phase").string(toString(s.phase()));
  w.key("result");
  if (s.result())
    writeJson(w, *s.result());
  else
    w.null();
  w.key("rule").string(toString(config.rule));
  w.key("status").string(toString(s.status()));
  w.key("takebackRequest");
  optionalId(w, s.takebackRequestBy());
  w.key("takebacks").boolean(config.takebacks);
  w.key("toMove");
  optionalId(w, toMove);
  w.endObject();
}

}  // namespace renju
