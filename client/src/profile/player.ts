// The player page: the profile at once, the chart of one speed at a time (the speed with the
// most games first), and the two game lists paged with the server's cursor ("More games").
import { html, nothing } from 'lit-html';
import { draw } from '../lib/draw';
import type { PlayerT } from '../player/words';
import { chartBox } from './chart';
import { ratingChart } from './chart-view';
import { getJson } from './fetch';
import {
  type HistoryPoint,
  type Profile,
  type ProfileGame,
  type Speed,
  appendPage,
  gamesUrl,
  publicIdOfPath,
  readGamesPage,
  readHistory,
  readProfile,
} from './model';
import { gameItem, ratingsTable, resultsBlock, speedTabs } from './player-view';

interface GameList {
  games: ProfileGame[];
  next: string | null;
  loaded: boolean;
  busy: boolean;
  error: string;
}

interface PlayerPage {
  root: HTMLElement;
  body: HTMLElement;
  t: PlayerT;
  locale: string;
  profile: Profile;
  speed: Speed | null;
  history: Map<Speed, HistoryPoint[] | 'loading'>;
  lists: Record<'people' | 'computer', GameList>;
}

export function mountPlayer(root: HTMLElement, t: PlayerT, lang: 'en' | 'pt'): void {
  const status = document.getElementById('profile-status') as HTMLElement;
  const say = (text: string) => {
    status.textContent = text;
    status.hidden = text === '';
  };
  const id = publicIdOfPath(location.pathname);
  if (!id) return say(t('profile.unknown'));
  void getJson(`/api/players/${id}`, readProfile).then((got) => {
    if (!got.ok)
      return say(
        got.status === 404 || got.status === 400
          ? t('profile.unknown')
          : t('profile.error', { message: got.message }),
      );
    say('');
    const profile = got.value;
    const name = profile.name ?? t('profile.anonymous');
    document.getElementById('profile-name')!.textContent = name;
    document.title = t('profile.titleNamed', { name });
    const list = (): GameList => ({ games: [], next: null, loaded: false, busy: false, error: '' });
    const p: PlayerPage = {
      root,
      body: document.getElementById('profile-body') as HTMLElement,
      t,
      locale: lang === 'pt' ? 'pt-BR' : 'en',
      profile,
      // The chart opens on the speed played most.
      speed: [...profile.ratings].sort((a, b) => b.games - a.games)[0]?.speed ?? null,
      history: new Map(),
      lists: { people: list(), computer: list() },
    };
    p.body.hidden = false;
    root.dataset.publicId = profile.publicId;
    render(p);
    // The chart is drawn at the width it has (chartBox): drawn again when that changes.
    let width = p.body.clientWidth;
    addEventListener('resize', () => {
      if (Math.abs(p.body.clientWidth - width) < 16) return;
      width = p.body.clientWidth;
      render(p);
    });
    if (p.speed) void loadHistory(p, p.speed);
    void loadGames(p, 'people');
    void loadGames(p, 'computer');
  });
}

async function loadHistory(p: PlayerPage, speed: Speed): Promise<void> {
  if (p.history.has(speed)) return;
  p.history.set(speed, 'loading');
  const got = await getJson(
    `/api/players/${p.profile.publicId}/history?speed=${speed}`,
    readHistory,
  );
  p.history.set(speed, got.ok ? got.value : []);
  render(p);
}

async function loadGames(p: PlayerPage, against: 'people' | 'computer'): Promise<void> {
  const l = p.lists[against];
  if (l.busy) return;
  l.busy = true;
  render(p);
  const got = await getJson(
    gamesUrl(p.profile.publicId, against, l.loaded ? l.next : null),
    readGamesPage,
  );
  l.busy = false;
  if (got.ok) {
    l.games = appendPage(l.games, got.value);
    l.next = got.value.next;
    l.loaded = true;
    l.error = '';
  } else {
    l.error = p.t('profile.games.error', { message: got.message });
  }
  render(p);
}

function chartPart(p: PlayerPage) {
  const { t } = p;
  if (!p.speed) return nothing;
  const speeds = p.profile.ratings.map((r) => r.speed);
  const choose = (s: Speed) => {
    p.speed = s;
    render(p);
    void loadHistory(p, s);
  };
  const points = p.history.get(p.speed);
  const date = new Intl.DateTimeFormat(p.locale, { dateStyle: 'medium' });
  const fmt = (at: number) => date.format(new Date(at));
  let chart;
  if (points === undefined || points === 'loading')
    chart = html`<p class="hint">${t('profile.history.loading')}</p>`;
  else if (points.length === 0) chart = html`<p class="hint">${t('profile.history.empty')}</p>`;
  else
    chart = ratingChart(
      points,
      {
        title: t('profile.chart.title', {
          speed: t(`profile.speed.${p.speed}`),
          n: points.length,
          from: fmt(points[0]!.at),
          to: fmt(points[points.length - 1]!.at),
        }),
        date: fmt,
        point: (at, rating) => t('profile.chart.point', { date: fmt(at), rating }),
        legendLine: t('profile.chart.legend.line'),
        legendProvisional: t('profile.chart.legend.provisional'),
        legendBand: t('profile.chart.legend.band'),
      },
      chartBox(p.body.clientWidth || 640),
    );
  return html`<section class="profile-part" aria-labelledby="history-title">
  <h2 id="history-title">${t('profile.history.heading')}</h2>
  ${speedTabs(t, speeds, p.speed, choose)}
  <div class="chart-box" id="rating-chart" data-speed="${p.speed}">${chart}</div>
</section>`;
}

function gamesPart(p: PlayerPage, against: 'people' | 'computer') {
  const { t } = p;
  const l = p.lists[against];
  const when = new Intl.DateTimeFormat(p.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const empty = against === 'people' ? t('profile.games.empty') : t('profile.games.computerEmpty');
  const heading =
    against === 'people' ? t('profile.games.heading') : t('profile.games.computerHeading');
  const more =
    l.next !== null
      ? html`<button type="button" class="button" data-more="${against}" ?disabled=${l.busy} @click=${() => void loadGames(p, against)}>${l.busy ? t('profile.games.loading') : t('profile.games.more')}</button>`
      : nothing;
  return html`<section class="profile-part" aria-labelledby="games-${against}-title">
  <h2 id="games-${against}-title">${heading}</h2>
  <ul class="pg-list" id="games-${against}" data-loaded="${String(l.loaded)}">${l.games.map((g) => gameItem(t, g, when))}</ul>
  ${l.loaded && l.games.length === 0 ? html`<p class="hint">${empty}</p>` : nothing}
  ${l.error ? html`<p class="hint error" role="alert">${l.error}</p>` : nothing}
  ${more}
</section>`;
}

function render(p: PlayerPage): void {
  const { t, profile } = p;
  draw(
    p.body,
    html`<p class="hint profile-id">${t('profile.id', { id: profile.publicId })}</p>
<section class="profile-part" aria-labelledby="ratings-title">
  <h2 id="ratings-title">${t('profile.ratings.heading')}</h2>
  ${ratingsTable(t, profile)}
</section>
<section class="profile-part" aria-labelledby="results-title">
  <h2 id="results-title">${t('profile.results.heading')}</h2>
  ${resultsBlock(t, profile)}
</section>
${chartPart(p)}
${gamesPart(p, 'people')}
${gamesPart(p, 'computer')}`,
  );
}
