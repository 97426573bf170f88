#include "http/precompressed.h"

#include <array>
#include <fstream>
#include <sstream>
#include <string>

#include "base/header_list.h"
#include "base/text.h"

namespace renju::server {
namespace {

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
  for (const WeightedItem& item : parseWeightedList(header)) {
    if (equalsIgnoreCase(item.value, name) ||
        (e == Encoding::GZIP && equalsIgnoreCase(item.value, "x-gzip")))
      named = item.weight;
    else if (item.value == "*")
      star = item.weight;
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
         contentType.rfind("image/svg+xml", 0) == 0 || contentType == "application/wasm";
}

}  // namespace renju::server
