// The game page's entry (/g/<id>): reads the link, builds the page, binds the input and boots
// (join, first state, socket). boot.ts talks to the server, input.ts and actions.ts turn input
// into calls of the state functions, page.ts draws; only state.ts changes the state.
import './game.css';
import '../review/review.css';
import { makeChatT } from '../chat/model';
import { mountChat } from '../chat/panel';
import { makeReviewT } from '../review/i18n';
import { ReviewPanel } from '../review/panel';
import { boot } from './boot';
import { decisionText } from './decision-text';
import { nextEventGame } from './event-next';
import { gameLang, makeGameT } from './i18n';
import { PREF_KEY, bindInput } from './input';
import { readLink } from './link';
import { makePage, pageStore } from './page';
import { buildSkeleton, render } from './render';
import { initialState, setReplay, totalMoves } from './state';

/** 8 random base-36 characters and a dash: this page load's prefix of action ids. */
function randomPrefix(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return `${Array.from(bytes, (b) => (b % 36).toString(36)).join('')}-`;
}

function mountPoint(): HTMLElement {
  const existing =
    document.querySelector<HTMLElement>('[data-game-root]') ?? document.getElementById('game');
  if (existing) return existing;
  const el = document.createElement('div');
  el.id = 'game';
  (document.querySelector('main') ?? document.body).appendChild(el);
  return el;
}

function start(): void {
  const t = makeGameT(gameLang());
  const store = pageStore();
  const link = readLink(location.pathname, location.hash, store);
  const el = buildSkeleton(mountPoint(), t);
  if (!link) {
    const env = { t, localNow: Date.now(), origin: location.origin, qrSvg: null };
    render(initialState('', null, null), el, { ...env, fatal: t('game.missing') });
    return;
  }
  // The secrets are kept; take them out of the address bar (screenshots, screen sharing).
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);

  const pref = (key: string, fallback: boolean): boolean => {
    const v = store.getItem(key);
    return v === null ? fallback : v === '1';
  };
  // Tap twice to place is on by default wherever there is a touch screen (a phone, a tablet, a
  // laptop with one): it only ever applies to taps (input.ts), so a mouse plays with one click.
  // The player's own choice, once made, is kept (`pref`).
  const touch =
    (window.matchMedia?.('(any-pointer: coarse)').matches ?? false) || navigator.maxTouchPoints > 0;
  const state = initialState(link.gameId, link.seat, link.ownInvite, {
    inviteOpen: link.isNew,
    idPrefix: randomPrefix(),
    prefs: {
      forbidden: pref(PREF_KEY.forbidden, true),
      numbers: pref(PREF_KEY.numbers, false),
      tap: pref(PREF_KEY.tap, touch),
      sound: pref(PREF_KEY.sound, true),
      notify: pref(PREF_KEY.notify, false),
    },
  });
  const page = makePage(state, el, t, store);
  // In the side column: beside the board on a desktop, below it on a phone.
  page.chat = mountChat(el.settings.parentElement ?? el.root, {
    gameId: link.gameId,
    t: makeChatT(gameLang()),
    store,
    send: (type, d) => page.socket?.send(type, d) ?? false,
  });
  // The game review, once the game is over: the page's replay follows its clicks.
  const review = new ReviewPanel(el.review, {
    t: makeReviewT(gameLang()),
    decisionText: (d) => decisionText(d, t),
    goTo: (n) => {
      setReplay(state, n);
      page.redraw();
    },
  });
  const afterGame = nextEventGame(page);
  page.afterDraw = () => {
    afterGame();
    const st = state.server;
    const over = st?.status === 'finished' && st.game.moves.length > 0;
    review.show(
      over
        ? { moves: st.game.moves.map((m) => m.point), decisions: state.decisions, rule: st.rule }
        : null,
      state.replayAt ?? totalMoves(state),
      st
        ? {
            [st.seats.opener.color]: st.seats.opener.name,
            [st.seats.other.color]: st.seats.other.name,
          }
        : {},
    );
  };
  bindInput(page);
  void boot(page, link.invite);
}

start();
