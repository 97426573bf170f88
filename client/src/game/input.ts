// Input: the pointer and the keyboard on the board, the page's buttons and settings, and the
// arrow keys of a finished game. Each handler reads the event, calls one function of state.ts or
// actions.ts, performs what comes back (send, copy) and asks for a redraw.
import { boardGeometry, pointAt } from '../board/index';
import { dispatchAct } from './actions';
import type { Page } from './page';
import { boardView } from './render';
import { canShare } from './share';
import {
  type Preference,
  type PointResult,
  cancelPending,
  clickPoint,
  moveCursor,
  playCursor,
  setCopied,
  setDeclareCount,
  setHover,
  setPreference,
  setReplay,
  showCursor,
  stepReplay,
} from './state';

export const PREF_KEY: Record<Preference, string> = {
  forbidden: 'renju.pref.forbidden',
  numbers: 'renju.pref.numbers',
  tap: 'renju.pref.tap',
  sound: 'renju.pref.sound',
  notify: 'renju.pref.notify',
};

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

export function bindInput(page: Page): void {
  bindBoard(page);
  bindButtons(page);
  bindSettings(page);
  bindReplayKeys(page);
}

function sendResult(page: Page, res: PointResult): void {
  if (res.send) page.send(res.send);
  page.redraw();
}

function bindBoard(page: Page): void {
  const { state } = page;
  const board = page.el.board;
  let lastPointer = 'mouse';

  function pointFromEvent(ev: PointerEvent | MouseEvent): string | null {
    const svg = board.querySelector('svg');
    if (!svg) return null;
    const rect = svg.getBoundingClientRect();
    if (rect.width === 0) return null;
    const g = boardGeometry(boardView(state, page.t));
    const x = ((ev.clientX - rect.left) / rect.width) * g.width;
    const y = ((ev.clientY - rect.top) / rect.height) * g.height;
    return pointAt(g, x, y);
  }

  board.addEventListener('pointermove', (ev) => {
    if (ev.pointerType === 'mouse' && setHover(state, pointFromEvent(ev))) page.redraw();
  });
  board.addEventListener('pointerleave', () => {
    if (setHover(state, null)) page.redraw();
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
    sendResult(page, clickPoint(state, p, ev.pointerType === 'touch' || ev.pointerType === 'pen'));
  });
  board.addEventListener('keydown', (ev) => {
    const d = ARROWS[ev.key];
    if (d && state.server?.status !== 'finished') {
      ev.preventDefault();
      moveCursor(state, d[0], d[1]);
      page.redraw();
    } else if (ev.key === 'Enter' || ev.key === ' ') {
      ev.preventDefault();
      sendResult(page, playCursor(state));
    }
  });
  board.addEventListener('focus', () => {
    if (lastPointer !== 'touch' && showCursor(state)) page.redraw();
  });
}

/** Copies (or shares) a link; false when the person closed the share sheet. */
async function copyText(text: string): Promise<boolean> {
  if (canShare()) {
    try {
      await navigator.share({ url: text });
      return true;
    } catch {
      return false;
    }
  }
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
  return true;
}

function bindButtons(page: Page): void {
  const root = page.el.root;
  root.addEventListener('click', (ev) => {
    const target = (ev.target as HTMLElement).closest<HTMLElement>('[data-act]');
    if (!target || !root.contains(target)) return;
    const n = target.dataset.n === undefined ? undefined : Number(target.dataset.n);
    const effect = dispatchAct(page.state, target.dataset.act ?? '', n);
    if (effect && 'send' in effect) page.send(effect.send);
    else if (effect && 'copy' in effect) {
      const input = root.querySelector<HTMLInputElement>(`input[data-link="${effect.copy}"]`);
      if (input) {
        void copyText(input.value).then((done) => {
          if (done) setCopied(page.state, effect.copy);
          page.redraw();
        });
      }
    }
    page.redraw();
  });
}

async function askNotifications(): Promise<boolean> {
  if (typeof Notification === 'undefined') return false;
  if (Notification.permission === 'granted') return true;
  try {
    return (await Notification.requestPermission()) === 'granted';
  } catch {
    return false;
  }
}

function bindSettings(page: Page): void {
  const { state, el } = page;
  el.root.addEventListener('change', (ev) => {
    const input = ev.target as HTMLInputElement | HTMLSelectElement;
    const setting = input.dataset.setting as Preference | undefined;
    if (setting === 'notify' && input instanceof HTMLInputElement && input.checked) {
      // Asked only when the player turns it on; a refusal turns the setting off again.
      void askNotifications().then((granted) => {
        setPreference(state, 'notify', granted);
        page.store.setItem(PREF_KEY.notify, granted ? '1' : '0');
        page.redraw();
      });
    } else if (setting && setting in PREF_KEY && input instanceof HTMLInputElement) {
      setPreference(state, setting, input.checked);
      page.store.setItem(PREF_KEY[setting], input.checked ? '1' : '0');
    } else if (input.dataset.input === 'declare') {
      setDeclareCount(state, Number(input.value));
    }
    page.redraw();
  });
}

/** Keys that work wherever focus is: Escape cancels, and a finished game steps with arrows. */
function bindReplayKeys(page: Page): void {
  const { state } = page;
  document.addEventListener('keydown', (ev) => {
    if (ev.key === 'Escape') {
      cancelPending(state);
      page.redraw();
      return;
    }
    if (state.server?.status !== 'finished') return;
    const tag = (ev.target as HTMLElement | null)?.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA') return;
    if (ev.key === 'ArrowLeft') stepReplay(state, -1);
    else if (ev.key === 'ArrowRight') stepReplay(state, 1);
    else if (ev.key === 'Home') setReplay(state, 0);
    else if (ev.key === 'End') setReplay(state, Number.MAX_SAFE_INTEGER);
    else return;
    ev.preventDefault();
    page.redraw();
  });
}
