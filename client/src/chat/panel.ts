// The chat panel of the game page (docs/chat.md): the players' chat for a seat, the spectators'
// chat for a spectator, and for a seat a switch that shows the spectators' chat too. The page
// hands over the socket's `chat`, `chat-history` and chat refusals, and the seat from each
// `welcome`; the panel keeps one state and draws it whole (view.ts: a message's text is never
// markup).
import './chat.css';
import { draw as drawInto } from '../lib/draw';
import {
  CHAT_MAX,
  type ChatKey,
  type ChatT,
  charCount,
  cleanText,
  errorKey,
  followKey,
  mergeLines,
  muteKey,
  parseHistory,
  parseLine,
} from './model';
import { type ChatView, type Seat, panelTemplate } from './view';

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

/** The panel's one state: what `ChatView` shows, before the first `welcome` too. */
interface Chat extends Omit<ChatView, 'you'> {
  root: HTMLElement;
  o: ChatOptions;
  /** undefined until the first welcome (nothing is drawn before it); null: a spectator. */
  you: Seat | null | undefined;
  /** The last text sent: a refused one comes back into an empty box. */
  lastSent: string;
}

export function mountChat(host: HTMLElement, o: ChatOptions): ChatPanel {
  const root = document.createElement('section');
  root.className = 'chat';
  root.hidden = true;
  root.dataset.chat = '';
  host.append(root);
  const c: Chat = {
    root,
    o,
    t: o.t,
    you: undefined,
    lines: [],
    muted: o.store.getItem(muteKey(o.gameId)) === '1',
    following: o.store.getItem(followKey(o.gameId)) === '1',
    draft: '',
    error: '',
    lastSent: '',
  };
  return {
    welcome: (seat) => welcome(c, seat),
    receive(d) {
      const l = parseLine(d);
      if (!l) return;
      c.lines = mergeLines(c.lines, [l]);
      draw(c);
    },
    history(d) {
      c.lines = mergeLines(c.lines, parseHistory(d));
      draw(c);
    },
    refused: (code) => refused(c, code),
  };
}

/** Brings the panel in step with the state, each list scrolled to its newest message. */
function draw(c: Chat): void {
  if (!render(c)) return;
  c.root.hidden = false;
  c.root.querySelectorAll('.chat-lines').forEach((ol) => {
    ol.scrollTop = ol.scrollHeight;
  });
}

/** Draws the state, leaving the lists where the reader scrolled them; false before a welcome. */
function render(c: Chat): boolean {
  const { you } = c;
  if (you === undefined) return false;
  drawInto(
    c.root,
    panelTemplate(
      { ...c, you },
      {
        typed: (e) => typed(c, e),
        submit: (e) => submit(c, e),
        mute: () => toggleMute(c),
        follow: (e) => toggleFollow(c, e),
      },
    ),
  );
  return true;
}

function welcome(c: Chat, seat: Seat | null): void {
  c.you = seat;
  // The server forgets the switch with each connection: it is asked again.
  if (seat !== null && c.following) c.o.send('chat-follow', { spectators: true });
  draw(c);
}

function typed(c: Chat, e: Event): void {
  c.draft = (e.target as HTMLInputElement).value;
  c.error = '';
  render(c);
}

function submit(c: Chat, e: Event): void {
  e.preventDefault();
  const refusal = sendDraft(c);
  c.error = refusal ? c.t(refusal) : '';
  render(c);
}

/** Sends the box's text and empties the box, or says why it was not sent. */
function sendDraft(c: Chat): ChatKey | null {
  const text = cleanText(c.draft);
  if (text === '') return 'chat.error.chat-empty';
  if (charCount(text) > CHAT_MAX) return 'chat.error.chat-too-long';
  const channel = c.you === null ? 'spectators' : 'players';
  if (!c.o.send('chat', { channel, text })) return 'chat.error.offline';
  c.lastSent = text;
  c.draft = '';
  return null;
}

function toggleMute(c: Chat): void {
  c.muted = !c.muted;
  if (c.muted) c.o.store.setItem(muteKey(c.o.gameId), '1');
  else c.o.store.removeItem(muteKey(c.o.gameId));
  draw(c);
}

function toggleFollow(c: Chat, e: Event): void {
  c.following = (e.target as HTMLInputElement).checked;
  if (c.following) c.o.store.setItem(followKey(c.o.gameId), '1');
  else c.o.store.removeItem(followKey(c.o.gameId));
  c.o.send('chat-follow', { spectators: c.following });
  draw(c);
}

/** A refusal of the server: true when it was the chat's (and is shown here). */
function refused(c: Chat, code: string): boolean {
  const key = errorKey(code);
  if (!key) return false;
  c.error = c.t(key);
  // A refused message comes back into an empty box, to be sent again later.
  if ((code === 'chat-rate' || code === 'chat-too-long') && c.draft === '') c.draft = c.lastSent;
  render(c);
  return true;
}
