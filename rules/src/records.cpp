// Format detection, whole-text reading and the chunked RecordReader: where one record of each
// format ends. Each format's own syntax lives in records_<format>.cpp.
#include "records.h"

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

// A RenjuNet <game> start tag: "<game" then whitespace, '>' or '/' (not "<games>").
size_t findGameStart(std::string_view s, size_t from) {
  for (;;) {
    size_t at = s.find("<game", from);
    if (at == std::string_view::npos || at + 5 >= s.size()) return at;
    char c = s[at + 5];
    if (isSpace(c) || c == '>' || c == '/') return at;
    from = at + 5;
  }
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

// End of the SGF game tree starting at '(' (index one past its ')'); npos if unseen.
size_t findTreeEnd(std::string_view s, size_t at) {
  int depth = 0;
  bool inValue = false;
  for (size_t i = at; i < s.size(); ++i) {
    char c = s[i];
    if (inValue) {
      if (c == '\\')
        ++i;
      else if (c == ']')
        inValue = false;
    } else if (c == '[') {
      inValue = true;
    } else if (c == '(') {
      ++depth;
    } else if (c == ')') {
      if (--depth == 0) return i + 1;
    }
  }
  return std::string_view::npos;
}

Record truncated(std::string_view what) {
  Record r;
  r.error = makeError("truncated", "the file ends inside " + std::string(what));
  return r;
}

}  // namespace

std::optional<Record> RecordReader::next(std::string_view buffer, size_t& pos, bool atEnd) {
  switch (format_) {
    case RecordFormat::PLAIN:
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
    case RecordFormat::SGF: {
      size_t start = buffer.find('(', pos);
      if (start == std::string_view::npos) {
        pos = buffer.size();
        return std::nullopt;
      }
      size_t end = findTreeEnd(buffer, start);
      if (end == std::string_view::npos) {
        pos = start;
        if (!atEnd) return std::nullopt;
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
    case RecordFormat::RENJUNET: {
      size_t start = findGameStart(buffer, pos);
      // A comment opening before that game hides what it holds: skip it and look again. Only
      // [pos, start) is searched, so the scan stays linear.
      size_t comment = buffer.substr(0, start).find("<!--", pos);
      while (comment != std::string_view::npos) {
        size_t close = buffer.find("-->", comment + 4);
        if (close == std::string_view::npos) {
          pos = atEnd ? buffer.size() : comment;
          return std::nullopt;
        }
        pos = close + 3;
        start = findGameStart(buffer, pos);
        comment = buffer.substr(0, start).find("<!--", pos);
      }
      if (start == std::string_view::npos) {
        // Keep a possible "<gam" split at the end of this piece.
        if (atEnd)
          pos = buffer.size();
        else if (buffer.size() >= pos + 5)
          pos = buffer.size() - 5;
        return std::nullopt;
      }
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
        pos = start;
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
    case RecordFormat::PSQ: {
      if (!atEnd) return std::nullopt;
      std::string_view rest = records_text::trim(buffer.substr(std::min(pos, buffer.size())));
      pos = buffer.size();
      if (rest.empty() || count_ > 0) return std::nullopt;
      ++count_;
      return parsePsqRecord(rest);
    }
  }
  return std::nullopt;
}

}  // namespace renju
