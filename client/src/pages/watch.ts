// The Watch page (/watch, issue 10): built static and empty; src/watch/main.ts follows the lobby
// socket's live games and draws each as a small board that updates as it is played.
import { html } from '../lib/html';
import { type PageContext, layout } from './layout';

export function watchPage(ctx: PageContext): string {
  const { t } = ctx;
  const main = html`
<div class="wrap watch" id="watch">
  <h1>${t('watch.heading')}</h1>
  <p class="hint">${t('watch.intro')}</p>
  <noscript><p class="lead">${t('watch.noscript')}</p></noscript>
  <ul class="live-games" id="live-games" aria-label="${t('watch.list.label')}"></ul>
  <p class="hint watch-empty" id="watch-empty" hidden>${t('watch.empty')}</p>
</div>`;
  return layout(ctx, {
    title: t('watch.title'),
    description: t('watch.description'),
    section: 'watch',
    main,
    scripts: ['watch'],
  });
}
