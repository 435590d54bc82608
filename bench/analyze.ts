// `tsx bench/analyze.ts [--dir DIR] [--locale uz]`: the packages in each page type's first-load JS against the
// floor's, from source maps (a scratch build with them on, or an export in --dir that has them).
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startStandIn } from './lib/api';
import { runMeasured } from './lib/proc';
import { bytesBySource, packageOf } from './lib/sourcemap';
import { pagePaths, pageWeight, PAGE_TYPES } from './lib/weight';
import { prepareWorkspace } from './lib/workspace';

const REPO = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values: args } = parseArgs({
  options: {
    dir: { type: 'string' },
    locale: { type: 'string', default: 'uz' },
    port: { type: 'string', default: process.env.BENCH_PORT || '4610' },
    keep: { type: 'boolean', default: false },
  },
});

const WRAPPER = `// Written by bench/analyze.ts: the real config plus browser source maps.
import base from './next.config.base';
const withMaps = (config: any) => ({ ...config, productionBrowserSourceMaps: true });
export default typeof base === 'function' ? async (...a: any[]) => withMaps(await (base as any)(...a)) : withMaps(base);
`;

async function buildWithMaps(): Promise<{ out: string; cleanup: () => void }> {
  const work = mkdtempSync(join(tmpdir(), 'federation-analyze-'));
  const ws = prepareWorkspace(REPO, work);
  renameSync(join(ws.site, 'next.config.ts'), join(ws.site, 'next.config.base.ts'));
  writeFileSync(join(ws.site, 'next.config.ts'), WRAPPER);
  const port = Number(args.port);
  const standIn = await startStandIn(ws.site, port, 36);
  try {
    console.log(`analyze: building ${ws.site} with source maps ...`);
    const run = await runMeasured(['npm', 'run', 'build'], {
      cwd: ws.site,
      env: { ...ws.env, FEDERATION_API_URL: `${standIn.origin}/api` },
      lockFile: process.env.BUILD_LOCK_FILE || '/tmp/next-build.lock',
    });
    if (run.code !== 0) throw new Error(`build failed:\n${run.output.split('\n').slice(-30).join('\n')}`);
  } finally {
    await standIn.service.stop();
  }
  return { out: join(ws.site, 'out'), cleanup: () => (args.keep ? undefined : rmSync(work, { recursive: true, force: true })) };
}

type Breakdown = Map<string, { bytes: number; gzip: number }>;

/** Turbopack names a chunk's map apart from the chunk, so `${file}.map` finds none: the comment says which. */
function sourceMapOf(file: string, code: string): string | undefined {
  const named = /\/\/# sourceMappingURL=([^\s]+)\s*$/.exec(code)?.[1];
  const candidates = [named && !named.startsWith('data:') ? join(dirname(file), named) : undefined, `${file}.map`];
  return candidates.find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate!));
}

function breakdown(root: string, scripts: Array<{ url: string; bytes: number; gzip: number }>): Breakdown {
  const out: Breakdown = new Map();
  for (const script of scripts) {
    const file = join(root, script.url);
    const code = readFileSync(file, 'utf8');
    const mapFile = sourceMapOf(file, code);
    const parts = mapFile
      ? bytesBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')))
      : new Map([['(no source map)', script.bytes]]);
    const total = [...parts.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [source, bytes] of parts) {
      const name = packageOf(source);
      const entry = out.get(name) ?? { bytes: 0, gzip: 0 };
      entry.bytes += bytes;
      entry.gzip += (script.gzip * bytes) / total;
      out.set(name, entry);
    }
  }
  return out;
}

const kb = (n: number) => (n / 1024).toFixed(1);

async function main(): Promise<void> {
  let root = args.dir ? resolve(args.dir) : '';
  let cleanup = () => {};
  if (!root) ({ out: root, cleanup } = await buildWithMaps());
  try {
    const paths = pagePaths(root, args.locale!);
    const all = new Map<string, Breakdown>();
    for (const type of PAGE_TYPES) {
      const path = paths[type];
      if (!path) continue;
      const weight = pageWeight(root, path);
      all.set(type, breakdown(root, weight.scripts));
    }
    const packages = new Set([...all.values()].flatMap((b) => [...b.keys()]));
    const rows = [...packages]
      .map((name) => ({ name, per: PAGE_TYPES.map((t) => all.get(t)?.get(name)?.gzip ?? 0) }))
      .sort((a, b) => Math.max(...b.per) - Math.max(...a.per));
    const types = PAGE_TYPES.filter((t) => all.has(t));
    console.log(`\nFirst-load JS by package, KB gzip (shared out by bytes), ${args.locale}, ${root}\n`);
    console.log(`| package | ${types.join(' | ')} |`);
    console.log(`| --- | ${types.map(() => '---:').join(' | ')} |`);
    for (const row of rows) {
      const cells = types.map((t) => all.get(t)?.get(row.name)?.gzip ?? 0);
      if (Math.max(...cells) < 100) continue;
      console.log(`| ${row.name} | ${cells.map((c) => (c ? kb(c) : '')).join(' | ')} |`);
    }
    const totals = types.map((t) => [...all.get(t)!.values()].reduce((a, b) => a + b.gzip, 0));
    console.log(`| **total** | ${totals.map(kb).join(' | ')} |`);
  } finally {
    cleanup();
  }
}

await main();
