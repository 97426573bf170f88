// Requests of the analysis board: POST /api/analysis (docs/api.md) and a played game's record.
// The readers here are the only code that touches the server's raw JSON.
import type {
  Kind,
  LocalAnswer,
  Move,
  Over,
  PositionInfo,
  SearchAnswer,
  Side,
  SolveAnswer,
} from './state';

export type Answer<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; code: string; message: string; retryAfter: number };

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const side = (v: unknown): Side => (v === 'white' ? 'white' : 'black');
const points = (v: unknown): (string | null)[] =>
  Array.isArray(v) ? v.map((p) => (typeof p === 'string' ? p : null)) : [];

function readOver(v: unknown): Over | null {
  if (!isObject(v)) return null;
  const over: Over = {
    winner: v.winner === 'black' || v.winner === 'white' ? v.winner : null,
    reason: str(v.reason) as Over['reason'],
    move: num(v.move),
  };
  if (typeof v.point === 'string') over.point = v.point;
  if (typeof v.kind === 'string') over.kind = v.kind as Kind;
  return over;
}

export function readSearch(v: unknown): SearchAnswer | null {
  if (!isObject(v)) return null;
  const out: SearchAnswer = {
    best: typeof v.best === 'string' ? v.best : null,
    score: num(v.score),
    mate: v.mate === true,
    depth: num(v.depth),
    nodes: num(v.nodes),
    timeMs: num(v.timeMs),
    pv: points(v.pv),
  };
  if (typeof v.mateIn === 'number') out.mateIn = v.mateIn;
  return out;
}

export function readSolve(v: unknown): SolveAnswer | null {
  if (!isObject(v)) return null;
  const verdict = v.verdict === 'win' || v.verdict === 'none' ? v.verdict : 'unknown';
  return {
    side: side(v.side),
    kind: v.kind === 'vct' ? 'vct' : 'vcf',
    verdict,
    line: points(v.line),
    byFoul: v.byFoul === true,
    nodes: num(v.nodes),
    timeMs: num(v.timeMs),
  };
}

/** A step's answer of the browser's engine (wasm/analysis.cpp), null when unreadable. */
export function readLocal(v: unknown): LocalAnswer | null {
  if (!isObject(v) || v.ready !== true) return null;
  return {
    toMove: side(v.toMove),
    steps: num(v.steps),
    nodes: num(v.nodes),
    timeMs: num(v.timeMs),
    nps: num(v.nps),
    done: v.done === true,
    search: readSearch(v.search),
    multipv: Array.isArray(v.multipv)
      ? v.multipv.map(readSearch).filter((x): x is SearchAnswer => x !== null)
      : [],
    threat: readSolve(v.threat),
  };
}

export function readPosition(v: unknown): PositionInfo | null {
  if (!isObject(v) || !Array.isArray(v.moves)) return null;
  return {
    moves: v.moves.map(str),
    toMove: side(v.toMove),
    over: readOver(v.over),
    forbidden: Array.isArray(v.forbidden)
      ? v.forbidden
          .filter(isObject)
          .map((f) => ({ point: str(f.point), kind: str(f.kind) as Kind }))
      : [],
    search: readSearch(v.search),
    solve: readSolve(v.solve),
  };
}

async function post(body: Json, signal?: AbortSignal): Promise<Answer<PositionInfo>> {
  let r: Response;
  try {
    r = await fetch('/api/analysis', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (e) {
    return { ok: false, status: 0, code: 'network', message: String(e), retryAfter: 2 };
  }
  const json: unknown = await r.json().catch(() => null);
  if (!r.ok || !isObject(json)) {
    const err = isObject(json) ? json : {};
    return {
      ok: false,
      status: r.status,
      code: str(err.error) || 'error',
      message: str(err.message) || `HTTP ${r.status}`,
      retryAfter: Number(r.headers.get('Retry-After') ?? '') || 1,
    };
  }
  const pos = readPosition(json);
  if (!pos) return { ok: false, status: r.status, code: 'bad-answer', message: '', retryAfter: 1 };
  return { ok: true, value: pos };
}

/** Whose turn, the end of the game, Black's forbidden points: answered at once. */
export function fetchPosition(moves: readonly Move[]): Promise<Answer<PositionInfo>> {
  return post({ moves: [...moves], search: false });
}

/** A pasted record (any format the server reads); the answer's `moves` is its move list. */
export function fetchRecord(record: string): Promise<Answer<PositionInfo>> {
  return post({ record, search: false });
}

/** The engine's evaluation and best line (about `timeMs` of engine time). */
export function fetchSearch(moves: readonly Move[], timeMs: number, signal?: AbortSignal) {
  return post({ moves: [...moves], search: { level: 8, timeMs } }, signal);
}

/** A VCF or VCT search for `attacker`. */
export function fetchSolve(moves: readonly Move[], attacker: Side, kind: 'vcf' | 'vct') {
  return post({ moves: [...moves], search: false, solve: { side: attacker, kind, timeMs: 3000 } });
}

/** A played game's record, as SGF (the rules library reads it back, passes included). */
export async function fetchGameRecord(id: string): Promise<Answer<string>> {
  try {
    const r = await fetch(`/api/games/${encodeURIComponent(id)}/record?format=sgf`);
    if (!r.ok) {
      const err: unknown = await r.json().catch(() => null);
      return {
        ok: false,
        status: r.status,
        code: isObject(err) ? str(err.error) : 'error',
        message: isObject(err) ? str(err.message) : `HTTP ${r.status}`,
        retryAfter: 1,
      };
    }
    return { ok: true, value: await r.text() };
  } catch (e) {
    return { ok: false, status: 0, code: 'network', message: String(e), retryAfter: 2 };
  }
}
