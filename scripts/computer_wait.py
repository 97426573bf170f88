#!/usr/bin/env python3
"""How long a level-1 computer game waits for the computer's moves while the engine is busy.

Starts `renju serve` (BINARY) on loopback, then from one address plays level-1 games against the
computer (random legal human moves, answered at once) while other addresses keep the engine
busy: level-8 analysis requests of --analysis-ms each and, with --busy-games, level-8 computer
games. Prints the computer's wait per move (from our action acknowledged to its move seen):
count, mean, slowest. A wall-clock figure (docs/engine.md, "Current figures").

    scripts/computer_wait.py build/release/cli/renju --moves 40
"""
import argparse
import http.client
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

MIDDLE_GAME = "h8 i9 g10 h7 g8 i8 g9 g7 i7 f10 j9 g11 j6 k5 j8 j7 h6 k9 g5 f4"


def call(port, method, path, body=None, secret=None, address=None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    headers = {"Content-Type": "application/json"}
    if secret:
        headers["Authorization"] = "Bearer " + secret
    if address:
        headers["X-Forwarded-For"] = address
    conn.request(method, path, json.dumps(body) if body is not None else None, headers)
    r = conn.getresponse()
    data = r.read()
    conn.close()
    try:
        return r.status, json.loads(data) if data else None
    except ValueError:
        return r.status, None


def empty_points(view):
    taken = {m["point"] for m in view["game"].get("moves", []) if m.get("point")}
    return [c + str(r) for c in "efghijk" for r in range(5, 12) if c + str(r) not in taken]


def human_action(view, seat, rng):
    """Some action the rules accept for our seat (tried in turn by the caller)."""
    allowed = view["game"]["allowed"][seat]
    kinds = {a["type"]: a for a in allowed}
    points = empty_points(view)
    rng.shuffle(points)
    if "choose" in kinds:
        return [{"type": "choose", "point": kinds["choose"]["points"][0]}]
    if "declare" in kinds:
        return [{"type": "declare", "count": kinds["declare"].get("min", 1)}]
    if "offer" in kinds:
        n = kinds["offer"].get("count", 1)
        return [{"type": "offer", "points": points[i:i + n]} for i in range(0, 20, n)]
    if "place" in kinds:
        return [{"type": "place", "point": p} for p in points]
    if "swap" in kinds:
        return [{"type": "swap"}]
    return [{"type": "pass"}]


def new_computer_game(port, level, address):
    """Creates a game against the computer at `level`; (id, seat secret, seat), or None."""
    status, created = call(port, "POST", "/api/games",
                           {"rule": "standard", "computer": {"level": level}}, address=address)
    if status != 201:
        return None
    return created["id"], created["seat"], created["you"]


def wait_turn(port, gid, secret, seat, poll, keep_going=lambda: True):
    """Polls the game until it is `seat`'s turn or the game is over; its view then, else None."""
    while keep_going():
        _, view = call(port, "GET", "/api/games/" + gid, secret=secret)
        if view["status"] != "playing" or view["game"]["toMove"] == seat:
            return view
        time.sleep(poll)
    return None


def act_for(port, gid, secret, view, seat, rng):
    """Plays the first of the human's candidate actions that the server takes; False if none."""
    return any(call(port, "POST", "/api/games/%s/actions" % gid, a, secret)[0] == 200
               for a in human_action(view, seat, rng))


def play_level1(port, moves_wanted, rng, waits):
    wanted = lambda: len(waits) < moves_wanted
    while wanted():
        game = new_computer_game(port, 1, "10.1.0.1")
        assert game is not None, "the level-1 game was refused"
        gid, secret, seat = game
        while wanted():
            view = wait_turn(port, gid, secret, seat, 0.01)
            if view["status"] != "playing" or not act_for(port, gid, secret, view, seat, rng):
                break
            acted_at = time.monotonic()
            # Our turn again (the computer answered, or the procedure gave us the next step too),
            # or the game ended; the computer acted when the version moved on past our action.
            after = wait_turn(port, gid, secret, seat, 0.005)
            if after["version"] > view["version"] + 1:
                waits.append(time.monotonic() - acted_at)


def flood_analysis(port, stop, address, time_ms):
    while not stop.is_set():
        try:
            call(port, "POST", "/api/analysis",
                 {"moves": MIDDLE_GAME, "search": {"level": 8, "timeMs": time_ms}},
                 address=address)
        except OSError:
            return


def busy_computer_game(port, stop, address):
    try:
        play_busy(port, stop, address)
    except OSError:
        pass


def play_busy(port, stop, address):
    rng = random.Random(address)
    going = lambda: not stop.is_set()
    while going():
        game = new_computer_game(port, 8, address)
        if game is None:
            return
        gid, secret, seat = game
        while going():
            view = wait_turn(port, gid, secret, seat, 0.05, going)
            if view is None or view["status"] != "playing":
                break
            if not act_for(port, gid, secret, view, seat, rng):
                break


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("binary")
    p.add_argument("--moves", type=int, default=40, help="computer moves measured")
    p.add_argument("--analysis", type=int, default=2, help="addresses flooding analysis")
    p.add_argument("--analysis-ms", type=int, default=3000)
    p.add_argument("--busy-games", type=int, default=2, help="level-8 computer games beside")
    a = p.parse_args()
    work = tempfile.mkdtemp(prefix="computer-wait-")
    port_file = os.path.join(work, "port")
    server = subprocess.Popen(
        [a.binary, "serve", "--port", "0", "--port-file", port_file, "--db",
         os.path.join(work, "db.sqlite3"), "--assets", work, "--log-level", "warn",
         "--trusted-proxy", "127.0.0.1", "--rate-ip", "0", "--analysis-rate", "0",
         "--analysis-ms", str(a.analysis_ms)])
    try:
        for _ in range(200):
            if os.path.exists(port_file):
                break
            time.sleep(0.05)
        port = int(open(port_file).read().split()[0])
        stop = threading.Event()
        busy = [threading.Thread(target=flood_analysis,
                                 args=(port, stop, "10.2.0.%d" % (i + 1), a.analysis_ms))
                for i in range(a.analysis)]
        busy += [threading.Thread(target=busy_computer_game, args=(port, stop, "10.3.0.%d" % (i + 1)))
                 for i in range(a.busy_games)]
        for t in busy:
            t.daemon = True
            t.start()
        time.sleep(1)
        waits = []
        play_level1(port, a.moves, random.Random(1), waits)
        stop.set()
        print("level-1 computer moves: %d, mean wait %.0f ms, slowest %.0f ms" %
              (len(waits), 1000 * sum(waits) / len(waits), 1000 * max(waits)))
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
        shutil.rmtree(work, ignore_errors=True)
    # The busy threads end with their current request (at most --analysis-ms).
    sys.exit(0)


if __name__ == "__main__":
    main()
