import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { sitemapFiles } from '@/lib/sitemap/sitemap';
import { frameData, routeData, sitemapData } from './data';
import { renderPlan, waitForPlanFile, writeRenderPlanFile, type CancelledRender, type RenderPlan } from './render-plan';
import { testSite } from './testing';

// 1,300 stories: two sitemap ranges (1,200 a file), so a plan can leave one out.
const site = testSite({ uz: 1300, ru: 1300, en: 1300, oz: 1300 });

const planDirs: string[] = [];
const planFile = () => {
  planDirs.push(mkdtempSync(join(tmpdir(), 'render-plan-')));
  return join(planDirs.at(-1)!, 'plan.json');
};
afterAll(() => {
  for (const dir of planDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the render plan a publish hands to Next', () => {
  const plan = renderPlan(site, ['/uz/news/1300/', '/ru/news/1300/', '/uz/', '/sitemap.xml', '/sitemaps/news-2.xml']);

  it('gives the planned routes with params, and no others', () => {
    expect(plan.params).toEqual({ '/news/[id]': { uz: [{ id: '1300' }], ru: [{ id: '1300' }] } });
  });

  it('holds what each page it renders shows: the planned ones and every language’s pages without params', () => {
    expect(plan.data['/uz/news/1300/']).toEqual(routeData.newsStory.data(site, 'uz', { id: '1300' }));
    expect(plan.data['/en/about-us/']).toEqual(routeData.about.data(site, 'en', {}));
    expect(plan.data['/oz/feed.xml']).toEqual(routeData.feed.data(site, 'oz', {}));
    expect(plan.data['/uz/news/1299/']).toBeUndefined();
    expect(plan.data['/en/news/1300/']).toBeUndefined();
    for (const locale of locales) expect(plan.frame[locale]).toEqual(frameData(site, locale));
  });

  it('names every sitemap file for the index, with the pages only of those it renders', () => {
    const all = sitemapFiles(sitemapData(site));
    expect(plan.sitemaps.map((file) => [file.name, file.lastModified])).toEqual(all.map((file) => [file.name, file.lastModified]));
    expect(plan.sitemaps.find((file) => file.name === 'news-2.xml')!.pages).toEqual(all.find((file) => file.name === 'news-2.xml')!.pages);
    expect(plan.sitemaps.find((file) => file.name === 'news-1.xml')!.pages).toEqual([]);
  });

  it('keeps the pages of the first sitemap file when it renders none, as Next renders one', () => {
    const { sitemaps } = renderPlan(site, ['/uz/']);
    expect(sitemaps[0]!.pages.length).toBeGreaterThan(0);
    expect(sitemaps.slice(1).every((file) => file.pages.length === 0)).toBe(true);
  });
});

describe('a render started before its plan', () => {
  it('waits until the publish has written the plan, then reads it whole', () => {
    const file = planFile();
    const plan = renderPlan(site, ['/uz/news/1300/']);
    // Another process writes it, as the publish does, while this one (a Next worker) is blocked waiting.
    const writer = `setTimeout(() => { const fs = require('node:fs'); fs.writeFileSync(${JSON.stringify(`${file}.part`)}, process.argv[1]); fs.renameSync(${JSON.stringify(`${file}.part`)}, ${JSON.stringify(file)}); }, 400)`;
    spawn(process.execPath, ['-e', writer, JSON.stringify(plan)], { stdio: 'ignore' });
    const started = Date.now();
    const text = waitForPlanFile(file, 20_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(JSON.parse(text)).toEqual(plan);
  });

  it('gives up with a clear error when no plan comes', () => {
    expect(() => waitForPlanFile(planFile(), 1_000)).toThrow(/no render plan at .*plan\.json after 1 s: the publish that started this render stopped/);
  });

  it('is written in one rename, with nothing left beside it', () => {
    const file = planFile();
    writeRenderPlanFile(file, { cancelled: 'why' });
    expect(readdirSync(join(file, '..'))).toEqual(['plan.json']);
    expect(JSON.parse(waitForPlanFile(file, 0))).toEqual({ cancelled: 'why' });
  });
});

describe('pages under a render plan', () => {
  afterEach(() => {
    vi.doUnmock('next-intl/server');
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  // The plan's data stands for the snapshot's: a page must show it, and need no snapshot at all.
  async function underPlan(plan: RenderPlan | CancelledRender) {
    const file = planFile();
    writeFileSync(file, JSON.stringify(plan));
    vi.stubEnv('PUBLISH_PLAN', file);
    vi.resetModules();
    // next-intl's request locale needs React's server build, which these tests do not run under.
    vi.doMock('next-intl/server', () => ({ setRequestLocale: () => {} }));
    const api = await import('@/lib/api');
    vi.spyOn(api, 'getSite').mockImplementation(() => {
      throw new Error('a page read the snapshot under a render plan');
    });
    return { ...(await import('./index')), ...(await import('./static-params')), ...(await import('@/lib/sitemap/site-files')) };
  }

  it('take their params, data, frame and sitemaps from the plan', async () => {
    const plan = renderPlan(site, ['/uz/news/1300/', '/uz/']);
    plan.data['/uz/news/1300/'] = { item: { title: 'From the plan' }, locales: ['uz'] };
    const { routes, loadFrame, staticParams, siteSitemapFiles } = await underPlan(plan);
    expect(staticParams(routeData.newsStory, 'uz')).toEqual([{ id: '1300' }]);
    expect(routes.newsStory.staticParams({ params: { locale: 'uz' } })).toEqual([{ id: '1300' }]);
    const { data } = await routes.newsStory.load(Promise.resolve({ locale: 'uz', id: '1300' }));
    expect(data.item.title).toBe('From the plan');
    expect(loadFrame('ru')).toEqual(frameData(site, 'ru'));
    expect(siteSitemapFiles()).toEqual(plan.sitemaps);
  });

  it('render a page without params in the languages planned; where none is, in one language, not in all four', async () => {
    const { routes } = await underPlan(renderPlan(site, ['/ru/about-us/', '/uz/news/1300/', '/en/news/1300/']));
    // Next merges these over the layout's { locale } and renders each distinct set once.
    expect(locales.map((locale) => routes.about.staticParams({ params: { locale } }))).toEqual([[{ locale: 'ru' }], [{ locale: 'ru' }], [{ locale: 'ru' }], [{ locale: 'ru' }]]);
    // Nothing of the players' page planned: the layout's first language (uz, ru and en have planned pages).
    expect(locales.map((locale) => routes.players.staticParams({ params: { locale } }))).toEqual(locales.map(() => [{ locale: 'uz' }]));
  });

  it('without a plan (a full build), render a page without params in every language', async () => {
    vi.resetModules();
    vi.doMock('next-intl/server', () => ({ setRequestLocale: () => {} }));
    const { routes } = await import('./index');
    expect(locales.map((locale) => routes.about.staticParams({ params: { locale } }))).toEqual(locales.map((locale) => [{ locale }]));
  });

  it('stop with the publish’s reason when it cancelled the render before its plan (its snapshot failed)', async () => {
    const { staticParams } = await underPlan({ cancelled: 'cannot read the federation API at http://localhost:4010/api: HTTP 503' });
    expect(() => staticParams(routeData.newsStory, 'uz')).toThrow('this render was cancelled before its plan: cannot read the federation API at http://localhost:4010/api: HTTP 503');
  });

  it('answer 404 for a placeholder: a language with nothing planned gets one, as Next needs a param', async () => {
    const { routes, staticParams } = await underPlan(renderPlan(site, ['/uz/news/1300/']));
    expect(staticParams(routeData.newsStory, 'en')).toEqual([{ id: '0' }]);
    await expect(routes.newsStory.load(Promise.resolve({ locale: 'en', id: '0' }))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});
