import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publishChecks, withEarlierSizes, type PublishResults } from './publish';

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
    withEarlierSizes(measuredAt(10_000, 17), file, '2026-12-04 15:02 UTC');
    const merged = withEarlierSizes(measuredAt(25_000, 30), file, '2026-12-04 18:20 UTC');

    expect(merged.full.map((f) => f.news)).toEqual([10_000, 25_000]);
    const rows = Object.fromEntries(publishChecks(merged).map((check) => [check.name, check]));
    expect(rows['publish new story, 10,000 news: hook call to live, s']?.detail).toMatch(/^median 17\.0 .*; measured 2026-12-04 15:02 UTC\)$/);
    expect(rows['publish new story, 25,000 news: hook call to live, s']?.detail).not.toContain('measured');
    expect(rows['full build, 10,000 news']?.detail).toContain('measured 2026-12-04 15:02 UTC');
    expect(rows['full build growth 10,000 → 25,000 news']?.detail).toBe('wall time × 2.50 for pages × 2.50; builds measured 2026-12-04 15:02 UTC and in this run');
    // Budgets by size: 10 s at 10,000 and 12 s at 25,000 (issue 36).
    expect(rows['publish new story, 10,000 news: hook call to live, s']?.ok).toBe(false);
    expect(rows['publish new story, 25,000 news: hook call to live, s']?.budget).toBe('≤ 12 s, incremental');
  });

  it('gives the growth from each size to the next, not from the smallest to the largest', () => {
    const file = recordFile();
    withEarlierSizes(measuredAt(2_000, 8), file, '2026-12-04 23:55 UTC');
    withEarlierSizes(measuredAt(10_000, 17), file, '2026-12-04 21:31 UTC');
    const merged = withEarlierSizes(measuredAt(25_000, 30), file, '2026-12-05 09:00 UTC');
    const growth = publishChecks(merged).filter((check) => check.name.startsWith('full build growth'));
    expect(growth.map((check) => check.name)).toEqual(['full build growth 2,000 → 10,000 news', 'full build growth 10,000 → 25,000 news']);
  });

  it('records each size measured, without the build’s log, and a new run of a size replaces it', () => {
    const file = recordFile();
    withEarlierSizes(measuredAt(10_000, 17), file, '2026-12-04 15:02 UTC');
    withEarlierSizes(measuredAt(25_000, 30), file, '2026-12-04 18:20 UTC');
    const merged = withEarlierSizes(measuredAt(10_000, 9), file, '2026-12-05 09:00 UTC');

    const record = JSON.parse(readFileSync(file, 'utf8')) as { sizes: Record<string, { measuredAt: string; full: { measured: object } }> };
    expect(Object.keys(record.sizes)).toEqual(['10000', '25000']);
    expect(record.sizes['10000']!.measuredAt).toBe('2026-12-05 09:00 UTC');
    expect(record.sizes['10000']!.full.measured).toEqual({ code: 0, wallSeconds: 1000, cpuSeconds: 2000, peakRssBytes: 10_000 * 1_048_576 });
    expect(merged.timings.map((t) => [t.news, t.measuredAt])).toEqual([
      [10_000, undefined],
      [25_000, '2026-12-04 18:20 UTC'],
    ]);
  });
});

describe('the publish budget', () => {
  const rows = (results: PublishResults) => Object.fromEntries(publishChecks(results).map((check) => [check.name, check]));

  it('is the size’s own, and at most 2 % of the full build at 2,000 news where one was measured', () => {
    const large = measuredAt(10_000, 9.5);
    expect(rows(large)['publish new story, 10,000 news: hook call to live, s']).toMatchObject({ ok: true, budget: '≤ 10 s, incremental' });

    // A full build of 400 s at 2,000 news: 2 % of it is 8 s, for every size.
    const small = measuredAt(2_000, 7.9);
    small.full[0]!.measured.wallSeconds = 400;
    const both = rows({ full: [...small.full, ...large.full], timings: [...small.timings, ...large.timings], equivalence: [] });
    expect(both['publish new story, 2,000 news: hook call to live, s']).toMatchObject({ ok: true, budget: '≤ 15 s and ≤ 2 % of the full build at 2,000 news (8.0 s), incremental' });
    expect(both['publish new story, 10,000 news: hook call to live, s']).toMatchObject({ ok: false, budget: '≤ 10 s and ≤ 2 % of the full build at 2,000 news (8.0 s), incremental' });
  });
});
