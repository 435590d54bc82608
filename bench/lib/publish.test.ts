import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publishChecks, releasePhases, withEarlierSizes, type PublishResults } from './publish';

const INTEL = 'Intel(R) Xeon(R) Processor, 2 cores';
const AMD = 'AMD EPYC, 2 cores';

const run = (seconds: number) => ({
  seconds,
  mode: 'incremental',
  reason: 'content changed: 1 new, 4 changed, 0 removed',
  routes: { rendered: 5, carried: 100, removed: 0 },
  phases: { snapshot: 1, render: 2 },
  diskAdded: 1_048_576,
});

/** One size's figures as a run measures them: a full build (with its log) and a new story timed three times. */
const measuredAt = (news: number, seconds: number): PublishResults => ({
  full: [{ news, measured: { code: 0, wallSeconds: news / 10, cpuSeconds: news / 5, peakRssBytes: news * 1_048_576, output: 'the build log' } as never, pages: news * 5, releaseBytes: news * 1_048_576 }],
  timings: [{ news, scenario: 'new story', runs: [run(seconds), run(seconds), run(seconds)] }],
  equivalence: [],
});

describe('a publish bench of one archive size', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const recordFile = () => {
    const dir = mkdtempSync(join(tmpdir(), 'publish-record-'));
    dirs.push(dir);
    return join(dir, 'publish-record.json');
  };

  it('keeps the other sizes’ last figures, marked with their date, and the growth between sizes', () => {
    const file = recordFile();
    withEarlierSizes(measuredAt(10_000, 17), file, '2026-12-04 15:02 UTC', INTEL);
    const merged = withEarlierSizes(measuredAt(25_000, 30), file, '2026-12-04 18:20 UTC', INTEL);

    expect(merged.full.map((f) => f.news)).toEqual([10_000, 25_000]);
    const rows = Object.fromEntries(publishChecks(merged).map((check) => [check.name, check]));
    expect(rows['publish new story, 10,000 news: hook call to live, s']?.detail).toMatch(/^median 17\.0 .*; measured 2026-12-04 15:02 UTC\)$/);
    expect(rows['publish new story, 25,000 news: hook call to live, s']?.detail).not.toContain('measured');
    expect(rows['full build, 10,000 news']?.detail).toContain('measured 2026-12-04 15:02 UTC');
    expect(rows['full build growth 10,000 → 25,000 news']?.detail).toBe('CPU time × 2.50 for pages × 2.50; builds measured 2026-12-04 15:02 UTC and in this run');
    // Budgets by size: 10 s at 10,000 and 12 s at 25,000 (issue 36).
    expect(rows['publish new story, 10,000 news: hook call to live, s']?.ok).toBe(false);
    expect(rows['publish new story, 25,000 news: hook call to live, s']?.budget).toBe('≤ 12 s, incremental');
  });

  it('gives the growth from each size to the next, not from the smallest to the largest', () => {
    const file = recordFile();
    withEarlierSizes(measuredAt(2_000, 8), file, '2026-12-04 23:55 UTC', INTEL);
    withEarlierSizes(measuredAt(10_000, 17), file, '2026-12-04 21:31 UTC', INTEL);
    const merged = withEarlierSizes(measuredAt(25_000, 30), file, '2026-12-05 09:00 UTC', INTEL);
    const growth = publishChecks(merged).filter((check) => check.name.startsWith('full build growth'));
    expect(growth.map((check) => check.name)).toEqual(['full build growth 2,000 → 10,000 news', 'full build growth 10,000 → 25,000 news']);
  });

  it('records each size measured, without the build’s log, and a new run of a size replaces it', () => {
    const file = recordFile();
    withEarlierSizes(measuredAt(10_000, 17), file, '2026-12-04 15:02 UTC', INTEL);
    withEarlierSizes(measuredAt(25_000, 30), file, '2026-12-04 18:20 UTC', INTEL);
    const merged = withEarlierSizes(measuredAt(10_000, 9), file, '2026-12-05 09:00 UTC', INTEL);

    const record = JSON.parse(readFileSync(file, 'utf8')) as { sizes: Record<string, { measuredAt: string; full: { measured: object } }> };
    expect(Object.keys(record.sizes)).toEqual(['10000', '25000']);
    expect(record.sizes['10000']!.measuredAt).toBe('2026-12-05 09:00 UTC');
    expect(record.sizes['10000']!.full.measured).toEqual({ code: 0, wallSeconds: 1000, cpuSeconds: 2000, peakRssBytes: 10_000 * 1_048_576 });
    expect(merged.timings.map((t) => [t.news, t.measuredAt])).toEqual([
      [10_000, undefined],
      [25_000, '2026-12-04 18:20 UTC'],
    ]);
  });

  it('keeps a size’s publish rows, with their own date, when a run builds it without publishing (--growth-only)', () => {
    const file = recordFile();
    const small = measuredAt(2_000, 7.9);
    small.full[0]!.measured.wallSeconds = 400;
    withEarlierSizes(small, file, '2026-12-06 01:46 UTC', AMD);
    withEarlierSizes(measuredAt(10_000, 9), file, '2026-12-06 03:00 UTC', AMD);
    const buildsOnly = (results: PublishResults): PublishResults => ({ ...results, timings: [] });
    withEarlierSizes(buildsOnly(measuredAt(10_000, 0)), file, '2026-12-07 18:00 UTC', AMD);
    const smallAgain = buildsOnly(measuredAt(2_000, 0));
    smallAgain.full[0]!.measured.wallSeconds = 400;
    const merged = withEarlierSizes(smallAgain, file, '2026-12-07 20:00 UTC', AMD);

    const rows = Object.fromEntries(publishChecks(merged).map((check) => [check.name, check]));
    expect(rows['publish new story, 10,000 news: hook call to live, s']!.detail).toMatch(/^median 9\.0 .*; measured 2026-12-06 03:00 UTC\)$/);
    // This run's 2,000-news build is on the same kind of machine: 2 % of it is still the kept rows' budget.
    expect(rows['publish new story, 2,000 news: hook call to live, s']).toMatchObject({ ok: true, budget: '≤ 2 % of the full build at 2,000 news on its kind of machine (8.0 s), incremental' });
    expect(rows['publish new story, 2,000 news: hook call to live, s']!.detail).toMatch(/; measured 2026-12-06 01:46 UTC\)$/);
    expect(rows['full build growth 2,000 → 10,000 news']!.detail).toBe('CPU time × 5.00 for pages × 5.00; builds measured in this run and 2026-12-07 18:00 UTC');
    const record = JSON.parse(readFileSync(file, 'utf8')) as { sizes: Record<string, { measuredAt: string; timings: Array<{ measuredAt: string; runs: unknown[] }> }> };
    expect(record.sizes['10000']!.measuredAt).toBe('2026-12-07 18:00 UTC');
    expect(record.sizes['10000']!.timings.map((timing) => [timing.measuredAt, timing.runs.length])).toEqual([['2026-12-06 03:00 UTC', 3]]);
  });

  it('takes 2 % only of a full build at 2,000 news on the publishes’ own kind of machine, and says where each ran', () => {
    const file = recordFile();
    // A full build of 400 s at 2,000 news on the Intel machine: 2 % of it is 8 s, for the Intel machine's publishes.
    const small = measuredAt(2_000, 7.9);
    small.full[0]!.measured.wallSeconds = 400;
    withEarlierSizes(small, file, '2026-12-06 01:46 UTC', INTEL);
    const merged = withEarlierSizes(measuredAt(10_000, 9.5), file, '2026-12-06 12:00 UTC', AMD);

    const rows = Object.fromEntries(publishChecks(merged).map((check) => [check.name, check]));
    expect(rows['publish new story, 2,000 news: hook call to live, s']).toMatchObject({ ok: true, budget: '≤ 2 % of the full build at 2,000 news on its kind of machine (8.0 s), incremental' });
    expect(rows['publish new story, 2,000 news: hook call to live, s']!.detail).toMatch(/; measured 2026-12-06 01:46 UTC on Intel\(R\) Xeon\(R\) Processor, 2 cores\)$/);
    // The AMD publishes at 10,000 news: no share of the Intel machine's build is theirs to show.
    expect(rows['publish new story, 10,000 news: hook call to live, s']).toMatchObject({ ok: true, budget: '≤ 10 s, incremental' });
    expect(rows['publish new story, 10,000 news: hook call to live, s']!.detail).not.toContain('% of the full build');
    const record = JSON.parse(readFileSync(file, 'utf8')) as { sizes: Record<string, { measuredOn: string }> };
    expect([record.sizes['2000']!.measuredOn, record.sizes['10000']!.measuredOn]).toEqual([INTEL, AMD]);
  });
});

describe('the publish budget', () => {
  const rows = (results: PublishResults) => Object.fromEntries(publishChecks(results).map((check) => [check.name, check]));

  it('is 2 % of the same machine’s full build at 2,000 news there, and the size’s own seconds at 10,000 and 25,000', () => {
    // A full build of 400 s at 2,000 news: 2 % of it is 8 s.
    const small = measuredAt(2_000, 8.1);
    small.full[0]!.measured.wallSeconds = 400;
    const large = measuredAt(10_000, 9.5);
    const huge = measuredAt(25_000, 11.9);
    const all = rows({ full: [...small.full, ...large.full, ...huge.full], timings: [...small.timings, ...large.timings, ...huge.timings], equivalence: [] });
    // Within the fixed 15 s, but not within 2 % of this machine's build: the share decides at 2,000 news.
    expect(all['publish new story, 2,000 news: hook call to live, s']).toMatchObject({ ok: false, budget: '≤ 2 % of the full build at 2,000 news on its kind of machine (8.0 s), incremental' });
    expect(all['publish new story, 10,000 news: hook call to live, s']).toMatchObject({ ok: true, budget: '≤ 10 s, incremental' });
    expect(all['publish new story, 25,000 news: hook call to live, s']).toMatchObject({ ok: true, budget: '≤ 12 s, incremental' });
    // Each row says what share of that build it took.
    expect(all['publish new story, 10,000 news: hook call to live, s']!.detail).toContain('(incremental; 2.4 % of the full build at 2,000 news on its kind of machine; phases:');
    expect(rows({ ...huge, timings: [{ ...huge.timings[0]!, runs: huge.timings[0]!.runs.map(() => run(12.1)) }] })['publish new story, 25,000 news: hook call to live, s']?.ok).toBe(false);
  });

  it('falls back to the size’s own seconds at 2,000 news without a full build there to take 2 % of', () => {
    const small = measuredAt(2_000, 8.1);
    small.full = [];
    expect(rows(small)['publish new story, 2,000 news: hook call to live, s']).toMatchObject({ ok: true, budget: '≤ 15 s, incremental (no full build at 2,000 news on this machine to take 2 % of)' });
  });
});

describe('the full build’s growth', () => {
  /** Two sizes whose full builds took `wall` seconds for `pages` pages, and the floor's, when given. */
  const sizes = (site: [number, number][], floor?: [number, number][]): PublishResults => ({
    full: site.map(([wallSeconds, pages], index) => ({
      news: [10_000, 25_000][index]!,
      measured: { code: 0, wallSeconds, cpuSeconds: wallSeconds * 1.6, peakRssBytes: 1 },
      pages,
      releaseBytes: 1,
      ...(floor && { floor: { measured: { code: 0, wallSeconds: floor[index]![0], cpuSeconds: floor[index]![0], peakRssBytes: 1 }, pages: floor[index]![1] } }),
    })),
    timings: [],
    equivalence: [],
  });
  const growthRow = (results: PublishResults) => publishChecks(results).find((check) => check.name === 'full build growth 10,000 → 25,000 news')!;

  it('fails a build that grows faster than its pages when no floor was built', () => {
    expect(growthRow(sizes([[1000, 50_000], [2690, 125_000]]))).toMatchObject({ ok: false, budget: 'no worse than linear' });
  });

  it('passes one whose page costs no more than the floor’s page at the larger size, and says both', () => {
    const row = growthRow(sizes([[1000, 50_000], [2690, 125_000]], [[500, 40_000], [1400, 100_000]]));
    expect(row).toMatchObject({ ok: true, budget: 'no worse than linear, or than the floor a page' });
    expect(row.detail).toBe('CPU time × 2.69 for pages × 2.50 (a page × 1.076); the floor × 2.80 for pages × 2.50 (a page × 1.120)');
  });

  it('fails one whose page grows more than the floor’s, and a floor that failed is no excuse', () => {
    expect(growthRow(sizes([[1000, 50_000], [2690, 125_000]], [[500, 40_000], [1300, 100_000]])).ok).toBe(false);
    const failedFloor = sizes([[1000, 50_000], [2690, 125_000]], [[500, 40_000], [1400, 100_000]]);
    failedFloor.full[1]!.floor!.measured.code = 1;
    expect(growthRow(failedFloor)).toMatchObject({ ok: false, budget: 'no worse than linear' });
  });

  it('compares builds on two kinds of machine only against their floors, and without them leaves the row unjudged', () => {
    const onTwoMachines = (results: PublishResults) => {
      Object.assign(results.full[0]!, { measuredAt: '2026-12-06 01:46 UTC', measuredOn: INTEL });
      return results;
    };
    // × 4.30 for pages × 2.50, the larger on a slower machine; the floor there grew alike, so a page costs what its page does.
    const withFloors = growthRow(onTwoMachines(sizes([[1000, 50_000], [4300, 125_000]], [[500, 40_000], [2200, 100_000]])));
    expect(withFloors).toMatchObject({ ok: true, budget: 'no worse than the floor a page (two kinds of machine)' });
    expect(withFloors.detail).toMatch(/; builds measured 2026-12-06 01:46 UTC on Intel\(R\) Xeon\(R\) Processor, 2 cores and in this run$/);
    // Less than linear is no pass across machines: the other machine may just be faster, and the floor's page grew less.
    expect(growthRow(onTwoMachines(sizes([[1000, 50_000], [2400, 125_000]], [[500, 40_000], [1100, 100_000]]))).ok).toBe(false);
    const withoutFloors = growthRow(onTwoMachines(sizes([[1000, 50_000], [4300, 125_000]])));
    expect([withoutFloors.ok, withoutFloors.budget]).toEqual([true, undefined]);
    expect(withoutFloors.detail).toMatch(/: two kinds of machine and no floor at both sizes, so not compared$/);
  });

  it('judges the time the bench judges builds on: CPU by default, wall when asked or when CPU was not counted', () => {
    // The disk's write-back of a large release is in its wall time: × 2.62 by wall, × 2.47 by CPU, for pages × 2.50.
    const writeBack = () => {
      const results = sizes([[1865, 54_234], [4893, 135_484]]);
      results.full[0]!.measured.cpuSeconds = 2873;
      results.full[1]!.measured.cpuSeconds = 7100;
      return results;
    };
    expect(growthRow(writeBack())).toMatchObject({ ok: true, detail: 'CPU time × 2.47 for pages × 2.50' });
    const byWall = publishChecks(writeBack(), 'wallSeconds').find((check) => check.name.startsWith('full build growth'))!;
    expect(byWall).toMatchObject({ ok: false, detail: 'wall time × 2.62 for pages × 2.50' });
    // A record keeps an uncounted CPU time as null: that pair is judged on wall time, and says so.
    const uncounted = writeBack();
    uncounted.full[0]!.measured.cpuSeconds = null as never;
    expect(growthRow(uncounted)).toMatchObject({ ok: false, detail: 'wall time × 2.62 for pages × 2.50' });
  });

  it('says which of the release’s phases grew more than its pages, from each release’s last line', () => {
    const line = (pages: number, render: number, smoke: number) =>
      `release: 20261207-1 is live (full: a full build was asked for; ${pages / 4} routes rendered, 0 carried over, 0 removed; ${pages} pages; ` +
      `cleanup 0.02 s, snapshot 2.1 s, render ${render} s, postbuild 500 s, smoke ${smoke} s, switch: prepare 0.3 s, switch 0.2 s) in 1700.5 s; /srv/releases/current -> 20261207-1`;
    expect(releasePhases(line(50_000, 1000, 40))).toEqual({ cleanup: 0.02, snapshot: 2.1, render: 1000, postbuild: 500, smoke: 40, 'switch: prepare': 0.3, switch: 0.2 });
    expect(releasePhases('release: 20261207-1 is live (1 pages) in 3.1 s; /srv/releases/current -> 20261207-1')).toEqual({});

    const results = sizes([[1700, 50_000], [4300, 125_000]]);
    results.full[0]!.phases = releasePhases(line(50_000, 1000, 40));
    results.full[1]!.phases = { ...releasePhases(line(125_000, 2600, 150)), postbuild: 1250 };
    // Shown: the phases of at least 2 % of the larger build's wall time, each a page against the smaller's.
    expect(growthRow(results).detail).toBe('CPU time × 2.53 for pages × 2.50; wall a page by phase: render × 1.04, postbuild × 1.00, smoke × 1.50');
  });

  it('holds each full build to 8 GB of peak memory, its whole process tree', () => {
    const results = sizes([[1000, 50_000], [2500, 125_000]]);
    results.full[0]!.measured.peakRssBytes = 3.5 * 1024 ** 3;
    results.full[1]!.measured.peakRssBytes = 8.5 * 1024 ** 3;
    const rows = publishChecks(results).filter((check) => /^full build, /.test(check.name));
    expect(rows.map((row) => [row.name, row.ok, row.budget])).toEqual([
      ['full build, 10,000 news', true, 'succeeds, peak memory ≤ 8 GB'],
      ['full build, 25,000 news', false, 'succeeds, peak memory ≤ 8 GB'],
    ]);
    expect(rows[1]!.detail).toContain('peak 8704 MB');
  });

  it('keeps the floor’s figures in the record, without its log', () => {
    const dir = mkdtempSync(join(tmpdir(), 'publish-record-'));
    try {
      const file = join(dir, 'publish-record.json');
      const results = sizes([[1000, 50_000]], [[500, 40_000]]);
      (results.full[0]!.floor!.measured as { output?: string }).output = 'the floor build log';
      withEarlierSizes(results, file, '2026-12-06 09:00 UTC', INTEL);
      const record = JSON.parse(readFileSync(file, 'utf8')) as { sizes: Record<string, { full: { floor: unknown } }> };
      expect(record.sizes['10000']!.full.floor).toEqual({ measured: { code: 0, wallSeconds: 500, cpuSeconds: 500, peakRssBytes: 1 }, pages: 40_000 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
