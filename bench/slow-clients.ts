// Slow clients against a running server (docs/decisions/slow-clients.md): opens N connections that send
// one header line every few seconds, then times a visitor's page. Not part of `npm run bench`.
//   npx tsx bench/slow-clients.ts --url http://127.0.0.1:3000/uz/ --clients 600 [--every 5] [--watch 20]
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000/uz/' },
    clients: { type: 'string', default: '200' },
    every: { type: 'string', default: '5' },
    watch: { type: 'string', default: '20' },
  },
});
const url = new URL(values.url);
const clients = Number(values.clients);
const everyMs = Number(values.every) * 1000;
const watchMs = Number(values.watch) * 1000;
const host = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname;
const port = Number(url.port || 80);

const lifetimes: number[] = [];
let refused = 0;
const open = new Set<Socket>();

function slowClient(): void {
  const started = Date.now();
  const socket = connect({ host, port });
  open.add(socket);
  let line = 0;
  let timer: NodeJS.Timeout | undefined;
  socket.once('connect', () => {
    socket.write(`GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\n`);
    timer = setInterval(() => socket.write(`X-Slow-${line++}: 1\r\n`), everyMs);
  });
  socket.resume(); // read the server's 408 and its close
  socket.on('error', () => {
    if (!timer) refused++;
  });
  socket.once('close', () => {
    clearInterval(timer);
    open.delete(socket);
    if (timer) lifetimes.push(Date.now() - started);
  });
}

/** One visitor's GET: its status and time, or the error (a reset, a refusal). */
function visit(): Promise<string> {
  const started = Date.now();
  return new Promise((done) => {
    const req = request({ host, port, path: url.pathname, agent: false, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => done(`${res.statusCode} in ${Date.now() - started} ms`));
    });
    req.on('timeout', () => req.destroy(new Error('no answer in 30 s')));
    req.on('error', (error) => done(`${(error as NodeJS.ErrnoException).code ?? error.message} after ${Date.now() - started} ms`));
    req.end();
  });
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));
for (let i = 0; i < clients; i++) {
  slowClient();
  if (i % 50 === 49) await wait(20);
}
await wait(1_000);
console.log(`${clients} slow clients (a header line every ${values.every} s) on ${url.href}: ${open.size} open, ${refused} refused`);
const visits: string[] = [];
for (let i = 0; i < 5; i++) visits.push(await visit());
console.log(`a visitor's page, 5 times in a row: ${visits.join(', ')}`);
await wait(watchMs);
const sorted = [...lifetimes].sort((a, b) => a - b);
const median = sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
console.log(
  `after ${values.watch} s: ${sorted.length} slow clients closed by the server (lifetime median ${(median / 1000).toFixed(1)} s, ` +
    `max ${((sorted.at(-1) ?? 0) / 1000).toFixed(1)} s), ${open.size} still open`,
);
for (const socket of open) socket.destroy();
