// The leaderboard: one speed at a time behind tabs (the address keeps it: ?speed=blitz), read
// from GET /api/leaderboard/{speed}. The tabs are links, so each speed has an address of its own
// to share.
import { html } from 'lit-html';
import { draw } from '../lib/draw';
import type { PlayerT } from '../player/words';
import { getJson } from './fetch';
import { type LeaderRow, type Speed, isSpeed, readLeaderboard } from './model';
import { nameLink } from './player-view';

export function mountLeaderboard(root: HTMLElement, t: PlayerT): void {
  const table = document.getElementById('leaderboard-table') as HTMLElement;
  const status = document.getElementById('leaderboard-status') as HTMLElement;
  const wanted = new URLSearchParams(location.search).get('speed');
  let asked = 0;

  const show = async (speed: Speed) => {
    const ticket = ++asked;
    for (const tab of root.querySelectorAll<HTMLElement>('[role=tab]'))
      tab.setAttribute('aria-selected', String(tab.dataset.speed === speed));
    table.setAttribute('aria-labelledby', `tab-${speed}`);
    status.textContent = t('leaderboard.loading');
    status.hidden = false;
    const got = await getJson(`/api/leaderboard/${speed}`, readLeaderboard);
    if (ticket !== asked) return; // another tab was chosen meanwhile
    if (!got.ok) {
      status.textContent = t('leaderboard.error', { message: got.message });
      draw(table, html``);
      return;
    }
    status.textContent = got.value.length === 0 ? t('leaderboard.empty') : '';
    status.hidden = got.value.length > 0;
    draw(table, rowsTable(t, speed, got.value));
    root.dataset.speed = speed;
    root.dataset.rows = String(got.value.length);
  };

  root.addEventListener('click', (e) => {
    const tab = (e.target as HTMLElement).closest<HTMLAnchorElement>('a[role=tab]');
    const speed = tab?.dataset.speed;
    if (!tab || !isSpeed(speed)) return;
    e.preventDefault();
    history.replaceState(null, '', `?speed=${speed}`);
    void show(speed);
  });
  void show(isSpeed(wanted) ? wanted : 'blitz');
}

export function rowsTable(t: PlayerT, speed: Speed, rows: readonly LeaderRow[]) {
  const anonymous = t('profile.name.anonymous');
  const body = rows.map(
    (r) => html`<tr data-public-id="${r.publicId}">
  <td class="num">${r.rank}</td>
  <td>${nameLink(r.name, r.publicId, anonymous)}</td>
  <td class="num">${Math.round(r.rating)} <span class="dev">${t('profile.deviation', { n: Math.round(r.deviation) })}</span></td>
  <td class="num">${r.games}</td>
</tr>`,
  );
  const caption = t('leaderboard.caption', { speed: t(`profile.speed.${speed}`) });
  return html`<div class="table-scroll" tabindex="0" role="region" aria-label="${caption}"><table class="leader-table">
  <caption class="visually-hidden">${caption}</caption>
  <thead><tr><th scope="col" class="num">${t('leaderboard.col.rank')}</th><th scope="col">${t('leaderboard.col.player')}</th><th scope="col" class="num">${t('leaderboard.col.rating')}</th><th scope="col" class="num">${t('leaderboard.col.games')}</th></tr></thead>
  <tbody>${body}</tbody>
</table></div>`;
}
