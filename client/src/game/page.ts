// The page object shared by boot, input and action dispatch: the one state, the drawn regions,
// the translator, the socket, and drawing batched into one animation frame. Nothing here decides
// anything about the game; the state changes only through the functions of state.ts.
import { nextTickMs, remainingNow } from './clock';
import type { GameT } from './i18n';
import type { SeatStore } from './link';
import { type Elements, render } from './render';
import type { GameSocket } from './socket';
import type { ChatPanel } from '../chat/panel';
import { canShare } from './share';
import { svgElement } from '../lib/draw';
import { tone } from '../lib/tone';
import { fitBoardToViewport } from './fit';
import {
  type OutAction,
  type State,
  allowedOf,
  confirmOpen,
  myTurn,
  serverNow,
  takeSounds,
  track,
  you,
} from './state';

export interface Page {
  state: State;
  el: Elements;
  t: GameT;
  store: SeatStore & { removeItem(key: string): void };
  socket: GameSocket | null;
  /** The chat panel (client/src/chat/), once mounted. */
  chat: ChatPanel | null;
  /** A message shown instead of the game (unknown game). */
  fatal: string | null;
  /** The invite link's QR code, once the qrcode package has drawn it. */
  qrSvg: Element | null;
  /** Sends an action for this page's seat (tracked until the server acknowledges it). */
  send(a: OutAction): void;
  /** Called after each drawing (the game review follows the game and the move shown). */
  afterDraw: (() => void) | null;
  /** Asks for a redraw in the next animation frame (many calls, one drawing). */
  redraw(): void;
}

/** localStorage, or a Map when the browser refuses storage (the seat then lives in the address). */
export function pageStore(): Page['store'] {
  try {
    const ls = window.localStorage;
    return {
      getItem: (k) => ls.getItem(k),
      setItem: (k, v) => ls.setItem(k, v),
      removeItem: (k) => ls.removeItem(k),
    };
  } catch {
    const m = new Map<string, string>();
    return {
      getItem: (k) => m.get(k) ?? null,
      setItem: (k, v) => void m.set(k, v),
      removeItem: (k) => void m.delete(k),
    };
  }
}

/** What drawing remembers between frames (the page object itself stays plain data). */
interface Frames {
  /** The tab's title starts with a dot while it is this player's turn (seen from another tab). */
  baseTitle: string;
  frame: number;
  tick: ReturnType<typeof setTimeout> | null;
  qrFor: string | null;
  /** A phone turned or resized: the board's size is measured again from the start. */
  resized: boolean;
  /** No notification for the position the page opens on. */
  wasMine: boolean;
  sounds: number;
  audio: AudioContext | null;
}

export function makePage(state: State, el: Elements, t: GameT, store: Page['store']): Page {
  const f: Frames = {
    baseTitle: document.title,
    frame: 0,
    tick: null,
    qrFor: null,
    resized: false,
    wasMine: true,
    sounds: 0,
    audio: null,
  };
  const page: Page = {
    state,
    el,
    t,
    store,
    socket: null,
    chat: null,
    fatal: null,
    qrSvg: null,
    afterDraw: null,
    send(a) {
      const id = track(state, a);
      // Not sent while offline: it stays in flight and goes out again after the next welcome.
      page.socket?.send('action', { id, action: a });
      page.redraw();
    },
    redraw() {
      if (f.frame) return;
      f.frame = requestAnimationFrame(() => {
        f.frame = 0;
        draw(page, f);
      });
    },
  };
  window.addEventListener('resize', () => {
    f.resized = true;
    page.redraw();
  });
  return page;
}

/** Tells a player whose tab is hidden that it is their turn (the setting, when allowed). */
function notifyTurn(page: Page): void {
  const { state, t } = page;
  if (!state.notify || !document.hidden || typeof Notification === 'undefined') return;
  if (Notification.permission !== 'granted') return;
  try {
    new Notification(t('game.notify.turn'), { tag: `renju-${state.gameId}` });
  } catch {
    // some browsers allow notifications from a service worker only: the title still says it
  }
}

/** A short wooden click per stone: a decaying sine, no file to load. */
function playSound(f: Frames): void {
  try {
    f.audio ??= new AudioContext();
    tone(f.audio, 660, 0.25, 0.12);
  } catch {
    // no audio on this device: the board says it all
  }
}

function draw(page: Page, f: Frames): void {
  const { state, el, t } = page;
  const focusWasInside = el.root.contains(document.activeElement);
  const dialogBefore = !!el.controls.querySelector('[role="alertdialog"]');
  render(state, el, {
    t,
    localNow: Date.now(),
    origin: location.origin,
    qrSvg: page.qrSvg,
    fatal: page.fatal,
    share: canShare(),
  });
  page.afterDraw?.();
  fitBoardToViewport(el.root, el.board, el.bottom, f.resized);
  f.resized = false;
  // Focus never falls to <body>: into a confirmation when one opens, back to the board after.
  const dialog = el.controls.querySelector<HTMLElement>('[role="alertdialog"]');
  if (dialog && !dialogBefore && confirmOpen(state)) {
    dialog.querySelector<HTMLElement>('[data-act="confirm-cancel"]')?.focus();
  } else if (focusWasInside && !el.root.contains(document.activeElement)) {
    el.board.focus({ preventScroll: true });
  }
  const due = takeSounds(state);
  if (due > 0) {
    f.sounds += due;
    el.root.dataset.sounds = String(f.sounds);
    playSound(f);
  }
  showTurn(page, f);
  ensureQr(page, f);
  scheduleTick(page, f);
}

/** The tab's title, and a notification when the turn has just come to this player. */
function showTurn(page: Page, f: Frames): void {
  const { state } = page;
  const mine =
    myTurn(state) || !!allowedOf(state, 'draw-accept') || !!allowedOf(state, 'takeback-accept');
  const title = mine ? `● ${f.baseTitle}` : f.baseTitle;
  if (document.title !== title) document.title = title;
  if (mine && !f.wasMine) notifyTurn(page);
  f.wasMine = mine;
}

/** Redraws when the running clock's text changes next, or when a claim becomes possible. */
function scheduleTick(page: Page, f: Frames): void {
  const { state } = page;
  if (f.tick) clearTimeout(f.tick);
  f.tick = null;
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
  if (wait !== Infinity) f.tick = setTimeout(() => page.redraw(), wait);
}

function ensureQr(page: Page, f: Frames): void {
  const { state } = page;
  if (!state.inviteOpen || !state.invite) return;
  const url = `${location.origin}/g/${encodeURIComponent(state.gameId)}#invite=${encodeURIComponent(state.invite)}`;
  if (f.qrFor === url) return;
  f.qrFor = url;
  // Loaded only when the invite panel opens: most visitors never need it.
  import('qrcode')
    .then((m) => m.default.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
    .then((svg: string) => {
      page.qrSvg = svgElement(svg);
      page.redraw();
    })
    .catch(() => {
      page.qrSvg = null;
    });
}
