// The player page (/player/<publicId>) and the leaderboard (/leaderboard), issue 30: built static
// and nearly empty, one file per language; src/profile/main.ts reads the public id from the
// address and fills them from /api/players/... and /api/leaderboard/... (docs/api.md).
import { html } from '../lib/html';
import { type PageContext, layout } from './layout';
import { SPEEDS } from '../profile/model';

export function playerPage(ctx: PageContext): string {
  const { t } = ctx;
  const main = html`
<div class="wrap profile" id="profile">
  <h1 id="profile-name">${t('profile.title')}</h1>
  <p class="hint profile-status" id="profile-status" role="status" aria-live="polite">${t('profile.loading')}</p>
  <noscript><p class="lead">${t('profile.noscript')}</p></noscript>
  <div id="profile-body" hidden></div>
  <p><a href="/leaderboard">${t('leaderboard.nav')} →</a></p>
</div>`;
  return layout(ctx, {
    title: t('profile.title'),
    description: t('profile.description'),
    section: null,
    main,
    scripts: ['profile'],
  });
}

export function leaderboardPage(ctx: PageContext): string {
  const { t } = ctx;
  const tabs = SPEEDS.map(
    (s, i) =>
      html`<a class="tab" role="tab" id="tab-${s}" href="?speed=${s}" data-speed="${s}" aria-controls="leaderboard-table" aria-selected="${i === 1 ? 'true' : 'false'}">${t(`profile.speed.${s}`)}</a>`,
  );
  const main = html`
<div class="wrap leaderboard" id="leaderboard">
  <h1>${t('leaderboard.heading')}</h1>
  <p class="hint">${t('leaderboard.intro')}</p>
  <nav class="tabs" role="tablist" aria-label="${t('leaderboard.tabs')}">${tabs}</nav>
  <p class="hint" id="leaderboard-status" role="status" aria-live="polite">${t('leaderboard.loading')}</p>
  <noscript><p class="lead">${t('leaderboard.noscript')}</p></noscript>
  <div id="leaderboard-table" role="tabpanel"></div>
</div>`;
  return layout(ctx, {
    title: t('leaderboard.title'),
    description: t('leaderboard.description'),
    section: null,
    main,
    scripts: ['profile'],
  });
}
