// The event page (/t/<id>, docs/tournaments.md "The pages"). The view comes from following the
// event (follow.ts: GET /api/tournaments/{id} with the player key, the lobby socket's `tournament`
// frames); each is drawn at once. The pagers and the round buttons change what part of the event
// is asked for (selection.ts); the root's data-page, data-round and data-boards say which part is
// drawn. When `you.game` names a game not opened before, the page beeps and opens it (once per
// game id: follow.ts, new-game.ts).
import './tournament.css';
import { render } from 'lit-html';
import { callApi, refusalOf } from '../player/api';
import { countdownOf } from './countdown';
import { followEvent, openNewGame } from './follow';
import { type EventView, readView } from './model';
import { type Selection, changeOfButton, changeSelection } from './selection';
import { type Actions, countdownText, eventTemplate } from './view';
import { tournamentWords, tourRefusal } from './words';

function mountEvent(): void {
  const root = document.getElementById('tournament');
  const body = document.getElementById('event-body');
  if (!root || !body) return;
  const id = decodeURIComponent(location.pathname.split('/')[2] ?? '');
  const t = tournamentWords();
  const heading = document.getElementById('event-name') as HTMLElement;
  const status = document.getElementById('event-status') as HTMLElement;
  const opened = new Set<string>();
  let view: EventView | null = null;
  let offset = 0; // server clock - this browser's clock
  let message = { text: '', error: false };
  const actions: Actions = { act: (verb, b) => void act(verb, b), busy: false, boards: 1 };
  // The pagers' and the round buttons' clicks, for every drawing: each names what it asks for.
  body.addEventListener('click', (e) => {
    const button = (e.target as Element).closest('button');
    const change = button && changeOfButton(button.dataset);
    if (!change || !view) return;
    following.select(changeSelection(following.selection(), change, view.pairedRounds));
  });

  const draw = () => {
    if (!view) return;
    const countdown = countdownText(t, countdownOf(view, Date.now() + offset));
    render(eventTemplate(t, view, actions, countdown, message), body);
    root.dataset.status = view.status;
    root.dataset.rounds = String(view.pairedRounds);
    root.dataset.page = String(view.page);
    root.dataset.round = String(view.round?.round ?? 0);
    root.dataset.boards = String(actions.boards);
    root.dataset.complete = String(view.completeRounds);
  };

  const apply = (v: EventView, selection: Selection) => {
    view = v;
    actions.boards = selection.boards; // the view does not say which page of boards it holds
    offset = v.serverTime - Date.now();
    heading.textContent = v.config.name;
    document.title = `${v.config.name} · Renju`;
    status.textContent = '';
    root.dataset.state = 'ready';
    draw();
    const game = openNewGame(v.you?.game ?? null, opened);
    if (game) {
      root.dataset.opening = game;
      message = { text: t('tour.you.opening'), error: false };
      draw();
    }
  };

  async function act(verb: string, b?: unknown): Promise<void> {
    actions.busy = true;
    draw();
    try {
      const a = await callApi(
        'POST',
        `/api/tournaments/${encodeURIComponent(id)}/${verb}`,
        b ?? {},
      );
      if (a.status === 200) {
        message =
          verb === 'bye'
            ? { text: t('tour.bye.done', { round: (b as { round: number }).round }), error: false }
            : { text: '', error: false };
        const v = readView(a.body);
        actions.busy = false;
        if (v) following.see(v);
        else following.refresh();
      } else {
        const r = refusalOf(a);
        message = { text: tourRefusal(t, r.code, r.message), error: true };
      }
    } catch {
      message = { text: t('tour.error.offline'), error: true };
    }
    actions.busy = false;
    draw();
  }

  const following = followEvent(id, {
    view: apply,
    missing: () => {
      root.dataset.state = 'missing';
      heading.textContent = t('tour.missing');
      status.textContent = '';
    },
    offline: () => {
      status.textContent = t('tour.error.offline');
    },
    frame: () => {
      root.dataset.frames = String(Number(root.dataset.frames ?? 0) + 1);
    },
    tick: draw, // the countdown moves every second
  });
}

mountEvent();
