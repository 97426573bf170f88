// Boot: join through an invite, read the first state over HTTP, then open the socket. The
// socket's messages dispatch through a table keyed by type into the state's receive functions.
import { playerAuth, playerKey } from '../player/key';
import { inviteKey, rememberSeat } from './link';
import type { Page } from './page';
import { type Envelope, type Handlers, openGameSocket } from './socket';
import {
  type JoinOutcome,
  connectionChanged,
  receiveAck,
  receiveDecisions,
  receiveError,
  receiveEvent,
  receiveJoin,
  receivePresence,
  receivePublish,
  receiveRematch,
  receiveRematchElsewhere,
  receiveState,
  receiveWelcome,
} from './state';
import {
  type SeatName,
  asSeat,
  decisionsOfLog,
  parseEvent,
  parsePublish,
  parseServerState,
} from './view';

const api = (gameId: string, tail = '') => `/api/games/${encodeURIComponent(gameId)}${tail}`;

/** Exchanges an invite for the second seat. */
async function join(gameId: string, invite: string): Promise<JoinOutcome | null> {
  try {
    const r = await fetch(api(gameId, '/join'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...playerAuth() },
      body: JSON.stringify({ invite }),
    });
    const body = (await r.json().catch(() => ({}))) as { seat?: unknown; error?: unknown };
    if (r.ok && typeof body.seat === 'string') return { kind: 'seat', secret: body.seat };
    if (body.error === 'invite-used') return { kind: 'used' };
    if (r.status === 404) return { kind: 'missing' };
    return { kind: 'bad' };
  } catch {
    return null; // offline: the socket keeps trying and the page shows the connection state
  }
}

export async function boot(page: Page, invite: string | null): Promise<void> {
  const { state, t } = page;
  page.redraw();
  if (invite) {
    const outcome = await join(state.gameId, invite);
    if (outcome?.kind === 'missing') page.fatal = t('game.missing');
    else if (outcome) {
      receiveJoin(state, outcome);
      if (outcome.kind === 'seat') rememberSeat(page.store, state.gameId, outcome.secret);
    }
  }
  try {
    const headers: Record<string, string> = {};
    if (state.secret) headers.authorization = `Bearer ${state.secret}`;
    const r = await fetch(api(state.gameId), { headers });
    if (r.status === 404 || r.status === 410) {
      page.fatal = t('game.missing');
      page.redraw();
      return;
    }
    if (r.ok) receiveState(state, parseServerState(await r.json()), Date.now());
    forgetSpentInvite(page);
    if (state.server && state.server.game.moves.length > 0) await loadDecisions(page);
  } catch {
    // the socket will bring the state
  }
  page.redraw();
  connect(page);
}

/** The opening decisions so far, from the server's log (the state carries only the stones). */
async function loadDecisions(page: Page): Promise<void> {
  try {
    const r = await fetch(api(page.state.gameId, '/record?format=json'));
    if (!r.ok) return;
    receiveDecisions(page.state, decisionsOfLog(await r.json()));
    page.redraw();
  } catch {
    // the move list then shows the stones only, until the next full state
  }
}

/** The state drops a spent invite; the stored copy goes with it. */
function forgetSpentInvite(page: Page): void {
  if (!page.state.invite && page.state.server) page.store.removeItem(inviteKey(page.state.gameId));
}

function connect(page: Page): void {
  const { state } = page;
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  page.socket = openGameSocket(
    `${proto}//${location.host}${api(state.gameId, '/socket')}`,
    handlers(page),
    {
      hello() {
        // The player key finds a seat taken with it when this browser has no seat secret (the key
        // copied from another device); the seat secret, when there is one, wins.
        const d: { seat?: string; player: string; since?: number } = { player: playerKey() };
        if (state.secret) d.seat = state.secret;
        if (state.server) d.since = state.server.version;
        return d;
      },
      status(up) {
        connectionChanged(state, up);
        page.redraw();
      },
    },
  );
}

const idOf = (v: unknown): string | null =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : null;

function handlers(page: Page): Handlers {
  const { state } = page;
  const after = <A extends unknown[]>(f: (...a: A) => void) => {
    return (...a: A) => {
      f(...a);
      page.redraw();
    };
  };
  return {
    welcome: after((msg: Envelope) => {
      const d = (msg.d ?? {}) as { you?: unknown; serverTime?: unknown };
      const serverTime = typeof d.serverTime === 'number' ? d.serverTime : null;
      receiveWelcome(state, asSeat(d.you), serverTime, Date.now());
      page.chat?.welcome(asSeat(d.you));
      // Actions sent while the line was down: the same ids, so the server applies each once.
      for (const [id, action] of Object.entries(state.inFlight))
        page.socket?.send('action', { id, action });
    }),
    state: after((msg) => {
      const before = state.server?.version ?? -1;
      receiveState(state, parseServerState(msg.d), Date.now());
      forgetSpentInvite(page);
      // A full state after a gap: the decisions in between are read from the log again.
      if (state.server && state.server.version !== before && state.server.game.moves.length > 0)
        void loadDecisions(page);
    }),
    event: after((msg) => {
      if (typeof msg.v !== 'number' || !receiveEvent(state, msg.v, parseEvent(msg.d)))
        page.socket?.send('sync');
      forgetSpentInvite(page);
    }),
    ack: after((msg) => {
      const id = idOf(((msg.d ?? {}) as { id?: unknown }).id);
      if (id !== null) receiveAck(state, id);
    }),
    error(msg) {
      const d = (msg.d ?? {}) as { id?: unknown; error?: unknown; message?: unknown };
      const id = idOf(d.id);
      const code = typeof d.error === 'string' ? d.error : 'error';
      if (code === 'rate-limited' && id === null) return;
      if (id === null && page.chat?.refused(code)) return;
      receiveError(state, id, code, typeof d.message === 'string' ? d.message : code);
      page.redraw();
    },
    presence: after((msg) => {
      const d = (msg.d ?? {}) as {
        spectators?: number;
        seats?: Partial<
          Record<SeatName, { joined: boolean; connected: boolean; claimAt: number | null }>
        >;
      };
      receivePresence(state, Number(d.spectators ?? 0), d.seats ?? {});
    }),
    rematch: after((msg) => {
      const d = (msg.d ?? {}) as { opener?: boolean; other?: boolean; next?: string | null };
      receiveRematch(state, { opener: !!d.opener, other: !!d.other, next: d.next ?? null });
    }),
    publish: after((msg) => receivePublish(state, parsePublish(msg.d))),
    redirect(msg) {
      const d = (msg.d ?? {}) as { game?: string; url?: string; seat?: string };
      if (!d.game) return;
      // Players follow their seat; a spectator follows a rematch that starts while watching, but
      // one who opens an old game whose rematch already exists stays and gets a link instead.
      const startedNow = !state.server?.rematch.next;
      if (d.seat) rememberSeat(page.store, d.game, d.seat);
      if (d.seat || startedNow) {
        page.socket?.close();
        location.assign(d.url ?? `/g/${encodeURIComponent(d.game)}`);
      } else {
        receiveRematchElsewhere(state, d.game);
        page.redraw();
      }
    },
    chat(msg) {
      page.chat?.receive(msg.d);
    },
    'chat-history'(msg) {
      page.chat?.history(msg.d);
    },
    pong() {},
  };
}
