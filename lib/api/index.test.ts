import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '@/lib/i18n/routing';
import { snapshotCodeFingerprint } from './snapshot-files';
import type { NewsItem, SiteContent } from './types';

let root: string;

function news(id: number): NewsItem {
  return { id, title: `News ${id}`, contentHtml: '<p>x</p>', excerpt: 'x', date: '2026-11-20', image: null, picture: null };
}

function content(locale: Locale, newsIds: number[]): SiteContent {
  return {
    locale,
    news: newsIds.map(news),
    services: locale === 'en' ? [] : [{ id: 5, title: `Service ${locale}`, contentHtml: '', excerpt: '', image: null, picture: null }],
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

function writeMeta(extra: object) {
  const meta = { buildId: 'b1', fetchedAt: '2026-11-21T00:00:00.000Z', apiBaseUrl: 'http://localhost:4010/api', requests: 40 };
  return writeFile(path.join(root, '.content', 'meta.json'), JSON.stringify({ ...extra, ...meta }));
}

/** A fresh module per test: the memo lives in module state. */
const load = () => import('./index');

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-test-'));
  vi.spyOn(process, 'cwd').mockReturnValue(root);
  vi.resetModules();
  for (const locale of locales) await writeContent(locale, content(locale, locale === 'en' ? [1] : [1, 2]));
  await writeMeta({ codeFingerprint: snapshotCodeFingerprint(root) });
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await rm(root, { recursive: true, force: true });
});

describe('the content snapshot', () => {
  it('holds every locale and the meta', async () => {
    const site = (await load()).readSite();
    expect(site.content.ru.news.map((n) => n.id)).toEqual([1, 2]);
    expect(site.content.uz.services[0]?.title).toBe('Service uz');
    expect(site.content.oz.contacts).toEqual({ address: 'Address oz', phones: [], email: null });
    expect(site.meta).toEqual({ buildId: 'b1', fetchedAt: '2026-11-21T00:00:00.000Z', apiBaseUrl: 'http://localhost:4010/api', requests: 40 });
  });

  it('is read once per process', async () => {
    const api = await load();
    expect(api.getSite().content.uz.news).toHaveLength(2);
    await writeContent('uz', content('uz', [1, 2, 3]));
    expect(api.getSite().content.uz.news).toHaveLength(2);
    vi.resetModules();
    expect((await load()).getSite().content.uz.news).toHaveLength(3);
  });

  it('is read again each time under next dev', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const api = await load();
    expect(api.getSite().content.uz.news).toHaveLength(2);
    await writeContent('uz', content('uz', [1, 2, 3]));
    expect(api.getSite().content.uz.news).toHaveLength(3);
  });

  it('says to run the snapshot when it is missing', async () => {
    await rm(path.join(root, '.content'), { recursive: true });
    const api = await load();
    expect(() => api.getSite()).toThrow(/\.content\/uz\.json is missing: run `npm run snapshot` first/);
  });

  it('says to run the snapshot again when a file is not JSON', async () => {
    await writeFile(path.join(root, '.content', 'meta.json'), '{"buildId":');
    const api = await load();
    expect(() => api.readSite()).toThrow(/meta\.json is not valid JSON: run `npm run snapshot` again/);
  });

  it('is refused when other code made it, or code from before the fingerprint, with the command to run again', async () => {
    await writeMeta({ codeFingerprint: '0123456789abcdef' });
    const api = await load();
    expect(() => api.readSite()).toThrow(
      /\.content was made by other code \(its fingerprint 0123456789abcdef, this code's [0-9a-f]{16}\): run `npm run snapshot` again\.$/,
    );
    await writeMeta({});
    expect(() => api.getSite()).toThrow(/made by other code \(its fingerprint missing, .*run `npm run snapshot` again/);
  });

  it("is refused after a change to the code that writes it, and read again once the snapshot is taken anew", async () => {
    const api = await load();
    expect(api.readSite().meta.buildId).toBe('b1');
    await mkdir(path.join(root, 'lib', 'api'), { recursive: true });
    await writeFile(path.join(root, 'lib', 'api', 'map.ts'), 'export const mapped = 2;\n');
    expect(() => api.readSite()).toThrow(/run `npm run snapshot` again/);
    await writeMeta({ codeFingerprint: snapshotCodeFingerprint(root) });
    expect(api.readSite().meta.buildId).toBe('b1');
  });
});
