// The analysis board's entry (/analysis): reads the link, opens the position, and keeps the board,
// the engine's answer and the address bar in step with the position shown. Mounted into
// #analysis of analysis.html.
import { boardGeometry, pointAt } from '../board';
import { ExplorerClient, explorable, explorerHtml, explorerSkeleton } from '../explorer/explorer';
import '../explorer/explorer.css';
import { makeExplorerT } from '../explorer/i18n';
import {
  type Answer,
  fetchGameRecord,
  fetchPosition,
  fetchRecord,
  fetchSearch,
  fetchSolve,
} from './api';
import { analysisLang, makeAnalysisT } from './i18n';
import { linkQuery, readLink } from './link';
import * as render from './render';
import {
  type Move,
  type PositionInfo,
  type State,
  backToMain,
  currentKey,
  goTo,
  keyOf,
  newState,
  open,
  play,
  shown,
  step,
} from './state';
import './analysis.css';

/** Engine time per position: short enough to step through a game, long enough to see a VCF. */
const SEARCH_MS = 1000;
/** Quiet time after the last step before the engine is asked. */
const DEBOUNCE_MS = 250;

const lang = analysisLang();
const t = makeAnalysisT(lang);
const xt = makeExplorerT(lang);
const root = document.getElementById('analysis');

if (root) void boot(root);

async function boot(root: HTMLElement): Promise<void> {
  root.innerHTML = render.skeleton(t, explorerSkeleton(xt));
  root.dataset.ready = 'false';
  const region = (name: string) => root.querySelector<HTMLElement>(`[data-region="${name}"]`)!;
  const sideSelect = root.querySelector<HTMLSelectElement>('#an-side')!;
  const record = root.querySelector<HTMLTextAreaElement>('#an-record')!;
  const url = root.querySelector<HTMLInputElement>('#an-url')!;
  const numbers = root.querySelector<HTMLInputElement>('#an-numbers')!;
  const explorerRule = root.querySelector<HTMLSelectElement>('#explorer-rule')!;
  const explorer = new ExplorerClient();
  let explored = 0;
  const written = new Map<string, string>();
  const write = (name: string, html: string) => {
    if (written.get(name) === html) return;
    written.set(name, html);
    region(name).innerHTML = html;
  };

  const link = readLink(location.search);
  const s: State = newState([], 0, null);
  let searching: string | null = null;
  let searchTimer: ReturnType<typeof setTimeout> | undefined;

  function draw(): void {
    write('board', render.boardHtml(s, t));
    write('pos', render.positionText(s, t));
    write('notice', s.notice);
    write('eval', render.evalHtml(s, t, lang));
    write('solve', render.solveHtml(s, t));
    write('forbidden', render.forbiddenHtml(s, t));
    write('moves', render.movesHtml(s, t));
    write('game', render.gameHtml(s, t));
    if (sideSelect.value !== s.solveSide) sideSelect.value = s.solveSide;
    root.querySelectorAll<HTMLButtonElement>('[data-act=first],[data-act=prev]').forEach((b) => {
      b.disabled = s.at === 0;
    });
    root.querySelectorAll<HTMLButtonElement>('[data-act=next],[data-act=last]').forEach((b) => {
      b.disabled = s.at === s.line.length;
    });
    root.dataset.at = String(s.at);
    root.dataset.total = String(s.line.length);
    const query = linkQuery(s.line, s.at, s.gameId);
    if (location.search !== query) history.replaceState(null, '', `${location.pathname}${query}`);
    url.value = location.href;
    root.querySelector('.an-movelist [aria-current]')?.scrollIntoView({ block: 'nearest' });
    void explore();
  }

  /** The explorer at the position shown (answers are kept, so a redraw asks nothing new). */
  async function explore(): Promise<void> {
    const line = shown(s);
    const ticket = ++explored;
    if (!explorable(line)) {
      write('explorer', explorerHtml(xt, { kind: 'beyond' }));
      root.dataset.explorer = 'ready';
      return;
    }
    const found = await explorer.lookup(line);
    if (ticket !== explored) return;
    write(
      'explorer',
      found.ok
        ? explorerHtml(xt, { kind: 'entries', entries: found.entries, rule: explorerRule.value })
        : explorerHtml(xt, { kind: 'error', message: found.message }),
    );
    root.dataset.explorer = 'ready';
  }

  function remember(pos: PositionInfo): void {
    const key = keyOf(pos.moves);
    s.positions.set(key, { ...pos, search: null, solve: null });
    if (pos.search) s.searches.set(key, pos.search);
  }

  /** The position's facts (cheap, answered at once), then the engine a moment later. */
  async function changed(): Promise<void> {
    if (s.evalState === 'error') s.evalState = 'idle'; // an error belongs to the old position
    draw();
    const key = currentKey(s);
    if (!s.positions.has(key)) {
      const answer = await fetchPosition(shown(s));
      if (answer.ok) remember(answer.value);
      else if (key === currentKey(s)) s.notice = answerMessage(answer);
      draw();
    }
    scheduleSearch();
  }

  function scheduleSearch(): void {
    clearTimeout(searchTimer);
    if (searching) return; // the answer's arrival schedules the next one
    const key = currentKey(s);
    const pos = s.positions.get(key);
    if (!pos || pos.over || s.searches.has(key)) return;
    searchTimer = setTimeout(() => void runSearch(key), DEBOUNCE_MS);
  }

  async function runSearch(key: string): Promise<void> {
    if (key !== currentKey(s) || searching) return;
    searching = key;
    s.evalState = 'waiting';
    draw();
    const answer = await fetchSearch(shown(s), SEARCH_MS);
    searching = null;
    if (answer.ok) {
      remember(answer.value);
      s.evalState = 'idle';
      draw();
      scheduleSearch();
      return;
    }
    // A full queue or the rate limit: wait as told, then ask for whatever is shown then.
    s.evalState = answer.status === 429 || answer.status === 503 ? 'busy' : 'error';
    s.evalError = answer.message;
    draw();
    if (s.evalState === 'busy')
      searchTimer = setTimeout(() => scheduleSearch(), answer.retryAfter * 1000);
  }

  async function solve(kind: 'vcf' | 'vct'): Promise<void> {
    if (s.solving) return;
    const key = currentKey(s);
    const attacker = sideSelect.value === 'white' ? 'white' : 'black';
    s.solving = kind;
    s.solveSide = attacker;
    draw();
    const answer = await fetchSolve(shown(s), attacker, kind);
    s.solving = null;
    if (answer.ok && answer.value.solve) {
      remember(answer.value);
      s.solve = { key, answer: answer.value.solve };
    } else if (!answer.ok) {
      s.notice = answerMessage(answer);
    }
    draw();
  }

  /** Opens a line: the whole of it is checked by the server first (a bad link changes nothing). */
  async function openLine(line: Move[], at: number | null, gameId: string | null) {
    const answer = await fetchPosition(line);
    if (!answer.ok) return answer;
    remember(answer.value);
    open(s, answer.value.moves, at ?? answer.value.moves.length, gameId);
    record.value = '';
    write('openError', '');
    await changed();
    return answer;
  }

  async function openRecord(text: string, gameId: string | null, at: number | null) {
    const answer = await fetchRecord(text);
    if (!answer.ok) return answer;
    return openLine(answer.value.moves, at, gameId);
  }

  // Input: buttons, the move list, the board, the keys.
  root.addEventListener('click', (e) => {
    const pick = (e.target as HTMLElement).closest<HTMLElement>('[data-explore]');
    if (pick) return void playPoint(pick.dataset.explore ?? '');
    const target = (e.target as HTMLElement).closest<HTMLElement>('[data-act],[data-at]');
    if (!target) return;
    if (target.dataset.at !== undefined) {
      if (goTo(s, Number(target.dataset.at))) void changed();
      return;
    }
    const act = target.dataset.act;
    const moved =
      act === 'first'
        ? goTo(s, 0)
        : act === 'prev'
          ? step(s, -1)
          : act === 'next'
            ? step(s, 1)
            : act === 'last'
              ? goTo(s, s.line.length)
              : false;
    if (moved) return void changed();
    if (act === 'main') {
      backToMain(s);
      void changed();
    } else if (act === 'vcf' || act === 'vct') void solve(act);
    else if (act === 'clear') {
      s.solve = null;
      draw();
    } else if (act === 'empty') void openLine([], 0, null);
    else if (act === 'open') {
      void openRecord(record.value, null, null).then((a) => {
        if (!a.ok) write('openError', t('analysis.open.error', { message: a.message }));
      });
    } else if (act === 'copy') {
      void navigator.clipboard?.writeText(location.href).then(() => {
        const copy = region('copy');
        copy.textContent = t('analysis.link.copied');
        setTimeout(() => (copy.textContent = t('analysis.link.copy')), 2000);
      });
    }
  });
  sideSelect.addEventListener('change', () => {
    s.solveSide = sideSelect.value === 'white' ? 'white' : 'black';
  });
  explorerRule.addEventListener('change', () => void explore());
  numbers.addEventListener('change', () => {
    s.numbers = numbers.checked;
    draw();
  });

  /** A point played on the board or from the explorer: a step, a variation, or a refusal. */
  function playPoint(p: string): void {
    const result = play(s, p);
    if (result.kind === 'refused') {
      s.notice =
        result.reason === 'occupied'
          ? t('analysis.notice.occupied', { point: p })
          : result.reason === 'forbidden' && result.kindOf
            ? t('analysis.notice.forbidden', {
                point: p,
                kind: t(`analysis.kind.${result.kindOf}`),
              })
            : result.reason === 'over'
              ? t('analysis.notice.over')
              : '';
      draw();
      return;
    }
    void changed();
  }

  const board = region('board');
  let down: string | null = null;
  const pointOf = (e: PointerEvent): string | null => {
    const svg = board.querySelector('svg');
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    return pointAt(boardGeometry({}), p.x, p.y);
  };
  board.addEventListener('pointerdown', (e) => {
    down = pointOf(e);
  });
  board.addEventListener('pointerup', (e) => {
    const p = pointOf(e);
    if (!p || p !== down) return;
    down = null;
    playPoint(p);
  });

  document.addEventListener('keydown', (e) => {
    const tag = (e.target as HTMLElement | null)?.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const moves: Record<string, () => boolean> = {
      ArrowLeft: () => step(s, -1),
      ArrowRight: () => step(s, 1),
      Home: () => goTo(s, 0),
      End: () => goTo(s, s.line.length),
    };
    const f = moves[e.key];
    if (!f) return;
    e.preventDefault();
    if (f()) void changed();
  });

  // What the link asks for: a line, a played game, or the empty board.
  let opened: Answer<unknown> | null = null;
  if (link.moves) opened = await openLine(link.moves, link.at, link.game);
  else if (link.game) {
    const text = await fetchGameRecord(link.game);
    opened = text.ok ? await openRecord(text.value, link.game, link.at) : text;
  }
  if (link.bad) s.notice = t('analysis.notice.error', { message: t('analysis.notice.badLink') });
  if (!opened || !opened.ok) {
    if (opened && !opened.ok) s.notice = t('analysis.notice.error', { message: opened.message });
    const notice = s.notice;
    await openLine([], 0, null);
    s.notice = notice;
    draw();
  }
  root.dataset.ready = 'true';
}

function answerMessage(a: Answer<unknown>): string {
  if (a.ok) return '';
  if (a.status === 429) return t('analysis.notice.rate');
  return t('analysis.notice.error', { message: a.message });
}
