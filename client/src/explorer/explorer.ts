// The opening explorer panel: what was played next from the position shown (GET /api/explorer,
// docs/archive.md), with how often and the results, for games played here and imported games
// apart, under one rule or all. The server matches the position across the 8 symmetries of the
// board and gives the moves in the orientation of the moves it was sent: the board on screen.
// Used by the archive's game page and the analysis board; the page decides what a click on a
// move does (data-explore="<point>").
import { type TemplateResult, html } from 'lit-html';
import type { ExplorerKey, ExplorerT } from './i18n';

export interface ExplorerEntry {
  move: string;
  source: 'here' | 'import';
  rule: string | null;
  games: number;
  blackWins: number;
  draws: number;
  whiteWins: number;
}

/** The explorer counts the first 40 moves of a game: a position of at most 39 moves. */
export const EXPLORER_MAX_MOVES = 39;

/** Rule choices of the panel: '' = all rules, 'none' = games whose record has no rule. */
export const EXPLORER_RULES = ['', 'standard', 'rif', 'yamaguchi', 'soosorv', 'taraguchi', 'none'];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const count = (v: unknown) => (typeof v === 'number' && v >= 0 ? v : 0);

export function readExplorer(v: unknown): ExplorerEntry[] | null {
  if (!isObject(v) || !Array.isArray(v.moves)) return null;
  const out: ExplorerEntry[] = [];
  for (const m of v.moves) {
    if (!isObject(m) || typeof m.move !== 'string') return null;
    out.push({
      move: m.move,
      source: m.source === 'here' ? 'here' : 'import',
      rule: typeof m.rule === 'string' && m.rule ? m.rule : null,
      games: count(m.games),
      blackWins: count(m.blackWins),
      draws: count(m.draws),
      whiteWins: count(m.whiteWins),
    });
  }
  return out;
}

/** Whether the explorer can know this line: no pass, at most EXPLORER_MAX_MOVES moves. */
export function explorable(moves: readonly (string | null)[]): moves is string[] {
  return moves.length <= EXPLORER_MAX_MOVES && moves.every((m) => m !== null && m !== 'pass');
}

export type ExplorerAnswer =
  { ok: true; entries: ExplorerEntry[] } | { ok: false; message: string };

/** Asks the server once per position; answers are kept for stepping back and forth. */
export class ExplorerClient {
  private readonly cache = new Map<string, Promise<ExplorerAnswer>>();

  lookup(moves: readonly string[]): Promise<ExplorerAnswer> {
    const key = moves.join(' ');
    let answer = this.cache.get(key);
    if (!answer) {
      answer = ask(key);
      this.cache.set(key, answer);
      void answer.then((a) => {
        if (!a.ok) this.cache.delete(key); // a failure is asked again next time
      });
    }
    return answer;
  }
}

async function ask(moves: string): Promise<ExplorerAnswer> {
  try {
    const r = await fetch(`/api/explorer?${new URLSearchParams({ moves }).toString()}`);
    const body: unknown = await r.json().catch(() => null);
    if (!r.ok) {
      const message = isObject(body) && typeof body.message === 'string' ? body.message : '';
      return { ok: false, message: message || `HTTP ${r.status}` };
    }
    const entries = readExplorer(body);
    return entries ? { ok: true, entries } : { ok: false, message: 'unexpected answer' };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
}

export interface MoveCounts {
  move: string;
  games: number;
  blackWins: number;
  draws: number;
  whiteWins: number;
}

/** One row per move for one source under the rule chosen ('' all, 'none' no rule), most first. */
export function summarize(
  entries: readonly ExplorerEntry[],
  source: 'here' | 'import',
  rule: string,
): MoveCounts[] {
  const byMove = new Map<string, MoveCounts>();
  for (const e of entries) {
    if (e.source !== source) continue;
    if (rule === 'none' ? e.rule !== null : rule !== '' && e.rule !== rule) continue;
    const row = byMove.get(e.move) ?? {
      move: e.move,
      games: 0,
      blackWins: 0,
      draws: 0,
      whiteWins: 0,
    };
    row.games += e.games;
    row.blackWins += e.blackWins;
    row.draws += e.draws;
    row.whiteWins += e.whiteWins;
    byMove.set(e.move, row);
  }
  return [...byMove.values()].sort((a, b) => b.games - a.games || a.move.localeCompare(b.move));
}

/** Whole percentages of the games played (a game without a known result counts in none). */
export function percentages(c: MoveCounts): [number, number, number] {
  const p = (n: number) => (c.games ? Math.round((n * 100) / c.games) : 0);
  return [p(c.blackWins), p(c.draws), p(c.whiteWins)];
}

/** The panel's skeleton: the rule select and the region the tables go into. */
export function explorerSkeleton(t: ExplorerT): TemplateResult {
  const options = EXPLORER_RULES.map(
    (r) =>
      html`<option value="${r}">${t(r === '' ? 'explorer.allRules' : (`explorer.rule.${r}` as ExplorerKey))}</option>`,
  );
  return html`
<section class="explorer" aria-labelledby="explorer-title">
  <h2 id="explorer-title">${t('explorer.title')}</h2>
  <div class="explorer-rule"><label for="explorer-rule">${t('explorer.rule')}</label>
  <select id="explorer-rule">${options}</select></div>
  <div class="explorer-body" data-region="explorer" aria-live="polite"></div>
  <p class="hint">${t('explorer.help')}</p>
</section>`;
}

/** What the panel shows: the tables of one answer, or why there are none. */
export type ExplorerView =
  | { kind: 'beyond' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'entries'; entries: readonly ExplorerEntry[]; rule: string };

/** The tables for one answer; `view` says why there is none. */
export function explorerTemplate(t: ExplorerT, view: ExplorerView): TemplateResult {
  if (view.kind === 'beyond') return html`<p class="explorer-note">${t('explorer.beyond')}</p>`;
  if (view.kind === 'loading') return html`<p class="explorer-note">${t('explorer.loading')}</p>`;
  if (view.kind === 'error')
    return html`<p class="explorer-note">${t('explorer.error', { message: view.message })}</p>`;
  return html`${(['here', 'import'] as const).map((source) =>
    table(t, source, summarize(view.entries, source, view.rule)),
  )}`;
}

// An SVG bar: its rectangles' widths are attributes, which the page's CSP allows (a style
// attribute written as markup it does not).
function bar(b: number, d: number, w: number): TemplateResult {
  return html`<svg class="explorer-bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false"><rect class="b" x="0" width="${b}" height="8"/><rect class="d" x="${b}" width="${d}" height="8"/><rect class="w" x="${b + d}" width="${w}" height="8"/></svg>`;
}

function table(t: ExplorerT, source: 'here' | 'import', rows: MoveCounts[]): TemplateResult {
  const title = t(source === 'here' ? 'explorer.here' : 'explorer.import');
  if (!rows.length)
    return html`<div class="explorer-source" data-source="${source}"><h3>${title}</h3><p class="explorer-note">${t('explorer.none')}</p></div>`;
  const body = rows.map((r) => {
    const [b, d, w] = percentages(r);
    return html`<tr data-move="${r.move}" data-games="${r.games}" data-black="${r.blackWins}" data-draws="${r.draws}" data-white="${r.whiteWins}">
<td><button type="button" class="explorer-move" data-explore="${r.move}" aria-label="${t('explorer.play', { move: r.move })}">${r.move}</button></td>
<td class="num">${r.games}</td>
<td>${bar(b, d, w)}
<span class="explorer-pct">${b}% / ${d}% / ${w}%</span></td></tr>`;
  });
  return html`<div class="explorer-source" data-source="${source}"><h3>${title}</h3>
<table class="explorer-table"><thead><tr><th scope="col">${t('explorer.move')}</th><th scope="col" class="num">${t('explorer.games')}</th><th scope="col">${t('explorer.results')}</th></tr></thead>
<tbody>${body}</tbody></table></div>`;
}
