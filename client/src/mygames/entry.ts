// One entry of GET /api/my-games (docs/api.md) as the page shows it: read defensively (the
// answer is data from the network) and rendered with textContent only.
import { clockLabel, ruleLabelKey, type ChallengeSettings } from '../player/quick';
import type { PlayerKey, PlayerT } from '../player/words';
import { nameElement, sentenceWith } from '../profile/link';

export interface MyGame {
  id: string;
  settings: ChallengeSettings;
  seat: string;
  color: 'black' | 'white';
  opponent: { name?: string | null; publicId?: string | null; computer?: number } | null;
  status: 'waiting' | 'playing' | 'finished';
  yourTurn: boolean;
  result: { outcome: string; reason: string } | null;
  moves: number;
  lastMoveAt: number;
}

const STATUSES = ['waiting', 'playing', 'finished'] as const;
const OUTCOMES = ['win', 'loss', 'draw', 'aborted'] as const;
const REASONS = [
  'five',
  'foul',
  'resign',
  'time',
  'agreement',
  'two-passes',
  'full-board',
  'abandon',
  'aborted',
] as const;

/** An entry of the answer, or null when it lacks what the page needs. */
export function asMyGame(v: unknown): MyGame | null {
  const o = v as Partial<MyGame> | null;
  if (!o || typeof o.id !== 'string' || !o.settings || typeof o.settings.rule !== 'string')
    return null;
  if (!STATUSES.includes(o.status as MyGame['status'])) return null;
  return {
    id: o.id,
    settings: o.settings,
    seat: typeof o.seat === 'string' ? o.seat : '',
    color: o.color === 'white' ? 'white' : 'black',
    opponent: o.opponent && typeof o.opponent === 'object' ? o.opponent : null,
    status: o.status as MyGame['status'],
    yourTurn: o.yourTurn === true,
    result: o.result && typeof o.result.outcome === 'string' ? o.result : null,
    moves: typeof o.moves === 'number' ? o.moves : 0,
    lastMoveAt: typeof o.lastMoveAt === 'number' ? o.lastMoveAt : 0,
  };
}

/** Who the game is against; a player's name links to their page. */
function opponentPart(t: PlayerT, g: MyGame): (Node | string)[] {
  if (g.status === 'waiting' || !g.opponent) return [t('mygames.waiting')];
  if (typeof g.opponent.computer === 'number')
    return [t('mygames.vs', { name: t('mygames.computer', { level: g.opponent.computer }) })];
  const name = typeof g.opponent.name === 'string' ? g.opponent.name : t('mygames.anonymous');
  return sentenceWith(t('mygames.vs'), { name: nameElement(name, g.opponent.publicId) });
}

/** "Won (five in a row)", "Draw (by agreement)", "Aborted". */
export function resultText(t: PlayerT, g: Pick<MyGame, 'result'>): string {
  const r = g.result;
  if (!r) return '';
  const outcome = (OUTCOMES as readonly string[]).includes(r.outcome) ? r.outcome : 'aborted';
  const words = t(`mygames.result.${outcome}` as PlayerKey);
  if (!(REASONS as readonly string[]).includes(r.reason) || r.reason === 'aborted') return words;
  return `${words} (${t(`mygames.reason.${r.reason}` as PlayerKey)})`;
}

function span(cls: string, text: string): HTMLSpanElement {
  const s = document.createElement('span');
  s.className = cls;
  s.textContent = text;
  return s;
}

/**
 * The list item of one game: a link to /g/<id>, where the player key finds the seat, and beside
 * it the opponent, whose name links to their player page.
 */
export function myGameItem(t: PlayerT, g: MyGame, when: Intl.DateTimeFormat): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'my-game';
  li.dataset.id = g.id;
  li.dataset.status = g.status;
  if (g.yourTurn) li.classList.add('your-turn');
  const a = document.createElement('a');
  a.className = 'my-game-link';
  a.href = `/g/${encodeURIComponent(g.id)}`;
  const s = g.settings;
  const rule = t(ruleLabelKey(s.rule).key, { n: s.n ?? 10 });
  const clock = clockLabel(t, s.clock);
  if (g.status === 'playing')
    a.append(span('my-game-turn', t(g.yourTurn ? 'mygames.yourTurn' : 'mygames.theirTurn')));
  if (g.status === 'finished') a.append(span('my-game-result', resultText(t, g)));
  a.append(span('my-game-rule', `${rule} · ${clock}`));
  const who = span('my-game-who', '');
  who.append(...opponentPart(t, g));
  const meta = [
    ...(g.status === 'waiting'
      ? []
      : [t(g.color === 'white' ? 'mygames.color.white' : 'mygames.color.black')]),
    t('mygames.moves', { n: g.moves }),
    when.format(new Date(g.lastMoveAt)),
  ];
  li.append(a, who, span('my-game-meta', meta.join(' · ')));
  return li;
}
