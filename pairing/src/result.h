#pragma once
// Errors are values at the edge of the library, in the same shape as the rules library's
// (pairing/ may not include rules/): a stable code for programs, a message for people.
#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace renju::pairing {

struct Error {
  std::string code;     ///< stable, kebab-case: "bad-line", "no-pairing", ...
  std::string message;  ///< what is wrong, naming the line or the player

  friend bool operator==(const Error&, const Error&) = default;
};

/// Either a value or an Error.
template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : v_(std::move(value)) {}
  Result(Error error) : v_(std::move(error)) {}

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }

  const T& value() const& {
    assert(ok());
    return std::get<0>(v_);
  }
  T& value() & {
    assert(ok());
    return std::get<0>(v_);
  }
  T&& value() && {
    assert(ok());
    return std::get<0>(std::move(v_));
  }
  const T& operator*() const& { return value(); }
  const T* operator->() const { return &value(); }

  const Error& error() const {
    assert(!ok());
    return std::get<1>(v_);
  }

 private:
  std::variant<T, Error> v_;
};

inline Error makeError(std::string code, std::string message) {
  return Error{std::move(code), std::move(message)};
}

}  // namespace renju::pairing
