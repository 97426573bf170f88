// The game page shell (/g/<id>) and the 404 page.
import { html } from '../lib/html';
import { type PageContext, layout } from './layout';
import { RULE_PAGES } from './rules-data';

/** The element the game code mounts into (client/src/game/main.ts). */
export const GAME_MOUNT_ID = 'game';

export function gamePage(ctx: PageContext): string {
  const { t } = ctx;
  const main = html`
<div class="wrap game-wrap">
  <h1 class="visually-hidden">${t('gameShell.title')}</h1>
  <div id="${GAME_MOUNT_ID}" class="game-root" data-loading="${t('gameShell.loading')}">
    <p class="game-loading">${t('gameShell.loading')}</p>
    <noscript><p>${t('gameShell.noscript')}</p></noscript>
  </div>
</div>`;
  return layout(ctx, {
    title: t('gameShell.title'),
    description: t('gameShell.description'),
    section: null,
    main,
    scripts: ['game'],
    bodyClass: 'page-game',
  });
}

/** The 404 page: where to go from here, as every page that has no content of its own. */
export function notFoundPage(ctx: PageContext): string {
  const { t } = ctx;
  return deadEnd(ctx, 'not-found', t('notFound.title'), t('notFound.text'));
}

/**
 * The answer to /g/<id> when there is no such game (404) or it expired before anyone joined
 * (410): the server sends it instead of the game page (server/src/http/pages.cpp).
 */
export function gameGonePage(ctx: PageContext, why: 'missing' | 'expired'): string {
  const { t } = ctx;
  return deadEnd(ctx, `game-${why}`, t(`gameGone.${why}.title`), t(`gameGone.${why}.text`));
}

function deadEnd(ctx: PageContext, className: string, title: string, text: string): string {
  const { t } = ctx;
  const rules = RULE_PAGES.map(
    (p) => html`<li><a href="/rules/${p.id}">${t(`rule.${p.id}.name`)}</a></li>`,
  );
  const main = html`
<div class="wrap prose-wrap dead-end ${className}">
  <h1>${title}</h1>
  <p class="lead">${text}</p>
  <p class="actions"><a class="button primary" href="/">${t('notFound.home')}</a>
  <a class="button" href="/rules">${t('notFound.rules')}</a></p>
  <h2>${t('notFound.openings')}</h2>
  <ul class="dead-end-rules">${rules}</ul>
</div>`;
  return layout(ctx, { title, description: text, section: null, main });
}
