#pragma once
// FIDE TRF (the 2016 fixed-column report format) in and out: the subset a Swiss pairing needs.
//   001 player lines: start rank (columns 5-8), name (15-47), rating (49-52), FIDE id (58-68),
//       points (81-84), then one 10-column block a round from column 92: opponent (4 columns,
//       0000 or blank for none), colour (w, b, -), result (1 0 = + - W D L H F U Z, or blank).
//   XXR n: the number of rounds; XXC white1|black1: the colour of rank 1 in round 1.
// Every other line (012 the name, 022 the city, 132 the dates, ...) is read past and not written.
#include <string>
#include <string_view>

#include "result.h"
#include "tournament.h"

namespace renju::pairing {

/// The tournament in a TRF text. An error (code "bad-trf") names the line and what is wrong:
/// a column that is not a number, an unknown colour or result code, a start rank missing,
/// repeated or out of order, an opponent who is not in the file.
Result<Tournament> parseTrf(std::string_view text);

/// The TRF text of a tournament: XXR and XXC when set, then one 001 line a player.
/// parseTrf(writeTrf(t)) == t for every tournament parseTrf can give.
std::string writeTrf(const Tournament& tournament);

}  // namespace renju::pairing
