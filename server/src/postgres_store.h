#pragma once
// PostgreSQL implementation of Store (libpq): one writer connection on the store's own thread
// that commits every pending unit of every game in one transaction (group commit, as the SQLite
// store does), and one reader connection for loads. Every statement is prepared once per
// connection. The schema is migrated at open (postgres_schema.cpp).
#include <condition_variable>
#include <deque>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "store.h"

struct pg_conn;

namespace renju::server {

class PostgresStore final : public Store {
 public:
  /// Connects to `conninfo` (a postgresql:// URL or key=value string) and migrates the schema;
  /// throws std::runtime_error with the server's message.
  explicit PostgresStore(const std::string& conninfo);
  ~PostgresStore() override;

  void write(std::vector<StoreOp> ops, Done done) override;
  std::vector<LoadedGame> loadActive() override;
  std::optional<LoadedGame> load(const std::string& id) override;
  std::optional<GameRow> findRematch(const std::string& id) override;
  int64_t previousHeartbeat() const override { return previousHeartbeat_; }
  void close() override;
  StoreStats stats() const override;

 private:
  struct Unit {
    std::vector<StoreOp> ops;
    Done done;
  };
  void run();
  /// Applies the batch in one transaction; fills `outcome`; false when the transaction failed.
  bool commitBatch(std::deque<Unit>& batch, std::vector<WriteOutcome>& outcome, bool heartbeat);
  WriteOutcome applyUnit(const Unit& unit, bool savepoint);
  void applyOp(const StoreOp& op);
  void writeHeartbeat(int64_t now);
  std::vector<ActionRow> loadActions(const std::string& id);
  std::vector<GameRow> selectGames(const char* statement, const std::vector<std::string>& args);

  pg_conn* writer_ = nullptr;
  pg_conn* reader_ = nullptr;
  std::mutex readerMutex_;
  int64_t previousHeartbeat_ = 0;

  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Unit> pending_;
  bool stopping_ = false;
  bool closed_ = false;
  StoreStats stats_;
  std::thread thread_;
};

/// Whether `spec` names a PostgreSQL database (postgresql:// or postgres://).
bool isPostgresUrl(const std::string& spec);

}  // namespace renju::server
