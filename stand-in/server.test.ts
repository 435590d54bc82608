import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from './server';
import sharp from 'sharp';
import { buildContent } from './content/index';
import {
  BROKEN_CONTACTS_LANG, DUPLICATE_TITLE, HOSTILE_CONTACT_EMAIL, HOSTILE_LEADER_EMAIL, HOSTILE_NEWS_ID, HOSTILE_NEWS_TITLE, HUGE_ANSWER_PATH, HUGE_BYTES,
  PIXEL_BOMB,
} from './hostile';

let api: StandIn;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the stand-in's JSON, read loosely by the assertions
type Json = Record<string, any>;

async function get(path: string, init?: RequestInit): Promise<{ status: number; body: Json; res: Response }> {
  const res = await fetch(`${api.url}${path}`, init);
  return { status: res.status, body: (await res.json()) as Json, res };
}

async function control(patch: Json): Promise<Response> {
  return fetch(`${api.origin}/__control`, { method: 'POST', body: JSON.stringify(patch) });
}

beforeAll(async () => {
  api = await startStandIn({ port: 0 });
}, 30_000);

afterAll(async () => {
  await api?.close();
});

afterEach(async () => {
  await api.setControl({ latencyMs: 0, failureRate: 0, down: false, silent: false, news: 36 });
});

describe('envelopes', () => {
  it('list: data is every item, no meta', async () => {
    const { status, body, res } = await get('/news?lang=ENG');
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body.data).toHaveLength(36);
    expect(body.meta).toBeUndefined();
    expect(Object.keys(body.data[0]).sort()).toEqual(['content', 'date', 'id', 'image', 'title']);
  });

  it('page: data plus meta', async () => {
    const { body } = await get('/news/paginate?lang=ENG&page=2&per_page=12');
    expect(body.meta).toEqual({ page: 2, per_page: 12, total: 36, last_page: 3 });
    expect(body.data).toHaveLength(12);
  });

  it('page: defaults to page 1 of 10', async () => {
    const { body } = await get('/services/paginate?lang=RUS');
    expect(body.meta).toEqual({ page: 1, per_page: 10, total: 5, last_page: 1 });
  });

  it('page past the last one: empty data, same meta', async () => {
    const { status, body } = await get('/news/paginate?lang=ENG&page=9&per_page=12');
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], meta: { page: 9, per_page: 12, total: 36, last_page: 3 } });
  });

  it('detail: one item', async () => {
    const { body } = await get('/news/17?lang=ENG');
    expect(body.data).toMatchObject({ id: 17, title: 'New Women’s Super League season kicks off' });
    expect((await get('/social-networks/1')).body.data.telegram).toMatch(/^https:\/\/t\.me\//);
    expect((await get('/leaders/4?lang=RUS')).body.data).toMatchObject({ id: 4, photo: null, position_title: 'Генеральный секретарь' });
  });

  it('every path of the contract answers', async () => {
    const paths = [
      '/news', '/news/paginate', '/news/1', '/services', '/services/paginate', '/services/1', '/abouts', '/abouts/paginate',
      '/abouts/1', '/players', '/players/paginate', '/leaders', '/leaders/paginate', '/leaders/1', '/photo-medias',
      '/photo-medias/paginate', '/video-medias', '/video-medias/paginate', '/useful-links', '/social-networks',
      '/social-networks/1', '/contacts',
    ];
    for (const path of paths) expect((await get(`${path}?lang=UZK`)).status, path).toBe(200);
    const counts = await Promise.all(
      ['/players', '/leaders', '/photo-medias', '/video-medias', '/useful-links', '/contacts', '/abouts'].map(
        async (p) => (await get(p)).body.data.length,
      ),
    );
    expect(counts).toEqual([20, 6, 12, 8, 7, 1, 3]);
  });
});

describe('lang and bad queries', () => {
  it('defaults to UZL and translates', async () => {
    const none = await get('/news/1');
    const uzl = await get('/news/1?lang=UZL');
    expect(none.body).toEqual(uzl.body);
    expect(uzl.body.data.title).toContain('eʼlon');
    expect((await get('/news/1?lang=RUS')).body.data.title).toMatch(/^Национальная сборная/);
    expect((await get('/news/1?lang=UZK')).body.data.title).toMatch(/ўйинлари/);
  });

  it.each([
    ['/news?lang=xx'],
    ['/news?lang=eng'],
    ['/news/1?lang='],
    ['/news/paginate?page=0'],
    ['/news/paginate?page=abc'],
    ['/news/paginate?per_page=0'],
    ['/news/paginate?per_page=101'],
    ['/news/paginate?per_page=1.5'],
  ])('%s answers 400 with a message', async (path) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(typeof body.message).toBe('string');
  });

  it('accepts per_page=100 and ignores unknown fields', async () => {
    const { status, body } = await get('/news/paginate?per_page=100&foo=bar');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(36);
  });

  it('keeps translation gaps (null or empty ENG titles)', async () => {
    const news = (await get('/news?lang=ENG')).body.data as Json[];
    expect(news.find((n) => n.id === 3)?.title).toBeNull();
    expect(news.find((n) => n.id === 8)?.title).toBe('');
    expect((await get('/services/3?lang=ENG')).body.data.title).toBeNull();
    expect((await get('/services/3?lang=RUS')).body.data.title).toBe('Подготовка судей');
  });
});

describe('search', () => {
  it('is trimmed and case-insensitive in titles', async () => {
    const { body } = await get(`/news/paginate?lang=ENG&search=${encodeURIComponent('  FUTSAL ')}`);
    expect(body.data.map((n: Json) => n.id)).toContain(14);
    expect(body.meta.total).toBe(body.data.length);
    const ru = await get(`/news/paginate?lang=RUS&search=${encodeURIComponent('ФУТЗАЛ')}`);
    expect(ru.body.data.map((n: Json) => n.id)).toContain(14);
  });

  it('looks in the text of the content, not its tags', async () => {
    const hotline = await get(`/news/paginate?lang=ENG&search=${encodeURIComponent('integrity HOTLINE')}`);
    expect(hotline.body.data.map((n: Json) => n.id)).toEqual([31]);
    const tags = await get('/news/paginate?lang=ENG&search=iframe');
    expect(tags.body.meta.total).toBe(0);
    expect(tags.body.meta.last_page).toBe(1);
  });

  it('searches in the requested language only', async () => {
    const { body } = await get(`/news/paginate?lang=UZL&search=${encodeURIComponent('futsal')}`);
    expect(body.meta.total).toBe(0);
  });
});

describe('ordering', () => {
  it('news newest first, id descending on equal dates', async () => {
    const news = (await get('/news')).body.data as Json[];
    for (let i = 1; i < news.length; i++) {
      const a = news[i - 1] as Json;
      const b = news[i] as Json;
      const diff = Date.parse(a.date) - Date.parse(b.date);
      expect(diff > 0 || (diff === 0 && a.id > b.id), `${a.id} before ${b.id}`).toBe(true);
    }
    const ids = news.map((n) => n.id);
    expect(ids.indexOf(15)).toBe(ids.indexOf(14) - 1);
  });

  it('photos by date too; other collections by id', async () => {
    const photos = (await get('/photo-medias')).body.data.map((p: Json) => p.id);
    expect(photos.slice(0, 3)).toEqual([1, 2, 4]);
    expect(photos.indexOf(6)).toBe(photos.indexOf(5) - 1);
    const players = (await get('/players')).body.data.map((p: Json) => p.id);
    expect(players).toEqual([...players].sort((a: number, b: number) => a - b));
  });
});

describe('404s and CORS', () => {
  it.each(['/news/9999', '/news/abc', '/players/1', '/useful-links/paginate', '/contacts/1', '/nothing', '/news/1/extra'])(
    '%s is a JSON 404',
    async (path) => {
      const { status, body } = await get(`${path}?lang=ENG`);
      expect(status).toBe(404);
      expect(typeof body.message).toBe('string');
    },
  );

  it('sends Access-Control-Allow-Origin everywhere and answers preflight', async () => {
    for (const path of ['/news', '/news?lang=xx', '/missing']) {
      expect((await fetch(`${api.url}${path}`)).headers.get('access-control-allow-origin')).toBe('*');
    }
    const pre = await fetch(`${api.url}/news`, {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-methods')).toContain('GET');
  });
});

describe('media', () => {
  it('serves record images as JPEG, relative and absolute', async () => {
    const news = (await get('/news')).body.data as Json[];
    const relative = news.find((n) => n.id === 1)?.image as string;
    const absolute = news.find((n) => n.id === 4)?.image as string;
    expect(relative).toBe('/uploads/news/1.jpg');
    expect(absolute).toBe(`${api.origin}/uploads/news/4.jpg`);
    for (const url of [api.origin + relative, absolute]) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toContain('max-age');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    }
    expect((await fetch(`${api.origin}/uploads/news/99999.jpg`)).status).toBe(404);
  });

  it('names the host each list was asked through, before and after an edit', async () => {
    const other = `http://127.0.0.1:${api.port}`;
    const story = async (base: string) => ((await (await fetch(`${base}/api/news?lang=ENG`)).json()) as Json).data.find((n: Json) => n.id === 4) as Json;
    expect((await story(api.origin)).image).toBe(`${api.origin}/uploads/news/4.jpg`);
    expect((await story(other)).image).toBe(`${other}/uploads/news/4.jpg`);
    try {
      await api.edit({ collection: 'news', op: 'update', id: 4, fields: { title: { ENG: 'Edited through the stand-in' } } });
      for (const base of [api.origin, other]) {
        expect(await story(base)).toMatchObject({ title: 'Edited through the stand-in', image: `${base}/uploads/news/4.jpg` });
      }
    } finally {
      await api.resetEdits();
    }
  });
});

describe('fixtures', () => {
  it('has the hostile news and a YouTube embed', async () => {
    const hostile = (await get('/news/5?lang=ENG')).body.data;
    expect(hostile.title).toBe("Test: editor's formatting");
    for (const bit of ['<script>', 'onerror=', 'javascript:', 'data:text/html', 'evil.example', '<form', '<svg onload', '<style>']) {
      expect(hostile.content).toContain(bit);
    }
    expect((await get('/news/10')).body.data.content).toContain('https://www.youtube.com/embed/');
    const links = (await get('/useful-links')).body.data as Json[];
    expect(links.some((l) => l.link === 'javascript:window.__xss=15')).toBe(true);
  });

  it('generates many news deterministically', () => {
    const a = buildContent(2000);
    const b = buildContent(2000);
    expect(a.news).toHaveLength(2000);
    expect(JSON.stringify(a.news[1500])).toBe(JSON.stringify(b.news[1500]));
  });
});

describe('control endpoint', () => {
  it('reports and validates settings', async () => {
    const state = (await (await fetch(`${api.origin}/__control`)).json()) as Json;
    expect(state).toMatchObject({ latencyMs: 0, failureRate: 0, down: false, silent: false, news: 36 });
    expect((await control({ failureRate: 2 })).status).toBe(400);
    expect((await control({ nope: true })).status).toBe(400);
  });

  it('down: every /api request answers 503 JSON', async () => {
    expect((await control({ down: true })).status).toBe(200);
    const { status, body, res } = await get('/news');
    expect(status).toBe(503);
    expect(body.message).toBeTypeOf('string');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${api.origin}/uploads/news/1.jpg`)).status).toBe(200);
  });

  it('silent: requests never get an answer', async () => {
    await control({ silent: true });
    await expect(fetch(`${api.url}/news`, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
  });

  it('latency delays answers', async () => {
    await control({ latencyMs: 200 });
    const started = Date.now();
    expect((await get('/contacts')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('failure rate fails that share of requests', async () => {
    await control({ failureRate: 1 });
    expect((await get('/contacts')).status).toBe(503);
    await control({ failureRate: 0.5 });
    const statuses = await Promise.all(Array.from({ length: 40 }, async () => (await get('/contacts')).status));
    const failed = statuses.filter((s) => s === 503).length;
    expect(failed).toBeGreaterThan(5);
    expect(failed).toBeLessThan(35);
  });

  it('news count regenerates content', async () => {
    await control({ news: 500 });
    expect((await get('/news/paginate?per_page=1')).body.meta.total).toBe(500);
    const last = (await get('/news/paginate?per_page=100&page=5&lang=UZK')).body.data as Json[];
    expect(last).toHaveLength(100);
    expect(last.every((n) => typeof n.title === 'string' && n.title.length > 0)).toBe(true);
    await control({ news: 5 });
    expect((await get('/news')).body.data).toHaveLength(5);
  });
});

describe('stats', () => {
  it('counts /api requests by collapsed path and lang', async () => {
    await fetch(`${api.origin}/__stats/reset`, { method: 'POST' });
    await get('/news?lang=UZL');
    await get('/news?lang=UZL');
    await get('/news/5?lang=ENG');
    await get('/news/7?lang=ENG');
    await get('/news/paginate?lang=RUS&page=2');
    await get('/contacts');
    await fetch(`${api.origin}/__control`);
    const stats = (await (await fetch(`${api.origin}/__stats`)).json()) as Json;
    expect(stats.total).toBe(6);
    expect(stats.byPath).toEqual({
      '/news?lang=UZL': 2,
      '/news/:id?lang=ENG': 2,
      '/news/paginate?lang=RUS': 1,
      '/contacts': 1,
    });
  });

  it('records the most requests in flight at once', async () => {
    await fetch(`${api.origin}/__stats/reset`, { method: 'POST' });
    await control({ latencyMs: 150 });
    await Promise.all(Array.from({ length: 5 }, () => get('/contacts?lang=RUS')));
    const stats = api.stats();
    expect(stats.maxInFlight).toBe(5);
    expect(stats.inFlight).toBe(0);
    expect(stats.byPath['/contacts?lang=RUS']).toBe(5);
  });
});

describe('hostile mode (stand-in/hostile.ts)', () => {
  let hostile: StandIn;
  beforeAll(async () => {
    hostile = await startStandIn({ port: 0, host: '127.0.0.1', news: 12, hostile: true });
  }, 30_000);
  afterAll(() => hostile?.close());

  const raw = (path: string) => fetch(`${hostile.origin}${path}`, { redirect: 'manual' });

  it('adds the hostile story, photo, e-mails and repeated ids to the ordinary content', async () => {
    const news = ((await (await raw('/api/news?lang=ENG')).json()) as { data: Json[] }).data;
    const story = news.find((item) => item.id === HOSTILE_NEWS_ID)!;
    expect(story.title).toBe(HOSTILE_NEWS_TITLE);
    expect(story.image).toBe(`${hostile.otherOrigin}/news.jpg`);
    expect(story.content).toContain(`src="${hostile.origin}/uploads/hostile/redirect-away.jpg"`);
    expect(story.content).toContain('src="https://cdn$http_x_csp.example/a.png"');
    expect(news.filter((item) => item.id === 1).map((item) => item.title)).toEqual([expect.any(String), DUPLICATE_TITLE]);
    const leaders = ((await (await raw('/api/leaders?lang=ENG')).json()) as { data: Json[] }).data;
    expect(leaders[0]!.email).toBe(HOSTILE_LEADER_EMAIL);
    const contacts = ((await (await raw('/api/contacts?lang=ENG')).json()) as { data: Json[] }).data;
    expect(contacts[0]!.email).toBe(HOSTILE_CONTACT_EMAIL);
  });

  it('serves the hostile pictures and counts what the other host gets', async () => {
    const away = await raw('/uploads/hostile/redirect-away.jpg');
    expect(away.status).toBe(302);
    expect(away.headers.get('location')).toBe(`${hostile.otherOrigin}/stolen.jpg`);
    expect((await raw('/uploads/hostile/redirect-home.jpg')).headers.get('location')).toBe('/uploads/photos/1.jpg');
    const svg = await raw('/uploads/hostile/svg-as-png.png');
    expect(svg.headers.get('content-type')).toBe('image/png');
    expect(await svg.text()).toMatch(/^<svg /);
    const bomb = Buffer.from(await (await raw('/uploads/hostile/pixel-bomb.png')).arrayBuffer());
    expect(await sharp(bomb).metadata()).toMatchObject({ format: 'png', ...PIXEL_BOMB });
    expect(bomb.length).toBeLessThan(64 * 1024);
    const huge = await raw('/uploads/hostile/huge.jpg');
    expect(huge.headers.get('content-length')).toBe(String(HUGE_BYTES));
    await huge.body?.cancel();

    expect(hostile.stats().hostile!.otherHost.total).toBe(0);
    expect((await fetch(`${hostile.otherOrigin}/tracker.png`)).headers.get('content-type')).toBe('image/jpeg');
    const stats = (await (await raw('/__stats')).json()) as Json;
    expect(stats.hostile.otherHost).toEqual({ total: 1, paths: ['/tracker.png'] });
  });

  it('answers /social-networks with 60 MB, counting what it sends', async () => {
    const response = await raw(`/api${HUGE_ANSWER_PATH}?lang=UZL`);
    expect(response.headers.get('content-length')).toBeNull();
    const reader = response.body!.getReader();
    let size = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) size += chunk.value.byteLength;
    expect(size).toBeGreaterThan(HUGE_BYTES);
    expect(hostile.stats().hostile!.sent[`/api${HUGE_ANSWER_PATH}`]).toEqual([HUGE_BYTES]);
  });

  it('fails /contacts in one language only', async () => {
    expect((await raw(`/api/contacts?lang=${BROKEN_CONTACTS_LANG}`)).status).toBe(500);
    expect((await raw('/api/contacts?lang=UZL')).status).toBe(200);
  });
});
