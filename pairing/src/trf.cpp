#include "trf.h"

#include <algorithm>
#include <charconv>
#include <optional>

namespace renju::pairing {
namespace {

// 0-based offsets of the 1-based TRF columns.
constexpr std::size_t RANK_AT = 4, RANK_LEN = 4;
constexpr std::size_t NAME_AT = 14, NAME_LEN = 33;
constexpr std::size_t RATING_AT = 48, RATING_LEN = 4;
constexpr std::size_t FIDE_AT = 57, FIDE_LEN = 11;
constexpr std::size_t POINTS_AT = 80, POINTS_LEN = 4;
constexpr std::size_t ROUNDS_AT = 91, ROUND_WIDTH = 10;

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

// The columns [at, at + len) of a line, shorter (or empty) past its end.
std::string_view field(std::string_view line, std::size_t at, std::size_t len) {
  if (at >= line.size()) return {};
  return line.substr(at, len);
}

// A non-negative integer; a blank field is `blank`.
std::optional<int> number(std::string_view text, std::optional<int> blank) {
  text = trim(text);
  if (text.empty()) return blank;
  int value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc{} || end != text.data() + text.size() || value < 0) return std::nullopt;
  return value;
}

// Points as "2.5" or "2" into tenths; blank is 0.
std::optional<int> tenths(std::string_view text) {
  text = trim(text);
  if (text.empty()) return 0;
  const std::size_t dot = text.find('.');
  const std::optional<int> whole = number(text.substr(0, dot), std::nullopt);
  if (!whole) return std::nullopt;
  if (dot == std::string_view::npos) return *whole * 10;
  const std::string_view frac = text.substr(dot + 1);
  if (frac.size() != 1 || frac[0] < '0' || frac[0] > '9') return std::nullopt;
  return *whole * 10 + (frac[0] - '0');
}

std::optional<Outcome> outcomeOf(char code) {
  switch (code) {
    case '1':
      return Outcome::WIN;
    case '=':
      return Outcome::DRAW;
    case '0':
      return Outcome::LOSS;
    case '+':
      return Outcome::FORFEIT_WIN;
    case '-':
      return Outcome::FORFEIT_LOSS;
    case 'W':
      return Outcome::UNRATED_WIN;
    case 'D':
      return Outcome::UNRATED_DRAW;
    case 'L':
      return Outcome::UNRATED_LOSS;
    case 'F':
      return Outcome::FULL_BYE;
    case 'H':
      return Outcome::HALF_BYE;
    case 'U':
      return Outcome::PAIRING_BYE;
    case 'Z':
    case ' ':
      return Outcome::ZERO_BYE;
    default:
      return std::nullopt;
  }
}

char codeOf(Outcome outcome) {
  static constexpr char CODES[] = {'1', '=', '0', '+', '-', 'W', 'D', 'L', 'F', 'H', 'U', 'Z'};
  return CODES[static_cast<int>(outcome)];
}

std::optional<Colour> colourOf(char code) {
  switch (code) {
    case 'w':
      return Colour::WHITE;
    case 'b':
      return Colour::BLACK;
    case '-':
    case ' ':
      return Colour::NONE;
    default:
      return std::nullopt;
  }
}

char codeOf(Colour colour) {
  return colour == Colour::WHITE ? 'w' : colour == Colour::BLACK ? 'b' : '-';
}

Error lineError(int lineNo, const std::string& what) {
  return makeError("bad-trf", "line " + std::to_string(lineNo) + ": " + what);
}

// One round block; nullopt and `what` set when a column cannot be read.
std::optional<RoundEntry> parseRound(std::string_view block, std::string& what) {
  const std::optional<int> opponent = number(field(block, 0, 4), 0);
  if (!opponent) {
    what = "opponent '" + std::string(field(block, 0, 4)) + "' is not a start rank";
    return std::nullopt;
  }
  const char colourCode = block.size() > 5 ? block[5] : ' ';
  const char resultCode = block.size() > 7 ? block[7] : ' ';
  const std::optional<Colour> colour = colourOf(colourCode);
  if (!colour) {
    what = std::string("colour '") + colourCode + "' is not w, b or -";
    return std::nullopt;
  }
  const std::optional<Outcome> outcome = outcomeOf(resultCode);
  if (!outcome) {
    what = std::string("result '") + resultCode + "' is not one of 1 0 = + - W D L H F U Z";
    return std::nullopt;
  }
  return RoundEntry{*opponent, *colour, *outcome};
}

Result<Player> parsePlayer(std::string_view line, int lineNo) {
  Player p;
  const std::optional<int> rank = number(field(line, RANK_AT, RANK_LEN), std::nullopt);
  if (!rank || *rank == 0) return lineError(lineNo, "start rank (columns 5-8) is not a number");
  p.rank = *rank;
  p.name = std::string(trim(field(line, NAME_AT, NAME_LEN)));
  const std::optional<int> rating = number(field(line, RATING_AT, RATING_LEN), 0);
  if (!rating) return lineError(lineNo, "rating (columns 49-52) is not a number");
  p.rating = *rating;
  p.fideId = std::string(trim(field(line, FIDE_AT, FIDE_LEN)));
  const std::optional<int> points = tenths(field(line, POINTS_AT, POINTS_LEN));
  if (!points) return lineError(lineNo, "points (columns 81-84) are not a number like 2.5");
  p.pointsTenths = *points;
  std::string_view rest = line.size() > ROUNDS_AT ? line.substr(ROUNDS_AT) : std::string_view{};
  while (!trim(rest).empty()) {
    std::string what;
    const std::optional<RoundEntry> entry = parseRound(rest.substr(0, ROUND_WIDTH - 2), what);
    if (!entry) {
      return lineError(lineNo, "round " + std::to_string(p.rounds.size() + 1) + ": " + what);
    }
    p.rounds.push_back(*entry);
    rest = rest.size() > ROUND_WIDTH ? rest.substr(ROUND_WIDTH) : std::string_view{};
  }
  return p;
}

// XXR and XXC; false when the value cannot be read.
bool parseExtension(std::string_view line, Tournament& t) {
  const std::string_view value = trim(line.substr(3));
  if (line.starts_with("XXR")) {
    const std::optional<int> rounds = number(value, std::nullopt);
    if (!rounds) return false;
    t.totalRounds = *rounds;
  } else if (line.starts_with("XXC")) {
    const std::string_view first = value.substr(0, value.find(' '));
    if (first == "white1") {
      t.firstColour = Colour::WHITE;
    } else if (first == "black1") {
      t.firstColour = Colour::BLACK;
    } else {
      return false;
    }
  }
  return true;
}

// Ranks 1..n each once, and every opponent one of them.
std::optional<Error> checkPlayers(const Tournament& t, const std::vector<int>& lineOf) {
  const int n = static_cast<int>(t.players.size());
  for (int i = 0; i < n; ++i) {
    const Player& p = t.players[i];
    if (p.rank != i + 1) {
      return lineError(lineOf[i], "start rank " + std::to_string(p.rank) + " where " +
                                      std::to_string(i + 1) + " was expected (ranks go 1, 2, ...)");
    }
    for (std::size_t r = 0; r < p.rounds.size(); ++r) {
      const int o = p.rounds[r].opponent;
      if (o > n || o == p.rank) {
        return lineError(lineOf[i], "round " + std::to_string(r + 1) + ": opponent " +
                                        std::to_string(o) + " is not another player");
      }
    }
  }
  return std::nullopt;
}

// Right-aligns text in a field of width columns.
std::string pad(const std::string& text, std::size_t width) {
  return text.size() >= width ? text : std::string(width - text.size(), ' ') + text;
}

// Writes text at a 0-based column, padding the line with spaces up to it.
void put(std::string& line, std::size_t at, const std::string& text) {
  if (line.size() < at) line.resize(at, ' ');
  line.replace(at, std::min(text.size(), line.size() - at), text);
}

void appendRound(std::string& line, const RoundEntry& e) {
  const std::string opponent = e.opponent == 0 ? "0000" : pad(std::to_string(e.opponent), 4);
  line += "  " + opponent + " " + codeOf(e.colour) + " " + codeOf(e.outcome);
}

}  // namespace

Result<Tournament> parseTrf(std::string_view text) {
  Tournament t;
  std::vector<int> lineOf;
  int lineNo = 0;
  while (!text.empty()) {
    // Lines end with LF, CR LF or a lone CR (bbpPairings writes CR).
    const std::size_t eol = text.find_first_of("\r\n");
    const std::string_view line = text.substr(0, eol);
    std::size_t skip = eol == std::string_view::npos ? text.size() : eol + 1;
    if (eol != std::string_view::npos && text[eol] == '\r' && skip < text.size() &&
        text[skip] == '\n') {
      ++skip;
    }
    text.remove_prefix(skip);
    ++lineNo;
    if (line.starts_with("001")) {
      Result<Player> p = parsePlayer(line, lineNo);
      if (!p) return p.error();
      t.players.push_back(std::move(p).value());
      lineOf.push_back(lineNo);
    } else if (line.starts_with("XX") && !parseExtension(line, t)) {
      return lineError(lineNo, "cannot read '" + std::string(trim(line)) +
                                   "' (XXR takes a number, XXC white1 or black1)");
    }
  }
  if (t.players.empty()) return makeError("bad-trf", "no player lines (001) in the file");
  if (std::optional<Error> e = checkPlayers(t, lineOf)) return *e;
  return t;
}

std::string writeTrf(const Tournament& t) {
  std::string out;
  if (t.totalRounds > 0) out += "XXR " + std::to_string(t.totalRounds) + "\n";
  if (t.firstColour != Colour::NONE) {
    out += t.firstColour == Colour::WHITE ? "XXC white1\n" : "XXC black1\n";
  }
  for (const Player& p : t.players) {
    std::string line = "001";
    put(line, RANK_AT, pad(std::to_string(p.rank), RANK_LEN));
    put(line, NAME_AT, p.name.substr(0, NAME_LEN));
    put(line, RATING_AT, pad(std::to_string(p.rating), RATING_LEN));
    put(line, FIDE_AT, pad(p.fideId.substr(0, FIDE_LEN), FIDE_LEN));
    put(line, POINTS_AT,
        pad(std::to_string(p.pointsTenths / 10) + "." + std::to_string(p.pointsTenths % 10),
            POINTS_LEN));
    put(line, POINTS_AT + POINTS_LEN + 1, pad(std::to_string(p.rank), 4));
    for (const RoundEntry& e : p.rounds) appendRound(line, e);
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  return out;
}

}  // namespace renju::pairing
