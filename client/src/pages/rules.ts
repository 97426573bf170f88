// /rules: how renju is played, with diagrams of Black's forbidden moves.
import { type ForbiddenMark, parseStones, renderBoard } from '../board';
import type { ForbiddenKind } from '../board';
import { DIAGRAMS, type Diagram } from './diagrams';
import { esc } from './html';
import { type PageContext, layout } from './layout';
import { RULE_PAGES } from './rules-data';

/** Forbidden points of each diagram's position, as the rules library reported them at build time. */
export type DiagramForbidden = Record<string, readonly { point: string; kind: ForbiddenKind }[]>;

export function diagramSvg(ctx: PageContext, d: Diagram, forbidden: DiagramForbidden): string {
  const { t } = ctx;
  const marks: ForbiddenMark[] = (forbidden[d.id] ?? []).map((f) => ({
    point: f.point,
    kind: f.kind,
    label: `${f.point}: ${t(`kind.${f.kind}`)}`,
  }));
  return renderBoard({
    stones: parseStones(d.stones),
    forbidden: marks,
    ghost: d.ghost ? { point: d.focus, color: 'black' } : null,
    marks: (d.rings ?? []).map((point) => ({ point, kind: 'ring' as const })),
    window: d.window,
    title: t(`rules.d.${d.id}.title`),
    className: 'diagram-board',
  });
}

export function rulesPage(ctx: PageContext, forbidden: DiagramForbidden): string {
  const { t } = ctx;
  const figures = DIAGRAMS.map(
    (d) => `
    <figure class="diagram" id="diagram-${d.id}" data-focus="${d.focus}">
      ${diagramSvg(ctx, d, forbidden)}
      <figcaption><h3>${esc(t(`rules.d.${d.id}.title`))}</h3><p>${esc(t(`rules.d.${d.id}.text`))}</p></figcaption>
    </figure>`,
  ).join('');
  const ruleList = RULE_PAGES.map(
    (p) =>
      `<li><a href="/rules/${p.id}">${esc(t(`rule.${p.id}.name`))}</a>: ${esc(t(`rule.${p.id}.summary`))}</li>`,
  ).join('');

  const main = `
<div class="wrap prose-wrap">
  <h1>${esc(t('rules.title'))}</h1>
  <p class="lead">${esc(t('rules.lead'))}</p>
  <section aria-labelledby="basics">
    <h2 id="basics">${esc(t('rules.basics.title'))}</h2>
    <p>${esc(t('rules.basics.1'))}</p>
    <p>${esc(t('rules.basics.2'))}</p>
    <p>${esc(t('rules.basics.3'))}</p>
    <p>${esc(t('rules.basics.4'))}</p>
  </section>
  <section aria-labelledby="fouls">
    <h2 id="fouls">${esc(t('rules.fouls.title'))}</h2>
    <p>${esc(t('rules.fouls.intro'))}</p>
    <p>${esc(t('rules.fouls.terms'))}</p>
    <p>${esc(t('rules.fouls.modes'))}</p>
    <p class="hint">${esc(t('rules.fouls.legend'))}</p>
    <div class="diagrams">${figures}
    </div>
  </section>
  <section aria-labelledby="openings">
    <h2 id="openings">${esc(t('rules.openings.title'))}</h2>
    <p>${esc(t('rules.openings.text'))}</p>
    <ul>
      <li>${esc(t('rules.openings.swap'))}</li>
      <li>${esc(t('rules.openings.offer'))}</li>
      <li>${esc(t('rules.openings.squares'))}</li>
    </ul>
    <ul class="rule-list">${ruleList}</ul>
  </section>
  <section aria-labelledby="clock">
    <h2 id="clock">${esc(t('rules.clock.title'))}</h2>
    <p>${esc(t('rules.clock.text'))}</p>
  </section>
</div>`;

  return layout(ctx, {
    title: t('rules.title'),
    description: t('rules.description'),
    section: 'rules',
    main,
  });
}
