// The settings page's script (src/pages/settings.ts is its markup): shows this browser's player
// key with a copy button and a QR code, takes a key copied from another device, makes a new key
// after a confirmation, and reads and sets the display name (GET/PUT /api/player).
import { svgElement } from '../lib/draw';
import { callApi, refusalOf } from './api';
import { playerKey, resetPlayerKey, setPlayerKey, validKey } from './key';
import { type PlayerT, playerWords, refusalText } from './words';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function say(el: HTMLElement, text: string, error = false): void {
  el.textContent = text;
  el.classList.toggle('error', error);
}

function showKey(): void {
  const key = playerKey();
  byId<HTMLInputElement>('player-key').value = key;
  const qr = byId<HTMLElement>('key-qr');
  qr.dataset.key = '';
  // Loaded only here: most pages never draw a QR code.
  void import('qrcode')
    .then((m) => m.default.toString(key, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
    .then((svg: string) => {
      if (playerKey() !== key) return; // a newer key is being drawn
      qr.replaceChildren(svgElement(svg) ?? '');
      qr.dataset.key = 'drawn';
    })
    .catch(() => {
      qr.textContent = '';
    });
}

function keyParts(t: PlayerT): void {
  const status = byId<HTMLElement>('copy-status');
  byId<HTMLButtonElement>('copy-key').addEventListener('click', () => {
    const input = byId<HTMLInputElement>('player-key');
    input.select();
    navigator.clipboard.writeText(input.value).then(
      () => say(status, t('settings.key.copied')),
      () => say(status, t('settings.key.copyFailed'), true),
    );
  });

  const useForm = byId<HTMLFormElement>('use-form');
  const useInput = byId<HTMLInputElement>('use-key');
  const useStatus = byId<HTMLElement>('use-status');
  useForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const key = useInput.value.trim();
    if (!validKey(key)) {
      useInput.setAttribute('aria-invalid', 'true');
      return say(useStatus, t('settings.use.bad'), true);
    }
    useInput.removeAttribute('aria-invalid');
    setPlayerKey(key);
    useInput.value = '';
    showKey();
    say(useStatus, t('settings.use.done'));
    void loadName(t);
  });

  const reset = byId<HTMLButtonElement>('reset-key');
  const confirm = byId<HTMLElement>('reset-confirm');
  const resetStatus = byId<HTMLElement>('reset-status');
  const close = () => {
    confirm.hidden = true;
    reset.hidden = false;
    reset.focus();
  };
  reset.addEventListener('click', () => {
    confirm.hidden = false;
    reset.hidden = true;
    say(resetStatus, '');
    byId<HTMLButtonElement>('reset-no').focus();
  });
  byId<HTMLButtonElement>('reset-no').addEventListener('click', close);
  confirm.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') close();
  });
  byId<HTMLButtonElement>('reset-yes').addEventListener('click', () => {
    resetPlayerKey();
    showKey();
    close();
    say(resetStatus, t('settings.reset.done'));
    byId<HTMLInputElement>('display-name').value = '';
  });
}

async function loadName(t: PlayerT): Promise<void> {
  const input = byId<HTMLInputElement>('display-name');
  try {
    const a = await callApi('GET', '/api/player');
    if (a.status === 200) input.value = typeof a.body.name === 'string' ? a.body.name : '';
  } catch {
    say(byId('name-status'), t('error.offline'), true);
  }
}

function nameForm(t: PlayerT): void {
  const form = byId<HTMLFormElement>('name-form');
  const input = byId<HTMLInputElement>('display-name');
  const status = byId<HTMLElement>('name-status');
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void save();
  });
  async function save(): Promise<void> {
    // Sent as typed: the server alone decides what a name may be, and its refusal is shown.
    const name = input.value === '' ? null : input.value;
    button.disabled = true;
    try {
      const a = await callApi('PUT', '/api/player', { name });
      if (a.status === 200) {
        input.removeAttribute('aria-invalid');
        const saved = typeof a.body.name === 'string' ? a.body.name : null;
        say(status, saved ? t('settings.name.saved', { name: saved }) : t('settings.name.cleared'));
      } else {
        const r = refusalOf(a);
        if (r.code === 'bad-name') input.setAttribute('aria-invalid', 'true');
        say(status, refusalText(t, r.code, r.message), true);
      }
    } catch {
      say(status, t('error.offline'), true);
    } finally {
      button.disabled = false;
    }
  }
}

export function mountSettings(): void {
  if (!document.getElementById('settings')) return;
  const t = playerWords();
  showKey();
  keyParts(t);
  nameForm(t);
  void loadName(t);
}
