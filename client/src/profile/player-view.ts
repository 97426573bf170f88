// The player page's parts as lit-html templates: the name, the ratings table, the results, the
// chart's speed tabs and one game of the lists. Every value goes in escaped (lit-html), every
// word through the player dictionaries.
import { html, nothing, type TemplateResult } from 'lit-html';
import { resultText } from '../mygames/entry';
import { clockLabel, ruleLabelKey } from '../player/quick';
import type { PlayerT } from '../player/words';
import {
  type Profile,
  type ProfileGame,
  type Speed,
  type Tally,
  changeLabel,
  playerPath,
  ratingLabel,
} from './model';

/** A display name linked to its player page (plain text without a public id). */
export function nameLink(
  name: string | null,
  publicId: string | null,
  anonymous: string,
): TemplateResult {
  const path = playerPath(publicId);
  const text = name ?? anonymous;
  return path ? html`<a class="player-link" href="${path}">${text}</a>` : html`${text}`;
}

export function ratingsTable(t: PlayerT, p: Profile): TemplateResult {
  if (p.ratings.length === 0) return html`<p class="hint">${t('profile.ratings.none')}</p>`;
  const rows = p.ratings.map(
    (r) => html`<tr data-speed="${r.speed}">
  <th scope="row">${t(`profile.speed.${r.speed}`)}</th>
  <td class="num rating" data-provisional="${String(r.provisional)}">${ratingLabel(r.rating, r.provisional)}</td>
  <td class="num">${t('profile.deviation', { n: Math.round(r.deviation) })}</td>
  <td class="num">${r.games}</td>
  <td class="num">${t('profile.record', { wins: r.wins, draws: r.draws, losses: r.losses })}</td>
</tr>`,
  );
  const provisional = p.ratings.some((r) => r.provisional);
  // On a narrow phone the table scrolls inside its box, which the keyboard can then reach.
  return html`<div class="table-scroll" tabindex="0" role="region" aria-label="${t('profile.ratings.caption')}"><table class="ratings-table" id="ratings-table">
  <caption class="visually-hidden">${t('profile.ratings.caption')}</caption>
  <thead><tr><th scope="col">${t('profile.col.speed')}</th><th scope="col" class="num">${t('profile.col.rating')}</th><th scope="col" class="num">${t('profile.col.deviation')}</th><th scope="col" class="num">${t('profile.col.games')}</th><th scope="col" class="num">${t('profile.col.record')}</th></tr></thead>
  <tbody>${rows}</tbody>
</table></div>
${provisional ? html`<p class="hint">${t('profile.provisional')}</p>` : nothing}`;
}

function tallyLine(t: PlayerT, label: string, v: Tally, which: string): TemplateResult {
  return html`<p class="tally" data-tally="${which}"><strong>${label}:</strong> ${t('profile.results.line', { games: v.games, wins: v.wins, draws: v.draws, losses: v.losses })}</p>`;
}

export function resultsBlock(t: PlayerT, p: Profile): TemplateResult {
  return html`${tallyLine(t, t('profile.results.people'), p.results, 'people')}${tallyLine(t, t('profile.results.computer'), p.computer, 'computer')}`;
}

/** The speed tabs above the chart: the speeds this player has a rating at. */
export function speedTabs(
  t: PlayerT,
  speeds: readonly Speed[],
  current: Speed,
  choose: (s: Speed) => void,
): TemplateResult {
  const tabs = speeds.map(
    (s) =>
      html`<button type="button" role="tab" class="tab" data-speed="${s}" aria-selected="${s === current ? 'true' : 'false'}" @click=${() => choose(s)}>${t(`profile.speed.${s}`)}</button>`,
  );
  return html`<div class="tabs" role="tablist" aria-label="${t('profile.history.tabs')}">${tabs}</div>`;
}

function opponentOf(t: PlayerT, g: ProfileGame): TemplateResult {
  const o = g.opponent;
  if ('computer' in o)
    return html`${t('mygames.vs', { name: t('mygames.computer', { level: o.computer }) })}`;
  // "against {name}" with the name a link: the sentence is cut at its placeholder.
  const [before, after] = t('mygames.vs').split('{name}');
  return html`${before}${nameLink(o.name, o.publicId, t('profile.name.anonymous'))}${after}`;
}

/** One finished game: a link to it, and the opponent's name linked to their page beside it. */
export function gameItem(t: PlayerT, g: ProfileGame, when: Intl.DateTimeFormat): TemplateResult {
  const s = g.settings;
  const rule = t(ruleLabelKey(s.rule).key, { n: s.n ?? 10 });
  const rated = g.rated ? t('profile.games.rated') : t('profile.games.casual');
  const change =
    g.ratingChange === null
      ? nothing
      : html`<span class="pg-change" data-change="${g.ratingChange}">${t('profile.games.change', { change: changeLabel(g.ratingChange) })}</span>`;
  const meta = [
    t(g.color === 'white' ? 'profile.games.color.white' : 'profile.games.color.black'),
    t('mygames.moves', { n: g.moves }),
    when.format(new Date(g.endedAt)),
  ].join(' · ');
  return html`<li class="pg-game" data-id="${g.id}" data-outcome="${g.result.outcome}">
  <a class="pg-link" href="/g/${encodeURIComponent(g.id)}"><span class="pg-result">${resultText(t, g)}</span> <span class="pg-rule">${rule} · ${clockLabel(t, s.clock)} · ${rated}</span></a>
  <span class="pg-who">${opponentOf(t, g)}</span>
  ${change}
  <span class="pg-meta">${meta}</span>
</li>`;
}
