import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BROKEN_CONTACTS_LANG, DUPLICATE_TITLE, HOSTILE_HOSTS, HOSTILE_NEWS_ID, HOSTILE_PHOTO_ID, HUGE_ANSWER_PATH, HUGE_BYTES,
} from '@/stand-in/hostile';
import { startStandIn, type StandIn } from '@/stand-in/server';
import { apiLanguage, type Locale } from '@/lib/i18n/routing';
import { createApiClient } from '../client';
import type { MediaManifest } from './copies';
import { takeSnapshot } from '../snapshot';
import { applyPictures, pictureUrls, pictureUses, preparePictures } from './snapshot';
import type { SiteContent } from '../types';

const emptyContent = (overrides: Partial<SiteContent>): SiteContent => ({
  locale: 'en', news: [], services: [], abouts: [], players: [], leaders: [], photos: [], videos: [], usefulLinks: [],
  contacts: null, socials: null, ...overrides,
});
const news = (id: number, image: string | null, contentHtml = '') => ({ id, title: `n${id}`, contentHtml, excerpt: '', date: '2026-01-01', image, picture: null });
const photo = (id: number, title: string, image: string) => ({ id, title, image, picture: null, date: '2026-01-01' });
const copies = (hash: string) => ({ width: 800, height: 400, variants: [400, 800].map((w) => ({ width: w, path: `/media/${hash}-${w}.webp` })) });

describe('pictureUrls and pictureUses', () => {
  it('lists every picture once, and names the items that show the ones asked about, bodies included, across languages', () => {
    const en = emptyContent({
      news: [news(1, 'http://api/a.jpg', '<p><img src="http://api/b.jpg" alt="" /></p>'), news(2, 'http://api/a.jpg')],
      leaders: [{ id: 3, fullName: 'L', positionTitle: '', photo: null, picture: null, admissionDays: null, admissionHours: null, phone: null, email: null, biographyHtml: '<img src="http://api/b.jpg" />' }],
      photos: [photo(4, 'p', 'http://api/c.jpg')],
    });
    const ru = { ...en, locale: 'ru' as const };
    expect(pictureUrls([en, ru])).toEqual(['http://api/a.jpg', 'http://api/b.jpg', 'http://api/c.jpg']);
    expect(Object.fromEntries(pictureUses([en, ru], new Set(['http://api/b.jpg', 'http://api/c.jpg'])))).toEqual({
      'http://api/b.jpg': ['leader 3 biography', 'news 1 body'],
      'http://api/c.jpg': ['photo 4'],
    });
  });
});

describe('applyPictures', () => {
  it('keeps only pictures with copies, resolved: records lose theirs, gallery photos go, bodies point at /media/', () => {
    const manifest: MediaManifest = { 'http://api/a.jpg': copies('a') };
    const content = emptyContent({
      news: [news(1, 'http://api/a.jpg', '<p><img src="http://api/a.jpg" alt="a" /><img src="http://evil/x.png" alt="x" /></p>'), news(2, 'http://evil/x.png')],
      photos: [photo(1, 'ok', 'http://api/a.jpg'), photo(2, 'gone', 'http://evil/x.png')],
      usefulLinks: [{ id: 1, title: 'l', link: null, logo: 'http://evil/x.png', picture: null }],
    });
    const shown = applyPictures(content, manifest);
    const a = { src: '/media/a-800.webp', srcSet: '/media/a-400.webp 400w, /media/a-800.webp 800w' };
    expect(shown.news.map((item) => [item.image, item.picture])).toEqual([['http://api/a.jpg', a], [null, null]]);
    expect(shown.news[0]!.contentHtml).toMatch(/^<p><img src="\/media\/a-800\.webp" alt="a" [^>]*srcset="\/media\/a-400\.webp 400w, \/media\/a-800\.webp 800w"[^>]*\/><\/p>$/);
    expect(shown.photos.map(({ id, picture }) => ({ id, picture }))).toEqual([{ id: 1, picture: a }]);
    expect(shown.usefulLinks[0]).toMatchObject({ logo: null, picture: null });
  });

  it('gives a story it saw before the same object while its picture keeps its copies and its body shows none', () => {
    const plain = news(1, 'http://api/a.jpg', '<p>text</p>');
    const withBodyPicture = news(2, null, '<p><img src="http://api/a.jpg" alt="a" /></p>');
    const content = emptyContent({ news: [plain, withBodyPicture] });
    const first = applyPictures(content, { 'http://api/a.jpg': copies('a') });
    const same = applyPictures(content, { 'http://api/a.jpg': copies('a') });
    expect(same.news[0]).toBe(first.news[0]);
    expect(same.news[1]).not.toBe(first.news[1]);
    expect(same).toEqual(first);

    const edited = applyPictures(content, { 'http://api/a.jpg': copies('b') });
    expect(edited.news[0]!.picture).toEqual({ src: '/media/b-800.webp', srcSet: '/media/b-400.webp 400w, /media/b-800.webp 800w' });
    expect(edited.news[1]!.contentHtml).toContain('/media/b-800.webp');
    expect(applyPictures(content, {}).news[0]).toMatchObject({ image: null, picture: null });
  });
});

/**
 * The snapshot against the hostile stand-in (stand-in/hostile.ts): what it stores, and what it
 * fetched. The browser-side half (pages, headers, nginx) is tests/e2e/hostile-build.spec.ts.
 */
describe('snapshot of hostile content', () => {
  let standIn: StandIn;
  let root: string;
  let files: Record<string, string>;
  const warnings: string[] = [];

  beforeAll(async () => {
    standIn = await startStandIn({ port: 0, host: '127.0.0.1', news: 12, hostile: true });
    root = await mkdtemp(path.join(tmpdir(), 'hostile-snapshot-'));
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const snapshot = await takeSnapshot({
        root,
        client: createApiClient({ baseURL: standIn.url, retryDelay: 1 }),
        pictures: (contents) => preparePictures(contents, { root, apiBaseUrl: standIn.url, log: (line) => warnings.push(line) }),
      });
      await snapshot.write();
    } finally {
      vi.restoreAllMocks();
    }
    const dir = path.join(root, '.content');
    files = Object.fromEntries(await Promise.all((await readdir(dir)).map(async (name) => [name, await readFile(path.join(dir, name), 'utf8')] as const)));
  }, 120_000);

  afterAll(async () => {
    await standIn?.close();
    await rm(root, { recursive: true, force: true });
  });

  const content = (locale: string) => JSON.parse(files[`${locale}.json`]!) as SiteContent;

  it('succeeds, and fetches nothing from the other host or past the size limit', () => {
    expect(Object.keys(files).sort()).toEqual(['en.json', 'media.json', 'meta.json', 'oz.json', 'ru.json', 'uz.json']);
    const { hostile } = standIn.stats();
    expect(hostile!.otherHost).toEqual({ total: 0, paths: [] });
    // 20 MB pictures and 32 MB answers: reading stopped at the limit, far from the 60 MB on offer.
    const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(1);
    for (const [what, requests] of Object.entries(hostile!.sent)) {
      console.log(`hostile snapshot: ${what} sent ${requests.map(megabytes).join(', ')} MB before the client stopped`);
      for (const bytes of requests) expect(bytes, what).toBeLessThan(HUGE_BYTES * 0.7);
    }
    expect(Object.keys(hostile!.sent).sort()).toEqual(['/api/social-networks', '/uploads/hostile/huge-stream.jpg', '/uploads/hostile/huge.jpg']);
  });

  it('stores the hostile story with its own pictures only, as /media/ copies', () => {
    for (const locale of ['uz', 'ru', 'en', 'oz']) {
      const story = content(locale).news.find((item) => item.id === HOSTILE_NEWS_ID)!;
      expect(story.image).toBeNull(); // its picture is on the other host
      expect(story.picture).toBeNull();
      for (const item of content(locale).news) if (item.image) expect(item.picture?.src).toMatch(/^\/media\/[0-9a-f]{16}-\d+\.webp$/);
      const sources = [...story.contentHtml.matchAll(/<img [^>]*src="([^"]*)"[^>]*alt="([^"]*)"/g)].map(([, src, alt]) => [alt, src]);
      expect(sources.map(([alt]) => alt)).toEqual(['redirect home', 'own picture']);
      for (const [, src] of sources) expect(src).toMatch(/^\/media\/[0-9a-f]{16}-\d+\.webp$/);
      expect(content(locale).photos.map((photo) => photo.id)).not.toContain(HOSTILE_PHOTO_ID);
    }
    const stored = Object.values(files).join('\n');
    for (const host of [...HOSTILE_HOSTS, new URL(standIn.otherOrigin!).host]) expect(stored).not.toContain(host);
  });

  it('names each picture left out, the item that shows it, and why', () => {
    const about = (needle: string) => warnings.find((line) => line.startsWith('Warning: picture') && line.includes(needle)) ?? `no warning about ${needle}`;
    const item = `(news ${HOSTILE_NEWS_ID} body)`;
    expect(about('cdn$http_x_csp.example')).toContain(`${item}: cdn$http_x_csp.example is not an allowed host`);
    expect(about('evil.example;script-src')).toContain(`${item}: evil.example;script-src is not an allowed host`);
    expect(about(`${standIn.otherOrigin}/news.jpg`)).toContain(`(news ${HOSTILE_NEWS_ID}): 127.0.0.1:`);
    expect(about('redirect-away.jpg')).toContain(`(news ${HOSTILE_NEWS_ID} body, photo ${HOSTILE_PHOTO_ID}): redirected to ${standIn.otherOrigin}/stolen.jpg`);
    expect(about('/huge.jpg')).toMatch(/: larger than 20 MB \(Content-Length 62914560\)$/);
    expect(about('/huge-stream.jpg')).toMatch(/: larger than 20 MB \(stopped reading\)$/);
    expect(about('svg-as-png.png')).toMatch(/: sent as image\/png but the bytes are not a picture it could name$/);
    expect(about('pixel-bomb.png')).toMatch(/pixel limit/);
  });

  it('drops e-mails with hidden recipients, keeps the first of a repeated id, and leaves the oversized answer out', () => {
    for (const locale of ['uz', 'ru', 'en', 'oz']) {
      const site = content(locale);
      expect(site.leaders[0]!.email).toBeNull();
      // Russian contacts fail (blank footer); the others arrive without the e-mail.
      if (apiLanguage[locale as Locale] === BROKEN_CONTACTS_LANG) expect(site.contacts).toBeNull();
      else expect(site.contacts?.email).toBeNull();
      expect(site.news.filter((item) => item.id === 1)).toHaveLength(1);
      expect(site.services.filter((item) => item.id === 1)).toHaveLength(1);
      expect(JSON.stringify(site)).not.toContain(DUPLICATE_TITLE);
      expect(site.socials).toBeNull();
    }
    expect(warnings).toContainEqual(expect.stringMatching(/^Leader \d+ \(lang=ENG\): e-mail "press@ffu\.uz\?bcc=spy@evil\.example" is not a plain address; left out\.$/));
    expect(warnings).toContainEqual(expect.stringMatching(/^Warning: \/news \(lang=ENG\): id 1 comes 2 times; kept the first record\.$/));
    expect(warnings).toContainEqual(expect.stringContaining(`Warning: ${HUGE_ANSWER_PATH} (lang=ENG) failed, so those footer fields stay blank: [GET]`));
    expect(warnings).toContainEqual(expect.stringContaining(`Warning: /contacts (lang=${BROKEN_CONTACTS_LANG}) failed, so those footer fields stay blank: [GET]`));
    expect(warnings).toContainEqual(expect.stringContaining('but the answer is larger than 32 MB (FEDERATION_API_MAX_MB)'));
  });
});
