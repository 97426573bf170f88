// The one SQLite statement wrapper (store/sqlite/sqlite_statement.h): its failures are results
// with SQLite's message, a duplicate primary key is a conflict, and a kept statement is reset
// for its next use.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include "store/sqlite/sqlite_statement.h"

namespace renju::test {
namespace {

using namespace renju::server;

class SqliteStatementTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_EQ(sqlite3_open(":memory:", &db_), SQLITE_OK);
    ASSERT_TRUE(sqliteExec(db_, "CREATE TABLE t(k INTEGER PRIMARY KEY, v TEXT NOT NULL)").ok());
  }
  void TearDown() override { sqlite3_close(db_); }
  /// Every row of t as "k=v", in order of k.
  std::vector<std::string> rows() {
    auto s = SqliteStatement::prepare(db_, "SELECT k, v FROM t ORDER BY k");
    EXPECT_TRUE(s.ok());
    if (!s) return {};
    auto r = sqliteRows<std::string>(s.value(), [](const SqliteStatement& row) {
      return Result<std::string>(std::to_string(row.integer(0)) + "=" + row.text(1));
    });
    EXPECT_TRUE(r.ok());
    return r ? *r : std::vector<std::string>{};
  }
  sqlite3* db_ = nullptr;
};

TEST_F(SqliteStatementTest, AStatementThatDoesNotParseIsAnErrorWithSqlitesMessage) {
  auto s = SqliteStatement::prepare(db_, "SELEC nonsense");
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.error().message.find("syntax error"), std::string::npos) << s.error().message;
  EXPECT_FALSE(isConflict(s.error()));
  StoreStatus exec = sqliteExec(db_, "INSERT INTO missing VALUES(1)");
  ASSERT_FALSE(exec.ok());
  EXPECT_NE(exec.error().message.find("no such table"), std::string::npos);
}

TEST_F(SqliteStatementTest, RowsComeBackAsBoundAndAStepPastTheEndIsFalse) {
  auto insert = SqliteStatement::prepare(db_, "INSERT INTO t(k, v) VALUES(?1, ?2)");
  ASSERT_TRUE(insert.ok());
  ASSERT_TRUE(insert.value().bind(1, int64_t{2}).bind(2, std::string("two")).run().ok());
  insert.value().reset();
  ASSERT_TRUE(insert.value().bind(1, int64_t{1}).bind(2, std::string("o\0ne", 4)).run().ok());
  EXPECT_EQ(rows(), (std::vector<std::string>{std::string("1=o\0ne", 6), "2=two"}));
}

TEST_F(SqliteStatementTest, ADuplicatePrimaryKeyIsAConflictAndOtherConstraintsAreFailures) {
  auto insert = SqliteStatement::prepare(db_, "INSERT INTO t(k, v) VALUES(?1, ?2)");
  ASSERT_TRUE(insert.ok());
  ASSERT_TRUE(insert.value().bind(1, int64_t{1}).bind(2, std::string("a")).runFenced("k").ok());
  insert.value().reset();
  StoreStatus again = insert.value().bind(1, int64_t{1}).bind(2, std::string("b")).runFenced("k 1");
  ASSERT_FALSE(again.ok());
  EXPECT_TRUE(isConflict(again.error()));
  EXPECT_EQ(again.error().message, "k 1");
  // NOT NULL is no fence: an unbound ?2 is NULL.
  insert.value().reset();
  StoreStatus null = insert.value().bind(1, int64_t{2}).runFenced("k 2");
  ASSERT_FALSE(null.ok());
  EXPECT_FALSE(isConflict(null.error()));
  EXPECT_EQ(rows(), (std::vector<std::string>{"1=a"}));
}

TEST_F(SqliteStatementTest, AKeptStatementIsPreparedOnceAndResetAfterEachUse) {
  StatementCache cache(db_);
  const char* sql = "INSERT INTO t(k, v) VALUES(?1, coalesce(?2, 'unbound'))";
  for (int64_t k : {1, 2}) {
    auto s = cache.get(sql);
    ASSERT_TRUE(s.ok());
    if (k == 1) s.value().bind(2, std::string("bound"));  // not carried over to the next use
    ASSERT_TRUE(s.value().bind(1, k).run().ok());
  }
  EXPECT_EQ(rows(), (std::vector<std::string>{"1=bound", "2=unbound"}));
  auto bad = cache.get("INSERT INTO missing VALUES(1)");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("no such table"), std::string::npos);
}

}  // namespace
}  // namespace renju::test
