#include "base/socket_inbox.h"

#include <string_view>

namespace renju::server {

SocketInbox::Put SocketInbox::put(Message frame) {
  std::lock_guard lock(mutex_);
  if (frames_.size() >= limit_) return Put::FULL;
  frames_.push_back(std::move(frame));
  if (flushPosted_) return Put::QUEUED;
  flushPosted_ = true;
  return Put::POST_FLUSH;
}

std::vector<Message> SocketInbox::take() {
  std::vector<Message> taken;
  std::lock_guard lock(mutex_);
  taken.swap(frames_);
  flushPosted_ = false;
  return taken;
}

namespace {

constexpr std::string_view BATCH_HEAD = R"({"t":"batch","d":[)", BATCH_TAIL = "]}";

// A frame's messages as they go into a batch: a batch made here (the feed's, then a socket's)
// gives its elements, so that batches never nest.
std::string_view batchElements(const std::string& frame) {
  std::string_view f = frame;
  if (f.size() >= BATCH_HEAD.size() + BATCH_TAIL.size() && f.starts_with(BATCH_HEAD) &&
      f.ends_with(BATCH_TAIL))
    return f.substr(BATCH_HEAD.size(), f.size() - BATCH_HEAD.size() - BATCH_TAIL.size());
  return f;
}

}  // namespace

Message batchOf(const std::vector<Message>& frames) {
  if (frames.size() == 1) return frames.front();
  size_t size = BATCH_HEAD.size() + BATCH_TAIL.size() + frames.size();
  for (const Message& f : frames) size += f->size();
  std::string text;
  text.reserve(size);
  text += BATCH_HEAD;
  bool first = true;
  for (const Message& f : frames) {
    std::string_view elements = batchElements(*f);
    if (elements.empty()) continue;
    if (!first) text += ',';
    text += elements;
    first = false;
  }
  text += BATCH_TAIL;
  return std::make_shared<const std::string>(std::move(text));
}

}  // namespace renju::server
