// What the game page shows of rated play (issue 30): each seat's display name as a link to the
// player's page, a "rated" mark in the game's line, and at the end of a rated game both seats'
// rating change, from the `ratings` of the state or of the last event (docs/api.md), the same for
// players and spectators.
import { type TemplateResult, html, nothing } from 'lit-html';
import type { GameKey, GameT as Translate } from './i18n';
import { whoLabel } from './prompt';
import type { State } from './state';
import { SEATS, type SeatName } from './view';

/**
 * The name of the key holding `seat`, linked to its page, before the seat's colour and role (a
 * narrow bar cuts the end, and the name says most); nothing for an empty or computer seat.
 */
export function seatNameLink(
  s: State,
  t: Translate,
  seat: SeatName,
): TemplateResult | typeof nothing {
  const sv = s.server?.seats[seat];
  if (!sv || (!sv.name && !sv.publicId)) return nothing;
  const name = sv.name ?? t('game.player.anonymous');
  return sv.publicId
    ? html`<a class="player-link" href="/player/${sv.publicId}">${name}</a> · `
    : html`${name} · `;
}

/** The "rated" mark beside the rule in the game's line. */
export function ratedMark(s: State, t: Translate): TemplateResult[] {
  return s.server?.rated ? [html`<span class="game-rated">${t('game.rated')}</span>`] : [];
}

const SPEED_KEYS: Record<string, GameKey> = {
  bullet: 'game.rating.speed.bullet',
  blitz: 'game.rating.speed.blitz',
  rapid: 'game.rating.speed.rapid',
  classical: 'game.rating.speed.classical',
  correspondence: 'game.rating.speed.correspondence',
};

/** A change with its sign and a true minus: "+12", "−7", "±0". */
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '\u00b10');
const rating = (n: number, provisional: boolean) => `${n}${provisional ? '?' : ''}`;

/** Both seats' rating change at the end of a rated game, for the result box. */
export function ratingsTemplate(s: State, t: Translate): TemplateResult | typeof nothing {
  const r = s.server?.status === 'finished' ? s.server.ratings : null;
  if (!r) return nothing;
  const key = SPEED_KEYS[r.speed];
  const title = t('game.rating.title', { speed: key ? t(key) : r.speed });
  if (!r.counted || !r.opener || !r.other)
    return html`<p class="result-ratings" data-counted="false">${title}: ${t('game.rating.notCounted')}</p>`;
  const line = (seat: SeatName) => {
    const x = r[seat]!;
    return html`<li data-seat="${seat}" data-change="${x.change}">${t('game.rating.line', {
      who: whoLabel(s, t, seat),
      before: x.before,
      after: rating(x.after, x.provisional),
      change: signed(x.change),
    })}</li>`;
  };
  return html`<div class="result-ratings" data-counted="true"><p>${title}</p><ul>${SEATS.map(line)}</ul></div>`;
}
