// The game's WebSocket (docs/protocol.md): connects, says hello with the seat and the last seen
// version, reconnects with growing delays when the line drops, and keeps the line checked with
// application pings. Messages are handed to a table of handlers keyed by type (main.ts).

/** One message from the server: the envelope of docs/protocol.md. */
export interface Envelope {
  t: string;
  v?: number;
  d?: unknown;
}

export type Handlers = Record<string, (msg: Envelope) => void>;

export interface SocketHooks {
  /** The socket opened: return the `hello` data to send (seat secret, player key, last version). */
  hello(): { seat?: string; player?: string; since?: number; live?: boolean };
  /** The line went up or down (for the connection indicator). */
  status(up: boolean): void;
  /** Called for types the table does not know. */
  unknown?(msg: Envelope): void;
}

/** Delay before reconnect attempt `n` (0-based): 0.5 s doubling to 8 s, with some jitter. */
export function backoffMs(n: number, random: () => number = Math.random): number {
  const base = Math.min(8000, 500 * 2 ** Math.min(n, 4));
  return Math.round(base * (0.75 + 0.5 * random()));
}

/** Parses one text frame; null when it is not an envelope. */
export function parseEnvelope(data: unknown): Envelope | null {
  if (typeof data !== 'string') return null;
  try {
    const o = JSON.parse(data) as unknown;
    if (o === null || typeof o !== 'object' || typeof (o as Envelope).t !== 'string') return null;
    return o as Envelope;
  } catch {
    return null;
  }
}

/**
 * The messages one frame carries: a `batch` (frames the server wrote together, in order; the
 * lobby socket's) or the frame itself. Elements that are not envelopes are skipped.
 */
export function unbatch(msg: Envelope): Envelope[] {
  if (msg.t !== 'batch') return [msg];
  if (!Array.isArray(msg.d)) return [];
  return (msg.d as unknown[]).filter(
    (m): m is Envelope =>
      m !== null && typeof m === 'object' && typeof (m as Envelope).t === 'string',
  );
}

export interface GameSocket {
  send(t: string, d?: unknown): boolean;
  /** Stops for good (a rematch redirect, leaving the page). */
  close(): void;
  /** Drops the line now and reconnects at once (e.g. a version gap that `sync` did not mend). */
  reconnectNow(): void;
}

const PING_EVERY_MS = 20_000;
const PONG_WITHIN_MS = 10_000;

/** Opens the socket of a game and keeps it open until close(). */
export function openGameSocket(url: string, handlers: Handlers, hooks: SocketHooks): GameSocket {
  let ws: WebSocket | null = null;
  let attempts = 0;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | null = null;

  const clearTimers = () => {
    if (pingTimer) clearInterval(pingTimer);
    if (pongTimer) clearTimeout(pongTimer);
    pingTimer = null;
    pongTimer = null;
  };

  /** The line is gone: say so and schedule the next attempt. */
  const lost = () => {
    ws = null;
    clearTimers();
    hooks.status(false);
    if (!stopped && !retryTimer) retryTimer = setTimeout(connect, backoffMs(attempts++));
  };

  /**
   * Gives up the current socket at once (no pong, or the browser says the network is gone): a
   * dead TCP connection can take minutes to report its own end.
   */
  const drop = () => {
    const sock = ws;
    if (!sock) return;
    sock.onclose = null;
    sock.onmessage = null;
    sock.close(4000, 'dropped');
    lost();
  };

  const connect = () => {
    retryTimer = null;
    if (stopped) return;
    const sock = new WebSocket(url);
    ws = sock;
    sock.onopen = () => {
      attempts = 0;
      sock.send(JSON.stringify({ t: 'hello', d: hooks.hello() }));
      hooks.status(true);
      pingTimer = setInterval(() => {
        if (sock.readyState !== WebSocket.OPEN) return;
        sock.send(JSON.stringify({ t: 'ping' }));
        if (!pongTimer) pongTimer = setTimeout(drop, PONG_WITHIN_MS);
      }, PING_EVERY_MS);
    };
    sock.onmessage = (ev: MessageEvent) => {
      const frame = parseEnvelope(ev.data);
      if (!frame) return;
      for (const msg of unbatch(frame)) {
        if (msg.t === 'pong' && pongTimer) {
          clearTimeout(pongTimer);
          pongTimer = null;
        }
        const h = handlers[msg.t];
        if (h) h(msg);
        else hooks.unknown?.(msg);
      }
    };
    sock.onclose = () => {
      if (ws === sock) lost();
    };
    sock.onerror = () => {
      // onclose follows and schedules the retry
    };
  };

  // Come back at once when the browser says the network is back or the tab is shown again.
  const wake = () => {
    if (stopped || ws) return;
    if (retryTimer) clearTimeout(retryTimer);
    connect();
  };
  window.addEventListener('online', wake);
  window.addEventListener('offline', drop);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') wake();
  });

  connect();
  return {
    send(t, d) {
      if (!ws || ws.readyState !== WebSocket.OPEN) return false;
      ws.send(JSON.stringify(d === undefined ? { t } : { t, d }));
      return true;
    },
    close() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      clearTimers();
      ws?.close(1000);
      ws = null;
    },
    reconnectNow() {
      drop();
    },
  };
}
