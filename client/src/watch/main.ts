// The Watch page (/watch, issue 10, docs/lobby.md): the lobby socket with `"live": true` in its
// hello gives a `live` snapshot of the public games being played, then `live-changed` and
// `live-removed` as they are played (each game at most every 500 ms): the small boards update
// without polling. A click opens the game as a spectator.
import './watch.css';
import { openGameSocket, type Envelope } from '../game/socket';
import { playerKey } from '../player/key';
import { playerWords } from '../player/words';
import { asLiveGame, byInterest, fillCard, type LiveGame } from './card';

function mountWatch(): void {
  const root = document.getElementById('watch');
  if (!root) return;
  const t = playerWords();
  const list = document.getElementById('live-games') as HTMLUListElement;
  const empty = document.getElementById('watch-empty') as HTMLElement;
  const games = new Map<string, LiveGame>();
  const cards = new Map<string, HTMLLIElement>();

  const render = (changed: Iterable<string>) => {
    for (const id of changed) {
      const g = games.get(id);
      const li = cards.get(id) ?? document.createElement('li');
      if (!g) {
        li.remove();
        cards.delete(id);
        continue;
      }
      fillCard(t, li, g);
      cards.set(id, li);
    }
    const order = [...games.values()].sort(byInterest).map((g) => cards.get(g.id));
    list.replaceChildren(...order.filter((li) => li !== undefined));
    empty.hidden = games.size > 0;
  };

  const handlers = {
    live(msg: Envelope) {
      const d = (msg.d ?? {}) as { games?: unknown };
      const before = [...games.keys()];
      games.clear();
      if (Array.isArray(d.games))
        for (const v of d.games) {
          const g = asLiveGame(v);
          if (g) games.set(g.id, g);
        }
      render(new Set([...before, ...games.keys()]));
      root.dataset.live = 'true';
    },
    'live-changed'(msg: Envelope) {
      const g = asLiveGame(msg.d);
      if (!g) return;
      games.set(g.id, g);
      render([g.id]);
    },
    'live-removed'(msg: Envelope) {
      const id = (msg.d as { id?: unknown } | null)?.id;
      if (typeof id !== 'string') return;
      games.delete(id);
      render([id]);
    },
    lobby() {},
    counts() {},
    pong() {},
    error() {},
  };

  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  openGameSocket(`${proto}//${location.host}/api/lobby/socket`, handlers, {
    hello: () => ({ player: playerKey(), live: true }),
    status(up) {
      if (!up) root.dataset.live = 'false';
    },
  });
}

mountWatch();
