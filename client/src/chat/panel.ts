// The chat panel of the game page (docs/chat.md): the players' chat for a seat, the spectators'
// chat for a spectator, and for a seat a switch that shows the spectators' chat too. Every text
// of a message goes in with textContent, never as markup. The page hands over the socket's
// `chat`, `chat-history` and chat refusals, and the seat from each `welcome`.
import './chat.css';
import {
  CHAT_MAX,
  type ChatLine,
  type ChatT,
  type From,
  charCount,
  cleanText,
  errorKey,
  followKey,
  mergeLines,
  muteKey,
  parseHistory,
  parseLine,
} from './model';

export interface ChatStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ChatOptions {
  gameId: string;
  t: ChatT;
  store: ChatStore;
  /** Sends a socket message; false when the line is down. */
  send(t: string, d: unknown): boolean;
}

export interface ChatPanel {
  /** After each `welcome`: this socket's seat (null: a spectator). */
  welcome(you: 'opener' | 'other' | null): void;
  receive(d: unknown): void;
  history(d: unknown): void;
  /** A refusal of the server: true when it was the chat's (and is shown here). */
  refused(code: string): boolean;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  cls: string,
  text = '',
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text) e.textContent = text;
  return e;
}

export function mountChat(host: HTMLElement, o: ChatOptions): ChatPanel {
  const { t } = o;
  let lines: ChatLine[] = [];
  let you: 'opener' | 'other' | null | undefined; // undefined until the first welcome
  let muted = o.store.getItem(muteKey(o.gameId)) === '1';
  let following = o.store.getItem(followKey(o.gameId)) === '1';
  let lastSent = '';

  const root = el('section', 'chat');
  root.hidden = true;
  root.dataset.chat = '';
  const title = el('h2', 'chat-title');
  const tools = el('div', 'chat-tools');
  const mute = el('button', 'btn chat-mute');
  mute.type = 'button';
  mute.dataset.chat = 'mute';
  const followLabel = el('label', 'chat-follow');
  const follow = el('input', '');
  follow.type = 'checkbox';
  follow.dataset.chat = 'follow';
  followLabel.append(follow, document.createTextNode(` ${t('chat.follow')}`));
  tools.append(mute, followLabel);
  const list = el('ol', 'chat-lines');
  list.dataset.chat = 'lines';
  list.setAttribute('aria-live', 'polite');
  const mutedNote = el('p', 'chat-note', t('chat.muted'));
  const form = el('form', 'chat-form');
  const input = el('input', 'chat-input');
  input.type = 'text';
  input.autocomplete = 'off';
  input.placeholder = t('chat.placeholder');
  input.setAttribute('aria-label', t('chat.input'));
  input.dataset.chat = 'input';
  const count = el('span', 'chat-count');
  count.dataset.chat = 'count';
  const send = el('button', 'btn chat-send', t('chat.send'));
  send.type = 'submit';
  send.dataset.chat = 'send';
  form.append(input, count, send);
  const error = el('p', 'chat-error');
  error.setAttribute('role', 'status');
  error.dataset.chat = 'error';
  const watchers = el('section', 'chat-spectators');
  watchers.append(el('h3', 'chat-title', t('chat.spectators')));
  const watcherList = el('ol', 'chat-lines');
  watcherList.dataset.chat = 'spectator-lines';
  watchers.append(watcherList);
  root.append(title, tools, list, mutedNote, form, error, watchers);
  host.append(root);

  const own = (from: From) => from === you;
  const who = (l: ChatLine): string => {
    if (own(l.from)) return t('chat.you');
    if (l.from === 'spectator') return l.name ?? t('chat.spectator');
    return l.name ?? t('chat.opponent');
  };
  const line = (l: ChatLine): HTMLLIElement => {
    const li = el('li', own(l.from) ? 'chat-line own' : 'chat-line');
    li.dataset.from = l.from;
    li.append(el('span', 'chat-who', `${who(l)}: `), el('span', 'chat-text', l.text));
    return li;
  };
  const fill = (ol: HTMLOListElement, shown: ChatLine[]) => {
    ol.replaceChildren(...shown.map(line));
    if (shown.length === 0) ol.append(el('li', 'chat-none', t('chat.none')));
    ol.scrollTop = ol.scrollHeight;
  };

  function draw(): void {
    if (you === undefined) return;
    root.hidden = false;
    const seat = you !== null;
    title.textContent = t(seat ? 'chat.players' : 'chat.spectators');
    tools.hidden = !seat;
    mute.textContent = t(muted ? 'chat.unmute' : 'chat.mute');
    mute.setAttribute('aria-pressed', String(muted));
    follow.checked = following;
    mutedNote.hidden = !(seat && muted);
    const mine = lines.filter((l) => l.channel === (seat ? 'players' : 'spectators'));
    fill(list, seat && muted ? mine.filter((l) => own(l.from)) : mine);
    watchers.hidden = !(seat && following);
    if (seat && following)
      fill(
        watcherList,
        lines.filter((l) => l.channel === 'spectators'),
      );
    drawCount();
  }

  function drawCount(): void {
    const n = charCount(cleanText(input.value));
    count.textContent = t('chat.count', { count: n, max: CHAT_MAX });
    count.classList.toggle('over', n > CHAT_MAX);
    send.disabled = n === 0 || n > CHAT_MAX;
  }

  const showError = (text: string) => {
    error.textContent = text;
  };

  input.addEventListener('input', () => {
    showError('');
    drawCount();
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const text = cleanText(input.value);
    if (text === '') return showError(t('chat.error.chat-empty'));
    if (charCount(text) > CHAT_MAX) return showError(t('chat.error.chat-too-long'));
    const channel = you === null ? 'spectators' : 'players';
    if (!o.send('chat', { channel, text })) return showError(t('chat.error.offline'));
    lastSent = text;
    input.value = '';
    showError('');
    drawCount();
  });
  mute.addEventListener('click', () => {
    muted = !muted;
    if (muted) o.store.setItem(muteKey(o.gameId), '1');
    else o.store.removeItem(muteKey(o.gameId));
    draw();
  });
  follow.addEventListener('change', () => {
    following = follow.checked;
    if (following) o.store.setItem(followKey(o.gameId), '1');
    else o.store.removeItem(followKey(o.gameId));
    o.send('chat-follow', { spectators: following });
    draw();
  });

  return {
    welcome(seat) {
      you = seat;
      // The server forgets the switch with each connection: it is asked again.
      if (seat !== null && following) o.send('chat-follow', { spectators: true });
      draw();
    },
    receive(d) {
      const l = parseLine(d);
      if (!l) return;
      lines = mergeLines(lines, [l]);
      draw();
    },
    history(d) {
      lines = mergeLines(lines, parseHistory(d));
      draw();
    },
    refused(code) {
      const key = errorKey(code);
      if (!key) return false;
      showError(t(key));
      // A refused message comes back into an empty box, to be sent again later.
      if ((code === 'chat-rate' || code === 'chat-too-long') && input.value === '') {
        input.value = lastSent;
        drawCount();
      }
      return true;
    },
  };
}
