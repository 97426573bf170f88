#pragma once
// Small text helpers of the HTTP layer's grammar (RFC 9110), shared by every header parser.
#include <string_view>

namespace renju::server {

/// `s` without the optional whitespace (spaces and tabs) around it.
constexpr std::string_view trimSpace(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

}  // namespace renju::server
