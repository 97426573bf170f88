// The chat panel's markup (lit-html), drawn whole from what the panel knows: a message's text and
// its writer's name are text bindings, never markup. The pieces are joined with no space between
// them, as the panel's CSS was written for.
import { type TemplateResult, html, nothing } from 'lit-html';
import { live } from 'lit-html/directives/live.js';
import { CHAT_MAX, type ChatLine, type ChatT, charCount, cleanText } from './model';

export type Seat = 'opener' | 'other';

/** What the panel shows: `you` is this socket's seat, null for a spectator. */
export interface ChatView {
  t: ChatT;
  you: Seat | null;
  lines: readonly ChatLine[];
  muted: boolean;
  following: boolean;
  /** What the box holds. */
  draft: string;
  error: string;
}

/** Where the panel's controls report. */
export interface ChatHandlers {
  typed: (e: Event) => void;
  submit: (e: Event) => void;
  mute: () => void;
  follow: (e: Event) => void;
}

export function panelTemplate(v: ChatView, on: ChatHandlers): TemplateResult {
  const seat = v.you !== null;
  const mine = v.lines.filter((l) => l.channel === (seat ? 'players' : 'spectators'));
  const shown = seat && v.muted ? mine.filter((l) => l.from === v.you) : mine;
  const parts = [
    title(v, seat),
    tools(v, seat, on),
    lineList(v, shown),
    mutedNote(v, seat),
    form(v, on),
    errorLine(v),
    spectators(v, seat),
  ];
  return html`${parts}`;
}

const title = (v: ChatView, seat: boolean) =>
  html`<h2 class="chat-title">${v.t(seat ? 'chat.players' : 'chat.spectators')}</h2>`;

/** A seat's switches: mute the opponent, show the spectators' chat. */
function tools(v: ChatView, seat: boolean, on: ChatHandlers): TemplateResult {
  const { t } = v;
  const mute = html`<button class="btn chat-mute" type="button" data-chat="mute" aria-pressed="${String(v.muted)}" @click="${on.mute}">${t(v.muted ? 'chat.unmute' : 'chat.mute')}</button>`;
  const follow = html`<label class="chat-follow"><input type="checkbox" data-chat="follow" .checked="${live(v.following)}" @change="${on.follow}"> ${t('chat.follow')}</label>`;
  return html`<div class="chat-tools" ?hidden="${!seat}">${mute}${follow}</div>`;
}

const lineList = (v: ChatView, shown: readonly ChatLine[]) =>
  html`<ol class="chat-lines" data-chat="lines" aria-live="polite">${items(v, shown)}</ol>`;

const mutedNote = (v: ChatView, seat: boolean) =>
  html`<p class="chat-note" ?hidden="${!(seat && v.muted)}">${v.t('chat.muted')}</p>`;

/** The box, its count of characters (red past the limit) and the send button. */
function form(v: ChatView, on: ChatHandlers): TemplateResult {
  const { t } = v;
  const n = charCount(cleanText(v.draft));
  const input = html`<input class="chat-input" type="text" autocomplete="off" placeholder="${t('chat.placeholder')}" aria-label="${t('chat.input')}" data-chat="input" .value="${live(v.draft)}" @input="${on.typed}">`;
  const count = html`<span class="${n > CHAT_MAX ? 'chat-count over' : 'chat-count'}" data-chat="count">${t('chat.count', { count: n, max: CHAT_MAX })}</span>`;
  const send = html`<button class="btn chat-send" type="submit" data-chat="send" ?disabled="${n === 0 || n > CHAT_MAX}">${t('chat.send')}</button>`;
  return html`<form class="chat-form" @submit="${on.submit}">${input}${count}${send}</form>`;
}

// No text at all when there is no error: the CSS hides the line while it is :empty.
const errorLine = (v: ChatView) =>
  html`<p class="chat-error" role="status" data-chat="error">${v.error || nothing}</p>`;

/** The spectators' chat under a seat's own, once its switch is on. */
function spectators(v: ChatView, seat: boolean): TemplateResult {
  const on = seat && v.following;
  const lines = on
    ? items(
        v,
        v.lines.filter((l) => l.channel === 'spectators'),
      )
    : nothing;
  return html`<section class="chat-spectators" ?hidden="${!on}"><h3 class="chat-title">${v.t('chat.spectators')}</h3><ol class="chat-lines" data-chat="spectator-lines">${lines}</ol></section>`;
}

function items(v: ChatView, shown: readonly ChatLine[]): unknown {
  if (shown.length === 0) return html`<li class="chat-none">${v.t('chat.none')}</li>`;
  return shown.map((l) => line(v, l));
}

function line(v: ChatView, l: ChatLine): TemplateResult {
  const own = l.from === v.you;
  return html`<li class="${own ? 'chat-line own' : 'chat-line'}" data-from="${l.from}"><span class="chat-who">${who(v, l, own)}: </span><span class="chat-text">${l.text}</span></li>`;
}

function who(v: ChatView, l: ChatLine, own: boolean): string {
  if (own) return v.t('chat.you');
  if (l.from === 'spectator') return l.name ?? v.t('chat.spectator');
  return l.name ?? v.t('chat.opponent');
}
