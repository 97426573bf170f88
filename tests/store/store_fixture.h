#pragma once
// The fixture of the store suite's parameterized tests: each test gets a fresh temporary folder
// and, for the parameter "postgresql", a database of its own (skipped without RENJU_TEST_PG),
// with the store open on it (unless the suite opens it itself: opensInSetUp()); `reopen()` opens
// it again on the same data, as a restart would.
#include <gtest/gtest.h>

#include <filesystem>
#include <future>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "../common/test_databases.h"
#include "store/postgres/postgres_store.h"
#include "store/sqlite/sqlite_store.h"
#include "store/status.h"

namespace renju::test {

class StoreFixture : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    if (postgres() && pgServerUrl().empty()) GTEST_SKIP() << "RENJU_TEST_PG is not set";
    std::random_device rd;
    dir_ = std::filesystem::temp_directory_path() / ("renju-store-suite-" + std::to_string(rd()));
    std::filesystem::create_directories(dir_);
    if (postgres()) pgCreateDatabase(dir_);
    if (opensInSetUp()) reopen();
  }
  void TearDown() override {
    store_.reset();
    if (dir_.empty()) return;
    if (postgres()) pgDropDatabase(dir_);
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  /// False for a suite whose tests open the store themselves (some on a database they made).
  virtual bool opensInSetUp() const { return true; }
  bool postgres() const { return GetParam() == "postgresql"; }
  void reopen() {
    server::StoreStatus opened = tryReopen();
    if (!opened) ADD_FAILURE() << "cannot open the store: " << opened.error().message;
  }
  /// Opens the store again; its error when the store refuses to open.
  server::StoreStatus tryReopen() {
    store_.reset();
    if (postgres()) return take(server::PostgresStore::open(pgUrlFor(dir_)));
    return take(
        server::SqliteStore::open(server::SqliteOptions{(dir_ / "renju.sqlite3").string()}));
  }
  template <class S>
  server::StoreStatus take(Result<std::unique_ptr<S>> opened) {
    if (!opened) return opened.error();
    store_ = std::move(opened).value();
    return std::monostate{};
  }
  /// Writes one unit and waits for its outcome.
  server::WriteOutcome put(std::vector<server::StoreOp> ops) {
    std::promise<server::WriteOutcome> p;
    store_->write(std::move(ops), [&p](server::WriteOutcome o) { p.set_value(o); });
    return p.get_future().get();
  }

  std::filesystem::path dir_;
  std::unique_ptr<server::Store> store_;
};

}  // namespace renju::test
