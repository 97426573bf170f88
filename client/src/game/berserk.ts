// Berserk in an arena's game (docs/tournaments.md, "Berserk"): the button of a seat that may
// still berserk, and the mark of a seat that did, seen by both players and by spectators. The
// server says who may (`berserk.<seat>.can`): this file only reads it.
import { type TemplateResult, html, nothing } from 'lit-html';
import type { GameT as Translate } from './i18n';
import { type State, you } from './state';
import type { SeatName } from './view';

/** Whether this page's seat may berserk now: the server allows it and none is being sent. */
export function canBerserk(s: State): boolean {
  const st = s.server;
  const me = you(s);
  if (!st || !me || st.status !== 'playing' || !st.berserk?.allowed) return false;
  if (Object.values(s.inFlight).some((a) => a.type === 'berserk')) return false;
  return st.berserk[me].can;
}

/** The seat's mark beside its name once it berserked. */
export function berserkMark(
  s: State,
  t: Translate,
  seat: SeatName,
): TemplateResult | typeof nothing {
  if (!s.server?.berserk?.[seat].berserk) return nothing;
  return html`<span class="berserk-mark" title="${t('game.berserk.done')}">${t('game.berserk.mark')}</span>`;
}

/** The button: halves this seat's clock, for one point more on a win. */
export function berserkButton(s: State, t: Translate): TemplateResult[] {
  if (!canBerserk(s)) return [];
  return [
    html`<button type="button" class="btn berserk" data-act="berserk" title="${t('game.berserk.explain')}">${t('game.btn.berserk')}</button>`,
  ];
}
