#!/usr/bin/env bash
# Format and lint: the server's include order (scripts/check_includes.py, docs/architecture.md),
# clang-format over the C++ sources (the repository's .clang-format), Prettier and ESLint
# (typescript-eslint, type-aware) over the client. Fails on the first file that is not formatted
# or has a lint error; `npm run format` and `clang-format -i` fix formatting.
set -euo pipefail
cd "$(dirname "$0")/../.."

echo "35-lint: include order"
python3 scripts/check_includes.py

echo "35-lint: clang-format"
git ls-files -z '*.cpp' '*.cc' '*.h' '*.hpp' | xargs -0 -r clang-format --dry-run -Werror

cd client
echo "35-lint: prettier"
timeout --kill-after=10s 5m npx prettier --check --log-level warn .
echo "35-lint: eslint"
timeout --kill-after=10s 10m npx eslint --max-warnings 0 .
