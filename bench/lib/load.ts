// The load section (`npm run bench -- --load`): wrk against each way of serving one build, pages and hashed
// files apart, rounds alternating between the servers so a noisy neighbour weighs on all of them alike.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WrkResult {
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  /** Socket errors and answers other than 2xx/3xx. */
  errors: number;
}

export interface WrkOptions {
  connections: number;
  threads: number;
  seconds: number;
}

export const WRK_DEFAULTS: WrkOptions = { connections: 32, threads: 2, seconds: 10 };

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

export function parseWrk(text: string): WrkResult {
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(text);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(text);
  const requests = /(\d+) requests in/.exec(text);
  if (!rate || !p99 || !requests) throw new Error(`wrk printed no figures:\n${text}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(text);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requestsPerSecond: Number(rate[1]),
    p99Ms: Number(p99[1]) * UNIT_MS[p99[2]!]!,
    requests: Number(requests[1]),
    errors: socketErrors + Number(non2xx?.[1] ?? 0),
  };
}

/** wrk's Lua hook: each thread walks the list of paths in turn. */
function wrkScript(paths: string[]): string {
  const list = paths.map((path) => JSON.stringify(path)).join(', ');
  return `local paths = { ${list} }
local i = 0
request = function()
  i = (i % #paths) + 1
  return wrk.format("GET", paths[i])
end
`;
}

export async function wrk(origin: string, paths: string[], options: WrkOptions = WRK_DEFAULTS): Promise<WrkResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  try {
    const script = join(dir, 'mix.lua');
    writeFileSync(script, wrkScript(paths));
    const { stdout } = await run(
      'wrk',
      ['-t', String(options.threads), '-c', String(options.connections), '-d', `${options.seconds}s`, '--latency', '-H', 'Accept-Encoding: br, gzip', '-s', script, origin],
      { maxBuffer: 1 << 20 },
    );
    return parseWrk(stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface LoadMix {
  pages: string[];
  assets: string[];
}

/** A mix from the build: every language's home, lists and a few stories; the home page's scripts, styles, fonts and pictures. */
export function loadMix(root: string): LoadMix {
  const locales = ['uz', 'ru', 'en', 'oz'];
  const stories = readdirSync(join(root, 'uz', 'news'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d+$/.test(entry.name))
    .map((entry) => entry.name)
    .slice(0, 5);
  const pages = locales.flatMap((locale) => [
    `/${locale}/`,
    `/${locale}/news/`,
    `/${locale}/services/`,
    `/${locale}/managements/`,
    ...stories.map((id) => `/${locale}/news/${id}/`),
  ]);
  const home = readFileSync(join(root, 'uz', 'index.html'), 'utf8');
  const referenced = [...home.matchAll(/(?:src|href)="(\/(?:_next\/static|fonts|media)\/[^"?#]+)"/g)].map((match) => match[1]!);
  const assets = [...new Set(referenced)];
  if (assets.length === 0) throw new Error(`${root}/uz/index.html references no hashed file`);
  return { pages, assets };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export interface LoadTarget {
  name: string;
  origin: string;
}

export interface LoadRow {
  target: string;
  kind: 'pages' | 'assets';
  runs: WrkResult[];
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** `runs` rounds; each round measures every target once for pages and once for assets. */
export async function measureLoad(
  targets: LoadTarget[],
  mix: LoadMix,
  runs: number,
  options: WrkOptions,
  log: (line: string) => void,
): Promise<LoadRow[]> {
  const rows = new Map<string, LoadRow>();
  for (let round = 1; round <= runs; round++) {
    for (const target of targets) {
      for (const kind of ['pages', 'assets'] as const) {
        const result = await wrk(target.origin, mix[kind], options);
        log(`  load round ${round}/${runs}, ${target.name}, ${kind}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms.toFixed(1)} ms, ${result.errors} errors`);
        const key = `${target.name}\0${kind}`;
        const row = rows.get(key) ?? { target: target.name, kind, runs: [], requestsPerSecond: 0, p99Ms: 0, errors: 0 };
        row.runs.push(result);
        rows.set(key, row);
      }
    }
  }
  for (const row of rows.values()) {
    row.requestsPerSecond = median(row.runs.map((r) => r.requestsPerSecond));
    row.p99Ms = median(row.runs.map((r) => r.p99Ms));
    row.errors = row.runs.reduce((sum, r) => sum + r.errors, 0);
  }
  return [...rows.values()];
}

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The machine's limit: nginx sending the build's precompressed files with nothing else (no headers, no policy). */
export async function startBareNginx(root: string, port: number): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-nginx-'));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `load_module ${BROTLI_STATIC_MODULE};
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir};
  scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    brotli_static on;
    # As deploy/nginx has it: the limit is nginx serving files at its best, not nginx opening each file again.
    open_file_cache max=20000 inactive=300s;
    open_file_cache_valid 3600s;
    open_file_cache_errors on;
  }
}
`,
  );
  const { spawn } = await import('node:child_process');
  const nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ok = await fetch(`${origin}/uz/`).then((r) => r.ok, () => false);
    if (ok) break;
    if (nginx.exitCode !== null || Date.now() > deadline) {
      nginx.kill();
      throw new Error(`bare nginx did not start: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async stop() {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
