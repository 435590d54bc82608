/** A real HTTP server for tests: scripted answers; records requests and the most in flight. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface RecordedRequest {
  method: string;
  /** Path without the `/api` prefix, e.g. `/news`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

export type Handler = (request: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export interface TestServer {
  /** Base URL with the `/api` prefix, like the real one. */
  baseURL: string;
  origin: string;
  requests: RecordedRequest[];
  readonly inFlight: number;
  readonly maxInFlight: number;
  /** Replace the handler between tests. */
  handle(handler: Handler): void;
  reset(): void;
  close(): Promise<void>;
}

const API_PREFIX = '/api';

export async function startTestServer(initial: Handler = (_req, res) => sendJson(res, 404, { message: 'Not found' })): Promise<TestServer> {
  let handler = initial;
  let inFlight = 0;
  let maxInFlight = 0;
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    // 'finish' comes before the client sees the end, so an immediate next request is not over-counted.
    let done = false;
    const settle = () => {
      if (!done) {
        done = true;
        inFlight -= 1;
      }
    };
    res.on('finish', settle);
    res.on('close', settle);
    const url = new URL(req.url ?? '/', 'http://test.invalid');
    const path = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : url.pathname;
    const recorded: RecordedRequest = { method: req.method ?? 'GET', path, query: url.searchParams, headers: req.headers };
    requests.push(recorded);
    Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    baseURL: `${origin}${API_PREFIX}`,
    origin,
    requests,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    handle(next) {
      handler = next;
    },
    reset() {
      requests.length = 0;
      maxInFlight = inFlight;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
