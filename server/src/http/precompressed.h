#pragma once
// Precompressed static files: the client build writes `file.br` and `file.gz` beside each page and
// asset worth compressing (client/build/compress.ts); this picks the variant a request accepts.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace renju::server {

/// The stored encodings, in the server's order of preference on equal weights.
enum class Encoding : uint8_t { BROTLI, GZIP, IDENTITY };

/// "br", "gzip" or "" (identity): the value of Content-Encoding.
std::string_view contentEncoding(Encoding e);

/// The weight an Accept-Encoding header gives `e` (0 = refused): its own entry, else "*", else
/// 0 for a coding and 1 for identity.
double acceptWeight(std::string_view acceptEncoding, Encoding e);

struct FileVariant {
  std::string body;
  Encoding encoding = Encoding::IDENTITY;
};

/// The contents of `file` in the best encoding the request accepts among the variants on disk
/// (`file.br`, `file.gz`, `file` itself); nullopt when `file` is not a regular file.
std::optional<FileVariant> readBestVariant(const std::filesystem::path& file,
                                           std::string_view acceptEncoding);

/// True for the content types a build compresses (text, JSON, SVG, WebAssembly): responses of these
/// vary by Accept-Encoding.
bool compressible(std::string_view contentType);

}  // namespace renju::server
