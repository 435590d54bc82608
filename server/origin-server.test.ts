import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { RequestListener, Server } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppHandler, createSiteHandler } from './app';
import { Deployer } from './deployer';
import { createDeployHook, HOOK_PATH } from './hook';
import { connectionCap, createOriginServer, openFileLimit, type OriginLimits } from './origin-server';
import { ORIGIN_HEADERS_TIMEOUT_MS } from '../lib/constants';
import { get } from './testing';

const SECRET = 'a-deploy-secret-for-the-tests';
let root: string;
const servers: Server[] = [];
const sockets: Socket[] = [];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'origin-server-'));
  mkdirSync(join(root, 'uz'));
  writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(root, 'uz/index.html'), '<h1>uz</h1>');
  writeFileSync(join(root, '404.html'), '<h1>not here</h1>');
  writeFileSync(join(root, '500.html'), '<h1>server error</h1>');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** The site with the deploy hook in front, as `npm run serve` with DEPLOY_HOOK_SECRET (builds never finish here). */
function siteWithHook(): RequestListener {
  const deployer = new Deployer(() => new Promise(() => {}), { newId: () => 'attempt', secrets: [SECRET] });
  const hook = createDeployHook({ secret: SECRET, deployer, live: () => undefined });
  return createAppHandler({ site: createSiteHandler({ root }), hook: { path: HOOK_PATH, handle: hook } });
}

async function listen(limits?: Partial<OriginLimits>): Promise<number> {
  const server = createOriginServer(siteWithHook(), limits);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

interface Raw {
  socket: Socket;
  /** Everything the server sent, once it closed the connection, and after how long. */
  closed: Promise<{ text: string; afterMs: number }>;
}

/** A raw connection that sends `first` at once; nothing normalises what is sent. */
async function open(port: number, first: string): Promise<Raw> {
  const socket = connect({ host: '127.0.0.1', port });
  sockets.push(socket);
  await new Promise<void>((done, fail) => socket.once('connect', done).once('error', fail));
  const started = Date.now();
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise<{ text: string; afterMs: number }>((done) => {
    socket.on('error', () => {}); // a reset ends it as well
    socket.once('close', () => done({ text: Buffer.concat(chunks).toString('latin1'), afterMs: Date.now() - started }));
  });
  socket.write(first);
  return { socket, closed };
}

/** Writes `piece` every `everyMs` until the server closes the connection. */
function trickle(raw: Raw, piece: (i: number) => string, everyMs: number): void {
  let i = 0;
  const timer = setInterval(() => {
    if (raw.socket.destroyed || raw.socket.writableEnded) return clearInterval(timer);
    raw.socket.write(piece(i++));
  }, everyMs);
  raw.socket.once('close', () => clearInterval(timer));
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

describe('slow clients', () => {
  it('closes a connection whose head is still arriving after the headers timeout, with a 408', async () => {
    const port = await listen({ headersTimeoutMs: 1_000, requestTimeoutMs: 5_000, timeoutCheckMs: 100 });
    const raw = await open(port, 'GET /uz/ HTTP/1.1\r\nHost: site\r\n');
    trickle(raw, (i) => `X-Slow-${i}: 1\r\n`, 200);
    const { text, afterMs } = await raw.closed;
    expect(statusOf(text)).toBe(408);
    expect(afterMs).toBeGreaterThanOrEqual(900);
    expect(afterMs).toBeLessThan(3_000); // the headers timeout, not the request timeout (5 s)
  });

  it(
    'the configured server closes a head still arriving after 15 s (one header line every 3 s)',
    async () => {
      const port = await listen();
      const raw = await open(port, 'GET /uz/ HTTP/1.1\r\nHost: site\r\n');
      trickle(raw, (i) => `X-Slow-${i}: 1\r\n`, 3_000);
      const { text, afterMs } = await raw.closed;
      expect(statusOf(text)).toBe(408);
      expect(afterMs).toBeGreaterThanOrEqual(ORIGIN_HEADERS_TIMEOUT_MS - 100);
      // The timeout plus Node's check interval (1 s) and slack for a busy machine; Node's defaults took 71-87 s.
      expect(afterMs).toBeLessThan(ORIGIN_HEADERS_TIMEOUT_MS + 5_000);
    },
    ORIGIN_HEADERS_TIMEOUT_MS + 10_000,
  );

  for (const [answer, head] of [
    ['401 (no secret)', `POST ${HOOK_PATH} HTTP/1.1\r\nHost: site\r\nContent-Length: 100000\r\n\r\n`],
    ['405 (a PUT)', `PUT ${HOOK_PATH} HTTP/1.1\r\nHost: site\r\nAuthorization: Bearer ${SECRET}\r\nContent-Length: 100000\r\n\r\n`],
    ['405 of the site (a POST)', `POST /uz/ HTTP/1.1\r\nHost: site\r\nContent-Length: 100000\r\n\r\n`],
    ['413 (a body over 64 KB)', `POST ${HOOK_PATH} HTTP/1.1\r\nHost: site\r\nAuthorization: Bearer ${SECRET}\r\nContent-Length: 70000\r\n\r\n`],
  ] as const) {
    it(`cuts a slow body the hook answered without reading: ${answer}`, async () => {
      const port = await listen({ unreadBodyLingerMs: 500, requestTimeoutMs: 10_000, headersTimeoutMs: 5_000, timeoutCheckMs: 100 });
      const raw = await open(port, head);
      trickle(raw, () => 'x', 100);
      const { text, afterMs } = await raw.closed;
      expect(statusOf(text)).toBe(Number(/\d{3}/.exec(answer)![0]));
      expect(afterMs).toBeLessThan(5_000); // the linger, not the request timeout (10 s)
    });
  }

  it('cuts an accepted slow body (the secret known) at the request timeout', async () => {
    const port = await listen({ requestTimeoutMs: 1_500, headersTimeoutMs: 1_000, timeoutCheckMs: 100 });
    const raw = await open(port, `POST ${HOOK_PATH} HTTP/1.1\r\nHost: site\r\nAuthorization: Bearer ${SECRET}\r\nContent-Length: 1000\r\n\r\n`);
    trickle(raw, () => 'x', 100);
    const { text, afterMs } = await raw.closed;
    expect(statusOf(text)).toBe(408);
    expect(afterMs).toBeLessThan(5_000);
  });

  it('keeps a connection whose unread body does arrive within the linger', async () => {
    const port = await listen({ unreadBodyLingerMs: 2_000 });
    const raw = await open(port, `POST ${HOOK_PATH} HTTP/1.1\r\nHost: site\r\nContent-Length: 3\r\n\r\nab`);
    await new Promise((done) => setTimeout(done, 300));
    raw.socket.write(`c`);
    await new Promise((done) => setTimeout(done, 2_500));
    expect(raw.socket.destroyed).toBe(false);
    raw.socket.write('GET /uz/ HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n');
    const { text } = await raw.closed;
    expect(text.match(/^HTTP\/1\.1 \d{3}/gm)).toEqual(['HTTP/1.1 401', 'HTTP/1.1 200']);
  });

  it('at the connection cap, a visitor is answered, not reset: the oldest slow heads give way', async () => {
    const port = await listen({ maxConnections: 20 });
    const slow = await Promise.all(Array.from({ length: 40 }, () => open(port, 'GET /uz/ HTTP/1.1\r\nHost: site\r\n')));
    // Long before any timeout (15 s): only giving way makes room.
    const visitor = await get(port, '/uz/');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toContain('<h1>uz</h1>');
    // The first to come went first; the newest still wait for their heads.
    const firstClosed = await Promise.race([slow[0]!.closed.then(() => true), new Promise((done) => setTimeout(() => done(false), 3_000))]);
    expect(firstClosed).toBe(true);
    expect(slow.at(-1)!.socket.destroyed).toBe(false);
  });
});

describe('npm run serve under `ulimit -n 256`', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill();
  });

  // Node's defaults: past the file limit, libuv accepts and closes at once, so every new visitor was reset.
  it('answers a visitor while 400 slow clients hold connections', async () => {
    const port = await freePort();
    const { DEPLOY_HOOK_SECRET: _secret, RELEASES_DIR: _releases, ...env } = process.env;
    child = spawn('sh', ['-c', 'ulimit -n 256 && exec "$0" server/serve.ts', 'node_modules/.bin/tsx'], {
      env: { ...env, SITE_DIR: root, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((done, fail) => {
      child!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('site on') && done());
      child!.once('exit', (code) => fail(new Error(`npm run serve exited with ${code}`)));
    });
    await Promise.all(Array.from({ length: 400 }, () => open(port, 'GET /uz/ HTTP/1.1\r\nHost: site\r\n')));
    for (let i = 0; i < 3; i++) {
      const visitor = await get(port, '/uz/');
      expect(visitor.status).toBe(200);
      expect(visitor.body).toContain('<h1>uz</h1>');
    }
  }, 30_000);
});

describe('the connection cap', () => {
  it('is half the open-file limit left after a reserve, read from /proc', () => {
    expect(connectionCap(512)).toBe(224);
    expect(connectionCap(65_536)).toBe(32_736);
    const limits = join(root, 'limits');
    writeFileSync(limits, 'Limit                     Soft Limit           Hard Limit           Units\nMax open files            512                  4096                 files\n');
    expect(openFileLimit(limits)).toBe(512);
    expect(openFileLimit(join(root, 'missing'))).toBe(1024);
  });
});

describe('malformed requests', () => {
  const requests: [string, string][] = [
    ['a bad request line', 'GARBAGE\r\n\r\n'],
    ['an unknown HTTP version', 'GET /uz/ HTTP/9.9\r\nHost: site\r\n\r\n'],
    ['a header over 16 KB', `GET /uz/ HTTP/1.1\r\nHost: site\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
    ['bad percent-encoding', 'GET /uz/%E0%A4%A HTTP/1.1\r\nHost: site\r\n\r\n'],
    ['an encoded NUL', 'GET /uz/%00/ HTTP/1.1\r\nHost: site\r\n\r\n'],
    ['an absolute-form URL', 'GET http://evil.example/uz/ HTTP/1.1\r\nHost: site\r\n\r\n'],
    ['an asterisk-form URL', 'OPTIONS * HTTP/1.1\r\nHost: site\r\n\r\n'],
    ['a duplicate Host', 'GET /uz/ HTTP/1.1\r\nHost: site\r\nHost: evil.example\r\n\r\n'],
    ['no Host', 'GET /uz/ HTTP/1.1\r\n\r\n'],
    ['a control character in a header', 'GET /uz/ HTTP/1.1\r\nHost: site\r\nX-A: a\x01b\r\n\r\n'],
    ['Content-Length and Transfer-Encoding', `POST ${HOOK_PATH} HTTP/1.1\r\nHost: site\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`],
    ['a negative Content-Length', `POST ${HOOK_PATH} HTTP/1.1\r\nHost: site\r\nContent-Length: -1\r\n\r\n`],
    ['a backslash path', 'GET /\\evil.example/ HTTP/1.1\r\nHost: site\r\n\r\n'],
    ['a traversal', 'GET /uz/../../etc/passwd HTTP/1.1\r\nHost: site\r\n\r\n'],
    ['a bad Range', 'GET /uz/ HTTP/1.1\r\nHost: site\r\nRange: bytes=zz\r\n\r\n'],
  ];
  for (const [what, request] of requests) {
    it(`answers ${what} with a 4xx, never a 5xx`, async () => {
      const port = await listen();
      // `Connection: close` rather than a half-close, which Node answers by closing before an asynchronous answer.
      const raw = await open(port, request.replace('\r\n', '\r\nConnection: close\r\n'));
      const { text } = await raw.closed;
      const status = statusOf(text);
      expect(status, text.slice(0, 200)).toBeGreaterThanOrEqual(200);
      expect(status, text.slice(0, 200)).toBeLessThan(500);
    });
  }
});
