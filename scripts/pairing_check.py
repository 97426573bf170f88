"""The work of scripts/pairing-check.sh (which see): generate, cut, pair, compare."""
import os
import random
import subprocess
import sys

PAIRED = set("10=+-WDLU")  # result codes of an entry that took part in the pairing


def generate(bbp, work, index, seed, max_players):
    """Plays out tournament `index`. A draw the generator cannot play to the end (too few
    players for the rounds: no pairing exists) is drawn again."""
    rng = random.Random(seed * 1_000_003 + index)
    for attempt in range(50):
        players = rng.randint(5, max_players)
        rounds = rng.randint(5, min(11, max(5, players - 1)))
        config = os.path.join(work, f"t{index}.cfg")
        with open(config, "w") as f:
            f.write(f"PlayersNumber={players}\nRoundsNumber={rounds}\n")
            f.write(f"DrawPercentage={rng.randint(10, 60)}\n")
            f.write(f"ForfeitRate={rng.randint(10, 60)}\n")
            f.write(f"RetiredRate={rng.randint(30, 300)}\n")
            f.write(f"HalfPointByeRate={rng.randint(10, 80)}\n")
        out = os.path.join(work, f"t{index}.trf")
        run = subprocess.run(
            [bbp, "--dutch", "-g", config, "-o", out, "-s", str(seed * 100_000 + index * 50 + attempt)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if run.returncode == 0:
            break
    else:
        raise RuntimeError(f"the generator failed 50 times for tournament {index}")
    text = open(out, newline="").read().replace("\r\n", "\n").replace("\r", "\n")
    return players, rounds, [line for line in text.split("\n") if line.startswith("001")]


def block(line, r):
    """Round r (1-based) of a player line: (opponent, colour, result), or None past the end."""
    at = 91 + 10 * (r - 1)
    if len(line) <= at:
        return None
    b = line[at:at + 8].ljust(8)
    opp = b[0:4].strip()
    return (int(opp) if opp else 0, b[5], b[7])


def points(line, upto):
    tenths = 0
    for r in range(1, upto + 1):
        b = block(line, r)
        if b is None:
            continue
        code = b[2]
        if code in "1+WFU":
            tenths += 10
        elif code in "=DH":
            tenths += 5
    return tenths


def initial_colour(lines):
    """XXC as the generator had it: the colour of the first player by pairing number in round 1.
    Pairing numbers count only players in that round's pairing (a requested bye in round 1, with
    nothing before it, gives none), so the first coloured player's own colour or its opposite."""
    number = 0
    for line in lines:
        b = block(line, 1)
        if not b or (b[0] == 0 and b[2] not in "U+"):
            continue
        if b[1] in "wb":
            return "white1" if (b[1] == "w") == (number % 2 == 0) else "black1"
        number += 1
    return "white1"


def cut(lines, rounds, r):
    out = [f"XXR {rounds}", f"XXC {initial_colour(lines)}"]
    for line in lines:
        keep = line[:91]
        for k in range(1, r):
            b = block(line, k)
            keep += line[91 + 10 * (k - 1):91 + 10 * k] if b else "  0000 - Z"
        b = block(line, r)
        if b and b[0] == 0 and b[2] not in "U+":
            keep += line[91 + 10 * (r - 1):91 + 10 * r]  # a requested bye of round r
        pts = points(line, r - 1)
        keep = keep[:80] + f"{pts // 10:2d}.{pts % 10}" + keep[84:]
        out.append(keep.rstrip())
    return "\n".join(out) + "\n"


def reference(lines, r):
    pairs = set()
    for i, line in enumerate(lines):
        b = block(line, r)
        if not b or b[2] not in PAIRED:
            continue
        if b[0] == 0:
            pairs.add((i + 1, 0))
        elif b[1] == "w":
            pairs.add((i + 1, b[0]))
    return pairs


def ours(renju, path):
    run = subprocess.run([renju, "pair", "--dutch", path], capture_output=True, text=True)
    if run.returncode != 0:
        return None, run.stderr.strip()
    rows = run.stdout.split("\n")
    pairs = {tuple(int(x) for x in row.split()) for row in rows[1:] if row.strip()}
    if int(rows[0]) != len(pairs):
        return None, "the count line does not match the pairs"
    return pairs, ""


def main():
    bbp, renju, count, seed, work = sys.argv[1:6]
    count, seed = int(count), int(seed)
    max_players = int(os.environ.get("PAIRING_CHECK_MAX_PLAYERS", "300"))
    total_rounds = identical = done = 0
    first_difference = None
    only = os.environ.get("PAIRING_CHECK_ONLY")
    for index in range(count):
        if only and str(index) not in only.split(","):
            continue
        players, rounds, lines = generate(bbp, work, index, seed, max_players)
        done += 1
        before = identical
        for r in range(1, rounds + 1):
            expected = reference(lines, r)
            path = os.path.join(work, f"t{index}r{r}.trf")
            with open(path, "w") as f:
                f.write(cut(lines, rounds, r))
            got, error = ours(renju, path)
            total_rounds += 1
            if got == expected:
                identical += 1
                os.remove(path)
            elif first_difference is None:
                first_difference = (path, expected, got, error)
                print(f"first difference: {path} (tournament {index}, round {r})")
                print("  reference:", sorted(expected))
                print("  ours:     ", sorted(got) if got is not None else error)
                print("  only in reference:", sorted(expected - (got or set())))
                print("  only in ours:     ", sorted((got or set()) - expected))
            else:
                os.remove(path)
        os.remove(os.path.join(work, f"t{index}.cfg"))
        if first_difference is None or not first_difference[0].startswith(
                os.path.join(work, f"t{index}r")):
            os.remove(os.path.join(work, f"t{index}.trf"))
        print(f"tournament {index}: {players} players, {rounds} rounds, "
              f"{identical - before} identical; so far {done} tournaments, "
              f"{total_rounds} rounds, {identical} identical")
        sys.stdout.flush()
    print(f"{done} tournaments, {total_rounds} rounds, {identical} identical")
    return 0 if identical == total_rounds else 1


if __name__ == "__main__":
    sys.exit(main())
