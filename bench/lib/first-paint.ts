// The first screen on a slow phone (issue 27), site and floor alternating; see bench/README.md.
import { BUDGET, type Check, type LighthouseEntry } from './budgets';
import { medianOf, type LighthouseFigures, type LighthouseSession, type Preset } from './lighthouse';
import type { PageType } from './weight';
import { errorMessage } from '../../lib/error-message';

const FIRST_PAINT = {
  /** FCP and LCP under SLOW_4G, as a multiple of the floor's (the issue's goal is 1.1). */
  ratio: 1.3,
  mobileSlack: 2,
} as const;

export interface FirstPaintTarget {
  type: PageType;
  locale: string;
  /** The same path on both apps (the floor has the site's routes and data). */
  path: string;
}

/** Site, floor, next target, ..., then the next repetition: the machine's noise falls on both alike. */
export async function measureAgainstFloor(options: {
  label: string;
  session: LighthouseSession;
  origins: { site: string; floor: string };
  targets: FirstPaintTarget[];
  presets: Preset[];
  runs: number;
  log: (line: string) => void;
}): Promise<LighthouseEntry[]> {
  const { label, session, origins, targets, presets, runs, log } = options;
  const collected = new Map<string, { entry: LighthouseEntry; runs: LighthouseFigures[] }>();
  const total = runs * presets.length * targets.length * 2;
  let done = 0;
  for (let run = 0; run < runs; run++) {
    for (const preset of presets) {
      for (const target of targets) {
        for (const app of ['site', 'floor'] as const) {
          const url = `${origins[app]}${target.path}`;
          const key = `${app} ${preset} ${target.type} ${target.locale}`;
          let slot = collected.get(key);
          if (!slot) {
            slot = { entry: { app, preset, type: target.type, locale: target.locale, url }, runs: [] };
            collected.set(key, slot);
          }
          try {
            slot.runs.push(await session.run(url, preset));
          } catch (error) {
            slot.entry.error = errorMessage(error);
          }
          done++;
          if (done % 8 === 0 || done === total) log(`  ${label} ${done}/${total}`);
        }
      }
    }
  }
  return [...collected.values()].map(({ entry, runs: figures }) => (figures.length ? { ...entry, result: medianOf(figures) } : entry));
}

const floorOf = (entries: LighthouseEntry[], e: LighthouseEntry) =>
  entries.find((f) => f.app === 'floor' && f.preset === e.preset && f.type === e.type && f.locale === e.locale)?.result;

export function firstPaintChecks(entries: LighthouseEntry[]): Check[] {
  const checks: Check[] = [];
  for (const e of entries.filter((x) => x.app === 'site')) {
    const name = `first paint ${e.preset}: ${e.type} (${e.locale})`;
    const site = e.result;
    const floor = floorOf(entries, e);
    if (!site || !floor) {
      checks.push({ area: 'first paint', name, ok: false, detail: e.error ?? 'no result for the site or the floor' });
      continue;
    }
    const problems: string[] = [];
    if (e.preset === 'slow4g') {
      for (const [metric, s, f] of [['FCP', site.fcpMs, floor.fcpMs], ['LCP', site.lcpMs, floor.lcpMs]] as const) {
        if (!(s / f <= FIRST_PAINT.ratio)) problems.push(`${metric} ${(s / f).toFixed(2)} × floor`);
      }
    } else if (site.scores.performance < floor.scores.performance - FIRST_PAINT.mobileSlack) {
      problems.push(`performance ${site.scores.performance} vs floor ${floor.scores.performance}`);
    }
    if (!(site.cls < BUDGET.clsZero)) problems.push(`CLS ${site.cls.toFixed(3)}`);
    checks.push({
      area: 'first paint',
      name,
      ok: problems.length === 0,
      detail: problems.join(', ') || 'ok',
      budget: e.preset === 'slow4g' ? `FCP, LCP ≤ ${FIRST_PAINT.ratio} × floor, CLS 0` : `perf ≥ floor − ${FIRST_PAINT.mobileSlack}, CLS 0`,
    });
  }
  return checks;
}

const ms = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? Math.round(n).toLocaleString('en') : '–');
const times = (a: number | undefined, b: number | undefined) => (a && b ? (a / b).toFixed(2) : '–');

export function firstPaintTable(entries: LighthouseEntry[], checks: Check[]): string {
  const rows: string[][] = [];
  for (const e of entries.filter((x) => x.app === 'site')) {
    const s = e.result;
    const f = floorOf(entries, e);
    const check = checks.find((c) => c.name === `first paint ${e.preset}: ${e.type} (${e.locale})`);
    rows.push([
      `${e.type} ${e.locale}`,
      e.preset,
      `${ms(s?.fcpMs)} / ${ms(s?.lcpMs)}${e.error && !s ? ` (${e.error.slice(0, 40)})` : ''}`,
      `${ms(f?.fcpMs)} / ${ms(f?.lcpMs)}`,
      `${times(s?.fcpMs, f?.fcpMs)} / ${times(s?.lcpMs, f?.lcpMs)}`,
      s ? s.cls.toFixed(3) : '–',
      `${s?.scores.performance ?? '–'} / ${f?.scores.performance ?? '–'}`,
      check ? (check.ok ? '✅' : `❌ ${check.detail}`) : '',
    ]);
  }
  return [
    '| page | preset | site FCP / LCP ms | floor FCP / LCP ms | ratio FCP / LCP | site CLS | perf site / floor |  |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((row) => `| ${row.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`),
  ].join('\n');
}

const kb = (bytes: number | undefined) => (bytes !== undefined && Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '–');

/** Where the slow4g first paint's time went: the HTML's bytes and arrival, then style and layout on the main thread. */
export function firstFrameTable(entries: LighthouseEntry[]): string {
  const pair = (a: string, b: string) => `${a} / ${b}`;
  const rows = entries
    .filter((e) => e.app === 'site' && e.preset === 'slow4g')
    .map((e) => {
      const [site, floor] = [e.result, floorOf(entries, e)];
      const [s, f] = [site?.firstFrame, floor?.firstFrame];
      return [
        `${e.type} ${e.locale}`,
        pair(kb(s?.htmlBytes), kb(f?.htmlBytes)),
        pair(ms(s?.htmlMs), ms(f?.htmlMs)),
        pair(ms(s?.styleMs), ms(f?.styleMs)),
        pair(ms(s?.layoutMs), ms(f?.layoutMs)),
        pair(ms(site?.fcpMs), ms(floor?.fcpMs)),
      ];
    });
  if (!rows.length) return '';
  return [
    '| page | HTML KB site / floor | HTML in, ms | style before FCP, ms | layout before FCP, ms | FCP ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

export function firstPaintReport(options: { date: string; machine: string; command: string; runs: number; lighthouse?: string }, entries: LighthouseEntry[], checks: Check[]): string {
  const failed = checks.filter((c) => !c.ok);
  const frames = firstFrameTable(entries);
  return [
    `Measured ${options.date.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')} on ${options.machine} (\`${options.command}\`` +
      `${options.lighthouse ? `; Lighthouse ${options.lighthouse}` : ''}). slow4g: real throttling (DevTools), 150 ms RTT, 1.6 Mbit/s, CPU 4x; ` +
      `mobile: Lighthouse's simulated preset. Medians of ${options.runs}, site and floor alternating.`,
    '',
    firstPaintTable(entries, checks),
    '',
    ...(frames
      ? ['Before the first paint (slow4g, medians; HTML in: from its request to its last byte; style and layout: main thread, CPU 4x):', '', frames, '']
      : []),
    failed.length ? `**${failed.length} first-paint budget${failed.length > 1 ? 's' : ''} failed.**` : '**All first-paint budgets hold.**',
  ].join('\n');
}
