// The game page shell (/g/<id>) and the 404 page.
import { esc } from './html';
import { type PageContext, layout } from './layout';

/** The element the game code mounts into (client/src/game/main.ts). */
export const GAME_MOUNT_ID = 'game';

export function gamePage(ctx: PageContext): string {
  const { t } = ctx;
  const main = `
<div class="wrap game-wrap">
  <h1 class="visually-hidden">${esc(t('gameShell.title'))}</h1>
  <div id="${GAME_MOUNT_ID}" class="game-root" data-loading="${esc(t('gameShell.loading'))}">
    <p class="game-loading">${esc(t('gameShell.loading'))}</p>
    <noscript><p>${esc(t('gameShell.noscript'))}</p></noscript>
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

export function notFoundPage(ctx: PageContext): string {
  const { t } = ctx;
  const main = `
<div class="wrap prose-wrap not-found">
  <h1>${esc(t('notFound.title'))}</h1>
  <p class="lead">${esc(t('notFound.text'))}</p>
  <p class="actions"><a class="button primary" href="/">${esc(t('notFound.home'))}</a>
  <a class="button" href="/rules">${esc(t('notFound.rules'))}</a></p>
</div>`;
  return layout(ctx, {
    title: t('notFound.title'),
    description: t('notFound.text'),
    section: null,
    main,
  });
}
