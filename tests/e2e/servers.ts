// Servers the browser suites start themselves: nginx with the shipped config, Varnish, the publishing specs'
// stand-in API; and a raw GET.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createConnection, createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { startStandIn, type StandIn, type StandInOptions } from '../../stand-in/server';

export const NGINX = '/usr/sbin/nginx';
/** What Debian's libnginx-mod-http-brotli-static puts in /etc/nginx/modules-enabled/, with the path made absolute (the test's nginx runs with its own prefix). */
export const BROTLI_STATIC_MODULE = 'load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;';
/** The nginx suites list this loopback address as the proxy in front; requests from 127.0.0.1 are anyone's. */
export const TRUSTED_PROXY = '127.0.0.2';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  raw: Buffer;
}

/** node:http sends the path exactly as given (fetch and the browser would normalise `..` away). */
export function raw(origin: string, path: string, init: { method?: string; headers?: Record<string, string>; localAddress?: string } = {}): Promise<Reply> {
  const { hostname, port } = new URL(origin);
  return new Promise((done, fail) => {
    const host = hostname === 'localhost' ? '127.0.0.1' : hostname;
    const req = request({ host, port, path, method: init.method ?? 'GET', headers: init.headers, localAddress: init.localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        done({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('latin1'), raw: body });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/**
 * Where the specs that publish (hostile-build, publishing, varnish) run their stand-in APIs, each in turn: they share
 * one Playwright worker (playwright.config.ts), so one address at a time. One API URL is one code fingerprint, so the
 * later specs' builds find the first one's compile (lib/publish/compiled-server.ts) and skip it.
 */
export const PUBLISHING_API = { host: '127.0.0.1', port: Number(process.env.E2E_PUBLISHING_API_PORT ?? 4019) } as const;
export const publishingApiUrl = `http://${PUBLISHING_API.host}:${PUBLISHING_API.port}/api`;

/** The stand-in API a publishing spec builds from, at PUBLISHING_API, in the test's own process. */
export function startPublishingStandIn(options: Omit<StandInOptions, 'host' | 'port'> = {}): Promise<StandIn> {
  return startStandIn({ ...options, ...PUBLISHING_API });
}

export async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, log: string, name = 'nginx', timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${existsSync(log) ? readFileSync(log, 'utf8') : ''}`);
    const open = await new Promise<boolean>((done) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        done(true);
      }).on('error', () => done(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not listen within ${timeoutMs / 1000} s`);
}

export interface RunningNginx {
  origin: string;
  stop(): Promise<void>;
}

/**
 * nginx with federation.conf, only paths and port changed and TRUSTED_PROXY in front, serving `include`'s release
 * (main context as its install note asks: `pcre_jit on`).
 * One worker for the tests; the load bench asks for `auto`, as Debian's nginx.conf has and its limit uses.
 */
export async function startNginx(include: string, { workers = '1' }: { workers?: '1' | 'auto' } = {}): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-e2e-'));
  const releases = join(dir, 'releases');
  mkdirSync(releases);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  const port = await freePort();
  // Nothing listens there: the deploy hook's server is down, so nginx answers its path with a 502.
  const hookPort = await freePort();
  const site = readFileSync('deploy/nginx/federation.conf', 'utf8')
    .replaceAll('/srv/federation/releases', releases)
    .replace('proxy_pass http://127.0.0.1:3000;', `proxy_pass http://127.0.0.1:${hookPort};`)
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(geo \$federation_trusted_proxy \{\n)/m, `$1    ${TRUSTED_PROXY} 1;\n`);
  if (!site.includes(`127.0.0.1:${hookPort};`)) throw new Error('federation.conf no longer proxies the deploy hook to 127.0.0.1:3000');
  if (!site.includes(`    ${TRUSTED_PROXY} 1;`)) throw new Error('federation.conf has no geo $federation_trusted_proxy block to list the test proxy in');
  writeFileSync(join(dir, 'federation.conf'), site);
  writeFileSync(join(releases, 'nginx.conf'), include);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${BROTLI_STATIC_MODULE}
user ${userInfo().username};
worker_processes ${workers};
pcre_jit on;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  default_type application/octet-stream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/federation.conf;
}
`,
  );
  const log = join(dir, 'error.log');
  const nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', log, '-g', 'daemon off;'], { stdio: 'inherit' });
  await waitForPort(port, nginx, log);
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      if (nginx.exitCode === null) {
        const exited = new Promise((done) => nginx.once('exit', done));
        nginx.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const VARNISHD = '/usr/sbin/varnishd';
const VARNISHSTAT = '/usr/bin/varnishstat';

export interface RunningVarnish {
  origin: string;
  /** A counter of varnishstat, e.g. `MAIN.backend_req` (requests Varnish sent to the origin). */
  counter(name: string): number;
  stop(): Promise<void>;
}

/**
 * Varnish with deploy/varnish/federation.vcl, only the backend's port changed (and, with `lifetimes`, VCL put at its
 * `# test: lifetimes` line), on a port and a working directory of its own; stopped by its pid.
 */
export async function startVarnish(backendPort: number, lifetimes?: string): Promise<RunningVarnish> {
  const dir = mkdtempSync(join(tmpdir(), 'varnish-e2e-'));
  chmodSync(dir, 0o755); // Varnish's worker runs as its own user and reads the compiled VCL in here
  const port = await freePort();
  let vcl = readFileSync('deploy/varnish/federation.vcl', 'utf8').replace('.port = "8080";', `.port = "${backendPort}";`);
  if (!vcl.includes(`.port = "${backendPort}";`)) throw new Error('federation.vcl no longer names its backend\'s port as "8080"');
  if (lifetimes) {
    if (!vcl.includes('# test: lifetimes')) throw new Error('federation.vcl has no `# test: lifetimes` line');
    vcl = vcl.replace('# test: lifetimes', lifetimes);
  }
  writeFileSync(join(dir, 'federation.vcl'), vcl);
  const workDir = join(dir, 'varnish');
  const log = join(dir, 'varnishd.log');
  const args = ['-F', '-n', workDir, '-a', `127.0.0.1:${port}`, '-f', join(dir, 'federation.vcl'), '-s', 'malloc,64m', '-p', 'http_gzip_support=off'];
  const varnish = spawn(VARNISHD, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    writeFileSync(log, output);
  };
  varnish.stdout!.on('data', collect);
  varnish.stderr!.on('data', collect);
  // It compiles the VCL with the C compiler first: seconds on a busy machine.
  await waitForPort(port, varnish, log, 'varnishd', 60_000);
  return {
    origin: `http://127.0.0.1:${port}`,
    counter(name) {
      const stat = spawnSync(VARNISHSTAT, ['-n', workDir, '-1', '-j', '-f', name], { encoding: 'utf8' });
      const value = (JSON.parse(stat.stdout) as { counters: Record<string, { value: number }> }).counters[name]?.value;
      if (value === undefined) throw new Error(`varnishstat has no ${name}: ${stat.stderr}`);
      return value;
    },
    async stop() {
      if (varnish.exitCode === null && varnish.signalCode === null) {
        const exited = new Promise((done) => varnish.once('exit', done));
        varnish.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A TypeScript command line as a child process, its lines echoed with `label` (tables left out). */
export function startTsx(script: string, env: Record<string, string>, label: string, args: string[] = []): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const echo = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim() && !/\| /.test(line)) console.log(`[${label}] ${line}`);
  };
  child.stdout!.on('data', echo);
  child.stderr!.on('data', echo);
  return child;
}

/** Polls `check` until it holds; fails after `timeoutMs`, or at once when `process` (what should make it hold) exits. */
export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number, everyMs = 250, process?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (process && process.exitCode !== null) throw new Error(`${what}: the process exited (${process.exitCode}); see its output above`);
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** SIGTERM, then wait for the exit; nothing if it is gone already. */
export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}
