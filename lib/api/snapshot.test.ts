import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { readSite } from './index';
import { takeSnapshot, type SnapshotOptions } from './snapshot';
import { snapshotCodeFingerprint } from './snapshot-files';
import { fixtureFor } from './testing/fixtures';
import { sendJson, startTestServer, type Handler, type TestServer } from './testing/http-server';

const fixtures: Handler = (req, res) => {
  const data = fixtureFor(req.path, req.query.get('lang') ?? '');
  if (data) sendJson(res, 200, { data });
  else sendJson(res, 404, { message: 'Not found' });
};

let server: TestServer;
let root: string;
beforeAll(async () => {
  server = await startTestServer(fixtures);
});
afterAll(() => server.close());
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'snapshot-test-'));
});
afterEach(async () => {
  server.reset();
  server.handle(fixtures);
  vi.restoreAllMocks();
  await rm(root, { recursive: true, force: true });
});

const client = () => createApiClient({ baseURL: server.baseURL, retryDelay: 1 });
/** Taken and written whole, as `npm run snapshot` does. */
async function writeSnapshot(options: SnapshotOptions) {
  const snapshot = await takeSnapshot(options);
  await snapshot.write();
  snapshot.saveSanitized();
  return snapshot;
}
const readJson = async (file: string) => JSON.parse(await readFile(path.join(root, '.content', file), 'utf8')) as Record<string, unknown>;

describe('the content snapshot', () => {
  it('writes one file per locale and meta.json', async () => {
    const result = await writeSnapshot({ root, client: client() });
    expect((await readdir(path.join(root, '.content'))).sort()).toEqual(['en.json', 'meta.json', 'oz.json', 'ru.json', 'uz.json']);
    // Besides the snapshot, only the sanitised HTML the next snapshot reuses (sanitize-cache.ts).
    expect((await readdir(root)).sort()).toEqual(['.cache', '.content']);
    expect(await readdir(path.join(root, '.cache'))).toEqual(['sanitized-html.json']);

    const meta = await readJson('meta.json');
    expect(meta).toEqual({ codeFingerprint: snapshotCodeFingerprint(root), ...result.meta });
    expect(readSite(path.join(root, '.content')).meta).toEqual(result.meta);
    expect(meta).toMatchObject({ apiBaseUrl: server.baseURL, requests: 40 });
    expect(meta.buildId).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{8}$/);
    expect(Number.isNaN(Date.parse(String(meta.fetchedAt)))).toBe(false);

    const ru = await readJson('ru.json');
    expect(ru.locale).toBe('ru');
    expect((ru.news as Array<{ title: string }>)[0]?.title).toBe('Cup final RUS');
    expect(result.counts).toEqual({ uz: 11, ru: 11, en: 10, oz: 11 });
  });

  it('replaces a previous snapshot', async () => {
    await mkdir(path.join(root, '.content'));
    await writeFile(path.join(root, '.content', 'stale.json'), '{}');
    await writeSnapshot({ root, client: client() });
    expect(await readdir(path.join(root, '.content'))).not.toContain('stale.json');
    expect((await readdir(root)).sort()).toEqual(['.cache', '.content']);
  });

  it('writes nothing until asked; without locale files, a previous snapshot\'s content is gone, not left beside new meta', async () => {
    await writeSnapshot({ root, client: client() });
    const snapshot = await takeSnapshot({ root, client: client() });
    expect(readSite(path.join(root, '.content')).meta).not.toEqual(snapshot.meta);
    expect(snapshot.contents.map((content) => content.locale)).toEqual(['uz', 'ru', 'en', 'oz']);

    await snapshot.write({ localeFiles: false });
    expect(await readdir(path.join(root, '.content'))).toEqual(['meta.json']);
    expect(await readJson('meta.json')).toEqual({ codeFingerprint: snapshotCodeFingerprint(root), ...snapshot.meta });
    // A full render reading this snapshot is told it is missing, never given the last one's stories.
    expect(() => readSite(path.join(root, '.content'))).toThrow(/uz\.json is missing: run `npm run snapshot` first/);
  });

  it('leaves the previous snapshot untouched, and no temp folder, when a request fails', async () => {
    await mkdir(path.join(root, '.content'));
    await writeFile(path.join(root, '.content', 'uz.json'), '"previous"');
    server.handle((req, res) => (req.path === '/services' && req.query.get('lang') === 'ENG' ? sendJson(res, 404, { message: 'gone' }) : fixtures(req, res)));
    await expect(writeSnapshot({ root, client: client() })).rejects.toThrow(`"${server.baseURL}/services?lang=ENG": 404 Not Found`);
    expect(await readdir(root)).toEqual(['.content']);
    expect(await readdir(path.join(root, '.content'))).toEqual(['uz.json']);
    expect(await readFile(path.join(root, '.content', 'uz.json'), 'utf8')).toBe('"previous"');
  });

  it('stops the other requests after the first failure, so only that error is reported', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.handle((req, res) => {
      if (req.path === '/news') return sendJson(res, 400, { message: 'bad' });
      if (req.path === '/contacts') return; // would time out and warn if not cancelled
      return fixtures(req, res);
    });
    const started = Date.now();
    await expect(writeSnapshot({ root, client: createApiClient({ baseURL: server.baseURL, retryDelay: 1, timeoutMs: 3_000 }) })).rejects.toThrow('400 Bad Request');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(warn).not.toHaveBeenCalled();
  });
});
