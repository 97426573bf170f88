// An opening decision in words: the live game's move list and replay, and the archived game's
// page (src/archive/game.ts), which shows a game of this site as it was played.
import type { GameT } from './i18n';
import type { Decision } from './view';

export function decisionText(d: Decision, t: GameT): string {
  switch (d.kind) {
    case 'swap':
      return t('game.decision.swap');
    case 'declare':
      return t('game.decision.declare', { count: d.count });
    case 'offer':
      return t('game.decision.offer', { points: d.points.join(t('game.listSep')) });
    case 'choose':
      return t('game.decision.choose', { point: d.point });
  }
}
