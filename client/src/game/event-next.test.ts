// An event's game page: the link to its event, no rematch, and what the page does after the game
// with each view of its event (open the next game, go back to the event, or wait).
import { describe, expect, it } from 'vitest';
import { markup } from '../lib/markup';
import { readView } from '../tournament/model';
import { afterGame } from './event-next';
import { makeGameT } from './i18n';
import { controlsHtml, headerHtml } from './render';
import { stateWith } from './test-fixtures';

const t = makeGameT('en');
const view = (status: string, you: unknown) =>
  readView({
    id: 'Ev3nt00001',
    status,
    config: { name: 'Friday', format: 'swiss', rounds: 3, games: {} },
    you,
  })!;

describe('an event game', () => {
  it('links back to its event and offers no rematch', () => {
    const s = stateWith(
      { status: 'finished', result: { winner: 'opener', reason: 'resign' } },
      { status: 'finished', event: 'Ev3nt00001' },
    );
    expect(markup(headerHtml(s, t))).toContain('href="/t/Ev3nt00001"');
    const controls = markup(controlsHtml(s, t, 1000));
    expect(controls).not.toContain('data-act="rematch"');
    expect(controls).toContain(t('game.event.next'));
    expect(markup(headerHtml(stateWith({}), t))).not.toContain('/t/');
  });

  it('opens the next game, goes back when none will come, else waits', () => {
    const you = (game: string | null, status = 'active') => ({
      organiser: false,
      entered: true,
      status,
      game,
    });
    expect(afterGame(view('running', you('Game000002')), 'Game000001')).toEqual({
      open: 'Game000002',
    });
    expect(afterGame(view('running', you('Game000001')), 'Game000001')).toBeNull();
    expect(afterGame(view('running', you(null)), 'Game000001')).toBeNull();
    expect(afterGame(view('finished', you(null)), 'Game000001')).toEqual({ back: true });
    expect(afterGame(view('running', you(null, 'paused')), 'Game000001')).toEqual({ back: true });
    expect(afterGame(view('running', you(null, 'withdrawn')), 'Game000001')).toEqual({
      back: true,
    });
  });
});
