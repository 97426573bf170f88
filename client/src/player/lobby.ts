// The home page's lobby (issue 10, docs/lobby.md): one WebSocket, /api/lobby/socket, brings the
// open challenges (a snapshot, then each one added or removed) and the counts; no polling. A
// challenge is accepted over HTTP and the game opens in the seat taken. The player's own
// challenges (made here or by quick pairing) carry a Cancel button, and when one is accepted the
// game opens for its creator too. The seat secret of an own challenge waits in localStorage under
// `renju.challenge.<id>` until its game exists, then moves to `renju.seat.<game>`.
import { openGameSocket, type Envelope } from '../game/socket';
import { callApi, refusalOf } from './api';
import { playerKey } from './key';
import {
  type ChallengeSettings,
  QUICK_PRESETS,
  clockLabel,
  quickRequest,
  ruleLabelKey,
} from './quick';
import { type PlayerT, playerWords, refusalText } from './words';
import { nameElement } from '../profile/link';
import { isPublicId, ratingLabel } from '../profile/model';

interface Listed {
  id: string;
  settings: ChallengeSettings & { rated?: boolean };
  name: string | null;
  publicId: string | null;
  /** The creator's rating at the challenge's speed; null without a clock. */
  rating: { value: number; provisional: boolean } | null;
  ratingRange: { min: number; max: number } | null;
  createdAt: number;
}

function ratingOf(v: unknown): Listed['rating'] {
  const o = v as { value?: unknown; provisional?: unknown } | null;
  if (!o || typeof o.value !== 'number') return null;
  return { value: o.value, provisional: o.provisional === true };
}

function rangeOf(v: unknown): Listed['ratingRange'] {
  const o = v as { min?: unknown; max?: unknown } | null;
  if (!o || typeof o.min !== 'number' || typeof o.max !== 'number') return null;
  return { min: o.min, max: o.max };
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
    publicId: isPublicId(o.publicId) ? o.publicId : null,
    rating: ratingOf(o.rating),
    ratingRange: rangeOf(o.ratingRange),
    createdAt: typeof o.createdAt === 'number' ? o.createdAt : Date.now(),
  };
}

export interface Lobby {
  /** A challenge this player just made (the create form, quick pairing): its seat is kept. */
  adopt(id: string, seat: string): void;
  /** What the page says about the player's challenges and refusals. */
  say(text: string, error?: boolean): void;
}

/** The lobby's one state: its elements, the challenges listed, and the line to the server. */
interface LobbyPage {
  root: HTMLElement;
  t: PlayerT;
  list: HTMLUListElement;
  empty: HTMLElement;
  counts: HTMLElement;
  status: HTMLElement;
  challenges: Map<string, Listed>;
  /** Server time minus local time. */
  clockOffset: number;
  snapshotSeen: boolean;
  socket: { close(): void } | null;
}

export function mountLobby(): Lobby | null {
  const root = document.getElementById('lobby');
  if (!root) return null;
  const p: LobbyPage = {
    root,
    t: playerWords(),
    list: document.getElementById('challenges') as HTMLUListElement,
    empty: document.getElementById('lobby-empty') as HTMLElement,
    counts: document.getElementById('lobby-counts') as HTMLElement,
    status: document.getElementById('lobby-status') as HTMLElement,
    challenges: new Map(),
    clockOffset: 0,
    snapshotSeen: false,
    socket: null,
  };
  p.socket = connect(p);
  bindList(p);
  const lobby: Lobby = {
    adopt(id, seat) {
      store.set(OWN + id, seat);
      say(p, p.t('lobby.own.waiting'));
      render(p);
    },
    say: (text, error) => say(p, text, error),
  };
  bindQuick(p, lobby);
  // The waiting times move on.
  setInterval(() => render(p), 10_000);
  return lobby;
}

function say(p: LobbyPage, text: string, error = false): void {
  p.status.textContent = text;
  p.status.classList.toggle('error', error);
}

const isOwn = (id: string) => store.get(OWN + id) !== null;

/** The game a seat was taken in: remembered, then opened. */
function openGame(p: LobbyPage, game: string, seat: string): void {
  store.set(`renju.seat.${game}`, seat);
  p.socket?.close();
  location.assign(`/g/${encodeURIComponent(game)}`);
}

/**
 * An own challenge left the list: follow it into its game, or say why it ended. The socket
 * tells of the removal before the store has recorded it, so an answer still saying "open" is
 * asked again a little later.
 */
async function ownEnded(p: LobbyPage, id: string, tries = 20): Promise<void> {
  const seat = store.get(OWN + id);
  if (seat === null) return;
  try {
    const a = await callApi('GET', `/api/challenges/${encodeURIComponent(id)}`);
    const state = a.body.status;
    if (a.status === 200 && state === 'open') {
      if (p.challenges.has(id) || tries <= 0) return; // listed again: still waiting
      setTimeout(() => void ownEnded(p, id, tries - 1), 250);
      return;
    }
    store.remove(OWN + id);
    if (state === 'accepted' && typeof a.body.game === 'string')
      return openGame(p, a.body.game, seat);
    say(
      p,
      p.t(state === 'expired' ? 'lobby.own.expired' : 'lobby.own.cancelled'),
      state === 'expired',
    );
  } catch {
    say(p, p.t('error.offline'), true);
  }
  render(p);
}

function render(p: LobbyPage): void {
  const now = Date.now() + p.clockOffset;
  const items = [...p.challenges.values()].sort((a, b) => a.createdAt - b.createdAt);
  p.list.replaceChildren(...items.map((c) => row(p.t, c, isOwn(c.id), now)));
  p.empty.hidden = items.length > 0;
  p.root.dataset.challenges = String(items.length);
}

function showCounts(p: LobbyPage, v: unknown): void {
  const c = (v ?? {}) as { players?: unknown; games?: unknown };
  if (typeof c.players !== 'number' || typeof c.games !== 'number') return;
  p.counts.textContent = p.t('lobby.counts', { players: c.players, games: c.games });
  p.counts.dataset.players = String(c.players);
  p.counts.dataset.games = String(c.games);
}

/** The lobby feed: a snapshot on (re)connecting, then each challenge added or removed. */
function connect(p: LobbyPage) {
  const handlers = {
    lobby(msg: Envelope) {
      const d = (msg.d ?? {}) as { challenges?: unknown[]; counts?: unknown; serverTime?: unknown };
      if (typeof d.serverTime === 'number') p.clockOffset = d.serverTime - Date.now();
      p.challenges.clear();
      for (const c of d.challenges ?? []) {
        const l = asListed(c);
        if (l) p.challenges.set(l.id, l);
      }
      showCounts(p, d.counts);
      p.snapshotSeen = true;
      p.root.dataset.live = 'true';
      render(p);
      // Own challenges that ended while the line was down.
      for (const key of ownKeys()) if (!p.challenges.has(key)) void ownEnded(p, key);
    },
    'challenge-added'(msg: Envelope) {
      const l = asListed(msg.d);
      if (!l) return;
      p.challenges.set(l.id, l);
      render(p);
    },
    'challenge-removed'(msg: Envelope) {
      const d = (msg.d ?? {}) as { id?: unknown };
      if (typeof d.id !== 'string') return;
      p.challenges.delete(d.id);
      render(p);
      if (isOwn(d.id)) void ownEnded(p, d.id);
    },
    counts(msg: Envelope) {
      showCounts(p, msg.d);
    },
    pong() {},
    error() {},
  };
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return openGameSocket(`${proto}//${location.host}/api/lobby/socket`, handlers, {
    hello: () => ({ player: playerKey() }),
    status(up) {
      if (!up && p.snapshotSeen) p.counts.textContent = p.t('lobby.counts.offline');
      p.root.dataset.live = String(up);
    },
  });
}

/** A challenge's Accept or Cancel button, off while its request is under way. */
function bindList(p: LobbyPage): void {
  p.list.addEventListener('click', (e) => {
    const button = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-act]');
    const id = button?.closest<HTMLElement>('li[data-id]')?.dataset.id;
    if (!button || !id) return;
    button.disabled = true;
    const done = () => (button.disabled = false);
    if (button.dataset.act === 'accept') void accept(p, id).finally(done);
    else void cancel(p, id).finally(done);
  });
}

function refuse(p: LobbyPage, a: { status: number; body: Record<string, unknown> }) {
  const r = refusalOf(a);
  say(p, refusalText(p.t, r.code, r.message), true);
  return r.code;
}

async function accept(p: LobbyPage, id: string): Promise<void> {
  try {
    const a = await callApi('POST', `/api/challenges/${encodeURIComponent(id)}/accept`);
    if (a.status === 200 && typeof a.body.game === 'string' && typeof a.body.seat === 'string')
      return openGame(p, a.body.game, a.body.seat);
    if (refuse(p, a) === 'unknown-challenge') {
      p.challenges.delete(id);
      render(p);
    }
  } catch {
    say(p, p.t('error.offline'), true);
  }
}

async function cancel(p: LobbyPage, id: string): Promise<void> {
  try {
    const a = await callApi('DELETE', `/api/challenges/${encodeURIComponent(id)}`);
    if (a.status === 200) {
      store.remove(OWN + id);
      p.challenges.delete(id);
      say(p, p.t('lobby.own.cancelled'));
      render(p);
      return;
    }
    if (refuse(p, a) === 'unknown-challenge') void ownEnded(p, id);
  } catch {
    say(p, p.t('error.offline'), true);
  }
}

/** The quick-pairing buttons: a game at once, or this player's own waiting challenge. */
function bindQuick(p: LobbyPage, lobby: Lobby): void {
  for (const button of p.root.querySelectorAll<HTMLButtonElement>('button[data-quick]')) {
    button.addEventListener('click', () => {
      const preset = QUICK_PRESETS.find((q) => q.id === button.dataset.quick);
      if (!preset) return;
      button.disabled = true;
      void quick(p, lobby, quickRequest(preset), button).finally(() => (button.disabled = false));
    });
  }
}

async function quick(
  p: LobbyPage,
  lobby: Lobby,
  body: Record<string, unknown>,
  button: HTMLButtonElement,
): Promise<void> {
  try {
    const a = await callApi('POST', '/api/challenges/quick', body);
    if (a.status === 200 && typeof a.body.game === 'string' && typeof a.body.seat === 'string')
      return openGame(p, a.body.game, a.body.seat);
    if (a.status === 201 && typeof a.body.id === 'string' && typeof a.body.seat === 'string') {
      button.setAttribute('aria-pressed', 'true');
      return lobby.adopt(a.body.id, a.body.seat);
    }
    refuse(p, a);
  } catch {
    say(p, p.t('error.offline'), true);
  }
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
  const clock = clockLabel(t, s.clock);
  const waited = Math.max(0, Math.floor((now - c.createdAt) / 1000));
  const waiting =
    waited < 60
      ? t('lobby.waiting.seconds', { n: waited })
      : t('lobby.waiting.minutes', { n: Math.floor(waited / 60) });
  const parts = [
    clock,
    ...(s.rated ? [t('lobby.rated')] : []),
    t(s.fouls === 'lose' ? 'lobby.fouls.lose' : 'lobby.fouls.reject'),
    ...(s.takebacks ? [t('lobby.takebacks')] : []),
  ];
  const meta = document.createElement('span');
  meta.className = 'challenge-meta';
  meta.textContent = parts.join(' · ');
  const who = document.createElement('span');
  who.className = 'challenge-who';
  // A name is text, never markup; it links to the creator's page.
  who.append(own ? t('lobby.you') : nameElement(c.name ?? t('lobby.anonymous'), c.publicId));
  if (c.rating) {
    const r = document.createElement('span');
    r.className = 'challenge-rating';
    r.dataset.provisional = String(c.rating.provisional);
    r.textContent = ratingLabel(c.rating.value, c.rating.provisional);
    r.title = t('lobby.rating', { rating: r.textContent });
    who.append(' ', r);
  }
  const after = [...(c.ratingRange ? [t('lobby.ratingRange', c.ratingRange)] : []), waiting];
  who.append(` · ${after.join(' · ')}`);
  what.append(rule, meta, who);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = own ? 'button' : 'button primary';
  button.dataset.act = own ? 'cancel' : 'accept';
  button.textContent = t(own ? 'lobby.cancel' : 'lobby.accept');
  li.append(what, button);
  return li;
}
