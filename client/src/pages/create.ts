// The home page's form: preselects a rule from ?rule=&n= (the rule pages' "play" buttons), shows
// the fields that apply, POSTs /api/games and takes the creator to the new game.
// The "Play the computer" form on the same page (computer.ts) shares this entry.
import './computer';
import {
  type FieldName,
  LIMITS,
  buildRequest,
  defaultN,
  fieldValue,
  hasN,
  rulePagePath,
  seatPath,
} from './create-request';

function setup(form: HTMLFormElement): void {
  const rule = form.elements.namedItem('rule') as HTMLSelectElement;
  const n = form.elements.namedItem('n') as HTMLInputElement;
  const nField = document.getElementById('n-field') as HTMLElement;
  const customClock = document.getElementById('custom-clock') as HTMLElement;
  const status = document.getElementById('create-status') as HTMLElement;
  const ruleInfo = document.getElementById('rule-info') as HTMLAnchorElement;
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  let nTouched = false;

  const params = new URLSearchParams(location.search);
  const wanted = params.get('rule');
  if (wanted && [...rule.options].some((o) => o.value === wanted)) rule.value = wanted;
  const wantedN = fieldValue('n', params.get('n'));
  if (wantedN !== null) {
    n.value = String(wantedN);
    nTouched = true;
  }

  const sync = () => {
    const r = rule.value;
    nField.hidden = !hasN(r);
    if (!nTouched) n.value = String(defaultN(r));
    document.getElementById('n-hint-soosorv')!.hidden = r !== 'soosorv';
    document.getElementById('n-hint-taraguchi')!.hidden = r !== 'taraguchi';
    ruleInfo.href = rulePagePath(r, Number.parseInt(n.value, 10));
    customClock.hidden = (form.elements.namedItem('clock') as HTMLSelectElement).value !== 'custom';
    summarizeOptions(form);
  };
  rule.addEventListener('change', sync);
  n.addEventListener('input', () => {
    nTouched = true;
    sync();
  });
  form.addEventListener('change', sync);
  sync();

  // A field's message shows once the player leaves the field (or submits) with a value the server
  // would refuse, and goes as soon as the value is right again.
  const fields = Object.keys(LIMITS) as FieldName[];
  const showError = (field: FieldName, wrong: boolean) => {
    const input = form.elements.namedItem(field) as HTMLInputElement;
    const message = document.getElementById(`${field}-error`)!;
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
  };
  // A blur caused by a press elsewhere waits for the release: a message appearing between press
  // and release would move what the player is clicking on.
  let pressed = false;
  let pending: (() => void)[] = [];
  document.addEventListener('pointerdown', () => (pressed = true), true);
  const release = () => {
    pressed = false;
    const run = pending;
    pending = [];
    setTimeout(() => run.forEach((f) => f()), 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  for (const field of fields) {
    const input = form.elements.namedItem(field) as HTMLInputElement;
    input.addEventListener('blur', () => {
      const check = () => showError(field, fieldValue(field, input.value) === null);
      if (pressed) pending.push(check);
      else check();
    });
    input.addEventListener('input', () => {
      if (input.getAttribute('aria-invalid') === 'true' && fieldValue(field, input.value) !== null)
        showError(field, false);
    });
  }

  // The listener returns nothing; the request runs on and reports its own failure.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });
  async function send(): Promise<void> {
    const data = new FormData(form);
    const built = buildRequest((name) => {
      const v = data.get(name);
      return typeof v === 'string' ? v : null;
    });
    for (const field of fields) showError(field, !built.ok && built.invalid.includes(field));
    if (!built.ok) {
      (form.elements.namedItem(built.invalid[0]!) as HTMLInputElement).focus();
      return;
    }
    const body = built.request;
    const label = submit.textContent;
    submit.disabled = true;
    submit.textContent = submit.dataset.busyText ?? label;
    status.textContent = '';
    try {
      const res = await fetch('/api/games', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (res.status !== 201 || typeof answer.id !== 'string' || typeof answer.seat !== 'string') {
        throw new Error(typeof answer.message === 'string' ? answer.message : `HTTP ${res.status}`);
      }
      const invite = typeof answer.invite === 'string' ? answer.invite : '';
      localStorage.setItem(`renju.seat.${answer.id}`, answer.seat);
      if (invite) localStorage.setItem(`renju.invite.${answer.id}`, invite);
      location.assign(seatPath(answer.id, answer.seat, invite));
    } catch (e) {
      status.textContent = (status.dataset.errorText ?? '{message}').replace(
        '{message}',
        (e as Error).message,
      );
      status.classList.add('error');
      submit.disabled = false;
      submit.textContent = label;
    }
  }
}

/** The folded options' summary says what they are set to ("you open · a foul loses · ..."). */
function summarizeOptions(form: HTMLFormElement): void {
  const summary = document.getElementById('options-summary');
  if (!summary) return;
  const checked = (name: string) =>
    form.querySelector<HTMLInputElement>(`input[name=${name}]:checked`)?.value;
  const parts = [
    `opener-${checked('opener') ?? 'creator'}`,
    `fouls-${checked('fouls') ?? 'reject'}`,
    `takebacks-${checked('takebacks') ? 'on' : 'off'}`,
  ];
  summary.textContent = parts.map((name) => summary.getAttribute(`data-${name}`) ?? '').join(' · ');
}

const form = document.getElementById('create-game');
if (form instanceof HTMLFormElement) setup(form);
