#include "http/precompressed.h"

#include <array>
#include <cctype>
#include <fstream>
#include <sstream>
#include <string>

#include "base/text.h"

namespace renju::server {
namespace {

bool equalsIgnoreCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) !=
        std::tolower(static_cast<unsigned char>(b[i])))
      return false;
  return true;
}

// "0.5" -> 0.5; anything malformed counts as 0 (RFC 9110 allows at most three decimals).
double parseWeight(std::string_view params) {
  params = trimSpace(params);
  if (params.size() < 3 || !(params[0] == 'q' || params[0] == 'Q') || params[1] != '=') return 1;
  try {
    double q = std::stod(std::string(params.substr(2)));
    return q < 0 ? 0 : q > 1 ? 1 : q;
  } catch (...) {
    return 0;
  }
}

std::optional<std::string> readFile(const std::filesystem::path& p) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(p, ec)) return std::nullopt;
  std::ifstream in(p, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream out;
  out << in.rdbuf();
  return std::move(out).str();
}

}  // namespace

std::string_view contentEncoding(Encoding e) {
  switch (e) {
    case Encoding::BROTLI:
      return "br";
    case Encoding::GZIP:
      return "gzip";
    case Encoding::IDENTITY:
      break;
  }
  return "";
}

double acceptWeight(std::string_view header, Encoding e) {
  std::string_view name = e == Encoding::IDENTITY ? "identity" : contentEncoding(e);
  std::optional<double> named;
  std::optional<double> star;
  while (!header.empty()) {
    size_t comma = header.find(',');
    std::string_view item = trimSpace(header.substr(0, comma));
    size_t semi = item.find(';');
    std::string_view coding = trimSpace(item.substr(0, semi));
    double q = semi == std::string_view::npos ? 1 : parseWeight(item.substr(semi + 1));
    if (equalsIgnoreCase(coding, name) ||
        (e == Encoding::GZIP && equalsIgnoreCase(coding, "x-gzip")))
      named = q;
    else if (coding == "*")
      star = q;
    if (comma == std::string_view::npos) break;
    header.remove_prefix(comma + 1);
  }
  if (named) return *named;
  if (star) return *star;
  return e == Encoding::IDENTITY ? 1 : 0;
}

std::optional<FileVariant> readBestVariant(const std::filesystem::path& file,
                                           std::string_view acceptEncoding) {
  constexpr std::array<std::pair<Encoding, std::string_view>, 2> VARIANTS = {
      {{Encoding::BROTLI, ".br"}, {Encoding::GZIP, ".gz"}}};
  std::error_code ec;
  if (!std::filesystem::is_regular_file(file, ec)) return std::nullopt;
  // The highest weight wins; on equal weights the order above (brotli is the smaller).
  std::optional<Encoding> best;
  double bestWeight = 0;
  for (const auto& [encoding, suffix] : VARIANTS) {
    double w = acceptWeight(acceptEncoding, encoding);
    if (w <= bestWeight) continue;
    std::filesystem::path variant = file;
    variant += suffix;
    if (!std::filesystem::is_regular_file(variant, ec)) continue;
    best = encoding;
    bestWeight = w;
  }
  // Identity is the fallback, not a competitor: a client that accepts a coding gets it.
  if (best) {
    std::filesystem::path variant = file;
    variant += *best == Encoding::BROTLI ? ".br" : ".gz";
    if (auto body = readFile(variant)) return FileVariant{std::move(*body), *best};
  }
  auto body = readFile(file);
  if (!body) return std::nullopt;
  return FileVariant{std::move(*body), Encoding::IDENTITY};
}

bool compressible(std::string_view contentType) {
  return contentType.rfind("text/", 0) == 0 || contentType.rfind("application/json", 0) == 0 ||
         contentType.rfind("application/manifest+json", 0) == 0 ||
         contentType.rfind("image/svg+xml", 0) == 0;
}

}  // namespace renju::server
