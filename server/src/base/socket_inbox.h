#pragma once
// Frames handed to one socket from other threads, waiting for the socket's strand (the lobby's
// sockets: docs/lobby.md, "Batches"). A change reaches thousands of sockets, each through a
// handler posted to its strand; a second change that arrives before a socket's handler ran rides
// along with the first instead of costing a handler, a write and a wakeup of its own. Frames that
// are flushed together leave as one `batch` message (docs/protocol.md).
#include <mutex>
#include <vector>

#include "base/version_ring.h"  // Message

namespace renju::server {

class SocketInbox {
 public:
  explicit SocketInbox(size_t limit) : limit_(limit) {}

  enum class Put {
    POST_FLUSH,  ///< the inbox was empty: the caller posts a flush to the socket's strand
    QUEUED,      ///< a flush is already on its way and will take this frame too
    FULL,        ///< `limit` frames wait already: the socket is not keeping up
  };
  /// Thread-safe.
  Put put(Message frame);
  /// Everything waiting, in order; the next put() asks for a flush again. Thread-safe.
  std::vector<Message> take();

 private:
  std::mutex mutex_;
  std::vector<Message> frames_;
  bool flushPosted_ = false;
  size_t limit_;
};

/// One message that carries `frames` (envelopes, in order): `{"t":"batch","d":[...]}`; a batch
/// among them gives its own envelopes (batches never nest); a single frame is returned as it is.
Message batchOf(const std::vector<Message>& frames);

}  // namespace renju::server
