// How an archived game's facts read on the archive's pages: pure functions of the game and the
// translator, shared by the list and the game page.
import { type TemplateResult, html } from 'lit-html';
import { playerPath } from '../profile/model';
import type { ArchivedGame } from './api';
import type { ArchiveKey, ArchiveT } from './i18n';
import { REASONS } from './filters';
import { openingName } from './openings';

export function ruleText(t: ArchiveT, g: Pick<ArchivedGame, 'rule' | 'n'>): string {
  if (!g.rule) return t('archive.rule.none');
  const known = ['standard', 'rif', 'yamaguchi', 'soosorv', 'taraguchi'].includes(g.rule);
  const name = known ? t(`archive.rule.${g.rule}` as ArchiveKey) : g.rule;
  return g.n ? `${name}-${g.n}` : name;
}

export function resultText(t: ArchiveT, g: Pick<ArchivedGame, 'result' | 'reason'>): string {
  const head = g.result ? t(`archive.result.${g.result}`) : t('archive.result.none');
  const reason = g.reason ? reasonText(t, g.reason) : '';
  return reason ? `${head} (${reason})` : head;
}

export function reasonText(t: ArchiveT, reason: string): string {
  const key = `archive.reason.${reason}` as ArchiveKey;
  return REASON_KEYS.has(key) ? t(key) : reason;
}
const REASON_KEYS = new Set<string>(REASONS.map((r) => `archive.reason.${r}`));

/** "2019-05-01" (UTC, as records keep it), or "date unknown". */
export function dateText(t: ArchiveT, playedAt: number | null): string {
  return playedAt === null ? t('archive.noDate') : new Date(playedAt).toISOString().slice(0, 10);
}

export function openingText(code: string | null): string {
  return code ? `${code} ${openingName(code)}`.trim() : '';
}

/** A player's name: the computer with its level, the display name, or "anonymous". */
export function playerName(
  t: ArchiveT,
  g: Pick<ArchivedGame, 'black' | 'white' | 'computer'>,
  color: 'black' | 'white',
): string {
  if (g.computer?.color === color) return t('archive.computer', { level: g.computer.level });
  return g[color] ?? t('archive.anonymous');
}

/** The players as playersText words them, each name a link to the player's page when known. */
export function playersTemplate(
  t: ArchiveT,
  g: Pick<ArchivedGame, 'black' | 'white' | 'computer' | 'blackId' | 'whiteId'>,
): TemplateResult {
  const link = (color: 'black' | 'white') => {
    const path = playerPath(color === 'black' ? g.blackId : g.whiteId);
    const name = playerName(t, g, color);
    return path ? html`<a class="player-link" href="${path}">${name}</a>` : html`${name}`;
  };
  // The sentence with its placeholders left unfilled, cut at them.
  return html`${t('archive.game.vs')
    .split(/(\{black\}|\{white\})/)
    .map((piece) =>
      piece === '{black}' ? link('black') : piece === '{white}' ? link('white') : piece,
    )}`;
}

export function playersText(
  t: ArchiveT,
  g: Pick<ArchivedGame, 'black' | 'white' | 'computer'>,
): string {
  return t('archive.game.vs', {
    black: playerName(t, g, 'black'),
    white: playerName(t, g, 'white'),
  });
}

export function clockText(t: ArchiveT, clock: ArchivedGame['clock']): string {
  if (!clock) return t('archive.game.noClock');
  if (clock.days) return t('archive.game.days', { n: clock.days });
  return t('archive.game.clockValue', {
    minutes: Math.round(clock.initialMs / 60000),
    increment: Math.round(clock.incrementMs / 1000),
  });
}
