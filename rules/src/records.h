#pragma once
// Game records in the formats renju players exchange: plain move lists, SGF, the RenjuNet XML
// database (.rif) and Piskvork's PSQ. Functions from text to values and back; no I/O. Large
// inputs (a RenjuNet database of 100,000 games) are read piece by piece with RecordReader.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "result.h"
#include "types.h"

namespace renju {

/// A pass in a record's move list: the invalid point.
inline constexpr Point PASS{};
inline constexpr bool isPass(Point p) {
  return !p.valid();
}

enum class RecordFormat : uint8_t {
  PLAIN,     ///< one move list per line: "h8 h9 i8" or "h8h9i8"
  SGF,       ///< FF[4] GM[4] SZ[15], "(;B[hh];W[hg])"
  RENJUNET,  ///< RenjuNet XML database, <game ...><move>h8 h9</move></game>
  PSQ,       ///< Piskvork: "Piskvorky 15x15, ..." then "x,y,ms" lines
};

/// The longest text value a reader keeps (a comment, a name, a tag): a longer one is cut to this
/// many bytes (at a character boundary) and the cut noted in Record::notes, so one record's memory
/// stays bounded whatever the file holds.
inline constexpr size_t RECORD_VALUE_LIMIT = 4096;
/// The most moves a record may hold: a renju game has at most 225 stones and, two passes in a row
/// ending it, fewer than 451 moves in all. A longer list is an error ("too-long").
inline constexpr size_t RECORD_MOVES_LIMIT = 1000;
/// How deep a RenjuNet XML file may nest elements outside its games (the database nests two:
/// <database><games>); deeper, the reader stops with an error (RecordReader::error).
inline constexpr int XML_DEPTH_LIMIT = 32;

/// "plain", "sgf", "renjunet", "psq".
std::string_view toString(RecordFormat f);

/// Guesses the format from the first bytes of a file: '(' = SGF, '<' = RenjuNet XML,
/// "Piskvorky" = PSQ, anything else = plain. Leading whitespace and a UTF-8 BOM are skipped.
RecordFormat detectRecordFormat(std::string_view head);

/// How a recorded game ended, as far as the record says.
struct RecordedResult {
  std::optional<Color> winner;  ///< nullopt = draw
  /// "five", "overline", "foul", "resign", "time", "agreement", "two-passes", "full-board",
  /// "abandon", "aborted" (no result, winner empty); empty when the record gives only the winner.
  std::string reason;
  Point foulPoint;                               ///< with reason "foul"
  ForbiddenKind foulKind = ForbiddenKind::NONE;  ///< with reason "foul"

  friend bool operator==(const RecordedResult&, const RecordedResult&) = default;
};

/// The opening procedure of a game as far as a record keeps it (all empty for old records).
struct OpeningFacts {
  std::string rule;  ///< stable rule id: "standard", "rif", "yamaguchi", "soosorv", "taraguchi"
  int n = 0;         ///< Soosõrv's or Taraguchi's N; 0 when the rule has none
  /// Every swap decision in order, one letter each: 'S' swapped, '-' declined.
  std::string swaps;
  bool openerEndsBlack = true;  ///< the opener holds Black after the opening
  int declared = 0;             ///< declared number of fifth moves; 0 = none declared
  std::vector<Point> offers;    ///< offered fifth moves in order; the chosen one is move 5

  bool empty() const { return rule.empty() && swaps.empty() && declared == 0 && offers.empty(); }
  friend bool operator==(const OpeningFacts&, const OpeningFacts&) = default;
};

/// One game of a record file.
struct Record {
  std::string id;            ///< the record's own id (RenjuNet game id); empty when none
  std::vector<Point> moves;  ///< Black first, alternating; PASS for a pass
  std::vector<int> timesMs;  ///< empty, or the time spent on each move
  /// Player names (or a database's player ids) when known. The site's games have no names yet:
  /// once players have display names the server sets these and every format carries them
  /// (SGF PB/PW, RenjuNet black/white, the text export's header).
  std::string black, white;
  std::string date;  ///< "YYYY-MM-DD" (UTC) the game was played; empty when unknown
  std::optional<RecordedResult> result;
  OpeningFacts opening;
  /// Other facts the source carried, kept for a faithful re-export: RenjuNet attributes
  /// ("tournament", "round", "opening", "alt", "swap", ...), unknown SGF root properties.
  std::vector<std::pair<std::string, std::string>> tags;
  /// Set when the record could not be read completely; `moves` then holds the moves before the
  /// bad one.
  std::optional<Error> error;
  /// What the reader changed to keep the record bounded, one sentence each ("the SGF property C
  /// was cut to 4096 bytes"); empty for an ordinary record.
  std::vector<std::string> notes;

  /// The value of tag `name`, or nullptr.
  const std::string* tag(std::string_view name) const;
  friend bool operator==(const Record&, const Record&) = default;
};

// ---- whole texts ---------------------------------------------------------------------------

/// Every record in `text`, in order; the format is detected from the content.
std::vector<Record> readRecords(std::string_view text);
std::vector<Record> readRecords(std::string_view text, RecordFormat format);

/// One move list per line; passes as "--". Moves only: the line holds nothing else.
std::string writePlain(const Record& r);
/// The move list after a header of '#' lines saying what the record knows: rule and N, date,
/// players, the opening decisions and the result with its reason. Read back as plain text (the
/// header lines are comments there).
std::string writeText(const Record& r);
/// "Taraguchi-10", "Soosõrv-8", "Yamaguchi", "RIF", "Standard renju" ("" without a rule).
std::string ruleTitle(const OpeningFacts& o);
/// The opening decisions in English sentences: who ended as Black, swaps, the declared count,
/// the offered fifth moves and the chosen one ("" when the record keeps none).
std::string describeOpening(const Record& r);
/// "White wins by resignation.", "Black wins: White ... ", "Draw by agreement.", ...
std::string describeResult(const RecordedResult& res);
/// SGF FF[4] GM[4] SZ[15] with RU (rule), the opening facts in private properties and RE.
std::string writeSgf(const Record& r);
/// A complete RenjuNet XML database holding `games`.
std::string writeRenjuNet(std::span<const Record> games);
/// One <game> element of a RenjuNet database.
std::string writeRenjuNetGame(const Record& r);
/// Piskvork PSQ: header, one "x,y,ms" line per stone (1-based, origin top-left), trailer.
/// Passes have no PSQ form: they are an error.
Result<std::string> writePsq(const Record& r);

// ---- streams -------------------------------------------------------------------------------

/// Pulls records one by one out of text that arrives in pieces (a file read in chunks). Keeps no
/// text itself: the caller owns the buffer, appends to it, and drops what has been consumed.
class RecordReader {
 public:
  explicit RecordReader(RecordFormat format) : format_(format) {}

  /// The next complete record in buffer[pos..], advancing pos past it. Returns nullopt when no
  /// complete record remains: then pos marks where the unread rest begins (keep the buffer from
  /// there and call again with more text). With `atEnd` (no more text will come), a truncated
  /// last record is returned with an error.
  std::optional<Record> next(std::string_view buffer, size_t& pos, bool atEnd);

  /// Records returned so far.
  int count() const { return count_; }

  /// Set when the text cannot be a file of this format (a RenjuNet file nesting elements deeper
  /// than XML_DEPTH_LIMIT); next() then returns nothing more.
  const std::optional<Error>& error() const { return error_; }

  /// How far the scan of an SGF game tree not yet complete got (it resumes there when more text
  /// comes, so a huge tree is scanned once, not once per piece).
  struct TreeScan {
    size_t done = 0;  ///< bytes of the tree scanned, from its '('
    int depth = 0;
    bool inValue = false;
    bool escaped = false;
  };

 private:
  std::optional<Record> nextPlain(std::string_view buffer, size_t& pos, bool atEnd);
  std::optional<Record> nextSgf(std::string_view buffer, size_t& pos, bool atEnd);
  std::optional<Record> nextRenjuNet(std::string_view buffer, size_t& pos, bool atEnd);
  std::optional<Record> nextPsq(std::string_view buffer, size_t& pos, bool atEnd);
  /// Skips the markup before the next <game> start tag, keeping the nesting depth; npos when
  /// more text is needed (pos then marks where to resume) or after an error.
  size_t skipToGame(std::string_view buffer, size_t& pos, bool atEnd);

  RecordFormat format_;
  int count_ = 0;
  int depth_ = 0;  ///< RenjuNet: elements open outside the games
  TreeScan scan_;
  std::optional<Error> error_;
};

// ---- single records, per format (used by RecordReader; also for tests) ----------------------

/// One plain move list ("h8 h9 i8", "h8h9i8"; "--" or "pass" is a pass).
Record parsePlainRecord(std::string_view line);
/// One SGF game tree "(;...)"; variations: the main line (first child) is taken.
Record parseSgfRecord(std::string_view tree);
/// One RenjuNet <game ...>...</game> element.
Record parseRenjuNetGame(std::string_view element);
/// A whole PSQ file.
Record parsePsqRecord(std::string_view text);

/// SGF coordinates: two letters from the top-left, "hh" = h8, "ao" = a1; "" and "tt" = pass.
std::optional<Point> parseSgfPoint(std::string_view s);
std::string sgfPoint(Point p);

}  // namespace renju
