// /rules: how renju is played, with diagrams of Black's forbidden moves.
import { type ForbiddenMark, parseStones, renderBoard } from '../board';
import type { ForbiddenKind } from '../board';
import { DIAGRAMS, type Diagram } from './diagrams';
import type { Translate } from '../i18n';
import { type SafeHtml, html, trustedHtml } from '../lib/html';
import { type PageContext, layout } from './layout';
import { RULE_PAGES } from './rules-data';

/** Forbidden points of each diagram's position, as the rules library reported them at build time. */
export type DiagramForbidden = Record<string, readonly { point: string; kind: ForbiddenKind }[]>;

export function diagramSvg(ctx: PageContext, d: Diagram, forbidden: DiagramForbidden): SafeHtml {
  const { t } = ctx;
  const marks: ForbiddenMark[] = (forbidden[d.id] ?? []).map((f) => ({
    point: f.point,
    kind: f.kind,
    label: `${f.point}: ${t(`kind.${f.kind}`)}`,
  }));
  // The board renderer escapes what it writes (src/board).
  return trustedHtml(
    renderBoard({
      stones: parseStones(d.stones),
      forbidden: marks,
      ghost: d.ghost ? { point: d.focus, color: 'black' } : null,
      marks: (d.rings ?? []).map((point) => ({ point, kind: 'ring' as const })),
      window: d.window,
      title: t(`rules.d.${d.id}.title`),
      className: 'diagram-board',
    }),
  );
}

export function rulesPage(ctx: PageContext, forbidden: DiagramForbidden): string {
  const { t } = ctx;
  const main = html`
<div class="wrap prose-wrap">
  <h1>${t('rules.title')}</h1>
  <p class="lead">${t('rules.lead')}</p>
  <section aria-labelledby="basics">
    <h2 id="basics">${t('rules.basics.title')}</h2>
    <p>${t('rules.basics.1')}</p>
    <p>${t('rules.basics.2')}</p>
    <p>${t('rules.basics.3')}</p>
    <p>${t('rules.basics.4')}</p>
  </section>
  ${foulsSection(ctx, forbidden)}
  ${openingsSection(ctx.t)}
  <section aria-labelledby="clock">
    <h2 id="clock">${t('rules.clock.title')}</h2>
    <p>${t('rules.clock.text')}</p>
  </section>
</div>`;

  return layout(ctx, {
    title: t('rules.title'),
    description: t('rules.description'),
    section: 'rules',
    main,
  });
}

function foulsSection(ctx: PageContext, forbidden: DiagramForbidden): SafeHtml {
  const { t } = ctx;
  const figures = DIAGRAMS.map(
    (d) => html`
    <figure class="diagram" id="diagram-${d.id}" data-focus="${d.focus}">
      ${diagramSvg(ctx, d, forbidden)}
      <figcaption><h3>${t(`rules.d.${d.id}.title`)}</h3><p>${t(`rules.d.${d.id}.text`)}</p></figcaption>
    </figure>`,
  );
  return html`<section aria-labelledby="fouls">
    <h2 id="fouls">${t('rules.fouls.title')}</h2>
    <p>${t('rules.fouls.intro')}</p>
    <p>${t('rules.fouls.terms')}</p>
    <p>${t('rules.fouls.modes')}</p>
    <p class="hint">${t('rules.fouls.legend')}</p>
    <div class="diagrams">${figures}
    </div>
  </section>`;
}

function openingsSection(t: Translate): SafeHtml {
  const ruleList = RULE_PAGES.map(
    (p) =>
      html`<li><a href="/rules/${p.id}">${t(`rule.${p.id}.name`)}</a>: ${t(`rule.${p.id}.summary`)}</li>`,
  );
  return html`<section aria-labelledby="openings">
    <h2 id="openings">${t('rules.openings.title')}</h2>
    <p>${t('rules.openings.text')}</p>
    <ul>
      <li>${t('rules.openings.swap')}</li>
      <li>${t('rules.openings.offer')}</li>
      <li>${t('rules.openings.squares')}</li>
    </ul>
    <ul class="rule-list">${ruleList}</ul>
  </section>`;
}
