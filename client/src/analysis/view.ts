// The analysis page object and its drawing: the one state, the skeleton's fixed parts, and
// draw(), which brings every region, the buttons and the address bar in step with the state.
import { boardTemplate } from '../board';
import {
  ExplorerClient,
  explorable,
  explorerSkeleton,
  explorerTemplate,
} from '../explorer/explorer';
import type { ExplorerT } from '../explorer/i18n';
import type { Lang } from '../i18n/index';
import { draw as drawInto, scrollToCurrent } from '../lib/draw';
import type { AnalysisT } from './i18n';
import { linkQuery } from './link';
import type { LocalEngine } from './local';
import * as render from './render';
import { type State, newState, shown } from './state';

export interface Page {
  root: HTMLElement;
  s: State;
  t: AnalysisT;
  xt: ExplorerT;
  lang: Lang;
  sideSelect: HTMLSelectElement;
  record: HTMLTextAreaElement;
  url: HTMLInputElement;
  numbers: HTMLInputElement;
  localSwitch: HTMLInputElement;
  /** The engine in this browser; null until the page wires it (main.ts). */
  local: LocalEngine | null;
  explorerRule: HTMLSelectElement;
  explorer: ExplorerClient;
  /** The latest explorer question: an older answer that arrives late is dropped. */
  explored: number;
  /** The position the engine is searching now, if any. */
  searching: string | null;
  searchTimer: ReturnType<typeof setTimeout> | undefined;
}

/** Draws the skeleton into `root` and finds its fixed parts. */
export function mountPage(root: HTMLElement, t: AnalysisT, xt: ExplorerT, lang: Lang): Page {
  drawInto(root, render.skeleton(t, explorerSkeleton(xt)));
  root.dataset.ready = 'false';
  const find = <T extends Element>(selector: string) => root.querySelector<T>(selector)!;
  return {
    root,
    s: newState([], 0, null),
    t,
    xt,
    lang,
    sideSelect: find('#an-side'),
    record: find('#an-record'),
    url: find('#an-url'),
    numbers: find('#an-numbers'),
    localSwitch: find('#an-local'),
    local: null,
    explorerRule: find('#explorer-rule'),
    explorer: new ExplorerClient(),
    explored: 0,
    searching: null,
    searchTimer: undefined,
  };
}

export const region = (p: Page, name: string) =>
  p.root.querySelector<HTMLElement>(`[data-region="${name}"]`)!;

/** Draws one region: a template or plain text. */
export function show(p: Page, name: string, content: unknown): void {
  drawInto(region(p, name), content);
}

export function draw(p: Page): void {
  const { s, t, root } = p;
  show(p, 'board', boardTemplate(render.boardView(s, t)));
  show(p, 'pos', render.positionText(s, t));
  show(p, 'notice', s.notice);
  show(p, 'eval', render.evalHtml(s, t, p.lang));
  show(p, 'localNote', render.localNote(s, t));
  p.localSwitch.checked = s.localOn && s.localAvailable;
  p.localSwitch.disabled = !s.localAvailable;
  show(p, 'solve', render.solveHtml(s, t));
  show(p, 'forbidden', render.forbiddenHtml(s, t));
  show(p, 'moves', render.movesHtml(s, t));
  show(p, 'game', render.gameHtml(s, t));
  if (p.sideSelect.value !== s.solveSide) p.sideSelect.value = s.solveSide;
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
  p.url.value = location.href;
  scrollToCurrent(root.querySelector<HTMLElement>('.an-movelist'));
  void explore(p);
}

/** The explorer at the position shown (answers are kept, so a redraw asks nothing new). */
export async function explore(p: Page): Promise<void> {
  const line = shown(p.s);
  const ticket = ++p.explored;
  if (!explorable(line)) {
    show(p, 'explorer', explorerTemplate(p.xt, { kind: 'beyond' }));
    p.root.dataset.explorer = 'ready';
    return;
  }
  const found = await p.explorer.lookup(line);
  if (ticket !== p.explored) return;
  show(
    p,
    'explorer',
    explorerTemplate(
      p.xt,
      found.ok
        ? { kind: 'entries', entries: found.entries, rule: p.explorerRule.value }
        : { kind: 'error', message: found.message },
    ),
  );
  p.root.dataset.explorer = 'ready';
}
