// The analysis page's questions to the server: the position's facts, the engine's search (one at
// a time, debounced, waiting as told when busy), the VCF/VCT solver, and opening a line or record.
import {
  type Answer,
  fetchPosition,
  fetchRecord,
  fetchSearch,
  fetchSolve,
  readLocal,
  readSolve,
} from './api';
import { LocalEngine, canRunLocally } from './local';
import {
  type Move,
  type PositionInfo,
  currentKey,
  engineSource,
  isStart,
  keyOf,
  open,
  shown,
} from './state';
import { type Page, draw, show } from './view';

/** Engine time per position: short enough to step through a game, long enough to see a VCF. */
const SEARCH_MS = 1000;
/** Quiet time after the last step before the engine is asked. */
const DEBOUNCE_MS = 250;

export function answerMessage(p: Page, a: Answer<unknown>): string {
  if (a.ok) return '';
  if (a.status === 429) return p.t('analysis.notice.rate');
  return p.t('analysis.notice.error', { message: a.message });
}

function remember(p: Page, pos: PositionInfo): void {
  const key = keyOf(pos.moves);
  p.s.positions.set(key, { ...pos, search: null, solve: null });
  if (pos.search) p.s.searches.set(key, pos.search);
}

/** The position's facts (cheap, answered at once), then the engine a moment later. */
export async function changed(p: Page): Promise<void> {
  const { s } = p;
  if (s.evalState === 'error') s.evalState = 'idle'; // an error belongs to the old position
  draw(p);
  const key = currentKey(s);
  if (!s.positions.has(key)) {
    const answer = await fetchPosition(shown(s));
    if (answer.ok) remember(p, answer.value);
    else if (key === currentKey(s)) s.notice = answerMessage(p, answer);
    draw(p);
  }
  scheduleSearch(p);
}

function scheduleSearch(p: Page): void {
  clearTimeout(p.searchTimer);
  const key = currentKey(p.s);
  const pos = p.s.positions.get(key);
  const wanted = pos && !pos.over && !isStart(shown(p.s));
  if (engineSource(p.s) === 'browser' && p.local) {
    // Analysed again from the start after a step away (the table keeps much of it), unless it
    // is settled already.
    if (wanted && !p.s.local.get(key)?.done) p.local.analyse(key, shown(p.s));
    else p.local.stop();
    return;
  }
  p.local?.stop();
  if (p.searching) return; // the answer's arrival schedules the next one
  if (!wanted || p.s.searches.has(key)) return;
  p.searchTimer = setTimeout(() => void runSearch(p, key), DEBOUNCE_MS);
}

async function runSearch(p: Page, key: string): Promise<void> {
  const { s } = p;
  if (key !== currentKey(s) || p.searching) return;
  p.searching = key;
  s.evalState = 'waiting';
  draw(p);
  const answer = await fetchSearch(shown(s), SEARCH_MS);
  p.searching = null;
  if (answer.ok) {
    remember(p, answer.value);
    s.evalState = 'idle';
    draw(p);
    scheduleSearch(p);
    return;
  }
  // A full queue or the rate limit: wait as told, then ask for whatever is shown then.
  s.evalState = answer.status === 429 || answer.status === 503 ? 'busy' : 'error';
  s.evalError = answer.message;
  draw(p);
  if (s.evalState === 'busy')
    p.searchTimer = setTimeout(() => scheduleSearch(p), answer.retryAfter * 1000);
}

/** The engine in this browser, wired to the page; the switch's choice is remembered. */
export function startLocal(p: Page): void {
  const { s } = p;
  s.localAvailable = canRunLocally();
  s.localOn = readSwitch();
  p.local = new LocalEngine({
    answer(key, raw) {
      const answer = readLocal(raw);
      if (!answer) return;
      s.local.set(key, answer);
      if (answer.search) s.searches.set(key, answer.search);
      if (key === currentKey(s) && engineSource(s) === 'browser') draw(p);
    },
    refused(key, message) {
      if (key !== currentKey(s)) return;
      s.evalState = 'error';
      s.evalError = message;
      draw(p);
    },
    failed(message) {
      console.warn(`analysis: the engine in this browser failed (${message}); asking the server`);
      s.localAvailable = false;
      draw(p);
      scheduleSearch(p);
    },
  });
  p.localSwitch.addEventListener('change', () => {
    s.localOn = p.localSwitch.checked;
    writeSwitch(s.localOn);
    draw(p);
    scheduleSearch(p);
  });
}

const SWITCH_KEY = 'renju.analysis.browser';

function readSwitch(): boolean {
  try {
    return localStorage.getItem(SWITCH_KEY) !== 'off';
  } catch {
    return true;
  }
}

function writeSwitch(on: boolean): void {
  try {
    if (on) localStorage.removeItem(SWITCH_KEY);
    else localStorage.setItem(SWITCH_KEY, 'off');
  } catch {
    // storage refused: the choice lasts as long as the page
  }
}

export async function solve(p: Page, kind: 'vcf' | 'vct'): Promise<void> {
  const { s } = p;
  if (s.solving) return;
  const key = currentKey(s);
  const attacker = p.sideSelect.value === 'white' ? 'white' : 'black';
  s.solving = kind;
  s.solveSide = attacker;
  draw(p);
  // In this browser when its engine is on; the server where it is not, or when it fails.
  const local =
    engineSource(s) === 'browser' && p.local
      ? readSolve(await p.local.solve(shown(s), attacker, kind))
      : null;
  if (local) {
    s.solving = null;
    s.solve = { key, answer: local };
    draw(p);
    return;
  }
  const answer = await fetchSolve(shown(s), attacker, kind);
  s.solving = null;
  if (answer.ok && answer.value.solve) {
    remember(p, answer.value);
    s.solve = { key, answer: answer.value.solve };
  } else if (!answer.ok) {
    s.notice = answerMessage(p, answer);
  }
  draw(p);
}

/** Opens a line: the whole of it is checked by the server first (a bad link changes nothing). */
export async function openLine(p: Page, line: Move[], at: number | null, gameId: string | null) {
  const answer = await fetchPosition(line);
  if (!answer.ok) return answer;
  remember(p, answer.value);
  open(p.s, answer.value.moves, at ?? answer.value.moves.length, gameId);
  p.record.value = '';
  show(p, 'openError', '');
  await changed(p);
  return answer;
}

export async function openRecord(p: Page, text: string, gameId: string | null, at: number | null) {
  const answer = await fetchRecord(text);
  if (!answer.ok) return answer;
  return openLine(p, answer.value.moves, at, gameId);
}
