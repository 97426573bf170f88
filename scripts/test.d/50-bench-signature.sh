#!/usr/bin/env bash
# The engine's bench signature: `renju bench` searches fixed positions to a fixed depth and prints
# the total node count. It changes only when the search changes; when a change is meant, record
# the new number in bench/signature.txt in the same commit (docs/engine.md, "Bench signature").
# The WebAssembly module (wasm/) is held to the same number.
set -euo pipefail
cd "$(dirname "$0")/../.."
renju=build/release/cli/renju
expected=$(tr -d '[:space:]' < bench/signature.txt)
actual=$("$renju" bench | sed -n 's/^signature //p')
if [[ "$actual" != "$expected" ]]; then
  echo "bench signature $actual differs from bench/signature.txt ($expected)" >&2
  echo "if the search was meant to change, write $actual into bench/signature.txt" >&2
  exit 1
fi
echo "bench signature $actual matches"
# The same engine compiled to WebAssembly (wasm/, built with the client) must search the same
# nodes.
module=build/wasm/renju.wasm
if [[ -f "$module" ]]; then
  web=$(node wasm/signature.mjs "$module" | sed -n 's/^signature //p')
  if [[ "$web" != "$expected" ]]; then
    echo "the WebAssembly module's bench signature $web differs from $expected" >&2
    exit 1
  fi
  echo "the WebAssembly module's bench signature $web matches"
fi
