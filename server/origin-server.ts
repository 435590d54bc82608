// The HTTP server `npm run serve` and the tests listen with: Node's server with limits on slow clients, so a
// client that trickles its head or body, or thousands of them, cannot hold the origin (docs/decisions/slow-clients.md).
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import {
  ORIGIN_HEADERS_TIMEOUT_MS,
  ORIGIN_KEEP_ALIVE_TIMEOUT_MS,
  ORIGIN_REQUEST_TIMEOUT_MS,
  ORIGIN_RESERVED_FILE_DESCRIPTORS,
  ORIGIN_TIMEOUT_CHECK_MS,
  ORIGIN_UNREAD_BODY_LINGER_MS,
} from '../lib/constants';

export interface OriginLimits {
  /** The whole request head (request line and headers); Node answers 408 and closes after it. */
  headersTimeoutMs: number;
  /** The whole request, body included. */
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** How often Node looks for connections past the two timeouts above. */
  timeoutCheckMs: number;
  /** After an answer that left the body unread (401, 405, 413), how long the rest may still take. */
  unreadBodyLingerMs: number;
  /** Open connections at most; at the cap, a new one takes the place of the oldest that has no request in progress. */
  maxConnections: number;
}

/** The soft limit on open files (`ulimit -n`), from /proc on Linux; 1024 (the usual default) elsewhere. */
export function openFileLimit(limits = '/proc/self/limits'): number {
  try {
    const soft = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync(limits, 'utf8'))?.[1];
    if (soft === 'unlimited') return Number.MAX_SAFE_INTEGER;
    if (soft) return Number(soft);
  } catch {
    // not Linux: fall through
  }
  return 1024;
}

/** Half of what is left after the reserve: each connection may also have one file open while it is answered. */
export function connectionCap(fileLimit = openFileLimit()): number {
  return Math.max(16, Math.floor((fileLimit - ORIGIN_RESERVED_FILE_DESCRIPTORS) / 2));
}

const ORIGIN_LIMITS: Readonly<OriginLimits> = {
  headersTimeoutMs: ORIGIN_HEADERS_TIMEOUT_MS,
  requestTimeoutMs: ORIGIN_REQUEST_TIMEOUT_MS,
  keepAliveTimeoutMs: ORIGIN_KEEP_ALIVE_TIMEOUT_MS,
  timeoutCheckMs: ORIGIN_TIMEOUT_CHECK_MS,
  unreadBodyLingerMs: ORIGIN_UNREAD_BODY_LINGER_MS,
  maxConnections: connectionCap(),
};

const hasBody = (req: IncomingMessage) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

export function createOriginServer(handler: RequestListener, overrides: Partial<OriginLimits> = {}): Server {
  const limits = { ...ORIGIN_LIMITS, ...overrides };
  /** Every open connection, oldest first; those with a request being answered are also in `answering`. */
  const open = new Set<Socket>();
  const answering = new Set<Socket>();

  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckMs,
    },
    (req, res) => {
      const socket = req.socket;
      answering.add(socket);
      res.once('close', () => answering.delete(socket));
      if (hasBody(req)) {
        // Answered without reading the body (Node then discards it): cut a client still sending it after the linger.
        res.once('finish', () => {
          if (req.complete) return;
          const cut = setTimeout(() => socket.destroy(), limits.unreadBodyLingerMs);
          req.once('end', () => clearTimeout(cut));
          socket.once('close', () => clearTimeout(cut));
        });
      }
      handler(req, res);
    },
  );

  // Past the cap, the oldest connection with no request in progress (a head still trickling in, an idle
  // keep-alive) gives way: a new visitor is answered rather than reset, and slow clients only evict each other.
  server.on('connection', (socket: Socket) => {
    if (open.size >= limits.maxConnections) {
      const idle = [...open].find((candidate) => !answering.has(candidate));
      if (!idle) return socket.destroy();
      open.delete(idle);
      idle.destroy();
    }
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return server;
}
