// The bench's markdown table (site, floor, ratio, budget, pass) and the raw figures as JSON.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem } from 'node:os';
import type { ApiBudgetResult, LongStory, StandInStats } from './api';
import type { Check, LighthouseEntry, TimeBasis } from './budgets';
import { BUDGET } from './budgets';
import { CATEGORIES, type LighthouseResult } from './lighthouse';
import type { PublishResults } from './publish';
import type { Versions } from './workspace';
import { heaviest, PAGE_TYPES, type PageType, type WeightTable } from './weight';

export interface BuildFigures {
  code: number;
  pages: number;
  wallSeconds: number;
  cpuSeconds: number;
  lockWaitSeconds: number;
  pagesPerSecond: number;
  peakRssBytes: number;
  outBytes: number;
  outFiles: number;
  /** Bytes of out/ without the precompressed `.br`/`.gz` copies. */
  outBytesPlain: number;
  phases?: Record<string, number>;
}

export interface FloorSummary {
  versions: Versions;
  weights: Partial<Record<PageType, { jsGzip: number; htmlGzip: number; path: string }>>;
}

export interface Results {
  version: 1;
  mode: 'full' | 'ci';
  date: string;
  machine: string;
  options: Record<string, unknown>;
  versions: { site: Versions; floor: Versions; lighthouse?: string; node: string };
  timeBasis: TimeBasis;
  builds: Array<{ news: number; site: BuildFigures; floor: BuildFigures }>;
  api: Array<{ news: number; stats: StandInStats; budget: ApiBudgetResult }>;
  longStories: LongStory[];
  newsWords: Record<string, number>;
  weights: { site: WeightTable; floor: WeightTable | FloorSummary['weights']; floorSource: string };
  lighthouse: LighthouseEntry[];
  firstPaint?: { entries: LighthouseEntry[]; checks: Check[]; runs: number; lighthouse: string };
  publish?: PublishResults;
  checks: Check[];
  ok: boolean;
}

/** The processor and its cores: what sets a build's speed, and so which figures can be compared with each other. */
export function machineKind(): string {
  const cpu = cpus();
  return `${(cpu[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim()}, ${cpu.length} cores`;
}

export function machine(): string {
  return `${machineKind()}, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, Linux ${release()}, Node ${process.version}`;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a / b) ? (a / b).toFixed(2) : '');
const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en') : '–');
const mark = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? '✅' : '❌');

function floorWeight(floor: Results['weights']['floor'], type: PageType, field: 'jsGzip' | 'htmlGzip'): number | undefined {
  const entry = (floor as Record<string, unknown>)[type];
  if (!entry) return undefined;
  if (typeof (entry as { jsGzip?: unknown }).jsGzip === 'number') return (entry as { jsGzip: number; htmlGzip: number })[field];
  return heaviest(entry as WeightTable[PageType], field)?.[field];
}

const SLOW_OBSERVED_PAINT_MS = 1000;

export function lhCell(r: LighthouseResult | undefined, error?: string): string {
  if (!r) return error ? `error: ${error.slice(0, 60)}` : '–';
  const scores = CATEGORIES.map((c) => (Number.isFinite(r.scores[c]) ? String(r.scores[c]) : '?')).join('/');
  const cell = `${scores} · LCP ${(r.lcpMs / 1000).toFixed(1)} s · TBT ${int(r.tbtMs)} ms · CLS ${r.cls.toFixed(3)}`;
  // A first paint seen this late is headless Chromium holding frames back (lighthouse.ts), not the page.
  return r.observedFcpMs > SLOW_OBSERVED_PAINT_MS ? `${cell} · first paint seen at ${(r.observedFcpMs / 1000).toFixed(1)} s` : cell;
}

function markdownTable(results: Results): string {
  const rows: string[][] = [];
  const checkFor = (name: string) => results.checks.find((c) => c.name === name);
  const basis = results.timeBasis === 'cpuSeconds' ? 'CPU' : 'wall';

  for (const b of results.builds) {
    const n = b.news.toLocaleString('en');
    const s = b.site;
    const f = b.floor;
    rows.push([`build ${n} news: pages`, int(s.pages), int(f.pages), ratio(s.pages, f.pages), '', '']);
    rows.push([
      `build ${n} news: seconds, CPU (wall)`,
      `${int(s.cpuSeconds)} (${int(s.wallSeconds)})`,
      `${int(f.cpuSeconds)} (${int(f.wallSeconds)})`,
      `${ratio(s[results.timeBasis], f[results.timeBasis])} ${basis} (${ratio(s[results.timeBasis === 'cpuSeconds' ? 'wallSeconds' : 'cpuSeconds'], f[results.timeBasis === 'cpuSeconds' ? 'wallSeconds' : 'cpuSeconds'])} ${basis === 'CPU' ? 'wall' : 'CPU'})`,
      '',
      '',
    ]);
    rows.push([`build ${n} news: pages per ${basis} second`, s.pagesPerSecond.toFixed(1), f.pagesPerSecond.toFixed(1), ratio(s.pagesPerSecond, f.pagesPerSecond), '', '']);
    rows.push([`build ${n} news: peak memory MB`, int(s.peakRssBytes / 2 ** 20), int(f.peakRssBytes / 2 ** 20), ratio(s.peakRssBytes, f.peakRssBytes), '', '']);
    rows.push([`build ${n} news: out/ MB (without .br/.gz)`, `${int(s.outBytes / 2 ** 20)} (${int(s.outBytesPlain / 2 ** 20)})`, int(f.outBytes / 2 ** 20), ratio(s.outBytesPlain, f.outBytesPlain), '', '']);
  }
  for (const b of results.builds) {
    const names = [...new Set([...Object.keys(b.site.phases ?? {}), ...Object.keys(b.floor.phases ?? {})])];
    if (!names.length) continue;
    const cell = (p?: Record<string, number>) => names.map((n) => `${n} ${p?.[n] === undefined ? '–' : p[n]!.toFixed(0)}`).join(' · ');
    rows.push([`build ${b.news.toLocaleString('en')} news: phases, wall s`, cell(b.site.phases), cell(b.floor.phases), '', '', '']);
  }
  const growth = results.checks.find((c) => c.name.startsWith('growth '));
  if (growth) rows.push([growth.name, growth.detail.split(';')[0]!, '', '', 'no worse than linear', mark(growth.ok)]);

  for (const a of results.api) {
    const n = a.news.toLocaleString('en');
    const perKey = Math.max(0, ...Object.values(a.stats.byPath));
    rows.push([`API ${n} news: requests (most for one path and language)`, `${a.budget.total} (${perKey})`, '', '', '1 per collection page per language', mark(a.budget.over.length === 0)]);
    rows.push([`API ${n} news: most in flight`, String(a.budget.maxInFlight), '', '', '≤ 8', mark(a.budget.maxInFlight <= 8)]);
  }

  for (const type of PAGE_TYPES) {
    const s = heaviest(results.weights.site[type], 'jsGzip');
    if (!s) continue;
    const f = floorWeight(results.weights.floor, type, 'jsGzip');
    const check = checkFor(`first-load JS: ${type}`);
    rows.push([`first-load JS KB gzip: ${type}`, kb(s.jsGzip), f === undefined ? '–' : kb(f), f ? ratio(s.jsGzip, f) : '', `≤ ${BUDGET.jsRatio} ×`, mark(check?.ok)]);
  }
  for (const type of PAGE_TYPES) {
    const s = heaviest(results.weights.site[type], 'htmlGzip');
    if (!s) continue;
    const f = floorWeight(results.weights.floor, type, 'htmlGzip');
    const isNews = type === 'news detail';
    const check = isNews ? results.checks.find((c) => c.name.startsWith('HTML: news detail')) : undefined;
    const label = isNews ? `HTML KB gzip: news detail (${int(results.newsWords[s.path.split('/')[1] ?? ''] ?? Number.NaN)} words)` : `HTML KB gzip: ${type}`;
    rows.push([label, kb(s.htmlGzip), f === undefined ? '–' : kb(f), f ? ratio(s.htmlGzip, f) : '', isNews ? `≤ ${kb(BUDGET.newsHtmlGzipBytes)} KB` : '', mark(check?.ok)]);
  }

  for (const e of results.lighthouse.filter((x) => x.app === 'site')) {
    const floor = results.lighthouse.find((f) => f.app === 'floor' && f.preset === e.preset && f.type === e.type && f.locale === e.locale);
    const check = checkFor(`Lighthouse ${e.preset}: ${e.type} (${e.locale})`);
    const diff = e.result && floor?.result ? e.result.scores.performance - floor.result.scores.performance : undefined;
    rows.push([
      `Lighthouse ${e.preset} ${e.type} ${e.locale}: perf/a11y/bp/seo`,
      lhCell(e.result, e.error),
      lhCell(floor?.result, floor?.error),
      diff === undefined ? '' : `perf ${diff >= 0 ? '+' : ''}${diff}`,
      e.preset === 'desktop' ? '100 everywhere' : 'a11y/bp/seo 100, perf ≥ floor − 3, CLS 0',
      mark(check?.ok),
    ]);
  }
  for (const c of results.checks.filter((x) => x.area === 'site')) rows.push([c.name, c.detail, '', '', 'on', mark(c.ok)]);

  const header = ['measure', 'site', 'floor', 'site ÷ floor', 'budget', ''];
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [
    `| ${header.join(' | ')} |`,
    '| --- | ---: | ---: | ---: | --- | :-: |',
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

function publishTable(results: Results): string {
  const rows = results.checks.filter((c) => c.area === 'publish').map((c) => [c.name, c.detail, c.budget ?? '', c.budget ? mark(c.ok) : '']);
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return ['| measure | figure | budget |  |', '| --- | --- | --- | :-: |', ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`)].join('\n');
}

/** The publish section's report, for its own place in the READMEs (it runs alone with --only-publish). */
export function publishReport(results: Results): string {
  const failed = results.checks.filter((c) => c.area === 'publish' && !c.ok);
  return [
    `Measured ${results.date.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')} on ${results.machine} (\`npm run bench\`, publish section; ` +
      `Next ${results.versions.site.next}). Hook call to live is the builder's time to the switch, medians of ${results.options.runs ?? 3} runs.`,
    '',
    publishTable(results),
    '',
    failed.length ? `**${failed.length} budget${failed.length > 1 ? 's' : ''} failed:**` : '**All publish budgets hold.**',
    ...failed.map((c) => `- ${c.name}: ${c.detail}`),
  ].join('\n');
}

export function markdownReport(results: Results): string {
  const failed = results.checks.filter((c) => !c.ok && c.area !== 'publish' && c.area !== 'first paint');
  const lines = [
    `Measured ${results.date.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')} on ${results.machine} ` +
      `(${results.mode === 'ci' ? '`npm run bench -- --ci`' : '`npm run bench`'}; Next ${results.versions.site.next}, ` +
      `React ${results.versions.site.react}, next-intl ${results.versions.site['next-intl']}` +
      `${results.versions.lighthouse ? `, Lighthouse ${results.versions.lighthouse}` : ''}). ` +
      `Build times are ${results.timeBasis === 'cpuSeconds' ? 'CPU seconds of the whole build (wall seconds in brackets)' : 'wall seconds'}; ` +
      `sizes are the heaviest of the four languages; Lighthouse figures are medians.`,
    '',
    markdownTable(results),
    '',
    failed.length ? `**${failed.length} budget${failed.length > 1 ? 's' : ''} failed:**` : '**All budgets hold.**',
    ...failed.map((c) => `- ${c.name}: ${c.detail}`),
  ];
  return lines.join('\n');
}

/** Replaces the text between a README's `<!-- bench:<section>:start -->` markers; false when it has none. */
export function updateReadme(file: string, markdown: string, section: 'latest' | 'publish' | 'first-paint' | 'load' = 'latest'): boolean {
  if (!existsSync(file)) return false;
  const [START, END] = [`<!-- bench:${section}:start -->`, `<!-- bench:${section}:end -->`];
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end < start) return false;
  writeFileSync(file, `${text.slice(0, start + START.length)}\n${markdown}\n${text.slice(end)}`);
  return true;
}
