// The home page's lobby (issue 10): quick pairing buttons, the counts and the live list of open
// challenges, and the ways to the player's settings and the leaderboard. Built static and empty;
// src/player/lobby.ts follows /api/lobby/socket and fills it.
import { QUICK_PRESETS, ruleLabelKey } from '../player/quick';
import { type SafeHtml, html } from '../lib/html';
import type { PageContext } from './layout';

export function lobbySection(t: PageContext['t']): SafeHtml {
  const quick = QUICK_PRESETS.map((p) => {
    const rule = t(ruleLabelKey(p.rule).key, { n: p.n });
    const clock = t('lobby.clock', { min: p.min, sec: p.sec });
    return html`<button class="button" type="button" data-quick="${p.id}" aria-pressed="false">${rule} · ${clock}</button>`;
  });
  return html`
<section class="card lobby" id="lobby" aria-labelledby="lobby-title">
  <div class="lobby-head">
    <h2 id="lobby-title">${t('lobby.title')}</h2>
    <p class="lobby-counts" id="lobby-counts">${t('lobby.counts.connecting')}</p>
  </div>
  <p class="hint">${t('lobby.intro')}</p>
  <h3 id="quick-title">${t('lobby.quick.title')}</h3>
  <p class="hint" id="quick-hint">${t('lobby.quick.hint')}</p>
  <div class="quick" role="group" aria-labelledby="quick-title" aria-describedby="quick-hint">${quick}</div>
  <p class="form-status" id="lobby-status" role="status" aria-live="polite"></p>
  <ul class="challenges" id="challenges" aria-label="${t('lobby.list.label')}"></ul>
  <p class="lobby-empty hint" id="lobby-empty">${t('lobby.empty')}</p>
  <p class="lobby-links"><a href="/settings">${t('lobby.settings')} →</a> <a href="/leaderboard">${t('leaderboard.nav')} →</a></p>
</section>`;
}
