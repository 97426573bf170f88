// The same bench natively, for comparing the module's speed with the native engine's on one
// machine (wasm/build.sh native; docs/performance.md).
#include <cstdio>

#include "analysis.h"

int main() {
  std::puts(renju::wasm::Analysis::bench().c_str());
}
