import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '@/lib/i18n/routing';
import type { NewsItem, SiteContent } from './types';

let root: string;

function news(id: number): NewsItem {
  return { id, title: `News ${id}`, contentHtml: '<p>x</p>', excerpt: 'x', date: '2026-11-20', image: null };
}

function content(locale: Locale, newsIds: number[]): SiteContent {
  return {
    locale,
    news: newsIds.map(news),
    services: locale === 'en' ? [] : [{ id: 5, title: `Service ${locale}`, contentHtml: '', excerpt: '', image: null }],
    abouts: [],
    players: [],
    leaders: [],
    photos: [],
    videos: [],
    usefulLinks: [],
    contacts: { address: `Address ${locale}`, phones: [], email: null },
    socials: null,
  };
}

async function writeContent(locale: Locale, value: unknown) {
  await mkdir(path.join(root, '.content'), { recursive: true });
  await writeFile(path.join(root, '.content', `${locale}.json`), JSON.stringify(value));
}

/** A fresh module per test: the memo lives in module state. */
const load = () => import('./index');

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-test-'));
  vi.spyOn(process, 'cwd').mockReturnValue(root);
  vi.resetModules();
  for (const locale of locales) await writeContent(locale, content(locale, locale === 'en' ? [1] : [1, 2]));
  await writeFile(
    path.join(root, '.content', 'meta.json'),
    JSON.stringify({ buildId: 'b1', fetchedAt: '2026-11-21T00:00:00.000Z', apiBaseUrl: 'http://localhost:4010/api', requests: 40 }),
  );
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await rm(root, { recursive: true, force: true });
});

describe('lib/api read functions', () => {
  it('read the snapshot of the locale', async () => {
    const api = await load();
    expect((await api.getNews('ru')).map((n) => n.id)).toEqual([1, 2]);
    expect((await api.getServices('uz'))[0]?.title).toBe('Service uz');
    expect(await api.getContacts('oz')).toEqual({ address: 'Address oz', phones: [], email: null });
    expect(await api.getSocials('oz')).toBeNull();
    for (const get of [api.getAbouts, api.getPlayers, api.getLeaders, api.getPhotos, api.getVideos, api.getUsefulLinks]) {
      expect(await get('uz')).toEqual([]);
    }
  });

  it('find one item by numeric or string id, and null otherwise', async () => {
    const api = await load();
    expect((await api.getNewsItem('uz', 2))?.title).toBe('News 2');
    expect((await api.getNewsItem('uz', '2'))?.title).toBe('News 2');
    expect(await api.getNewsItem('en', 2)).toBeNull();
    expect(await api.getNewsItem('uz', '2abc')).toBeNull();
    expect(await api.getNewsItem('uz', '-1')).toBeNull();
    expect((await api.getService('ru', '5'))?.id).toBe(5);
    expect(await api.getService('en', 5)).toBeNull();
  });

  it('tell which locales have an item', async () => {
    const api = await load();
    expect(await api.getNewsLocales(2)).toEqual(['uz', 'ru', 'oz']);
    expect(await api.getNewsLocales('1')).toEqual(['uz', 'ru', 'en', 'oz']);
    expect(await api.getNewsLocales(99)).toEqual([]);
    expect(await api.getServiceLocales(5)).toEqual(['uz', 'ru', 'oz']);
  });

  it('read each locale file once per process', async () => {
    const api = await load();
    expect(await api.getNews('uz')).toHaveLength(2);
    await writeContent('uz', content('uz', [1, 2, 3]));
    expect(await api.getNews('uz')).toHaveLength(2);
    vi.resetModules();
    expect(await (await load()).getNews('uz')).toHaveLength(3);
  });

  it('say to run the snapshot when it is missing', async () => {
    await rm(path.join(root, '.content'), { recursive: true });
    const api = await load();
    await expect(api.getNews('uz')).rejects.toThrow('The content snapshot .content/uz.json is missing');
    await expect(api.getNews('uz')).rejects.toThrow('run `npm run snapshot` first');
    await expect(api.getBuildMeta()).rejects.toThrow('.content/meta.json is missing');
  });

  it('forget a failed read, so a snapshot written later is found', async () => {
    await rm(path.join(root, '.content'), { recursive: true });
    const api = await load();
    await expect(api.getNews('ru')).rejects.toThrow(/missing/);
    await writeContent('ru', content('ru', [7]));
    expect((await api.getNews('ru')).map((n) => n.id)).toEqual([7]);
  });

  it('reject an unknown locale', async () => {
    const api = await load();
    await expect(api.getNews('de' as Locale)).rejects.toThrow('Unknown locale "de"');
  });

  it('return the build meta', async () => {
    expect(await (await load()).getBuildMeta()).toMatchObject({ buildId: 'b1', requests: 40 });
  });

  it('give the site URL without a trailing slash', async () => {
    const api = await load();
    vi.stubEnv('SITE_URL', '');
    expect(api.getSiteUrl()).toBe('http://localhost:3000');
    vi.stubEnv('SITE_URL', 'https://fa.example.uz/');
    expect(api.getSiteUrl()).toBe('https://fa.example.uz');
  });
});
