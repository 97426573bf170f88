// The game page's entry (/g/<id>): reads the link, joins through an invite, opens the socket,
// and turns input into calls of the state functions. Socket messages dispatch through a table
// keyed by type; every change ends in requestRedraw(), which batches drawing into one animation
// frame.
import './game.css';
import { pointAt, boardGeometry } from '../board/index';
import { gameLang, makeGameT } from './i18n';
import { nextTickMs, remainingNow } from './clock';
import { readLink, rememberSeat, inviteKey } from './link';
import { type Elements, boardView, buildSkeleton, render } from './render';
import { type Envelope, type GameSocket, type Handlers, openGameSocket } from './socket';
import {
  type Confirmable,
  type OutAction,
  type State,
  allowedOf,
  cancelConfirm,
  clearOffers,
  clickPoint,
  confirmPending,
  initialState,
  moveCursor,
  myTurn,
  offerAction,
  offersReady,
  receiveAck,
  receiveError,
  receiveEvent,
  receivePresence,
  receiveRematch,
  receiveState,
  receiveWelcome,
  requestConfirmable,
  serverNow,
  setDeclareCount,
  setOfferMode,
  setReplay,
  stepReplay,
  track,
  you,
} from './state';
import { type SeatName, asSeat, parseEvent, parseServerState } from './view';

const t = makeGameT(gameLang());

const PREF = {
  forbidden: 'renju.pref.forbidden',
  numbers: 'renju.pref.numbers',
  tap: 'renju.pref.tap',
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the seat then lives only in the address
  }
}

function loadPref(key: string, fallback: boolean): boolean {
  const v = storage()?.getItem(key);
  return v === null || v === undefined ? fallback : v === '1';
}

function savePref(key: string, on: boolean): void {
  storage()?.setItem(key, on ? '1' : '0');
}

/** 8 random base-36 characters and a dash: this page load's prefix of action ids. */
function randomPrefix(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return `${Array.from(bytes, (b) => (b % 36).toString(36)).join('')}-`;
}

function mountPoint(): HTMLElement {
  const existing =
    document.querySelector<HTMLElement>('[data-game-root]') ?? document.getElementById('game');
  if (existing) return existing;
  const el = document.createElement('div');
  el.id = 'game';
  (document.querySelector('main') ?? document.body).appendChild(el);
  return el;
}

function start(): void {
  const store = storage() ?? new Map<string, string>();
  const mapStore = {
    getItem: (k: string) => (store instanceof Map ? (store.get(k) ?? null) : store.getItem(k)),
    setItem: (k: string, v: string) =>
      store instanceof Map ? void store.set(k, v) : store.setItem(k, v),
  };
  const link = readLink(location.pathname, location.hash, mapStore);
  const root = mountPoint();
  const el: Elements = buildSkeleton(root, t);
  if (!link) {
    render(initialState('', null, null), el, env('missing'));
    return;
  }
  // The secrets are kept; take them out of the address bar (screenshots, screen sharing).
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);

  const state: State = initialState(link.gameId, link.seat, link.ownInvite);
  state.inviteOpen = link.isNew;
  state.idPrefix = randomPrefix();
  const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false;
  state.showForbidden = loadPref(PREF.forbidden, true);
  state.showNumbers = loadPref(PREF.numbers, false);
  state.tapToConfirm = loadPref(PREF.tap, coarse);

  let fatal: string | null = null;
  let qrSvg: string | null = null;
  let qrFor: string | null = null;
  let socket: GameSocket | null = null;

  function env(f?: 'missing') {
    return {
      t,
      localNow: Date.now(),
      origin: location.origin,
      qrSvg,
      fatal: f === 'missing' ? t('game.missing') : fatal,
    };
  }

  // --- drawing, batched ---------------------------------------------------------------------
  // The tab's title starts with a dot while it is this player's turn (seen from another tab).
  const baseTitle = document.title;
  let frame = 0;
  let tick: ReturnType<typeof setTimeout> | null = null;
  function requestRedraw(): void {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      render(state, el, env());
      const mine =
        myTurn(state) || !!allowedOf(state, 'draw-accept') || !!allowedOf(state, 'takeback-accept');
      const title = mine ? `● ${baseTitle}` : baseTitle;
      if (document.title !== title) document.title = title;
      ensureQr();
      scheduleTick();
    });
  }

  /** Redraws when the running clock's text changes next, or when a claim becomes possible. */
  function scheduleTick(): void {
    if (tick) clearTimeout(tick);
    tick = null;
    const st = state.server;
    if (!st || st.status !== 'playing') return;
    let wait = Infinity;
    const c = st.clock;
    if (c && c.running) {
      const ms = remainingNow(
        { remainingMs: c.remaining[c.running], running: true },
        serverNow(state, Date.now()) - c.at,
      );
      wait = nextTickMs(ms);
    }
    const me = you(state);
    if (me) {
      const opp = st.seats[me === 'opener' ? 'other' : 'opener'];
      if (!opp.connected && opp.claimAt !== null) {
        const until = opp.claimAt - serverNow(state, Date.now());
        if (until > 0) wait = Math.min(wait, until + 50);
      }
    }
    if (wait !== Infinity) tick = setTimeout(requestRedraw, wait);
  }

  function ensureQr(): void {
    if (!state.inviteOpen || !state.invite) return;
    const url = `${location.origin}/g/${encodeURIComponent(state.gameId)}#invite=${encodeURIComponent(state.invite)}`;
    if (qrFor === url) return;
    qrFor = url;
    // Loaded only when the invite panel opens: most visitors never need it.
    import('qrcode')
      .then((m) => m.default.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg: string) => {
        qrSvg = svg;
        requestRedraw();
      })
      .catch(() => {
        qrSvg = null;
      });
  }

  // --- talking to the server ----------------------------------------------------------------
  function sendAction(a: OutAction): void {
    const id = track(state, a);
    socket?.send('action', { id, action: a });
    // Not sent while offline: it stays in flight and goes out again after the next welcome.
    requestRedraw();
  }

  const handlers: Handlers = {
    welcome(msg: Envelope) {
      const d = (msg.d ?? {}) as { you?: unknown; serverTime?: unknown };
      const seat = asSeat(d.you);
      receiveWelcome(
        state,
        seat,
        typeof d.serverTime === 'number' ? d.serverTime : null,
        Date.now(),
      );
      if (state.secret && seat === null) state.secret = null; // the secret is not a seat
      // Actions sent while the line was down: the same ids, so the server applies each once.
      for (const [id, action] of Object.entries(state.inFlight))
        socket?.send('action', { id, action });
      requestRedraw();
    },
    state(msg) {
      receiveState(state, parseServerState(msg.d), Date.now());
      requestRedraw();
    },
    event(msg) {
      if (typeof msg.v !== 'number' || !receiveEvent(state, msg.v, parseEvent(msg.d)))
        socket?.send('sync');
      requestRedraw();
    },
    ack(msg) {
      const d = (msg.d ?? {}) as { id?: unknown };
      if (typeof d.id === 'string' || typeof d.id === 'number') receiveAck(state, String(d.id));
      requestRedraw();
    },
    error(msg) {
      const d = (msg.d ?? {}) as { id?: unknown; error?: unknown; message?: unknown };
      const id = typeof d.id === 'string' || typeof d.id === 'number' ? String(d.id) : null;
      const code = typeof d.error === 'string' ? d.error : 'error';
      if (code === 'rate-limited' && id === null) return;
      receiveError(state, id, code, typeof d.message === 'string' ? d.message : code);
      requestRedraw();
    },
    presence(msg) {
      const d = (msg.d ?? {}) as {
        spectators?: number;
        seats?: Partial<
          Record<SeatName, { joined: boolean; connected: boolean; claimAt: number | null }>
        >;
      };
      receivePresence(state, Number(d.spectators ?? 0), d.seats ?? {});
      requestRedraw();
    },
    rematch(msg) {
      const d = (msg.d ?? {}) as { opener?: boolean; other?: boolean; next?: string | null };
      receiveRematch(state, { opener: !!d.opener, other: !!d.other, next: d.next ?? null });
      requestRedraw();
    },
    redirect(msg) {
      const d = (msg.d ?? {}) as { game?: string; url?: string; seat?: string };
      if (!d.game) return;
      // Players follow their seat; a spectator follows a rematch that starts while watching, but
      // one who opens an old game whose rematch already exists stays and gets a link instead.
      const startedNow = !state.server?.rematch.next;
      if (d.seat) rememberSeat(mapStore, d.game, d.seat);
      if (d.seat || startedNow) {
        socket?.close();
        location.assign(d.url ?? `/g/${encodeURIComponent(d.game)}`);
      } else if (state.server) {
        state.server.rematch.next = d.game;
        requestRedraw();
      }
    },
    pong() {},
  };

  function connect(): void {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = openGameSocket(
      `${proto}//${location.host}/api/games/${encodeURIComponent(state.gameId)}/socket`,
      handlers,
      {
        hello() {
          const d: { seat?: string; since?: number } = {};
          if (state.secret) d.seat = state.secret;
          if (state.server) d.since = state.server.version;
          return d;
        },
        status(up) {
          state.conn = up ? 'connecting' : 'closed'; // 'open' once welcomed
          if (!up) state.retries++;
          requestRedraw();
        },
      },
    );
  }

  async function boot(): Promise<void> {
    requestRedraw();
    if (link!.invite) {
      try {
        const r = await fetch(`/api/games/${encodeURIComponent(state.gameId)}/join`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ invite: link!.invite }),
        });
        const body = (await r.json().catch(() => ({}))) as {
          seat?: string;
          error?: string;
          message?: string;
        };
        if (r.ok && body.seat) {
          state.secret = body.seat;
          rememberSeat(mapStore, state.gameId, body.seat);
        } else if (body.error === 'invite-used') {
          state.notice = { kind: 'info', message: t('game.join.used') };
        } else if (r.status === 404) {
          fatal = t('game.missing');
        } else {
          state.notice = { kind: 'info', message: t('game.join.bad') };
        }
      } catch {
        // offline: the socket below keeps trying and the page shows the connection state
      }
    }
    try {
      const headers: Record<string, string> = {};
      if (state.secret) headers.authorization = `Bearer ${state.secret}`;
      const r = await fetch(`/api/games/${encodeURIComponent(state.gameId)}`, { headers });
      if (r.status === 404 || r.status === 410) {
        fatal = t('game.missing');
        requestRedraw();
        return;
      }
      if (r.ok) receiveState(state, parseServerState(await r.json()), Date.now());
      // Once the second seat is taken the invite is spent: forget it.
      if (state.invite && state.server && state.server.status !== 'waiting') {
        storage()?.removeItem(inviteKey(state.gameId));
        state.invite = null;
      }
    } catch {
      // the socket will bring the state
    }
    requestRedraw();
    connect();
  }

  // --- input ----------------------------------------------------------------------------------
  const board = el.board;
  let lastPointer = 'mouse';

  function pointFromEvent(ev: PointerEvent | MouseEvent): string | null {
    const svg = board.querySelector('svg');
    if (!svg) return null;
    const rect = svg.getBoundingClientRect();
    if (rect.width === 0) return null;
    const g = boardGeometry(boardView(state, t));
    const x = ((ev.clientX - rect.left) / rect.width) * g.width;
    const y = ((ev.clientY - rect.top) / rect.height) * g.height;
    return pointAt(g, x, y);
  }

  board.addEventListener('pointermove', (ev) => {
    if (ev.pointerType !== 'mouse') return;
    const p = pointFromEvent(ev);
    if (p !== state.hover) {
      state.hover = p;
      requestRedraw();
    }
  });
  board.addEventListener('pointerleave', () => {
    if (state.hover !== null) {
      state.hover = null;
      requestRedraw();
    }
  });
  // A press is read from pointerdown to pointerup on the board itself (captured), not from
  // `click`: the SVG inside is redrawn when the ghost stone moves, and a click whose press and
  // release land on different (replaced) elements would be lost.
  let press: { id: number; x: number; y: number } | null = null;
  board.addEventListener('pointerdown', (ev) => {
    lastPointer = ev.pointerType;
    if (ev.button !== 0) return;
    press = { id: ev.pointerId, x: ev.clientX, y: ev.clientY };
    board.setPointerCapture?.(ev.pointerId);
  });
  board.addEventListener('pointercancel', () => {
    press = null;
  });
  board.addEventListener('pointerup', (ev) => {
    const down = press;
    press = null;
    if (!down || down.id !== ev.pointerId) return;
    // A drag (scrolling the page on a phone) is not a move.
    if (Math.hypot(ev.clientX - down.x, ev.clientY - down.y) > 12) return;
    const p = pointFromEvent(ev);
    if (!p) return;
    state.cursor = p;
    const res = clickPoint(state, p, ev.pointerType === 'touch' || ev.pointerType === 'pen');
    if (res.send) sendAction(res.send);
    requestRedraw();
  });
  board.addEventListener('keydown', (ev) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, 1],
      ArrowDown: [0, -1],
    };
    const d = moves[ev.key];
    if (d) {
      ev.preventDefault();
      moveCursor(state, d[0], d[1]);
      requestRedraw();
    } else if (ev.key === 'Enter' || ev.key === ' ') {
      ev.preventDefault();
      state.cursorShown = true;
      const res = clickPoint(state, state.cursor);
      if (res.send) sendAction(res.send);
      requestRedraw();
    } else if (ev.key === 'Escape') {
      state.tapPending = null;
      cancelConfirm(state);
      requestRedraw();
    }
  });
  board.addEventListener('focus', () => {
    if (!state.cursorShown && state.hover === null && lastPointer !== 'touch') {
      state.cursorShown = true;
      requestRedraw();
    }
  });

  const confirmables: Record<string, Confirmable> = {
    resign: 'resign',
    pass: 'pass',
    'claim-draw': 'claim-draw',
    takeback: 'takeback',
    'draw-offer': 'draw-offer',
  };
  const simple: Record<string, OutAction> = {
    swap: { type: 'swap' },
    'draw-accept': { type: 'draw-accept' },
    'draw-decline': { type: 'draw-decline' },
    'takeback-accept': { type: 'takeback-accept' },
    'takeback-decline': { type: 'takeback-decline' },
    'claim-win': { type: 'claim', result: 'win' },
    rematch: { type: 'rematch' },
  };

  async function copy(text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      const ta = document.createElement('textarea');
      ta.value = text;
      document.body.appendChild(ta);
      ta.select();
      document.execCommand('copy');
      ta.remove();
    }
  }

  root.addEventListener('click', (ev) => {
    const target = (ev.target as HTMLElement).closest<HTMLElement>('[data-act]');
    if (!target || !root.contains(target)) return;
    const act = target.dataset.act!;
    if (act in simple) sendAction(simple[act]!);
    else if (act in confirmables) {
      const a = requestConfirmable(state, confirmables[act]!);
      if (a) sendAction(a);
    } else if (act.startsWith('confirm-') && act !== 'confirm-cancel') {
      const what = act.slice('confirm-'.length);
      if (what in confirmables && state.confirming === what) {
        const a = requestConfirmable(state, confirmables[what]!);
        if (a) sendAction(a);
      }
    } else {
      switch (act) {
        case 'confirm-cancel':
          cancelConfirm(state);
          break;
        case 'declare':
          sendAction({ type: 'declare', count: state.declareCount });
          break;
        case 'send-offers':
          if (offersReady(state)) sendAction(offerAction(state));
          break;
        case 'clear-offers':
          clearOffers(state);
          break;
        case 'offer-mode':
          setOfferMode(state, true);
          break;
        case 'place-mode':
          setOfferMode(state, false);
          break;
        case 'tap-confirm': {
          const res = confirmPending(state);
          if (res.send) sendAction(res.send);
          break;
        }
        case 'replay-first':
          setReplay(state, 0);
          break;
        case 'replay-prev':
          stepReplay(state, -1);
          break;
        case 'replay-next':
          stepReplay(state, 1);
          break;
        case 'replay-last':
          setReplay(state, Number.MAX_SAFE_INTEGER);
          break;
        case 'replay-to':
          setReplay(state, Number(target.dataset.n));
          break;
        case 'invite-open':
          state.inviteOpen = true;
          break;
        case 'invite-close':
          state.inviteOpen = false;
          break;
        case 'copy-invite':
        case 'copy-seat':
        case 'copy-watch': {
          const input = root.querySelector<HTMLInputElement>(`input[data-link="${act.slice(5)}"]`);
          if (input) {
            void copy(input.value).then(() => {
              state.copied = act === 'copy-invite';
              requestRedraw();
            });
          }
          break;
        }
        default:
          break;
      }
    }
    requestRedraw();
  });

  root.addEventListener('change', (ev) => {
    const input = ev.target as HTMLInputElement;
    const setting = input.dataset.setting;
    if (setting === 'forbidden') {
      state.showForbidden = input.checked;
      savePref(PREF.forbidden, input.checked);
    } else if (setting === 'numbers') {
      state.showNumbers = input.checked;
      savePref(PREF.numbers, input.checked);
    } else if (setting === 'tap') {
      state.tapToConfirm = input.checked;
      state.tapPending = null;
      savePref(PREF.tap, input.checked);
    } else if (input.dataset.input === 'declare') {
      setDeclareCount(state, Number(input.value));
    }
    requestRedraw();
  });
  root.addEventListener('input', (ev) => {
    const input = ev.target as HTMLInputElement;
    if (input.dataset.input === 'declare') setDeclareCount(state, Number(input.value));
  });

  // Step through a finished game with the arrow keys anywhere outside the board and inputs.
  document.addEventListener('keydown', (ev) => {
    if (state.server?.status !== 'finished') return;
    const tag = (ev.target as HTMLElement | null)?.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || ev.target === board) return;
    if (ev.key === 'ArrowLeft') stepReplay(state, -1);
    else if (ev.key === 'ArrowRight') stepReplay(state, 1);
    else return;
    ev.preventDefault();
    requestRedraw();
  });

  void boot();
}

start();
