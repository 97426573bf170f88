// The home page's lobby (issue 10, docs/lobby.md): one WebSocket, /api/lobby/socket, brings the
// open challenges (a snapshot, then each one added or removed) and the counts; no polling. A
// challenge is accepted over HTTP and the game opens in the seat taken. The player's own
// challenges (made here or by quick pairing) carry a Cancel button, and when one is accepted the
// game opens for its creator too. The seat secret of an own challenge waits in localStorage under
// `renju.challenge.<id>` until its game exists, then moves to `renju.seat.<game>`.
import { openGameSocket, type Envelope } from '../game/socket';
import { callApi, refusalOf } from './api';
import { playerKey } from './key';
import { type ChallengeSettings, QUICK_PRESETS, quickRequest, ruleLabelKey } from './quick';
import { type PlayerT, playerWords, refusalText } from './words';

interface Listed {
  id: string;
  settings: ChallengeSettings;
  name: string | null;
  createdAt: number;
}

const OWN = 'renju.challenge.';
const store = {
  get: (k: string) => {
    try {
      return localStorage.getItem(k);
    } catch {
      return null;
    }
  },
  set: (k: string, v: string) => {
    try {
      localStorage.setItem(k, v);
    } catch {
      // storage refused: the player key still finds the seat
    }
  },
  remove: (k: string) => {
    try {
      localStorage.removeItem(k);
    } catch {
      // nothing kept
    }
  },
};

function asListed(v: unknown): Listed | null {
  const o = v as Partial<Listed> | null;
  if (!o || typeof o.id !== 'string' || !o.settings || typeof o.settings.rule !== 'string')
    return null;
  return {
    id: o.id,
    settings: o.settings,
    name: typeof o.name === 'string' ? o.name : null,
    createdAt: typeof o.createdAt === 'number' ? o.createdAt : Date.now(),
  };
}

export interface Lobby {
  /** A challenge this player just made (the create form, quick pairing): its seat is kept. */
  adopt(id: string, seat: string): void;
  /** What the page says about the player's challenges and refusals. */
  say(text: string, error?: boolean): void;
}

export function mountLobby(): Lobby | null {
  const root = document.getElementById('lobby');
  if (!root) return null;
  const t = playerWords();
  const list = document.getElementById('challenges') as HTMLUListElement;
  const empty = document.getElementById('lobby-empty') as HTMLElement;
  const counts = document.getElementById('lobby-counts') as HTMLElement;
  const status = document.getElementById('lobby-status') as HTMLElement;
  const challenges = new Map<string, Listed>();
  let clockOffset = 0; // server time - local time
  let snapshotSeen = false;

  const say = (text: string, error = false) => {
    status.textContent = text;
    status.classList.toggle('error', error);
  };
  const isOwn = (id: string) => store.get(OWN + id) !== null;

  /** The game a seat was taken in: remembered, then opened. */
  const openGame = (game: string, seat: string) => {
    store.set(`renju.seat.${game}`, seat);
    socket.close();
    location.assign(`/g/${encodeURIComponent(game)}`);
  };

  /**
   * An own challenge left the list: follow it into its game, or say why it ended. The socket
   * tells of the removal before the store has recorded it, so an answer still saying "open" is
   * asked again a little later.
   */
  const ownEnded = async (id: string, tries = 20): Promise<void> => {
    const seat = store.get(OWN + id);
    if (seat === null) return;
    try {
      const a = await callApi('GET', `/api/challenges/${encodeURIComponent(id)}`);
      const state = a.body.status;
      if (a.status === 200 && state === 'open') {
        if (challenges.has(id) || tries <= 0) return; // listed again: still waiting
        setTimeout(() => void ownEnded(id, tries - 1), 250);
        return;
      }
      store.remove(OWN + id);
      if (state === 'accepted' && typeof a.body.game === 'string')
        return openGame(a.body.game, seat);
      say(
        t(state === 'expired' ? 'lobby.own.expired' : 'lobby.own.cancelled'),
        state === 'expired',
      );
    } catch {
      say(t('error.offline'), true);
    }
    render();
  };

  const render = () => {
    const now = Date.now() + clockOffset;
    const items = [...challenges.values()].sort((a, b) => a.createdAt - b.createdAt);
    list.replaceChildren(...items.map((c) => row(t, c, isOwn(c.id), now)));
    empty.hidden = items.length > 0;
    root.dataset.challenges = String(items.length);
  };

  const handlers = {
    lobby(msg: Envelope) {
      const d = (msg.d ?? {}) as { challenges?: unknown[]; counts?: unknown; serverTime?: unknown };
      if (typeof d.serverTime === 'number') clockOffset = d.serverTime - Date.now();
      challenges.clear();
      for (const c of d.challenges ?? []) {
        const l = asListed(c);
        if (l) challenges.set(l.id, l);
      }
      showCounts(d.counts);
      snapshotSeen = true;
      root.dataset.live = 'true';
      render();
      // Own challenges that ended while the line was down.
      for (const key of ownKeys()) if (!challenges.has(key)) void ownEnded(key);
    },
    'challenge-added'(msg: Envelope) {
      const l = asListed(msg.d);
      if (!l) return;
      challenges.set(l.id, l);
      render();
    },
    'challenge-removed'(msg: Envelope) {
      const d = (msg.d ?? {}) as { id?: unknown };
      if (typeof d.id !== 'string') return;
      challenges.delete(d.id);
      render();
      if (isOwn(d.id)) void ownEnded(d.id);
    },
    counts(msg: Envelope) {
      showCounts(msg.d);
    },
    pong() {},
    error() {},
  };

  const showCounts = (v: unknown) => {
    const c = (v ?? {}) as { players?: unknown; games?: unknown };
    if (typeof c.players !== 'number' || typeof c.games !== 'number') return;
    counts.textContent = t('lobby.counts', { players: c.players, games: c.games });
    counts.dataset.players = String(c.players);
    counts.dataset.games = String(c.games);
  };

  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = openGameSocket(`${proto}//${location.host}/api/lobby/socket`, handlers, {
    hello: () => ({ player: playerKey() }),
    status(up) {
      if (!up && snapshotSeen) counts.textContent = t('lobby.counts.offline');
      root.dataset.live = String(up);
    },
  });

  list.addEventListener('click', (e) => {
    const button = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-act]');
    const id = button?.closest<HTMLElement>('li[data-id]')?.dataset.id;
    if (!button || !id) return;
    button.disabled = true;
    const done = () => (button.disabled = false);
    if (button.dataset.act === 'accept') void accept(id).finally(done);
    else void cancel(id).finally(done);
  });

  const refuse = (a: { status: number; body: Record<string, unknown> }) => {
    const r = refusalOf(a);
    say(refusalText(t, r.code, r.message), true);
    return r.code;
  };

  async function accept(id: string): Promise<void> {
    try {
      const a = await callApi('POST', `/api/challenges/${encodeURIComponent(id)}/accept`);
      if (a.status === 200 && typeof a.body.game === 'string' && typeof a.body.seat === 'string')
        return openGame(a.body.game, a.body.seat);
      if (refuse(a) === 'unknown-challenge') {
        challenges.delete(id);
        render();
      }
    } catch {
      say(t('error.offline'), true);
    }
  }

  async function cancel(id: string): Promise<void> {
    try {
      const a = await callApi('DELETE', `/api/challenges/${encodeURIComponent(id)}`);
      if (a.status === 200) {
        store.remove(OWN + id);
        challenges.delete(id);
        say(t('lobby.own.cancelled'));
        render();
        return;
      }
      if (refuse(a) === 'unknown-challenge') void ownEnded(id);
    } catch {
      say(t('error.offline'), true);
    }
  }

  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-quick]')) {
    button.addEventListener('click', () => {
      const preset = QUICK_PRESETS.find((p) => p.id === button.dataset.quick);
      if (!preset) return;
      button.disabled = true;
      void quick(quickRequest(preset), button).finally(() => (button.disabled = false));
    });
  }

  async function quick(body: Record<string, unknown>, button: HTMLButtonElement): Promise<void> {
    try {
      const a = await callApi('POST', '/api/challenges/quick', body);
      if (a.status === 200 && typeof a.body.game === 'string' && typeof a.body.seat === 'string')
        return openGame(a.body.game, a.body.seat);
      if (a.status === 201 && typeof a.body.id === 'string' && typeof a.body.seat === 'string') {
        button.setAttribute('aria-pressed', 'true');
        return lobby.adopt(a.body.id, a.body.seat);
      }
      refuse(a);
    } catch {
      say(t('error.offline'), true);
    }
  }

  // The waiting times move on.
  setInterval(render, 10_000);

  const lobby: Lobby = {
    adopt(id, seat) {
      store.set(OWN + id, seat);
      say(t('lobby.own.waiting'));
      render();
    },
    say,
  };
  return lobby;
}

/** The ids of the challenges this browser made and still waits on. */
function ownKeys(): string[] {
  const ids: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k?.startsWith(OWN)) ids.push(k.slice(OWN.length));
    }
  } catch {
    // nothing kept
  }
  return ids;
}

/** One challenge of the list: what it is, who waits and since when, and what one can do. */
function row(t: PlayerT, c: Listed, own: boolean, now: number): HTMLLIElement {
  const li = document.createElement('li');
  li.className = own ? 'challenge own' : 'challenge';
  li.dataset.id = c.id;
  const s = c.settings;
  const what = document.createElement('div');
  what.className = 'challenge-what';
  const rule = document.createElement('span');
  rule.className = 'challenge-rule';
  rule.textContent = t(ruleLabelKey(s.rule).key, { n: s.n ?? 10 });
  const clock = s.clock?.days
    ? t('lobby.days', { n: s.clock.days })
    : s.clock
      ? t('lobby.clock', {
          min: Math.round(s.clock.initialMs / 60000),
          sec: Math.round(s.clock.incrementMs / 1000),
        })
      : t('lobby.noClock');
  const waited = Math.max(0, Math.floor((now - c.createdAt) / 1000));
  const waiting =
    waited < 60
      ? t('lobby.waiting.seconds', { n: waited })
      : t('lobby.waiting.minutes', { n: Math.floor(waited / 60) });
  const parts = [
    clock,
    t(s.fouls === 'lose' ? 'lobby.fouls.lose' : 'lobby.fouls.reject'),
    ...(s.takebacks ? [t('lobby.takebacks')] : []),
    own ? t('lobby.you') : (c.name ?? t('lobby.anonymous')),
    waiting,
  ];
  const meta = document.createElement('span');
  meta.className = 'challenge-meta';
  meta.textContent = parts.join(' · '); // a name is text, never markup
  what.append(rule, meta);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = own ? 'button' : 'button primary';
  button.dataset.act = own ? 'cancel' : 'accept';
  button.textContent = t(own ? 'lobby.cancel' : 'lobby.accept');
  li.append(what, button);
  return li;
}
