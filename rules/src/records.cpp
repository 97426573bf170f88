// Format detection, whole-text reading and the chunked RecordReader: where one record of each
// format ends. Each format's own syntax lives in records_<format>.cpp.
#include "records.h"

#include <algorithm>

#include "records_text.h"

namespace renju {

using records_text::isSpace;

std::string_view toString(RecordFormat f) {
  switch (f) {
    case RecordFormat::PLAIN:
      return "plain";
    case RecordFormat::SGF:
      return "sgf";
    case RecordFormat::RENJUNET:
      return "renjunet";
    case RecordFormat::PSQ:
      return "psq";
  }
  return "plain";
}

RecordFormat detectRecordFormat(std::string_view head) {
  if (head.substr(0, 3) == "\xEF\xBB\xBF") head.remove_prefix(3);
  while (!head.empty() && isSpace(head.front())) head.remove_prefix(1);
  if (head.empty()) return RecordFormat::PLAIN;
  if (head.front() == '(') return RecordFormat::SGF;
  if (head.front() == '<') return RecordFormat::RENJUNET;
  if (head.substr(0, 9) == "Piskvorky") return RecordFormat::PSQ;
  return RecordFormat::PLAIN;
}

const std::string* Record::tag(std::string_view name) const {
  for (const auto& [k, v] : tags) {
    if (k == name) return &v;
  }
  return nullptr;
}

std::vector<Record> readRecords(std::string_view text) {
  return readRecords(text, detectRecordFormat(text.substr(0, 64)));
}

std::vector<Record> readRecords(std::string_view text, RecordFormat format) {
  std::vector<Record> out;
  RecordReader reader(format);
  size_t pos = 0;
  while (std::optional<Record> r = reader.next(text, pos, true)) out.push_back(std::move(*r));
  return out;
}

namespace {

// "<game" then whitespace, '>' or '/' at `at` (not "<games>"); needs 6 bytes.
bool isGameStart(std::string_view s, size_t at) {
  if (s.compare(at, 5, "<game") != 0 || at + 5 >= s.size()) return false;
  char c = s[at + 5];
  return isSpace(c) || c == '>' || c == '/';
}

// End of the start tag beginning at `at` (index of its '>'), quotes respected; npos if unseen.
size_t findTagEnd(std::string_view s, size_t at) {
  char quote = 0;
  for (size_t i = at; i < s.size(); ++i) {
    char c = s[i];
    if (quote != 0) {
      if (c == quote) quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '>') {
      return i;
    }
  }
  return std::string_view::npos;
}

// End of the SGF game tree starting at '(' (index one past its ')'); npos if unseen. Resumes
// where `scan` stopped and leaves it where this text ends.
size_t findTreeEnd(std::string_view s, size_t at, RecordReader::TreeScan& scan) {
  for (size_t i = at + scan.done; i < s.size(); ++i) {
    char c = s[i];
    if (scan.escaped) {
      scan.escaped = false;
    } else if (scan.inValue) {
      if (c == '\\')
        scan.escaped = true;
      else if (c == ']')
        scan.inValue = false;
    } else if (c == '[') {
      scan.inValue = true;
    } else if (c == '(') {
      ++scan.depth;
    } else if (c == ')') {
      if (--scan.depth == 0) {
        scan = {};
        return i + 1;
      }
    }
  }
  scan.done = s.size() - at;
  return std::string_view::npos;
}

Record truncated(std::string_view what) {
  Record r;
  r.error = makeError("truncated", "the file ends inside " + std::string(what));
  return r;
}

}  // namespace

std::optional<Record> RecordReader::next(std::string_view buffer, size_t& pos, bool atEnd) {
  if (error_) return std::nullopt;
  switch (format_) {
    case RecordFormat::PLAIN:
      return nextPlain(buffer, pos, atEnd);
    case RecordFormat::SGF:
      return nextSgf(buffer, pos, atEnd);
    case RecordFormat::RENJUNET:
      return nextRenjuNet(buffer, pos, atEnd);
    case RecordFormat::PSQ:
      return nextPsq(buffer, pos, atEnd);
  }
  return std::nullopt;
}

std::optional<Record> RecordReader::nextPlain(std::string_view buffer, size_t& pos, bool atEnd) {
  for (;;) {
    if (pos >= buffer.size()) return std::nullopt;
    size_t nl = buffer.find('\n', pos);
    if (nl == std::string_view::npos && !atEnd) return std::nullopt;
    size_t end = nl == std::string_view::npos ? buffer.size() : nl;
    std::string_view line = records_text::trim(buffer.substr(pos, end - pos));
    pos = nl == std::string_view::npos ? buffer.size() : nl + 1;
    if (count_ == 0 && line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);
    // Blank lines and '#' comments are not games.
    if (line.empty() || line.front() == '#') continue;
    ++count_;
    return parsePlainRecord(line);
  }
}

std::optional<Record> RecordReader::nextSgf(std::string_view buffer, size_t& pos, bool atEnd) {
  size_t start = buffer.find('(', pos);
  if (start == std::string_view::npos) {
    pos = buffer.size();
    return std::nullopt;
  }
  // A scan left over from the previous piece belongs to the tree the caller kept at pos.
  if (start != pos) scan_ = {};
  size_t end = findTreeEnd(buffer, start, scan_);
  if (end == std::string_view::npos) {
    pos = start;
    if (!atEnd) return std::nullopt;
    scan_ = {};
    pos = buffer.size();
    ++count_;
    Record r = parseSgfRecord(buffer.substr(start));
    if (!r.error) r.error = truncated("an SGF game tree").error;
    return r;
  }
  pos = end;
  ++count_;
  return parseSgfRecord(buffer.substr(start, end - start));
}

size_t RecordReader::skipToGame(std::string_view buffer, size_t& pos, bool atEnd) {
  constexpr auto npos = std::string_view::npos;
  for (;;) {
    size_t lt = buffer.find('<', pos);
    if (lt == npos) {
      pos = buffer.size();
      return npos;
    }
    // Markup cut at the end of this piece is read again with the next one.
    auto incomplete = [&] {
      pos = atEnd ? buffer.size() : lt;
      return npos;
    };
    if (lt + 6 > buffer.size() && !atEnd) return incomplete();
    if (isGameStart(buffer, lt)) {
      pos = lt;
      return lt;
    }
    std::string_view rest = buffer.substr(lt);
    size_t close = npos;
    if (rest.starts_with("<!--")) {
      close = buffer.find("-->", lt + 4);
      if (close != npos) close += 2;
    } else if (rest.starts_with("<?") || rest.starts_with("<!") || rest.starts_with("</")) {
      close = buffer.find('>', lt);
      if (close != npos && rest[1] == '/') depth_ = std::max(0, depth_ - 1);
    } else {
      close = findTagEnd(buffer, lt);
      if (close != npos && buffer[close - 1] != '/' && ++depth_ > XML_DEPTH_LIMIT) {
        error_ = makeError("too-deep",
                           "the XML nests elements deeper than " + std::to_string(XML_DEPTH_LIMIT) +
                               " levels (a RenjuNet database nests 4): not read further");
        pos = buffer.size();
        return npos;
      }
    }
    if (close == npos) return incomplete();
    pos = close + 1;
  }
}

std::optional<Record> RecordReader::nextRenjuNet(std::string_view buffer, size_t& pos, bool atEnd) {
  size_t start = skipToGame(buffer, pos, atEnd);
  if (start == std::string_view::npos) return std::nullopt;
  size_t tagEnd = findTagEnd(buffer, start);
  size_t end = std::string_view::npos;
  if (tagEnd != std::string_view::npos) {
    if (buffer[tagEnd - 1] == '/') {
      end = tagEnd + 1;
    } else {
      size_t close = buffer.find("</game", tagEnd);
      if (close != std::string_view::npos) {
        size_t gt = buffer.find('>', close);
        if (gt != std::string_view::npos) end = gt + 1;
      }
    }
  }
  if (end == std::string_view::npos) {
    if (!atEnd) return std::nullopt;
    pos = buffer.size();
    ++count_;
    Record r = parseRenjuNetGame(buffer.substr(start));
    r.error = truncated("a <game> element").error;
    return r;
  }
  pos = end;
  ++count_;
  return parseRenjuNetGame(buffer.substr(start, end - start));
}

std::optional<Record> RecordReader::nextPsq(std::string_view buffer, size_t& pos, bool atEnd) {
  if (!atEnd) return std::nullopt;
  std::string_view rest = records_text::trim(buffer.substr(std::min(pos, buffer.size())));
  pos = buffer.size();
  if (rest.empty() || count_ > 0) return std::nullopt;
  ++count_;
  return parsePsqRecord(rest);
}

}  // namespace renju
