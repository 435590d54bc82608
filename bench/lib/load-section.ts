// `npm run bench -- --load`: one build served four ways, measured with wrk in the same run (see bench/README.md).
import { join } from 'node:path';
import type { Check } from './budgets';
import { loadMix, measureLoad, startBareNginx, WRK_DEFAULTS, type LoadRow, type LoadTarget, type RunningServer } from './load';
import { startService, waitForUrl } from './proc';
import { loadCspManifest } from '../../lib/csp';
import { nginxInclude } from '../../lib/publish/nginx';
import { startNginx, startVarnish } from '../../tests/e2e/servers';

/** Shares of the machine's limit (bare nginx on the same precompressed files), issue 33's budgets. */
const LOAD_BUDGET = { nginxPages: 0.8, servePages: 0.25, serveAssets: 0.25 } as const;

const LIMIT = 'bare nginx (the limit)';
const SERVE = 'npm run serve';
const NGINX = 'nginx, deploy/nginx';
const VARNISH = 'Varnish in front of npm run serve';

export interface LoadSectionOptions {
  repo: string;
  site: string;
  basePort: number;
  runs: number;
  seconds: number;
  log: (line: string) => void;
}

export interface LoadSection {
  rows: LoadRow[];
  checks: Check[];
  markdown: string;
}

async function startServe(repo: string, site: string, port: number): Promise<RunningServer> {
  const service = startService(['npm', 'run', 'serve'], { cwd: repo, env: { SITE_DIR: site, PORT: String(port), HOST: '127.0.0.1' } });
  const origin = `http://127.0.0.1:${port}`;
  await waitForUrl(`${origin}/uz/`, 60_000, () => service.child.exitCode === null);
  return { origin, stop: service.stop };
}

function loadChecks(rows: LoadRow[]): Check[] {
  const rate = (target: string, kind: 'pages' | 'assets') => rows.find((r) => r.target === target && r.kind === kind)?.requestsPerSecond ?? 0;
  const share = (target: string, kind: 'pages' | 'assets', budget: number): Check => {
    const ratio = rate(target, kind) / rate(LIMIT, kind);
    return {
      area: 'load',
      name: `${target}: ${kind} ÷ the limit`,
      ok: ratio >= budget,
      detail: `${Math.round(rate(target, kind))} vs ${Math.round(rate(LIMIT, kind))} req/s = ${ratio.toFixed(2)} ×`,
      budget: `≥ ${budget} ×`,
    };
  };
  const errors: Check = {
    area: 'load',
    name: 'failed requests, all servers',
    ok: rows.every((r) => r.errors === 0),
    detail: rows.filter((r) => r.errors > 0).map((r) => `${r.target} ${r.kind}: ${r.errors}`).join('; ') || '0',
    budget: '0',
  };
  return [share(NGINX, 'pages', LOAD_BUDGET.nginxPages), share(SERVE, 'pages', LOAD_BUDGET.servePages), share(SERVE, 'assets', LOAD_BUDGET.serveAssets), errors];
}

function loadMarkdown(rows: LoadRow[], checks: Check[], heading: string): string {
  const limit = (kind: string) => rows.find((r) => r.target === LIMIT && r.kind === kind)?.requestsPerSecond ?? 0;
  const lines = [heading, '', '| server | requests | req/s (median) | p99 ms | ÷ the limit | errors |', '| --- | --- | ---: | ---: | ---: | ---: |'];
  for (const row of rows) {
    lines.push(`| ${row.target} | ${row.kind} | ${Math.round(row.requestsPerSecond).toLocaleString('en')} | ${row.p99Ms.toFixed(1)} | ${(row.requestsPerSecond / limit(row.kind)).toFixed(2)} | ${row.errors} |`);
  }
  lines.push('', '| budget | figure | budget |  |', '| --- | --- | --- | :-: |');
  for (const check of checks) lines.push(`| ${check.name} | ${check.detail} | ${check.budget ?? ''} | ${check.ok ? '✅' : '❌'} |`);
  return lines.join('\n');
}

export async function loadSection(options: LoadSectionOptions): Promise<LoadSection> {
  const { repo, site, basePort, runs, seconds, log } = options;
  const servers: RunningServer[] = [];
  try {
    const serve = await startServe(repo, site, basePort);
    servers.push(serve);
    const nginx = await startNginx(nginxInclude(site, loadCspManifest(site), 'for the load bench'), { workers: 'auto' });
    servers.push(nginx);
    const varnish = await startVarnish(basePort);
    servers.push(varnish);
    const bare = await startBareNginx(site, basePort + 1);
    servers.push(bare);
    const targets: LoadTarget[] = [
      { name: SERVE, origin: serve.origin },
      { name: NGINX, origin: nginx.origin },
      { name: VARNISH, origin: varnish.origin },
      { name: LIMIT, origin: bare.origin },
    ];
    const mix = loadMix(site);
    log(`load: ${mix.pages.length} pages and ${mix.assets.length} hashed files, ${targets.length} servers × ${runs} rounds × ${seconds} s`);
    const rows = await measureLoad(targets, mix, runs, { ...WRK_DEFAULTS, seconds }, log);
    const checks = loadChecks(rows);
    const heading = `wrk -t${WRK_DEFAULTS.threads} -c${WRK_DEFAULTS.connections} -d${seconds}s, Accept-Encoding: br, gzip; medians of ${runs} rounds, servers alternating; the build in ${join(site)}`;
    return { rows, checks, markdown: loadMarkdown(rows, checks, heading) };
  } finally {
    for (const server of servers.reverse()) await server.stop().catch(() => undefined);
  }
}
