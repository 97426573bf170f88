#!/usr/bin/env python3
"""The server's include order (docs/architecture.md, "Include order"): a file under server/src/
may include files of its own folder and of the folders below it in FLOORS, never one above.

Prints every include that runs back up and exits 1 if there is one; exits 0 otherwise.
Usage: scripts/check_includes.py [REPO_ROOT]
"""
import pathlib
import re
import sys

# Lowest first. A folder may include itself and every folder listed before it.
FLOORS = [
    "ops",
    "base",
    "ratings",
    "store",
    "store/sqlite",
    "store/postgres",
    "cluster",
    "computer",
    "game",
    "archive",
    "lobby",
    "events",
    "http",
]
# Folders on the same floor may not include each other either.
SIBLINGS = {frozenset({"store/sqlite", "store/postgres"})}

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def folder_of(path: str) -> str | None:
    """The floor folder of a header path relative to server/src ("game/room.h" -> "game")."""
    parts = path.split("/")
    for depth in (2, 1):
        if len(parts) > depth and "/".join(parts[:depth]) in FLOORS:
            return "/".join(parts[:depth])
    return None


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    src = root / "server" / "src"
    rank = {name: i for i, name in enumerate(FLOORS)}
    problems = []
    files = sorted(p for p in src.rglob("*") if p.suffix in (".h", ".cpp"))
    if not files:
        print(f"check_includes: no sources under {src}", file=sys.stderr)
        return 2
    for path in files:
        rel = path.relative_to(src).as_posix()
        own = folder_of(rel)
        if own is None:
            problems.append(f"{rel}: not in a folder of the include order")
            continue
        for n, line in enumerate(path.read_text().splitlines(), 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            target = m.group(1)
            if not (src / target).exists():
                if "/" not in target and (path.parent / target).exists():
                    problems.append(f"{rel}:{n}: includes \"{target}\" without its folder")
                continue  # a header of another library (rules, ai, record_io, generated)
            other = folder_of(target)
            if other is None or other == own:
                continue
            if rank[other] > rank[own] or frozenset({own, other}) in SIBLINGS:
                problems.append(f"{rel}:{n}: {own}/ includes {target}, which is above it")
    for p in problems:
        print(p)
    print(f"check_includes: {len(files)} files, {len(problems)} includes out of order")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
