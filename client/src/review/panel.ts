// The game review on a finished game's page (the live game's page once over, the archived game's
// page): a button, then a progress bar with Cancel while the worker runs, then the evaluation
// chart, the summary per player and the move list with marks and better moves. The page gives
// the game and says which move it shows; a click on the chart or the list asks it to go there.
import { type TemplateResult, html, nothing } from 'lit-html';
import type { Decision } from '../game/view';
import { draw } from '../lib/draw';
import { chartSvg } from './chart';
import type { ReviewT } from './i18n';
import { GLYPH, type Review, type ReviewedItem } from './result';
import { ReviewRun, canReview } from './runner';
import type { Mark } from './score';
import type { Color, ReviewGame } from './walk';

export interface ReviewHost {
  t: ReviewT;
  /** An opening decision in the page's words (game/decision-text.ts). */
  decisionText(d: Decision): string;
  /** Show the position after n moves. */
  goTo(n: number): void;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number; review: Review | null }
  | { kind: 'done'; review: Review; ms: number; positions: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

const MARKS: Mark[] = ['inaccuracy', 'mistake', 'blunder', 'missed-win'];
const pct = (x: number) => Math.round(x * 100);

export class ReviewPanel {
  private game: ReviewGame | null = null;
  private gameKey = '';
  private at = 0;
  private names: Partial<Record<Color, string>> = {};
  private phase: Phase = { kind: 'idle' };
  private run: ReviewRun | null = null;

  constructor(
    private readonly el: HTMLElement,
    private readonly host: ReviewHost,
  ) {
    el.addEventListener('click', (e) => {
      const target = (e.target as Element).closest<Element>('[data-rv],[data-move]');
      if (!target) return;
      const act = target.getAttribute('data-rv');
      if (act === 'start') this.start();
      else if (act === 'cancel') this.cancel();
      else if (target.hasAttribute('data-move'))
        host.goTo(Number(target.getAttribute('data-move')));
    });
  }

  /**
   * The game shown (null: not finished, nothing to review), the move the page shows, and the
   * players' names by the colour they hold at the end, where the page knows them.
   */
  show(
    game: ReviewGame | null,
    at: number,
    names: Partial<Record<Color, string | null>> = {},
  ): void {
    const key = game ? `${game.rule ?? ''}|${game.moves.join(',')}|${game.decisions.length}` : '';
    if (key !== this.gameKey) {
      this.cancel();
      this.phase = { kind: 'idle' };
      this.gameKey = key;
    }
    this.game = game;
    this.at = at;
    this.names = {};
    for (const c of ['black', 'white'] as const) {
      const name = names[c];
      if (name) this.names[c] = name;
    }
    this.el.hidden = game === null;
    if (game) this.draw();
  }

  private start(): void {
    const game = this.game;
    if (!game || this.run) return;
    this.phase = { kind: 'running', done: 0, total: 0, review: null };
    this.run = new ReviewRun(game, {
      progress: (done, total, review) => {
        this.phase = { kind: 'running', done, total, review };
        this.draw();
      },
      done: (review, ms, positions) => {
        this.run = null;
        this.phase = { kind: 'done', review, ms, positions };
        this.draw();
      },
      failed: (message) => {
        this.run = null;
        this.phase = { kind: 'failed', message };
        this.draw();
      },
    });
    this.draw();
  }

  private cancel(): void {
    if (!this.run) return;
    this.run.cancel();
    this.run = null;
    this.phase = { kind: 'cancelled' };
    this.draw();
  }

  private draw(): void {
    this.el.dataset.state = this.phase.kind;
    if (this.phase.kind === 'done') {
      this.el.dataset.ms = String(Math.round(this.phase.ms));
      this.el.dataset.positions = String(this.phase.positions);
    }
    draw(this.el, panelTemplate(this.host, this.phase, this.at, this.names));
  }
}

function panelTemplate(
  host: ReviewHost,
  phase: Phase,
  at: number,
  names: Partial<Record<Color, string>>,
): TemplateResult {
  const { t } = host;
  const head = html`<h2>${t('review.title')}</h2>`;
  if (!canReview()) return html`${head}<p class="rv-note" role="status">${t('review.noWasm')}</p>`;
  const startButton = (key: 'review.start' | 'review.again') =>
    html`<p><button type="button" class="btn small" data-rv="start">${t(key)}</button></p>`;
  switch (phase.kind) {
    case 'idle':
      return html`${head}<p class="hint">${t('review.intro')}</p>${startButton('review.start')}`;
    case 'cancelled':
      return html`${head}<p class="rv-note" role="status">${t('review.cancelled')}</p>${startButton('review.start')}`;
    case 'failed':
      return html`${head}<p class="rv-note" role="alert">${t('review.failed', { message: phase.message })}</p>`;
    case 'running':
      return html`${head}<div class="rv-progress" role="status"><progress max="${phase.total || 1}" .value="${phase.done}"></progress> <span>${t('review.progress', { n: phase.done, total: phase.total || '…' })}</span> <button type="button" class="btn small" data-rv="cancel">${t('review.cancel')}</button></div>${phase.review ? chartTemplate(t, phase.review, at) : nothing}`;
    case 'done':
      return html`${head}${chartTemplate(t, phase.review, at)}${summaryTemplate(t, phase.review, names)}${listTemplate(host, phase.review, at)}<p class="hint rv-took">${t('review.took', { n: phase.positions, s: (phase.ms / 1000).toFixed(1) })}</p>${startButton('review.again')}`;
  }
}

function chartTemplate(t: ReviewT, r: Review, at: number): TemplateResult {
  const marks = new Map<number, Mark | null>();
  for (const { item, judgement } of r.items)
    if (item.kind === 'move') marks.set(item.ply, judgement?.mark ?? null);
  const points = r.chart.slice(1).map((chance, i) => ({
    n: i + 1,
    chance,
    mark: marks.get(i + 1) ?? null,
    label: t('review.chart.point', { n: i + 1, chance: chance === null ? '?' : pct(chance) }),
  }));
  return html`<figure class="rv-figure"><figcaption>${t('review.chart')}</figcaption>${chartSvg(points, at, t('review.chart'))}</figure>`;
}

function summaryTemplate(
  t: ReviewT,
  r: Review,
  names: Partial<Record<Color, string>>,
): TemplateResult {
  const colors: Color[] = ['black', 'white'];
  const row = (label: string, cell: (c: Color) => string, name: string) =>
    html`<tr data-row="${name}"><th scope="row">${label}</th>${colors.map((c) => html`<td data-color="${c}">${cell(c)}</td>`)}</tr>`;
  return html`<h3>${t('review.summary')}</h3><table class="rv-summary"><thead><tr><td></td>${colors.map((c) => html`<th scope="col" data-color="${c}">${t(`review.${c}`)}${names[c] ? html`<br><span class="rv-name">${names[c]}</span>` : nothing}</th>`)}</tr></thead><tbody>${MARKS.map(
    (m) => row(`${GLYPH[m]} ${t(`review.mark.${m}`)}`, (c) => String(r.summary[c][m]), m),
  )}${row(t('review.average'), (c) => t('review.averageValue', { n: r.summary[c].averageLoss.toFixed(1) }), 'average')}${row(t('review.judged'), (c) => String(r.summary[c].judged), 'judged')}</tbody></table>`;
}

function itemTemplate(host: ReviewHost, x: ReviewedItem, at: number): TemplateResult {
  const { t } = host;
  const j = x.judgement;
  const mark = j?.mark ?? null;
  const detail = j
    ? html`${mark ? html` <span class="rv-glyph">${GLYPH[mark]}</span> <span class="rv-label">${t(`review.mark.${mark}`)}</span>` : nothing}${j.better ? html` <span class="rv-best">${t('review.best', { point: j.better })}</span>` : nothing}${mark && x.item.kind === 'decision' && x.item.decision.kind === 'swap' ? html` <span class="rv-best">${t('review.keep')}</span>` : nothing} <span class="rv-chance">${t('review.chance', { before: pct(j.before), after: pct(j.after) })}</span>`
    : nothing;
  if (x.item.kind === 'decision')
    return html`<li class="rv-decision" data-decision="${x.item.decision.kind}" data-mark="${mark ?? nothing}"><span class="pt">${host.decisionText(x.item.decision)}</span>${detail}</li>`;
  const m = x.item;
  const opening = m.judged ? nothing : html` <span class="rv-tag">${t('review.opening')}</span>`;
  return html`<li data-ply="${m.ply}" data-mark="${mark ?? nothing}" aria-current="${m.ply === at ? 'step' : nothing}"><button type="button" class="rv-move" data-move="${m.ply}"><span class="num">${m.ply}.</span><span class="stone-icon ${m.color}" aria-hidden="true"></span>${m.point ?? t('review.pass')}</button>${opening}${detail}</li>`;
}

function listTemplate(host: ReviewHost, r: Review, at: number): TemplateResult {
  return html`<h3>${host.t('review.moves')}</h3><ol class="rv-moves">${r.items.map((x) => itemTemplate(host, x, at))}</ol>`;
}
