// The My games page (/my-games, issue 10, docs/lobby.md): GET /api/my-games with the player key,
// the games in play (your turn on top, as the server orders them) and the finished ones. The
// list is asked again when the page comes back into view and every 30 s while it is seen: no
// tight polling, and a hidden tab asks nothing.
import './mygames.css';
import { callApi, refusalOf } from '../player/api';
import { docLang, playerWords, refusalText } from '../player/words';
import { asMyGame, myGameItem } from './entry';

const REFRESH_MS = 30_000;

function mountMyGames(): void {
  const root = document.getElementById('my-games');
  if (!root) return;
  const t = playerWords();
  const lang = docLang();
  const when = new Intl.DateTimeFormat(lang === 'pt' ? 'pt-BR' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const clockTime = new Intl.DateTimeFormat(lang === 'pt' ? 'pt-BR' : 'en', { timeStyle: 'short' });
  const status = document.getElementById('my-games-status') as HTMLElement;
  const lists = {
    playing: document.getElementById('my-playing') as HTMLUListElement,
    finished: document.getElementById('my-finished') as HTMLUListElement,
  };
  const empties = {
    playing: document.getElementById('my-playing-empty') as HTMLElement,
    finished: document.getElementById('my-finished-empty') as HTMLElement,
  };
  let busy = false;

  const say = (text: string, error = false) => {
    status.textContent = text;
    status.classList.toggle('error', error);
  };

  const load = async () => {
    if (busy) return;
    busy = true;
    try {
      const a = await callApi('GET', '/api/my-games');
      if (a.status !== 200 || !Array.isArray(a.body.games)) {
        const r = refusalOf(a);
        return say(refusalText(t, r.code, r.message), true);
      }
      const games = (a.body.games as unknown[]).map(asMyGame).filter((g) => g !== null);
      for (const part of ['playing', 'finished'] as const) {
        const mine = games.filter((g) => (g.status === 'finished') === (part === 'finished'));
        lists[part].replaceChildren(...mine.map((g) => myGameItem(t, g, when)));
        empties[part].hidden = mine.length > 0;
      }
      root.dataset.loaded = String(Date.now());
      say(t('mygames.updated', { time: clockTime.format(new Date()) }));
    } catch {
      say(t('error.offline'), true);
    } finally {
      busy = false;
    }
  };

  void load();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void load();
  });
  window.addEventListener('focus', () => void load());
  setInterval(() => {
    if (document.visibilityState === 'visible') void load();
  }, REFRESH_MS);
}

mountMyGames();
