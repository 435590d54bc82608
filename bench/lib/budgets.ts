// The issue's budgets as pure functions of the figures; times are ratios to the floor built in the same run.
import type { ApiBudgetResult } from './api';
import type { LighthouseResult, Preset } from './lighthouse';
import { heaviest, PAGE_TYPES, type PageType, type WeightTable } from './weight';

export const BUDGET = {
  jsRatio: 1.15,
  /** HTML of a news detail page of 2,000 words, gzip. */
  newsHtmlGzipBytes: 30 * 1024,
  newsWords: 2000,
  /** Mobile performance may be this many points under the floor's. */
  mobilePerformanceSlack: 3,
  /** "CLS 0" as Lighthouse shows it (three decimals). */
  clsZero: 0.0005,
} as const;

export interface Check {
  area: string;
  name: string;
  ok: boolean;
  detail: string;
  budget?: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function weightChecks(site: WeightTable, floor: Partial<Record<PageType, { jsGzip: number }>>): Check[] {
  const checks: Check[] = [];
  for (const type of PAGE_TYPES) {
    const s = heaviest(site[type], 'jsGzip');
    const f = floor[type];
    if (!s) continue;
    if (!f) {
      checks.push({ area: 'page weight', name: `first-load JS: ${type}`, ok: false, detail: 'the floor has no such page' });
      continue;
    }
    const ratio = s.jsGzip / f.jsGzip;
    checks.push({
      area: 'page weight',
      name: `first-load JS: ${type}`,
      ok: ratio <= BUDGET.jsRatio,
      detail: `${kb(s.jsGzip)} (${s.path}) = ${ratio.toFixed(2)} × floor ${kb(f.jsGzip)}, budget ≤ ${BUDGET.jsRatio} ×`,
    });
  }
  return checks;
}

export function newsHtmlCheck(site: WeightTable, words: Record<string, number>, requireWords = true): Check {
  const pages = Object.entries(site['news detail'] ?? {});
  if (!pages.length) return { area: 'page weight', name: 'HTML: news detail', ok: false, detail: 'no news detail page' };
  const worst = pages.reduce((a, b) => (b[1].htmlGzip > a[1].htmlGzip ? b : a));
  const [locale, page] = worst;
  const n = words[locale] ?? 0;
  const short = pages.filter(([l]) => (words[l] ?? 0) < BUDGET.newsWords).map(([l]) => `${l} ${words[l] ?? 0}`);
  const sizeOk = page.htmlGzip <= BUDGET.newsHtmlGzipBytes;
  const wordsOk = !requireWords || short.length === 0;
  return {
    area: 'page weight',
    name: `HTML: news detail of ${BUDGET.newsWords.toLocaleString('en')} words`,
    ok: sizeOk && wordsOk,
    detail:
      `${kb(page.htmlGzip)} gzip (${page.path}, ${n} words), budget ≤ ${kb(BUDGET.newsHtmlGzipBytes)}` +
      (short.length ? `; stories shorter than ${BUDGET.newsWords} words: ${short.join(', ')}` : ''),
  };
}

export interface LighthouseEntry {
  app: 'site' | 'floor';
  preset: Preset;
  type: PageType;
  locale: string;
  url: string;
  result?: LighthouseResult;
  error?: string;
}

export function lighthouseChecks(entries: LighthouseEntry[]): Check[] {
  const checks: Check[] = [];
  const floorOf = (e: LighthouseEntry) =>
    entries.find((f) => f.app === 'floor' && f.preset === e.preset && f.type === e.type && f.locale === e.locale)?.result;
  for (const e of entries.filter((x) => x.app === 'site')) {
    const name = `Lighthouse ${e.preset}: ${e.type} (${e.locale})`;
    const r = e.result;
    if (!r) {
      checks.push({ area: 'lighthouse', name, ok: false, detail: e.error ?? 'no result' });
      continue;
    }
    const problems: string[] = [];
    const s = r.scores;
    if (e.preset === 'desktop') {
      for (const [c, v] of Object.entries(s)) if (v < 100) problems.push(`${c} ${v}`);
    } else {
      for (const c of ['accessibility', 'best-practices', 'seo'] as const) if (s[c] < 100) problems.push(`${c} ${s[c]}`);
      const floor = floorOf(e);
      if (!floor) problems.push('no floor result to compare performance with');
      else if (s.performance < floor.scores.performance - BUDGET.mobilePerformanceSlack) {
        problems.push(`performance ${s.performance} vs floor ${floor.scores.performance}`);
      }
      if (!(r.cls < BUDGET.clsZero)) problems.push(`CLS ${r.cls.toFixed(3)}`);
    }
    const failing = r.failed.filter((f) => !f.startsWith('performance:'));
    checks.push({
      area: 'lighthouse',
      name,
      ok: problems.length === 0,
      detail: problems.length ? `${problems.join(', ')}${failing.length ? ` (failing audits: ${failing.join(', ')})` : ''}` : 'ok',
    });
  }
  return checks;
}

export interface BuildPoint {
  news: number;
  site: { pages: number; cpuSeconds: number; wallSeconds: number; code: number };
  floor: { pages: number; cpuSeconds: number; wallSeconds: number; code: number };
}

export type TimeBasis = 'cpuSeconds' | 'wallSeconds';

/** How a row names the time it compares. */
export const timeBasisLabel = (basis: TimeBasis) => (basis === 'cpuSeconds' ? 'CPU time' : 'wall time');

export function buildChecks(points: BuildPoint[], basis: TimeBasis): Check[] {
  const checks: Check[] = [];
  for (const p of points) {
    if (p.site.code !== 0 || p.floor.code !== 0) {
      checks.push({
        area: 'build',
        name: `build ${p.news} news`,
        ok: false,
        detail: `${p.site.code !== 0 ? `site build exited ${p.site.code}` : ''} ${p.floor.code !== 0 ? `floor build exited ${p.floor.code}` : ''}`.trim(),
      });
    }
  }
  const ok = points.filter((p) => p.site.code === 0 && p.floor.code === 0);
  const largest = ok.at(-1);
  const label = timeBasisLabel(basis);
  // Reported without a budget: it measures Next's per-page work for the spec's payload (bench/README.md).
  const smallest = ok[0];
  if (smallest && largest && smallest !== largest) {
    const timeGrowth = largest.site[basis] / smallest.site[basis];
    const pageGrowth = largest.site.pages / smallest.site.pages;
    const floorGrowth = largest.floor[basis] / smallest.floor[basis];
    checks.push({
      area: 'build',
      name: `growth ${smallest.news} → ${largest.news} news`,
      ok: timeGrowth <= pageGrowth,
      detail: `${label} × ${timeGrowth.toFixed(2)} for pages × ${pageGrowth.toFixed(2)} (floor × ${floorGrowth.toFixed(2)}); budget: no worse than linear`,
    });
  }
  return checks;
}

export function apiChecks(points: Array<{ news: number; budget: ApiBudgetResult }>): Check[] {
  return points.map(({ news, budget }) => ({
    area: 'api',
    name: `API requests of the build, ${news} news`,
    ok: budget.ok,
    detail:
      `${budget.total} requests, at most ${budget.maxInFlight} in flight` +
      (budget.over.length ? `; over budget: ${budget.over.map((o) => `${o.key} ${o.count} (≤ ${o.allowed})`).join(', ')}` : '') +
      (budget.maxInFlight > 8 ? '; more than 8 in flight' : ''),
  }));
}

/** The splash loader, the clock and the fonts must be on in what is measured. */
export function featureCheck(homeHtml: string, css: string): Check {
  const missing: string[] = [];
  if (!/(class|id|data-[\w-]+)="[^"]*(splash|loader)/i.test(homeHtml)) missing.push('splash loader');
  if (!/(class|id|data-[\w-]+)="[^"]*clock/i.test(homeHtml)) missing.push('clock');
  if (!/@font-face[^}]*url\((?!["']?https?:)[^)]*\.woff2/i.test(css)) missing.push('self-hosted fonts (@font-face with a local woff2)');
  const fontService = /fonts\.(googleapis|gstatic)\.com|use\.typekit\.net|fonts\.bunny\.net/i.test(homeHtml + css);
  if (fontService) missing.push('no font service (one is referenced)');
  return {
    area: 'site',
    name: 'splash loader, clock and fonts on',
    ok: missing.length === 0,
    detail: missing.length ? `missing on the home page: ${missing.join(', ')}` : 'all present on the home page',
  };
}
