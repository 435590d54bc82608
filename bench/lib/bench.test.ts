import { describe, expect, it } from 'vitest';
import { checkApiBudget, countWords, lengthen } from './api';
import { buildChecks, lighthouseChecks, newsHtmlCheck, weightChecks, type LighthouseEntry } from './budgets';
import { figures, median, medianOf, type LighthouseFigures, type LighthouseResult } from './lighthouse';
import { lhCell } from './report';
import { firstFrameTable, firstPaintChecks, firstPaintTable } from './first-paint';
import { parseTimes } from './proc';
import { articleWords, scriptUrls, stylesheetUrls, type PageWeight } from './weight';
import { buildPhases, prerenderedPages, versionMismatches } from './workspace';

describe('scriptUrls', () => {
  it('takes script src, preloaded and modulepreloaded scripts once each, and skips nomodule', () => {
    const html = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/b.js?x=1&amp;y=2" async></script>',
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
      '<link rel="modulepreload" href="/m.js">',
      '<link rel="preload" href="/font.woff2" as="font">',
      '<script>self.__next_f.push([1,"<script src=\\"/not-a-tag.js\\">"])</script>',
    ].join('');
    expect(scriptUrls(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js?x=1&y=2', '/m.js']);
  });

  it('finds stylesheets', () => {
    expect(stylesheetUrls('<link rel="stylesheet" href="/a.css" data-precedence="next"/><link rel="preload" href="/b.css" as="style"/>')).toEqual(['/a.css']);
  });
});

describe('checkApiBudget', () => {
  it('allows one list request per collection and language, pages of a paginated one, and 8 in flight', () => {
    const ok = checkApiBudget({ total: 3, maxInFlight: 8, byPath: { '/news?lang=UZL': 1, '/news?lang=RUS': 1, '/news/paginate?lang=UZL': 3 } }, { '/news/paginate?lang=UZL': 3 });
    expect(ok.ok).toBe(true);
    expect(ok.byCollection.news).toEqual({ UZL: 1, RUS: 1 });
  });

  it('fails repeats, detail requests and more than 8 in flight', () => {
    const bad = checkApiBudget({ total: 5, maxInFlight: 9, byPath: { '/contacts?lang=UZL': 2, '/news/:id?lang=UZL': 1 } });
    expect(bad.ok).toBe(false);
    expect(bad.over.map((o) => o.key).sort()).toEqual(['/contacts?lang=UZL', '/news/:id?lang=UZL']);
    expect(checkApiBudget({ total: 1, maxInFlight: 9, byPath: { '/news?lang=UZL': 1 } }).ok).toBe(false);
  });
});

describe('the long story', () => {
  it('is lengthened with paragraphs of other stories up to the word count', () => {
    const others = Array.from({ length: 30 }, (_, i) => ({ id: i + 2, content: `<p>${'word '.repeat(20)}${i}</p><p>short</p>` }));
    const html = lengthen({ id: 1, content: '<p>Own text here.</p>' }, others, 200);
    expect(html.startsWith('<p>Own text here.</p>')).toBe(true);
    expect(countWords(html)).toBeGreaterThanOrEqual(200);
    expect(countWords(html)).toBeLessThan(230);
    expect(html).not.toContain('short');
  });

  it('comes round again when the other stories are too few', () => {
    const html = lengthen({ id: 1, content: '' }, [{ id: 2, content: '<p>one two three four five</p>' }], 50);
    expect(countWords(html)).toBe(50);
  });

  it('counts the words of an article, not its scripts', () => {
    expect(articleWords('<main><article><h1>Title here</h1><p>a b c</p><script>var x = 1;</script></article></main>')).toBe(5);
  });
});

describe('process figures', () => {
  it('reads the children line of `times`', () => {
    expect(parseTimes('0m0.010s 0m0.002s\n1m2.500s 0m3.250s\n')).toBeCloseTo(65.75);
    expect(parseTimes('nothing')).toBeUndefined();
  });

  it('reads the page count of next build', () => {
    expect(prerenderedPages('  Generating static pages using 1 worker (0/211) ...\n✓ Generating static pages using 1 worker (211/211) in 14.3s')).toBe(211);
    expect(prerenderedPages('no such line')).toBeNaN();
  });

  it('reads the phases of a build', () => {
    const log = [
      'Content snapshot: uz 98 items; 40 requests to http://x/api in 1.4 s (build 20261204T230321Z-9464dad7)',
      '✓ Compiled successfully in 16.7s',
      '  Finished TypeScript in 720ms ...',
      '✓ Generating static pages using 1 worker (211/211) in 1.2min',
      'postbuild: precompressed 10 files, 1.00 MB -> 0.10 MB br / 0.20 MB gz in 3.5 s',
    ].join('\n');
    expect(buildPhases(log)).toEqual({ snapshot: 1.4, compile: 16.7, typescript: 0.72, 'static pages': 72, precompress: 3.5 });
  });

  it('names version differences', () => {
    const v = { next: '16.4.6', react: '19.3.1', 'react-dom': '19.3.1', 'next-intl': '4.14.8', 'use-intl': '4.14.8' };
    expect(versionMismatches(v, { ...v, next: '16.5.0' })).toEqual(['next: floor pins 16.4.6, node_modules has 16.5.0']);
  });
});

describe('medians', () => {
  it('takes the median of each figure', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    const run = (p: number, cls: number): LighthouseFigures => ({
      scores: { performance: p, accessibility: 100, 'best-practices': 100, seo: 100 },
      fcpMs: p * 5,
      lcpMs: p * 10,
      tbtMs: 0,
      cls,
      observedFcpMs: p * 3,
      failed: [],
    });
    const m = medianOf([run(80, 0), run(90, 0.1), run(85, 0)]);
    expect(m.scores.performance).toBe(85);
    expect(m.cls).toBe(0);
    expect(m.observedFcpMs).toBe(255);
  });
});

describe('lighthouse figures', () => {
  it('reads the scores, the metrics, and when Chrome really painted first', () => {
    const audit = (numericValue: number) => ({ numericValue, score: 1, scoreDisplayMode: 'numeric', title: '' });
    const category = (score: number) => ({ score, auditRefs: [] });
    const f = figures({
      lighthouseVersion: '13.5.0',
      categories: { performance: category(0.9), accessibility: category(1), 'best-practices': category(1), seo: category(1) },
      audits: {
        'first-contentful-paint': audit(1100),
        'largest-contentful-paint': audit(2400),
        'total-blocking-time': audit(230),
        'cumulative-layout-shift': audit(0),
        metrics: { score: null, scoreDisplayMode: 'informative', title: '', details: { items: [{ observedFirstContentfulPaint: 1271 }] } },
      },
    } as Parameters<typeof figures>[0]);
    expect(f).toMatchObject({ fcpMs: 1100, lcpMs: 2400, tbtMs: 230, cls: 0, observedFcpMs: 1271, failed: [] });
    expect(f.scores.performance).toBe(90);
  });

  it('marks a Lighthouse cell whose first paint came late, as headless Chromium held frames back', () => {
    const result = (observedFcpMs: number) => ({
      scores: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 },
      fcpMs: 1000, lcpMs: 2400, tbtMs: 230, cls: 0, observedFcpMs, failed: [], runs: [],
    });
    expect(lhCell(result(300))).toBe('90/100/100/100 · LCP 2.4 s · TBT 230 ms · CLS 0.000');
    expect(lhCell(result(2251))).toBe('90/100/100/100 · LCP 2.4 s · TBT 230 ms · CLS 0.000 · first paint seen at 2.3 s');
  });
});

const weight = (path: string, jsGzip: number, htmlGzip = 1000): PageWeight => ({
  path, htmlBytes: htmlGzip * 5, htmlGzip, jsGzip, jsBytes: jsGzip * 3, scripts: [], cssGzip: 0, external: [],
});

describe('budgets', () => {
  it('compares the heaviest locale of a page type with the floor', () => {
    const checks = weightChecks({ home: { uz: weight('/uz/', 100_000), ru: weight('/ru/', 116_000) } }, { home: { jsGzip: 100_000 } });
    expect(checks).toHaveLength(1);
    expect(checks[0]!.ok).toBe(false);
    expect(weightChecks({ home: { uz: weight('/uz/', 115_000) } }, { home: { jsGzip: 100_000 } })[0]!.ok).toBe(true);
  });

  it('wants a news page of 2,000 words under 30 KB', () => {
    const site = { 'news detail': { uz: weight('/uz/news/1/', 0, 29_000), ru: weight('/ru/news/1/', 0, 30_000) } };
    expect(newsHtmlCheck(site, { uz: 2100, ru: 2050 }).ok).toBe(true);
    expect(newsHtmlCheck(site, { uz: 2100, ru: 300 }).ok).toBe(false);
    expect(newsHtmlCheck(site, { uz: 2100, ru: 300 }, false).ok).toBe(true);
    expect(newsHtmlCheck({ 'news detail': { uz: weight('/uz/news/1/', 0, 31_000) } }, { uz: 2000 }).ok).toBe(false);
  });

  it('checks growth against the page count, and the build time against the floor not at all', () => {
    const point = (news: number, site: number, floor: number, pages: number) => ({
      news,
      site: { pages, cpuSeconds: site, wallSeconds: site, code: 0 },
      floor: { pages, cpuSeconds: floor, wallSeconds: floor, code: 0 },
    });
    // Five times the floor's time: reported in the table, no budget.
    expect(buildChecks([point(200, 60, 50, 1000), point(2000, 500, 100, 9000)], 'cpuSeconds').map((c) => [c.name, c.ok])).toEqual([
      ['growth 200 → 2000 news', true],
    ]);
    const steep = buildChecks([point(200, 60, 50, 1000), point(2000, 600, 300, 9000)], 'cpuSeconds');
    expect(steep.map((c) => c.ok)).toEqual([false]);
    const failed = buildChecks([point(200, 60, 50, 1000), { ...point(2000, 1, 1, 0), site: { pages: 0, cpuSeconds: 1, wallSeconds: 1, code: 1 } }], 'cpuSeconds');
    expect(failed[0]).toMatchObject({ name: 'build 2000 news', ok: false, detail: 'site build exited 1' });
  });

  it('holds Lighthouse to 100s, the floor’s mobile performance less 3, and CLS 0', () => {
    const result = (performance: number, cls = 0, accessibility = 100) => ({
      scores: { performance, accessibility, 'best-practices': 100, seo: 100 }, fcpMs: 1, lcpMs: 1, tbtMs: 1, cls, observedFcpMs: 1, failed: [], runs: [],
    });
    const entry = (app: 'site' | 'floor', preset: 'mobile' | 'desktop', r: ReturnType<typeof result>): LighthouseEntry => ({
      app, preset, type: 'home', locale: 'uz', url: '', result: r,
    });
    const ok = lighthouseChecks([entry('site', 'mobile', result(80)), entry('floor', 'mobile', result(83)), entry('site', 'desktop', result(100))]);
    expect(ok.map((c) => c.ok)).toEqual([true, true]);
    const bad = lighthouseChecks([
      entry('site', 'mobile', result(79, 0.01, 98)),
      entry('floor', 'mobile', result(83)),
      entry('site', 'desktop', result(99)),
    ]);
    expect(bad.map((c) => c.ok)).toEqual([false, false]);
    expect(bad[0]!.detail).toContain('CLS');
  });
});

describe('first paint on a slow phone', () => {
  const result = (fcpMs: number, lcpMs: number, performance = 90, cls = 0): LighthouseResult => ({
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 }, fcpMs, lcpMs, tbtMs: 0, cls, observedFcpMs: fcpMs, failed: [], runs: [],
  });
  const entry = (app: 'site' | 'floor', preset: 'slow4g' | 'mobile', r: LighthouseResult, locale = 'uz'): LighthouseEntry => ({
    app, preset, type: 'home', locale, url: '', result: r,
  });

  it('holds FCP and LCP to 1.3 × the floor’s, CLS to 0, and simulated performance to the floor’s less 2', () => {
    const checks = firstPaintChecks([
      entry('site', 'slow4g', result(1300, 1300)),
      entry('floor', 'slow4g', result(1000, 1000)),
      entry('site', 'mobile', result(0, 0, 88)),
      entry('floor', 'mobile', result(0, 0, 90)),
    ]);
    expect(checks.map((c) => c.ok)).toEqual([true, true]);
    const bad = firstPaintChecks([
      entry('site', 'slow4g', result(1000, 2900, 90, 0.002)),
      entry('floor', 'slow4g', result(1000, 1000)),
      entry('site', 'mobile', result(0, 0, 87)),
      entry('floor', 'mobile', result(0, 0, 90)),
    ]);
    expect(bad.map((c) => c.ok)).toEqual([false, false]);
    expect(bad[0]!.detail).toBe('LCP 2.90 × floor, CLS 0.002');
    expect(bad[1]!.detail).toBe('performance 87 vs floor 90');
  });

  it('fails a page the floor has no result for, and shows each page with both apps and the ratio', () => {
    const entries = [entry('site', 'slow4g', result(2400, 2400)), entry('floor', 'slow4g', result(836, 836)), entry('site', 'slow4g', result(1, 1), 'ru')];
    const checks = firstPaintChecks(entries);
    expect(checks.map((c) => c.ok)).toEqual([false, false]);
    expect(firstPaintTable(entries, checks)).toContain('| home uz | slow4g | 2,400 / 2,400 | 836 / 836 | 2.87 / 2.87 | 0.000 | 90 / 90 | ❌ FCP 2.87 × floor, LCP 2.87 × floor |');
  });

  it('shows where each page’s time before the first paint went, beside the floor’s', () => {
    const frame = (htmlBytes: number, htmlMs: number, styleMs: number, layoutMs: number) => ({ htmlBytes, htmlMs, styleMs, layoutMs });
    const entries = [
      entry('site', 'slow4g', { ...result(426, 690), firstFrame: frame(19_807, 250, 35.8, 78.1) }),
      entry('floor', 'slow4g', { ...result(275, 275), firstFrame: frame(2_867, 170, 4, 19.3) }),
      entry('site', 'mobile', result(1206, 2338)),
    ];
    expect(firstFrameTable(entries).split('\n').slice(2)).toEqual(['| home uz | 19.3 / 2.8 | 250 / 170 | 36 / 4 | 78 / 19 | 426 / 275 |']);
    expect(firstFrameTable([entry('site', 'mobile', result(1206, 2338))])).toBe('');
  });
});
