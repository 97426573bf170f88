#!/usr/bin/env bash
# Installs what the project needs and is missing (Debian 12, as root). Safe to run again.
#   scripts/install.sh        everything: building, serving and every test (scripts/test.sh)
#   scripts/install.sh serve  only what building and serving the site needs (scripts/run.sh):
#                             no browser, no PostgreSQL server, no nginx, no test libraries
set -euo pipefail
cd "$(dirname "$0")/.."

# Building the server and serving it on SQLite. libpq is linked (the binary can use a shared
# PostgreSQL store); the PostgreSQL server itself is only for the tests and clusters.
APT_PACKAGES=(
  build-essential cmake ninja-build git pkg-config
  libboost1.81-dev nlohmann-json3-dev libfmt-dev libspdlog-dev libcli11-dev
  libssl-dev libsqlite3-dev libpq-dev libmimalloc-dev
  # The engine as WebAssembly for the analysis board (wasm/build.sh, run by the client's build).
  clang-14 lld-14 wasi-libc libc++-14-dev-wasm32 libc++abi-14-dev-wasm32 libclang-rt-14-dev-wasm32
)
if [[ "${1:-}" != serve ]]; then
  APT_PACKAGES+=(
    sqlite3 postgresql libgtest-dev libbenchmark-dev
    clang libclang-rt-14-dev
    chromium fonts-liberation fonts-dejavu-core python3
    nginx curl openssl procps
  )
fi

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "install: apt packages missing: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# This machine kind ships Node.js 20 with its own npm (not Debian's npm package); install
# Debian's only where there is none.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends nodejs npm
fi

# Front-end packages, pinned by client/package-lock.json.
if [[ -f client/package.json ]]; then
  if [[ ! -d client/node_modules ]] || [[ client/package-lock.json -nt client/node_modules/.package-lock.json ]]; then
    (cd client && npm ci --no-audit --no-fund)
  fi
fi
