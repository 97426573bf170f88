#!/usr/bin/env bash
# Compiles the rules library and the engine to WebAssembly (wasm32-wasi) with Debian's clang 14,
# wasi-libc and libc++ (scripts/install.sh installs them; wasm/README.md says why not emscripten).
#   wasm/build.sh [out.wasm]   the module (default: build/wasm/renju.wasm, which the client's
#                              analysis worker imports; `npm run build` runs this first)
#   wasm/build.sh native       the same bench natively with g++ (build/wasm-native/bench)
set -euo pipefail
cd "$(dirname "$0")/.."

RULES=(board forbidden lines notation types)
AI=(bench_set cell_class engine evaluation levels pattern_board patterns search solver
  threat_search transposition)
SOURCES=()
for f in "${RULES[@]}"; do SOURCES+=("rules/src/$f.cpp"); done
for f in "${AI[@]}"; do SOURCES+=("ai/src/$f.cpp"); done
SOURCES+=(wasm/analysis.cpp)

if [[ "${1:-}" == native ]]; then
  mkdir -p build/wasm-native
  if [[ -f build/wasm-native/bench &&
    -z "$(find rules/src ai/src wasm -newer build/wasm-native/bench \( -name '*.cpp' -o -name '*.h' -o -name build.sh \) -print -quit)" ]]; then
    echo "wasm/build.sh: build/wasm-native/bench is up to date"
    exit 0
  fi
  # The release preset's flags (CMakePresets.json), without mimalloc: the bench hardly allocates.
  g++ -std=c++20 -O3 -DNDEBUG -march=x86-64-v2 -Wall -Wextra -Werror -Irules/src -Iai/src -Iwasm \
    "${SOURCES[@]}" wasm/native_bench.cpp -o build/wasm-native/bench
  echo "wasm/build.sh: build/wasm-native/bench"
  exit 0
fi

OUT="${1:-build/wasm/renju.wasm}"
CXX="${WASM_CXX:-clang++-14}"
mkdir -p "$(dirname "$OUT")"
# Up to date: nothing it is built from is newer (the client's build runs this every time).
if [[ -f "$OUT" && -z "$(find rules/src ai/src wasm -newer "$OUT" \( -name '*.cpp' -o -name '*.h' -o -name build.sh \) -print -quit)" ]]; then
  echo "wasm/build.sh: $OUT is up to date"
  exit 0
fi
# -fno-exceptions: libc++ for wasm32 is built without them (ai/ aborts where it would throw);
# reactor: no main, the worker calls _initialize once and then the exports.
"$CXX" --target=wasm32-wasi --sysroot=/usr -std=c++20 -O3 -DNDEBUG -flto -fno-exceptions -Wall -Wextra -Werror \
  -mexec-model=reactor -Irules/src -Iai/src -Iwasm \
  "${SOURCES[@]}" wasm/exports.cpp \
  -Wl,--lto-O3 -Wl,--strip-all -Wl,-z,stack-size=1048576 -Wl,--initial-memory=33554432 \
  -o "$OUT"
echo "wasm/build.sh: $OUT ($(stat -c %s "$OUT") bytes)"
