// /rules/<rule>: one opening rule: summary, what it is, how it differs from standard renju,
// history, the central squares, and a button that starts a game under it.
import { type CentralSquare, renderBoard } from '../board';
import type { Translate } from '../i18n';
import { type SafeHtml, html, joinHtml, trustedHtml } from '../lib/html';
import { type PageContext, layout } from './layout';
import { DIFF_ROWS, RULE_PAGES, type RulePage, playHref, series } from './rules-data';

/** The stone each central square is for, by the squares a rule uses. */
const SQUARE_STONES: Record<RulePage['squares'], [CentralSquare['size'], number | null][]> = {
  standard: [
    [3, null],
    [5, null],
    [7, null],
    [9, null],
  ],
  threeStones: [
    [3, 2],
    [5, 3],
  ],
  taraguchi: [
    [3, 2],
    [5, 3],
    [7, 4],
    [9, 5],
  ],
};

export function rulePage(ctx: PageContext, page: RulePage): string {
  const { t } = ctx;
  const name = t(`rule.${page.id}.name`);
  const the = t(`rule.${page.id}.the`);
  // The link is made of the fixed rule ids and numbers; its & is written as it is.
  const play = html`<p><a class="button primary play" href="${trustedHtml(playHref(page))}">${t('rule.play', { the })}</a></p>`;
  const others = RULE_PAGES.filter((p) => p.id !== page.id).map(
    (p) => html`<li><a href="/rules/${p.id}">${t(`rule.${p.id}.name`)}</a></li>`,
  );

  const main = html`
<div class="wrap prose-wrap">
  <p class="kicker">${t('rule.kicker')}</p>
  <h1>${name}</h1>
  <p class="lead summary">${t(`rule.${page.id}.summary`)}</p>
  ${play}
  <section aria-labelledby="what">
    <h2 id="what">${t('rule.whatTitle', { the })}</h2>
    ${paragraphs(t, `rule.${page.id}.what`)}
  </section>
  ${diffSection(t, page)}
  ${squaresSection(t, page)}
  <section aria-labelledby="history">
    <h2 id="history">${t('rule.historyTitle')}</h2>
    ${paragraphs(t, `rule.${page.id}.history`)}
  </section>
  ${play}
  <nav class="others" aria-labelledby="others"><h2 id="others">${t('rule.others')}</h2><ul>${others}</ul></nav>
</div>`;

  return layout(ctx, {
    title: `${name} · ${t('rule.kicker')}`,
    description: t(`rule.${page.id}.summary`),
    section: 'rules',
    main,
  });
}

/** A numbered series of paragraphs ('rule.rif.what.1', '.2', ...), one a line in the source. */
function paragraphs(t: Translate, prefix: string): SafeHtml {
  return joinHtml(
    series(t, prefix).map((text) => html`<p>${text}</p>`),
    '\n    ',
  );
}

/** How the rule differs from standard renju, as a table (the standard rule's own: one column). */
function diffSection(t: Translate, page: RulePage): SafeHtml {
  const name = t(`rule.${page.id}.name`);
  const the = t(`rule.${page.id}.the`);
  const isStandard = page.id === 'standard';
  const rows = DIFF_ROWS.map((row) => {
    const label = !isStandard && html` data-label="${t('rule.col.standard')}"`;
    const standardCell = html`<td${label}>${t(`diff.standard.${row}`)}</td>`;
    const ruleCell =
      !isStandard && html`<td data-label="${name}">${t(`diff.${page.id}.${row}`)}</td>`;
    return html`<tr><th scope="row">${t(`rule.row.${row}`)}</th>${standardCell}${ruleCell}</tr>`;
  });
  const head = isStandard
    ? html`<tr><td></td><th scope="col">${name}</th></tr>`
    : html`<tr><td></td><th scope="col">${t('rule.col.standard')}</th><th scope="col">${name}</th></tr>`;
  return html`<section aria-labelledby="diff">
    <h2 id="diff">${isStandard ? t('rule.diffTitleStandard') : t('rule.diffTitle', { the })}</h2>
    <div class="table-scroll">
      <table class="diff-table${isStandard && ' single'}">
        <thead>${head}</thead>
        <tbody>${rows}</tbody>
      </table>
    </div>
  </section>`;
}

/** The central squares the rule uses, drawn on a board, with their caption. */
function squaresSection(t: Translate, page: RulePage): SafeHtml {
  const squares: CentralSquare[] = SQUARE_STONES[page.squares].map(([size, stone]) => ({
    size,
    label:
      stone === null ? t('rule.square.plain', { size }) : t('rule.square.label', { size, stone }),
  }));
  // The board renderer escapes what it writes (src/board).
  const board = trustedHtml(
    renderBoard({
      // Only the opening rules fix the first stone on h8.
      stones: page.id === 'standard' ? [] : [{ point: 'h8', color: 'black', number: 1 }],
      numbers: true,
      squares,
      window: { from: 'c3', to: 'm13' },
      title: t('rule.squaresAlt'),
      className: 'squares-board',
    }),
  );
  return html`<section aria-labelledby="squares">
    <h2 id="squares">${t('rule.squaresTitle')}</h2>
    <figure class="diagram squares">
      ${board}
      <figcaption><p>${t(`rule.squaresCaption.${page.squares}`)}</p></figcaption>
    </figure>
  </section>`;
}
