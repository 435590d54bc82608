// Hostile editor HTML renders harmlessly: the stand-in's story "Test: editor's formatting", about section 3 and
// leader 5's biography carry payloads that set `window.__xss`; their harmless parts must survive and nothing may
// run, before or after clicking. Any dialog the page opens fails the test too.
import type { Locator, Page } from '@playwright/test';
import { apiList, expect, locales, test as base, url, type Locale } from './support';

const test = base.extend<{ dialogs: string[] }>({
  dialogs: [
    async ({ page }, use) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use(dialogs);
      expect(dialogs, 'dialogs opened by the page').toEqual([]);
    },
    { auto: true },
  ],
});

const apiLang: Record<Locale, 'UZL' | 'RUS' | 'ENG' | 'UZK'> = { uz: 'UZL', ru: 'RUS', en: 'ENG', oz: 'UZK' };

type RawNews = { id: number; title: string | null };
type RawLink = { id: number; title: string | null; link: string | null };

async function hostileStoryId(): Promise<number> {
  const news = await apiList<RawNews>('/news', 'ENG');
  const story = news.find((item) => item.title === "Test: editor's formatting");
  expect(story, 'the stand-in serves the hostile story').toBeTruthy();
  return story!.id;
}

const xss = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);

const FORBIDDEN = 'script, form, input, button, style, object, embed, base, meta, link, svg, iframe:not([src^="https://www.youtube-nocookie.com/"])';

const dangerousAttributes = (root: Locator) =>
  root.evaluate((el) =>
    [...el.querySelectorAll('*')].flatMap((node) =>
      [...node.attributes].filter((a) => /^on/i.test(a.name) || /^\s*(javascript|data):/i.test(a.value)).map((a) => `${node.tagName} ${a.name}`),
    ),
  );

/** stand-in/content/html.ts's quiet block in `root`: harmless parts render, payloads are gone, clicks run nothing. */
async function expectQuietHostileHarmless(page: Page, root: Locator) {
  await expect(root.locator('strong', { hasText: 'OK' })).toBeVisible();
  await expect(root.locator('table')).not.toHaveCount(0);
  await expect(root.locator(FORBIDDEN)).toHaveCount(0);
  expect(await dangerousAttributes(root)).toEqual([]);
  // The picture loads, so its onload payload would have run had it been kept.
  const picture = root.locator('img[alt="loaded"]');
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const before = page.url();
  for (const name of ['javascript: link', 'mixed case', 'leading spaces', 'data: link']) {
    const link = root.getByText(name, { exact: true });
    await expect(link).not.toHaveAttribute('href', /./);
    await link.click();
  }
  await root.getByText('click anywhere').click();
  await page.waitForTimeout(300);
  expect(await xss(page)).toBeUndefined();
  expect(page.url()).toBe(before);
}

test.describe('hostile news content', () => {
  for (const locale of locales) {
    test(`${locale}: renders the heading, list, table and YouTube embed, and runs nothing`, async ({ page, baseURL }) => {
      const id = await hostileStoryId();
      const [raw] = (await apiList<RawNews>('/news', apiLang[locale])).filter((item) => item.id === id);
      // Only the allowed embed is answered; any other request off the site would be a leak, the API's host included.
      const site = new URL(baseURL!).origin;
      const foreign: string[] = [];
      await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
      await page.route((address) => address.origin !== site && address.origin !== 'https://www.youtube-nocookie.com', (route) => {
        foreign.push(route.request().url());
        return route.abort();
      });

      await page.goto(url(locale, `/news/${id}`));
      await expect(page.locator('h1')).toHaveText(raw!.title!);
      const body = page.locator('main article .prose');
      await expect(body.locator('h2')).toHaveCount(1);
      await expect(body.locator('ul > li')).toHaveCount(2);
      await expect(body.locator('table')).toHaveCount(1);
      await expect(body.locator('table td').first()).toBeVisible();
      await expect(body.locator('strong')).toHaveText('OK');

      // Only the YouTube embed, rewritten to youtube-nocookie; no foreign frame, form, script or style.
      const frames = body.locator('iframe');
      await expect(frames).toHaveCount(1);
      await expect(frames).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/Hn5cW2yPq7U/);
      await expect(body.locator(FORBIDDEN)).toHaveCount(0);
      const handlers = await body.evaluate((el) =>
        [...el.querySelectorAll('*')].flatMap((node) => [...node.attributes].filter((a) => /^on/i.test(a.name) || /javascript:|data:/i.test(a.value)).map((a) => `${node.tagName} ${a.name}`)),
      );
      expect(handlers).toEqual([]);
      // The picture the API does not have (<img src="x">) is left out by the build; the other is its copy.
      await expect(body.locator('img[alt="broken"]')).toHaveCount(0);
      await expect(body.locator('img')).toHaveCount(1);
      await expect(body.locator('img')).toHaveAttribute('src', /^\/media\/[0-9a-f]{16}-\d+\.webp$/);
      // The page as a whole has no <base> or refresh from the story either.
      await expect(page.locator('base, meta[http-equiv="refresh" i]')).toHaveCount(0);
      expect(await xss(page)).toBeUndefined();

      // Click everything in the story that is not an ordinary web link (those open another site in a new tab).
      const links = body.locator('a');
      for (let i = 0; i < (await links.count()); i++) {
        const link = links.nth(i);
        const href = await link.getAttribute('href');
        if (href && /^https?:\/\//.test(href)) {
          await expect(link).toHaveAttribute('rel', /noopener/);
          continue;
        }
        await link.click({ force: true });
      }
      await body.locator('p').first().click();
      await page.waitForTimeout(300);
      expect(await xss(page)).toBeUndefined();
      await expect(page).toHaveURL(new RegExp(`/${locale}/news/${id}/$`));
      expect(foreign).toEqual([]);
    });
  }
});

test.describe('hostile useful link', () => {
  test('the javascript: partner link renders as text without an href', async ({ page }) => {
    const links = await apiList<RawLink>('/useful-links', 'ENG');
    const hostile = links.find((link) => /^\s*javascript:/i.test(link.link ?? ''))!;
    await page.goto(url('en', '/'));
    const item = page.getByTestId('partners-carousel').locator('li').filter({ hasText: hostile.title! });
    await expect(item).toHaveCount(1);
    await expect(item.locator('a')).toHaveCount(0);
    await expect(item.locator('[href]')).toHaveCount(0);
    await item.click();
    expect(await xss(page)).toBeUndefined();
    await expect(page).toHaveURL(/\/en\/$/);
  });
});

test.describe('hostile about section, biography and video', () => {
  type RawAbout = { id: number; title: string | null; content: string | null };
  type RawLeader = { id: number; full_name: string | null; biography: string | null };
  type RawVideo = { id: number; title: string | null; link: string; cover?: string | null };

  for (const locale of locales) {
    test(`${locale}: the about page, the leader modal and the gallery render and run nothing`, async ({ page, baseURL }) => {
      // Nothing is fetched from anywhere but the site: not even the API's host has a picture to give.
      const foreign: string[] = [];
      await page.route((address) => address.origin !== new URL(baseURL!).origin, (route) => {
        foreign.push(route.request().url());
        return route.abort();
      });

      // About: section 3 carries the payloads; every section still renders.
      const abouts = await apiList<RawAbout>('/abouts', apiLang[locale]);
      const hostileAbout = abouts.find((about) => about.content?.includes('window.__xss'));
      expect(hostileAbout, 'the stand-in serves a hostile about section').toBeTruthy();
      await page.goto(url(locale, '/about-us'));
      await expect(page.locator('main section > h2')).toHaveCount(abouts.length);
      const section = page.locator(`#about-${hostileAbout!.id}`);
      await expect(section.getByRole('heading', { level: 2, name: hostileAbout!.title!, exact: true })).toBeVisible();
      await expectQuietHostileHarmless(page, section.locator('.prose'));
      await expect(page.locator('base, meta[http-equiv="refresh" i]')).toHaveCount(0);

      // The leader whose biography carries them: the modal opens with it and runs nothing.
      const leaders = await apiList<RawLeader>('/leaders', apiLang[locale]);
      const leader = leaders.find((item) => item.biography?.includes('window.__xss'));
      expect(leader, 'the stand-in serves a hostile biography').toBeTruthy();
      await page.goto(url(locale, '/managements'));
      await page.locator(`[data-leader-open="${leader!.id}"]`).click();
      const dialog = page.getByRole('dialog', { name: leader!.full_name! });
      await expect(dialog).toBeVisible();
      await expectQuietHostileHarmless(page, dialog.locator('.prose'));
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // The video with a javascript: link and a data: cover: listed, not playable, nothing runs.
      const videos = await apiList<RawVideo>('/video-medias', apiLang[locale]);
      const video = videos.find((item) => /^\s*javascript:/i.test(item.link))!;
      expect(video.cover).toMatch(/^data:/);
      await page.goto(`${url(locale, '/gallery')}?tab=video-gallery`);
      const card = page.locator(`[data-video-id="${video.id}"]`);
      await expect(card).toBeVisible();
      await expect(card.getByRole('heading', { name: video.title!, exact: true })).toBeVisible();
      await expect(card).toHaveAttribute('data-embed', 'none');
      await expect(card.locator('a, [href]')).toHaveCount(0);
      await expect(page.locator('img[src^="data:" i], [href^="javascript:" i], [src^="javascript:" i]')).toHaveCount(0);
      await card.click();
      await page.waitForTimeout(300);
      expect(await xss(page)).toBeUndefined();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/${locale}/gallery/\\?tab=video-gallery$`));
      expect(foreign).toEqual([]);
    });
  }
});
