// The My games page (/my-games, issue 10): built static and empty; src/mygames/main.ts asks
// GET /api/my-games with the player key (which exists only in the browser) and fills the lists.
import { html } from '../lib/html';
import { type PageContext, layout } from './layout';

export function myGamesPage(ctx: PageContext): string {
  const { t } = ctx;
  const main = html`
<div class="wrap my-games" id="my-games">
  <h1>${t('mygames.heading')}</h1>
  <p class="hint">${t('mygames.intro')}</p>
  <noscript><p class="lead">${t('mygames.noscript')}</p></noscript>
  <p class="form-status" id="my-games-status" role="status" aria-live="polite">${t('mygames.loading')}</p>
  <section class="card" aria-labelledby="my-playing-title">
    <h2 id="my-playing-title">${t('mygames.playing')}</h2>
    <ul class="my-game-list" id="my-playing"></ul>
    <p class="hint" id="my-playing-empty" hidden>${t('mygames.empty.playing')}</p>
  </section>
  <section class="card" aria-labelledby="my-finished-title">
    <h2 id="my-finished-title">${t('mygames.finished')}</h2>
    <ul class="my-game-list" id="my-finished"></ul>
    <p class="hint" id="my-finished-empty" hidden>${t('mygames.empty.finished')}</p>
  </section>
</div>`;
  return layout(ctx, {
    title: t('mygames.title'),
    description: t('mygames.description'),
    section: 'mygames',
    main,
    scripts: ['mygames'],
  });
}
