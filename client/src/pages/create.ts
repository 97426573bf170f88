// The home page's form: preselects a rule from ?rule=&n= (the rule pages' "play" buttons), shows
// the fields that apply, POSTs /api/games and takes the creator to the new game.
import { buildRequest, defaultN, hasN, rulePagePath, seatPath } from './create-request';

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
  const wantedN = Number.parseInt(params.get('n') ?? '', 10);
  if (wantedN >= 1 && wantedN <= 10) {
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
    const clock = form.querySelector<HTMLInputElement>('input[name=clock]:checked');
    customClock.hidden = clock?.value !== 'custom';
  };
  rule.addEventListener('change', sync);
  n.addEventListener('input', () => {
    nTouched = true;
    sync();
  });
  form.addEventListener('change', sync);
  sync();

  // The listener returns nothing; the request runs on and reports its own failure.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });

  async function send(): Promise<void> {
    const data = new FormData(form);
    const body = buildRequest((name) => {
      const v = data.get(name);
      return typeof v === 'string' ? v : null;
    });
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

const form = document.getElementById('create-game');
if (form instanceof HTMLFormElement) setup(form);
