// What the home page's two forms ("Create a game", create.ts, and "Play the computer",
// computer.ts) share: a field's message beside it, and the submit (check the values, POST
// /api/games, show the server's refusal, or go to the new game's seat). The player key goes with
// the request, so the seat taken is this player's on any device holding the key.
import { playerAuth } from '../player/key';

/** Shows or hides `message` under `input`, with aria-invalid and aria-describedby kept right. */
export function showFieldMessage(input: HTMLElement, message: HTMLElement, wrong: boolean): void {
  message.hidden = !wrong;
  const described = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id && id !== message.id);
  if (wrong) {
    input.setAttribute('aria-invalid', 'true');
    described.unshift(message.id);
  } else {
    input.removeAttribute('aria-invalid');
  }
  if (described.length > 0) input.setAttribute('aria-describedby', described.join(' '));
  else input.removeAttribute('aria-describedby');
}

// A blur caused by a press elsewhere waits for the release: a message appearing between press
// and release would move what the player is clicking on.
let pressed = false;
let pending: (() => void)[] = [];
let listening = false;
function afterRelease(check: () => void): void {
  if (!listening) {
    listening = true;
    document.addEventListener('pointerdown', () => (pressed = true), true);
    const release = () => {
      pressed = false;
      const run = pending;
      pending = [];
      setTimeout(() => run.forEach((f) => f()), 0);
    };
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
  }
  if (pressed) pending.push(check);
  else check();
}

/**
 * A field's message shows once the player leaves the field with a value the server would refuse,
 * and goes as soon as the value is right again.
 */
export function checkOnLeave(
  input: HTMLInputElement,
  message: HTMLElement,
  wrong: (value: string) => boolean,
): void {
  // Listening starts with the first field, so that a press is seen before the first blur.
  afterRelease(() => undefined);
  input.addEventListener('blur', () =>
    afterRelease(() => showFieldMessage(input, message, wrong(input.value))),
  );
  input.addEventListener('input', () => {
    if (input.getAttribute('aria-invalid') === 'true' && !wrong(input.value))
      showFieldMessage(input, message, false);
  });
}

/** The server's answer to a created game. */
export interface Created {
  id: string;
  seat: string;
  /** Empty for a game against the computer (nobody is invited). */
  invite: string;
}

export interface GameForm<Request, Field extends string> {
  form: HTMLFormElement;
  /** The `role="status"` line under the button; `data-error-text` holds "...: {message}". */
  status: HTMLElement;
  /** The request for the form's values, or the fields the server would refuse. */
  build(
    get: (name: string) => string | null,
  ): { ok: true; request: Request } | { ok: false; invalid: Field[] };
  /** Marks the wrong fields (none when the values are right) and focuses the first. */
  showInvalid(invalid: Field[]): void;
  /** Where to go once the game exists (after remembering its secrets); null: stay here. */
  arrive(created: Created): string | null;
  /** Where to send the request (default POST /api/games) and the body sent. */
  target?(request: Request): { url: string; body: unknown; busyText?: string };
  /** The page's words for a refusal of the server (default: its English message). */
  explain?(code: string, message: string): string | null;
}

/** Sends the form on submit; the button says it is busy meanwhile. */
export function handleGameForm<Request, Field extends string>(f: GameForm<Request, Field>): void {
  const submit = f.form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  // The listener returns nothing; the request runs on and reports its own failure.
  f.form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });

  async function send(): Promise<void> {
    const data = new FormData(f.form);
    const built = f.build((name) => {
      const v = data.get(name);
      return typeof v === 'string' ? v : null;
    });
    f.showInvalid(built.ok ? [] : built.invalid);
    if (!built.ok) return;
    const label = submit.textContent;
    const target = f.target?.(built.request) ?? { url: '/api/games', body: built.request };
    submit.disabled = true;
    submit.textContent = target.busyText ?? submit.dataset.busyText ?? label;
    f.status.textContent = '';
    f.status.classList.remove('error');
    const restore = () => {
      submit.disabled = false;
      submit.textContent = label;
    };
    try {
      const res = await fetch(target.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...playerAuth() },
        body: JSON.stringify(target.body),
      });
      const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (res.status !== 201 || typeof answer.id !== 'string' || typeof answer.seat !== 'string') {
        const message = typeof answer.message === 'string' ? answer.message : `HTTP ${res.status}`;
        const code = typeof answer.error === 'string' ? answer.error : '';
        throw new Error(f.explain?.(code, message) ?? message);
      }
      const invite = typeof answer.invite === 'string' ? answer.invite : '';
      const next = f.arrive({ id: answer.id, seat: answer.seat, invite });
      if (next === null) restore();
      else location.assign(next);
    } catch (e) {
      f.status.textContent = (f.status.dataset.errorText ?? '{message}').replace(
        '{message}',
        (e as Error).message,
      );
      f.status.classList.add('error');
      restore();
    }
  }
}
