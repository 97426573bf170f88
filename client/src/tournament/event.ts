// The event page (/t/<id>, docs/tournaments.md "The pages"). The view comes from GET
// /api/tournaments/{id} with the player key (which fills in `you`) and from the lobby socket's
// `tournament` frames (hello with "tournament": id; at most one a second, with `you` null): each
// frame is drawn at once and followed by a GET for `you`. When no frame came for 3 s (a server
// without the frame, or a quiet event) the page asks the GET itself. When `you.game` names a game
// not opened before, the page beeps and opens it (once per game id: new-game.ts).
import './tournament.css';
import { render } from 'lit-html';
import { openGameSocket } from '../game/socket';
import { callApi, refusalOf } from '../player/api';
import { playerKey } from '../player/key';
import { countdownOf } from './countdown';
import { type EventView, type You, readView } from './model';
import { gameToOpen } from './new-game';
import { type Actions, countdownText, eventTemplate } from './view';
import { tournamentWords, tourRefusal } from './words';

const FALLBACK_MS = 3000;
const OPEN_DELAY_MS = 400;

/** A short beep (WebAudio, nothing to download); silent where the browser does not allow it. */
function beep(): void {
  try {
    const Ctx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.3);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.3);
    document.documentElement.dataset.beeped = String(
      Number(document.documentElement.dataset.beeped ?? 0) + 1,
    );
  } catch {
    // no sound: the page still opens the game
  }
}

function sessionStore(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

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
  let you: You | null = null;
  let offset = 0; // server clock - this browser's clock
  let lastUpdate = 0;
  let loading = false;
  let again = false;
  let message = { text: '', error: false };
  const actions: Actions = { act: (verb, b) => void act(verb, b), busy: false };

  const draw = () => {
    if (!view) return;
    const v: EventView = { ...view, you };
    const countdown = countdownText(t, countdownOf(v, Date.now() + offset));
    render(eventTemplate(t, v, actions, countdown, message), body);
    root.dataset.status = v.status;
    root.dataset.rounds = String(v.rounds.length);
    root.dataset.complete = String(v.completeRounds);
  };

  const apply = (v: EventView) => {
    view = v;
    offset = v.serverTime - Date.now();
    lastUpdate = Date.now();
    if (v.you) you = v.you;
    heading.textContent = v.config.name;
    document.title = `${v.config.name} · Renju`;
    status.textContent = '';
    root.dataset.state = 'ready';
    draw();
    const game = v.you ? gameToOpen(v.you.game, opened, sessionStore()) : null;
    if (game) {
      root.dataset.opening = game;
      message = { text: t('tour.you.opening'), error: false };
      draw();
      beep();
      setTimeout(() => location.assign(`/g/${encodeURIComponent(game)}`), OPEN_DELAY_MS);
    }
  };

  const load = async () => {
    if (loading) {
      again = true;
      return;
    }
    loading = true;
    lastUpdate = Date.now();
    try {
      const a = await callApi('GET', `/api/tournaments/${encodeURIComponent(id)}`);
      if (a.status === 404) {
        root.dataset.state = 'missing';
        heading.textContent = t('tour.missing');
        status.textContent = '';
        return;
      }
      const v = readView(a.body);
      if (v) apply(v);
    } catch {
      status.textContent = t('tour.error.offline');
    } finally {
      loading = false;
      if (again) {
        again = false;
        void load();
      }
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
        if (v) apply(v);
        else void load();
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

  void load();
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const ignore = () => undefined;
  openGameSocket(
    `${proto}//${location.host}/api/lobby/socket`,
    {
      tournament(msg) {
        const v = readView(msg.d);
        if (!v || v.id !== id) return;
        // The frame carries no `you`: draw it with the last one, then ask for ours.
        apply({ ...v, you: null });
        root.dataset.frames = String(Number(root.dataset.frames ?? 0) + 1);
        void load();
      },
      lobby: ignore,
      counts: ignore,
      'challenge-added': ignore,
      'challenge-removed': ignore,
      pong: ignore,
      error: ignore,
    },
    {
      hello: () => {
        const hello = { player: playerKey(), tournament: id };
        return hello;
      },
      status: ignore,
    },
  );
  // The countdown moves every second; without a frame for 3 s the page asks itself.
  setInterval(() => {
    if (Date.now() - lastUpdate >= FALLBACK_MS && root.dataset.state !== 'missing') void load();
    else draw();
  }, 500);
}

mountEvent();
