// The static shells of /archive (the filters form and the region the results go into) and of
// /archive/<id> (the element the game mounts into). Written by build/pages.ts; the entry
// src/archive/main.ts fills them.
import type { Key } from '../i18n';
import { esc } from '../lib/html';
import { type PageContext, layout } from '../pages/layout';
import { REASONS, RESULTS, RULES, SOURCES } from './filters';
import { OPENINGS } from './openings';
import { ARCHIVE_GAME_ID, ARCHIVE_LIST_ID } from './page-ids';

export function archivePage(ctx: PageContext): string {
  const { t } = ctx;
  const any = `<option value="">${esc(t('archive.filter.any'))}</option>`;
  const select = (name: string, label: Key, options: [string, string][]) => `
    <div class="ar-field"><label for="ar-${name}">${esc(t(label))}</label>
    <select id="ar-${name}" name="${name}">${any}${options
      .map(([v, text]) => `<option value="${esc(v)}">${esc(text)}</option>`)
      .join('')}</select></div>`;
  const input = (name: string, label: Key, type: string, extra = '') => `
    <div class="ar-field"><label for="ar-${name}">${esc(t(label))}</label>
    <input id="ar-${name}" name="${name}" type="${type}" ${extra}></div>`;
  const form = `
<form class="ar-filters" method="get" action="/archive" aria-labelledby="ar-filters-title">
  <h2 id="ar-filters-title">${esc(t('archive.filters'))}</h2>
  <div class="ar-grid">
  ${select(
    'source',
    'archive.filter.source',
    SOURCES.map((s) => [s, t(`archive.source.${s}`)]),
  )}
  ${select(
    'rule',
    'archive.filter.rule',
    RULES.map((r) => [r, t(`archive.rule.${r}`)]),
  )}
  ${select(
    'opening',
    'archive.filter.opening',
    OPENINGS.map((o) => [o.code, `${o.code} ${o.name}`]),
  )}
  ${select(
    'result',
    'archive.filter.result',
    RESULTS.map((r) => [r, t(`archive.result.${r}`)]),
  )}
  ${select(
    'reason',
    'archive.filter.reason',
    REASONS.map((r) => [r, t(`archive.reason.${r}`)]),
  )}
  ${input('from', 'archive.filter.from', 'date')}
  ${input('to', 'archive.filter.to', 'date')}
  ${input('minLength', 'archive.filter.minLength', 'number', 'min="1" max="999" inputmode="numeric"')}
  ${input('maxLength', 'archive.filter.maxLength', 'number', 'min="1" max="999" inputmode="numeric"')}
  ${input('name', 'archive.filter.name', 'text', `maxlength="40" autocomplete="off" aria-describedby="ar-name-hint"`)}
  </div>
  <p class="hint" id="ar-name-hint">${esc(t('archive.filter.nameHint'))}</p>
  <p class="ar-buttons"><button type="submit" class="button primary">${esc(t('archive.filter.submit'))}</button>
  <a class="button" href="/archive" data-act="clear">${esc(t('archive.filter.clear'))}</a></p>
</form>`;
  const main = `
<div class="wrap archive-wrap">
  <h1>${esc(t('archive.title'))}</h1>
  <p class="lead">${esc(t('archive.lead'))}</p>
  <p class="ar-about">${esc(t('archive.about'))}</p>
  ${form}
  <section class="ar-results" aria-labelledby="ar-results-title">
    <h2 id="ar-results-title">${esc(t('archive.results'))}</h2>
    <div id="${ARCHIVE_LIST_ID}" aria-live="polite">
      <p class="ar-loading">${esc(t('archive.loading'))}</p>
      <noscript><p>${esc(t('archive.noscript'))}</p></noscript>
    </div>
  </section>
</div>`;
  return layout(ctx, {
    title: t('archive.title'),
    description: t('archive.description'),
    section: 'archive',
    main,
    scripts: ['archive'],
    bodyClass: 'page-archive',
  });
}

export function archiveGamePage(ctx: PageContext): string {
  const { t } = ctx;
  const main = `
<div class="wrap archive-wrap">
  <p class="ar-back"><a href="/archive">${esc(t('archive.game.back'))}</a></p>
  <h1 class="ar-game-title">${esc(t('archive.game.title'))}</h1>
  <div id="${ARCHIVE_GAME_ID}" class="ar-game-root">
    <p class="ar-loading">${esc(t('archive.game.loading'))}</p>
    <noscript><p>${esc(t('archive.noscript'))}</p></noscript>
  </div>
</div>`;
  return layout(ctx, {
    title: t('archive.game.title'),
    description: t('archive.game.description'),
    section: 'archive',
    main,
    scripts: ['archive'],
    bodyClass: 'page-archive-game',
  });
}
