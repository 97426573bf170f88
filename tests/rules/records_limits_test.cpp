// The readers' bounds on hostile files (issue 33): a record's texts are cut with a note, a move
// list has a ceiling, a RenjuNet file nesting without end is refused, a PSQ number that does not
// fit is an error, and a huge SGF tree read in pieces is scanned once.
#include <gtest/gtest.h>

#include "records.h"

namespace renju {
namespace {

// Reads `text` through a RecordReader in pieces of `piece` bytes, as record_io does.
struct PieceRead {
  std::vector<Record> records;
  std::optional<Error> error;
};

PieceRead readInPieces(const std::string& text, size_t piece) {
  PieceRead out;
  RecordReader reader(detectRecordFormat(text));
  std::string buffer;
  size_t pos = 0;
  for (size_t at = 0; at < text.size(); at += piece) {
    buffer += text.substr(at, piece);
    bool atEnd = at + piece >= text.size();
    while (std::optional<Record> r = reader.next(buffer, pos, atEnd))
      out.records.push_back(std::move(*r));
    buffer.erase(0, pos);
    pos = 0;
  }
  out.error = reader.error();
  return out;
}

TEST(RecordLimitsTest, AHugeSgfCommentIsCutWithANote) {
  std::string comment(3 * RECORD_VALUE_LIMIT, 'x');
  // A two-byte character straddling the limit is not split.
  comment[RECORD_VALUE_LIMIT - 1] = '\xC3';
  comment[RECORD_VALUE_LIMIT] = '\xA9';
  std::string sgf = "(;GM[4]SZ[15]PB[Ann]C[" + comment + "];B[hh];W[ii]C[" + comment + "])";
  Record r = parseSgfRecord(sgf);
  ASSERT_FALSE(r.error);
  EXPECT_EQ(r.moves.size(), 2u);
  EXPECT_EQ(r.black, "Ann");
  const std::string* kept = r.tag("C");
  ASSERT_NE(kept, nullptr);
  EXPECT_EQ(kept->size(), RECORD_VALUE_LIMIT - 1);
  EXPECT_EQ(r.notes, std::vector<std::string>{"SGF property C cut to 4096 bytes"});
  // The same through the chunked reader, pieces smaller than the comment.
  PieceRead pieces = readInPieces(sgf, 1000);
  ASSERT_EQ(pieces.records.size(), 1u);
  EXPECT_EQ(pieces.records[0], r);
}

TEST(RecordLimitsTest, AnOrdinaryRecordHasNoNotes) {
  Record r = parseSgfRecord("(;GM[4]SZ[15]C[a short comment];B[hh])");
  EXPECT_TRUE(r.notes.empty());
  EXPECT_EQ(*r.tag("C"), "a short comment");
}

TEST(RecordLimitsTest, RenjuNetNamesAndTagsAreBounded) {
  std::string name(RECORD_VALUE_LIMIT + 10, 'n');
  std::string element = "<game id=\"1\" black=\"" + name + "\"";
  for (int i = 0; i < 100; ++i) element += " t" + std::to_string(i) + "=\"v\"";
  element += "><move>h8 h9</move></game>";
  Record r = parseRenjuNetGame(element);
  EXPECT_EQ(r.black.size(), RECORD_VALUE_LIMIT);
  EXPECT_EQ(r.tags.size(), 64u);
  EXPECT_EQ(r.notes, (std::vector<std::string>{"attribute black cut to 4096 bytes",
                                               "tags after the first 64 dropped"}));
}

TEST(RecordLimitsTest, AMoveListLongerThanAnyGameIsAnError) {
  std::string list;
  for (size_t i = 0; i <= RECORD_MOVES_LIMIT; ++i) list += "-- ";
  Record plain = parsePlainRecord(list);
  ASSERT_TRUE(plain.error);
  EXPECT_EQ(plain.error->code, "too-long");
  EXPECT_EQ(plain.moves.size(), RECORD_MOVES_LIMIT);
  std::string sgf = "(;GM[4]";
  for (size_t i = 0; i <= RECORD_MOVES_LIMIT; ++i) sgf += i % 2 == 0 ? ";B[]" : ";W[]";
  Record tree = parseSgfRecord(sgf + ")");
  ASSERT_TRUE(tree.error);
  EXPECT_EQ(tree.error->code, "too-long");
}

TEST(RecordLimitsTest, DeepRenjuNetNestingIsRefused) {
  std::string xml =
      "<?xml version=\"1.0\"?>\n<database><games>"
      "<game id=\"1\"><move>h8 h9</move></game>";
  for (int i = 0; i < 100000; ++i) xml += "<a>";
  xml += "<game id=\"2\"><move>h8 h9</move></game>";
  for (size_t piece : {size_t{7}, size_t{4096}, xml.size()}) {
    SCOPED_TRACE(piece);
    PieceRead read = readInPieces(xml, piece);
    ASSERT_EQ(read.records.size(), 1u);  // the game before the fault
    EXPECT_EQ(read.records[0].id, "1");
    ASSERT_TRUE(read.error);
    EXPECT_EQ(read.error->code, "too-deep");
    EXPECT_NE(read.error->message.find("deeper than 32"), std::string::npos);
  }
}

TEST(RecordLimitsTest, RenjuNetNestingAsTheDatabaseHasItIsRead) {
  // Closed elements and self-closing ones do not add up: only what is open counts.
  std::string xml = "<database><players>";
  for (int i = 0; i < 100; ++i) xml += "<player id=\"" + std::to_string(i) + "\"/><x><y/></x>";
  xml += "</players><games>";
  for (int i = 0; i < 50; ++i)
    xml += "<game id=\"" + std::to_string(i) + "\"><move>h8</move></game>";
  xml += "</games></database>";
  PieceRead read = readInPieces(xml, 13);
  EXPECT_FALSE(read.error);
  EXPECT_EQ(read.records.size(), 50u);
}

TEST(RecordLimitsTest, APsqNumberOutOfRangeIsAnErrorWithItsLine) {
  Record r = parsePsqRecord(
      "Piskvorky 15x15, 11:11, 0\n8,8,0\n123456789012345678901234567890,3,0\nA\nB\n-1\n");
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->code, "bad-number");
  EXPECT_EQ(r.error->message, "line 3: the number 123456789012345678901234567890 is out of range");
  EXPECT_EQ(r.moves.size(), 1u);
  Record alone = parsePsqRecord("Piskvorky 15x15, 11:11, 0\n123456789012345678901234567890\n");
  ASSERT_TRUE(alone.error);
  EXPECT_EQ(alone.error->code, "bad-number");
  // The trailer's status and the players' names are not numbers out of range.
  Record good = parsePsqRecord("Piskvorky 15x15, 11:11, 0\n8,8,0\nalpha\nbeta\n-1\n");
  EXPECT_FALSE(good.error);
  EXPECT_EQ(good.white, "beta");
}

TEST(RecordLimitsTest, ATreeReadInManyPiecesMatchesTheWholeRead) {
  // Escapes split across pieces and values holding parentheses.
  std::string sgf = "(;GM[4]C[a \\] b ( c ) \\\\];B[hh](;W[ii]C[x)y])(;W[jj]))\n(;B[aa])";
  std::vector<Record> whole = readRecords(sgf);
  ASSERT_EQ(whole.size(), 2u);
  for (size_t piece = 1; piece < 12; ++piece) {
    SCOPED_TRACE(piece);
    EXPECT_EQ(readInPieces(sgf, piece).records, whole);
  }
}

}  // namespace
}  // namespace renju
