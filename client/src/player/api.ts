// The player's API calls: JSON in and out, with the player key in Authorization.
import { playerAuth } from './key';
import type { Answer } from './words';

/** Calls the API as this player. Rejects only when the server cannot be reached. */
export async function callApi(method: string, path: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { ...playerAuth() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const r = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await r.json().catch(() => ({}))) as unknown;
  const answer = json && typeof json === 'object' && !Array.isArray(json) ? json : {};
  return { status: r.status, body: answer as Record<string, unknown> };
}

/** The refusal in an answer: its code and message ('' when the answer is not a refusal). */
export function refusalOf(a: Answer): { code: string; message: string } {
  const code = typeof a.body.error === 'string' ? a.body.error : `http-${a.status}`;
  const message = typeof a.body.message === 'string' ? a.body.message : `HTTP ${a.status}`;
  return { code, message };
}
