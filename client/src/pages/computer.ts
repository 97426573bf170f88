// The home page's "Play the computer" form (computer-form.ts): shows N for the rules that have it,
// says what the colour means under the chosen rule, POSTs /api/games with a computer and takes the
// player to their seat. Loaded with the create form's entry.
import { buildComputerRequest } from './computer-request';
import { defaultN, hasN } from './create-request';

function setup(form: HTMLFormElement): void {
  const rule = form.elements.namedItem('rule') as HTMLSelectElement;
  const n = form.elements.namedItem('n') as HTMLInputElement;
  const nField = document.getElementById('c-n-field')!;
  const nError = document.getElementById('c-n-error')!;
  const hint = document.getElementById('c-color-hint')!;
  const status = document.getElementById('computer-status')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')!;

  const sync = () => {
    nField.hidden = !hasN(rule.value);
    n.value = String(defaultN(rule.value));
    nError.hidden = true;
    n.removeAttribute('aria-invalid');
    hint.textContent = hint.dataset[rule.value === 'standard' ? 'standard' : 'swaps'] ?? '';
  };
  rule.addEventListener('change', sync);
  sync();

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });

  async function send(): Promise<void> {
    const data = new FormData(form);
    const built = buildComputerRequest((name) => {
      const v = data.get(name);
      return typeof v === 'string' ? v : null;
    });
    if (!built.ok) {
      nError.hidden = !built.invalid.includes('n');
      if (!nError.hidden) {
        n.setAttribute('aria-invalid', 'true');
        n.setAttribute('aria-describedby', nError.id);
        n.focus();
      }
      return;
    }
    const label = submit.textContent;
    submit.disabled = true;
    submit.textContent = submit.dataset.busyText ?? label;
    status.textContent = '';
    status.classList.remove('error');
    try {
      const res = await fetch('/api/games', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(built.request),
      });
      const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (res.status !== 201 || typeof answer.id !== 'string' || typeof answer.seat !== 'string') {
        throw new Error(typeof answer.message === 'string' ? answer.message : `HTTP ${res.status}`);
      }
      localStorage.setItem(`renju.seat.${answer.id}`, answer.seat);
      // Nobody is invited to a game against the computer: the seat link alone, no invite panel.
      location.assign(
        `/g/${encodeURIComponent(answer.id)}#seat=${encodeURIComponent(answer.seat)}`,
      );
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

const form = document.getElementById('play-computer');
if (form instanceof HTMLFormElement) setup(form);
