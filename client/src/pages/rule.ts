// /rules/<rule>: one opening rule: summary, what it is, how it differs from standard renju,
// history, the central squares, and a button that starts a game under it.
import { type CentralSquare, renderBoard } from '../board';
import { esc } from './html';
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
  const isStandard = page.id === 'standard';

  const rows = DIFF_ROWS.map((row) => {
    const standardCell = `<td${isStandard ? '' : ` data-label="${esc(t('rule.col.standard'))}"`}>${esc(t(`diff.standard.${row}`))}</td>`;
    const ruleCell = isStandard
      ? ''
      : `<td data-label="${esc(name)}">${esc(t(`diff.${page.id}.${row}`))}</td>`;
    return `<tr><th scope="row">${esc(t(`rule.row.${row}`))}</th>${standardCell}${ruleCell}</tr>`;
  }).join('');
  const head = isStandard
    ? `<tr><td></td><th scope="col">${esc(name)}</th></tr>`
    : `<tr><td></td><th scope="col">${esc(t('rule.col.standard'))}</th><th scope="col">${esc(name)}</th></tr>`;

  const squares: CentralSquare[] = SQUARE_STONES[page.squares].map(([size, stone]) => ({
    size,
    label:
      stone === null ? t('rule.square.plain', { size }) : t('rule.square.label', { size, stone }),
  }));
  const board = renderBoard({
    // Only the opening rules fix the first stone on h8.
    stones: isStandard ? [] : [{ point: 'h8', color: 'black', number: 1 }],
    numbers: true,
    squares,
    window: { from: 'c3', to: 'm13' },
    title: t('rule.squaresAlt'),
    className: 'squares-board',
  });

  const others = RULE_PAGES.filter((p) => p.id !== page.id)
    .map((p) => `<li><a href="/rules/${p.id}">${esc(t(`rule.${p.id}.name`))}</a></li>`)
    .join('');

  const main = `
<div class="wrap prose-wrap">
  <p class="kicker">${esc(t('rule.kicker'))}</p>
  <h1>${esc(name)}</h1>
  <p class="lead summary">${esc(t(`rule.${page.id}.summary`))}</p>
  <p><a class="button primary play" href="${playHref(page)}">${esc(t('rule.play', { the }))}</a></p>
  <section aria-labelledby="what">
    <h2 id="what">${esc(t('rule.whatTitle', { the }))}</h2>
    ${series(t, `rule.${page.id}.what`)
      .map((p) => `<p>${esc(p)}</p>`)
      .join('\n    ')}
  </section>
  <section aria-labelledby="diff">
    <h2 id="diff">${esc(isStandard ? t('rule.diffTitleStandard') : t('rule.diffTitle', { the }))}</h2>
    <div class="table-scroll">
      <table class="diff-table${isStandard ? ' single' : ''}">
        <thead>${head}</thead>
        <tbody>${rows}</tbody>
      </table>
    </div>
  </section>
  <section aria-labelledby="squares">
    <h2 id="squares">${esc(t('rule.squaresTitle'))}</h2>
    <figure class="diagram squares">
      ${board}
      <figcaption><p>${esc(t(`rule.squaresCaption.${page.squares}`))}</p></figcaption>
    </figure>
  </section>
  <section aria-labelledby="history">
    <h2 id="history">${esc(t('rule.historyTitle'))}</h2>
    ${series(t, `rule.${page.id}.history`)
      .map((p) => `<p>${esc(p)}</p>`)
      .join('\n    ')}
  </section>
  <p><a class="button primary play" href="${playHref(page)}">${esc(t('rule.play', { the }))}</a></p>
  <nav class="others" aria-labelledby="others"><h2 id="others">${esc(t('rule.others'))}</h2><ul>${others}</ul></nav>
</div>`;

  return layout(ctx, {
    title: `${name} · ${t('rule.kicker')}`,
    description: t(`rule.${page.id}.summary`),
    section: 'rules',
    main,
  });
}
