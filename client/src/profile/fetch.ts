// One GET of the public API, read by a reader of model.ts: the value, or why there is none.
export type Got<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

export async function getJson<T>(url: string, read: (v: unknown) => T | null): Promise<Got<T>> {
  try {
    const r = await fetch(url, { headers: { accept: 'application/json' } });
    const body: unknown = await r.json().catch(() => null);
    const message =
      body &&
      typeof body === 'object' &&
      typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : `HTTP ${r.status}`;
    if (!r.ok) return { ok: false, status: r.status, message };
    const value = read(body);
    return value === null
      ? { ok: false, status: r.status, message: 'unexpected answer' }
      : { ok: true, value };
  } catch (e) {
    return { ok: false, status: 0, message: (e as Error).message };
  }
}
