// Lighthouse 13 with Debian's Chromium, one Chrome for all runs; from node_modules or BENCH_LIGHTHOUSE_DIR.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { firstFrame, type FirstFrame } from './first-frame';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** `mobile`/`desktop`: Lighthouse's simulated presets; `slow4g`: real throttling (SLOW_4G) while the page loads. */
export type Preset = 'mobile' | 'desktop' | 'slow4g';

/** Issue 27's inexpensive phone on a mobile network, applied by Chrome itself: what is measured is what happened. */
const SLOW_4G = { requestLatencyMs: 150, downloadThroughputKbps: 1600, uploadThroughputKbps: 750, cpuSlowdownMultiplier: 4 } as const;

export interface LighthouseFigures {
  scores: Record<Category, number>;
  /** First contentful paint: simulated for `mobile`/`desktop`, observed under throttling for `slow4g`. */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Unthrottled first paint: above about 1 s it is headless Chromium holding frames back (lighthouse#17148). */
  observedFcpMs: number;
  /** `slow4g` only: what the time before the first paint went to. */
  firstFrame?: FirstFrame;
  failed: string[];
}

export interface LighthouseResult extends LighthouseFigures {
  runs: LighthouseFigures[];
}

interface Loaded {
  lighthouse: (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<{ lhr: Lhr; artifacts: { Trace: { traceEvents: TraceEvents } } } | undefined>;
  desktopConfig: unknown;
  launch: (options: Record<string, unknown>) => Promise<{ port: number; kill: () => Promise<void> | void }>;
  version: string;
}

type TraceEvents = Parameters<typeof firstFrame>[0];

interface Lhr {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { numericValue?: number; score: number | null; scoreDisplayMode: string; title: string; details?: unknown }>;
}

export function findLighthouse(repo: string): string | undefined {
  const bases = [repo, process.env.BENCH_LIGHTHOUSE_DIR].filter((dir): dir is string => Boolean(dir));
  for (const base of bases) {
    try {
      return createRequire(join(base, 'package.json')).resolve('lighthouse');
    } catch {
      // not here
    }
  }
  return undefined;
}

async function load(entry: string): Promise<Loaded> {
  let root = dirname(entry);
  while (!existsSync(join(root, 'package.json'))) root = dirname(root);
  const require = createRequire(join(root, 'package.json'));
  const lighthouse = (await import(pathToFileURL(entry).href)) as { default: Loaded['lighthouse'] };
  const desktop = (await import(pathToFileURL(join(root, 'core', 'config', 'desktop-config.js')).href)) as { default: unknown };
  const launcher = (await import(pathToFileURL(require.resolve('chrome-launcher')).href)) as { launch: Loaded['launch'] };
  const version = (require(join(root, 'package.json')) as { version: string }).version;
  return { lighthouse: lighthouse.default, desktopConfig: desktop.default, launch: launcher.launch, version };
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function medianOf(runs: LighthouseFigures[]): LighthouseResult {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<Category, number>;
  return {
    scores,
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    observedFcpMs: median(runs.map((r) => r.observedFcpMs)),
    firstFrame: medianFirstFrame(runs.flatMap((r) => (r.firstFrame ? [r.firstFrame] : []))),
    failed: [...new Set(runs.flatMap((r) => r.failed))],
    runs,
  };
}

function medianFirstFrame(frames: FirstFrame[]): FirstFrame | undefined {
  if (!frames.length) return undefined;
  const of = (key: keyof FirstFrame) => median(frames.map((f) => f[key]));
  return { htmlBytes: of('htmlBytes'), htmlMs: of('htmlMs'), styleMs: of('styleMs'), layoutMs: of('layoutMs') };
}

export function figures(lhr: Lhr): LighthouseFigures {
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? Number.NaN) * 100)]),
  ) as Record<Category, number>;
  const failed: string[] = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (audit && ref.weight > 0 && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') {
        failed.push(`${c}:${ref.id}`);
      }
    }
  }
  return {
    scores,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    observedFcpMs: (lhr.audits.metrics?.details as MetricsDetails | undefined)?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN,
    failed,
  };
}

interface MetricsDetails {
  items?: Array<{ observedFirstContentfulPaint?: number }>;
}

interface NetworkDetails {
  items?: Parameters<typeof firstFrame>[1];
}

export interface LighthouseSession {
  version: string;
  run(url: string, preset: Preset): Promise<LighthouseFigures>;
  close(): Promise<void>;
}

// The last flag stops headless compositor throttling, which shows a page running scripts before its first paint
// 1-2 s late (GoogleChrome/lighthouse#17148); site and floor alike. The A/B is in bench/README.md.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-features=ThrottleUnresponsiveClient,ThrottleUndrawnFrames,ThrottleRepeatedNoDamageFrames',
];

/** The mobile preset (Lighthouse's default config) with SLOW_4G applied by DevTools instead of simulated. */
const slow4gConfig = {
  extends: 'lighthouse:default',
  settings: { throttlingMethod: 'devtools', throttling: { ...SLOW_4G, rttMs: SLOW_4G.requestLatencyMs, throughputKbps: SLOW_4G.downloadThroughputKbps } },
};

export async function openLighthouse(entry: string): Promise<LighthouseSession> {
  const loaded = await load(entry);
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const chrome = await loaded.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  return {
    version: loaded.version,
    async run(url, preset) {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
      const config = preset === 'desktop' ? loaded.desktopConfig : preset === 'slow4g' ? slow4gConfig : undefined;
      const result = await loaded.lighthouse(url, flags, config);
      if (!result) throw new Error(`lighthouse gave no result for ${url}`);
      if (preset !== 'slow4g') return figures(result.lhr);
      const requests = (result.lhr.audits['network-requests']?.details as NetworkDetails | undefined)?.items ?? [];
      return { ...figures(result.lhr), firstFrame: firstFrame(result.artifacts.Trace.traceEvents, requests) };
    },
    async close() {
      await chrome.kill();
    },
  };
}
