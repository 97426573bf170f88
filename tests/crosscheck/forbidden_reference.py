#!/usr/bin/env python3
"""An independent, deliberately slow reading of RIF's forbidden-move rules (rules 9.2-9.4).

Written apart from the C++ engine, straight from docs/rules.md and the reference, to
cross-check `renju forbidden --batch` on random positions:

    tests/crosscheck/forbidden_reference.py --renju build/release/cli/renju --positions 3000

Exit status 1 and the first differing positions when the two readings disagree.
"""
import argparse
import random
import subprocess
import sys

N = 15
EMPTY, BLACK, WHITE = 0, 1, 2
DIRS = ((1, 0), (0, 1), (1, 1), (1, -1))
KINDS = ("overline", "double-four", "double-three")


def inside(x, y):
    return 0 <= x < N and 0 <= y < N


def run_length(b, x, y, dx, dy, c):
    """Stones of colour c in the unbroken run through (x, y), which must hold c."""
    n = 1
    for s in (1, -1):
        i, j = x + s * dx, y + s * dy
        while inside(i, j) and b[i][j] == c:
            n += 1
            i, j = i + s * dx, j + s * dy
    return n


def black_five_at(b, x, y):
    """Black on empty (x, y) makes exactly five in some line."""
    b[x][y] = BLACK
    r = any(run_length(b, x, y, dx, dy, BLACK) == 5 for dx, dy in DIRS)
    b[x][y] = EMPTY
    return r


def five_in_line(b, e, dx, dy):
    """Black on empty e makes exactly five in the line (dx, dy)."""
    b[e[0]][e[1]] = BLACK
    r = run_length(b, e[0], e[1], dx, dy, BLACK) == 5
    b[e[0]][e[1]] = EMPTY
    return r


def fours_in_direction(b, x, y, dx, dy):
    """Fours through the black stone on (x, y) in one direction, as distinct sets of four stones.
    A four: four black stones that one more black stone turns into exactly five."""
    sets = set()
    for k in range(-5, 6):
        qx, qy = x + k * dx, y + k * dy
        if k == 0 or not inside(qx, qy) or b[qx][qy] != EMPTY:
            continue
        b[qx][qy] = BLACK
        if run_length(b, qx, qy, dx, dy, BLACK) == 5:
            stones = []
            for s in (1, -1):
                i, j = qx + s * dx, qy + s * dy
                while inside(i, j) and b[i][j] == BLACK:
                    stones.append((i, j))
                    i, j = i + s * dx, j + s * dy
            if (x, y) in stones:
                sets.add(frozenset(stones))
        b[qx][qy] = EMPTY
    return len(sets)


def straight_four_points(b, x, y, dx, dy):
    """Empty points q on the line of the black stone (x, y) such that black on q makes a straight
    four containing (x, y): four in a row with an empty point at each end, each giving exactly five."""
    points = []
    for k in range(-4, 5):
        qx, qy = x + k * dx, y + k * dy
        if k == 0 or not inside(qx, qy) or b[qx][qy] != EMPTY:
            continue
        b[qx][qy] = BLACK
        if run_length(b, qx, qy, dx, dy, BLACK) == 4:
            # ends of the run through q
            i, j = qx, qy
            while inside(i + dx, j + dy) and b[i + dx][j + dy] == BLACK:
                i, j = i + dx, j + dy
            hi = (i + dx, j + dy)
            i, j = qx, qy
            while inside(i - dx, j - dy) and b[i - dx][j - dy] == BLACK:
                i, j = i - dx, j - dy
            lo = (i - dx, j - dy)
            on_run = any((x - (lo[0] + t * dx), y - (lo[1] + t * dy)) == (0, 0) for t in range(1, 5))
            if on_run and all(inside(*e) and b[e[0]][e[1]] == EMPTY for e in (lo, hi)):
                if all(five_in_line(b, e, dx, dy) for e in (lo, hi)):
                    points.append((qx, qy))
        b[qx][qy] = EMPTY
    return points


def forbidden(b, x, y):
    """Kind of foul for black on empty (x, y), or None."""
    b[x][y] = BLACK
    try:
        lengths = [run_length(b, x, y, dx, dy, BLACK) for dx, dy in DIRS]
        if 5 in lengths:
            return None  # a five wins, whatever else the stone makes
        if max(lengths) >= 6:
            return "overline"
        if sum(fours_in_direction(b, x, y, dx, dy) for dx, dy in DIRS) >= 2:
            return "double-four"
        threes = 0
        for dx, dy in DIRS:
            for qx, qy in straight_four_points(b, x, y, dx, dy):
                # Decision: a straight-four point that also completes a five elsewhere does not count.
                if black_five_at(b, qx, qy):
                    continue
                if forbidden(b, qx, qy) is None:
                    threes += 1
                    break
        return "double-three" if threes >= 2 else None
    finally:
        b[x][y] = EMPTY


def forbidden_map(b):
    out = []
    for y in range(N):
        for x in range(N):
            if b[x][y] == EMPTY:
                k = forbidden(b, x, y)
                if k:
                    out.append(f"{chr(97 + x)}{y + 1}:{k}")
    return " ".join(out)


def random_position(rng):
    b = [[EMPTY] * N for _ in range(N)]
    stones = rng.randint(8, 90)
    spread = rng.choice((2, 3, 4, 5, 7))
    placed = []
    while len(placed) < stones:
        x = min(N - 1, max(0, 7 + round(rng.gauss(0, spread))))
        y = min(N - 1, max(0, 7 + round(rng.gauss(0, spread))))
        if b[x][y] != EMPTY:
            continue
        c = BLACK if rng.random() < rng.choice((0.5, 0.6, 0.7)) else WHITE
        b[x][y] = c
        placed.append(("B" if c == BLACK else "W") + f"{chr(97 + x)}{y + 1}")
    return b, " ".join(placed)


def playout_position(rng):
    """Alternating moves next to earlier stones, as in a game, black a little denser."""
    b = [[EMPTY] * N for _ in range(N)]
    b[7][7] = BLACK
    placed = ["Bh8"]
    colour = WHITE
    for _ in range(rng.randint(10, 80)):
        for _ in range(50):
            t = rng.choice(placed)
            x0, y0 = ord(t[1]) - 97, int(t[2:]) - 1
            x, y = x0 + rng.randint(-2, 2), y0 + rng.randint(-2, 2)
            if inside(x, y) and b[x][y] == EMPTY:
                break
        else:
            break
        c = colour if rng.random() < 0.85 else BLACK
        b[x][y] = c
        placed.append(("B" if c == BLACK else "W") + f"{chr(97 + x)}{y + 1}")
        colour = BLACK if colour == WHITE else WHITE
    return b, " ".join(placed)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--renju", required=True)
    ap.add_argument("--positions", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--style", choices=("scatter", "playout"), default="scatter")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    boards, lines = [], []
    for _ in range(args.positions):
        b, line = (random_position if args.style == "scatter" else playout_position)(rng)
        boards.append(b)
        lines.append(line)
    out = subprocess.run([args.renju, "forbidden", "--batch"], input="\n".join(lines) + "\n",
                         capture_output=True, text=True, check=True).stdout.split("\n")
    bad = 0
    counted = {k: 0 for k in KINDS}
    for i, b in enumerate(boards):
        want = forbidden_map(b)
        for item in want.split():
            counted[item.split(":")[1]] += 1
        got = out[i].strip() if i < len(out) else "<missing>"
        if want != got:
            bad += 1
            if bad <= 5:
                print(f"position {i + 1}: {lines[i]}\n  reference: {want}\n  renju:     {got}")
    print(f"{args.positions - bad} agree, {bad} differ; reference found {counted}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
