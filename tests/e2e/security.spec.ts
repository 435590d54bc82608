/**
 * Hostile content from the API renders harmlessly. The stand-in's story "Test: editor's formatting"
 * carries scripts, event handlers, javascript:/data: links, a foreign iframe, a form, <style>,
 * <base>, <object> ...: every payload sets `window.__xss`. Its harmless parts (heading, list,
 * table, a YouTube embed) must survive; nothing may run, before or after clicking its links.
 * The useful link with a javascript: URL renders without an href.
 */
import type { Page } from '@playwright/test';
import { apiList, expect, locales, test, url, type Locale } from './support';

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

test.describe('hostile news content', () => {
  // The story's <img src="x"> (its onerror stripped) is a real 404, which the browser logs.
  test.use({ expectedErrors: [/status of 404/] });

  for (const locale of locales) {
    test(`${locale}: renders the heading, list, table and YouTube embed, and runs nothing`, async ({ page }) => {
      const id = await hostileStoryId();
      const [raw] = (await apiList<RawNews>('/news', apiLang[locale])).filter((item) => item.id === id);
      // Answer the allowed embed locally; any other request to a foreign host would be a leak.
      const foreign: string[] = [];
      await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
      await page.route(/^https?:\/\/(?!localhost[:/]|www\.youtube-nocookie\.com\/)/, (route) => {
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
      const forbidden = 'script, form, input, button, style, object, embed, base, meta, link, svg, iframe:not([src^="https://www.youtube-nocookie.com/"])';
      await expect(body.locator(forbidden)).toHaveCount(0);
      const handlers = await body.evaluate((el) =>
        [...el.querySelectorAll('*')].flatMap((node) => [...node.attributes].filter((a) => /^on/i.test(a.name) || /javascript:|data:/i.test(a.value)).map((a) => `${node.tagName} ${a.name}`)),
      );
      expect(handlers).toEqual([]);
      // The broken picture shows the placeholder (components/ui/PictureFallback.tsx).
      await body.locator('img[alt="broken"]').scrollIntoViewIfNeeded();
      await expect(body.locator('img[alt="broken"]')).toHaveAttribute('src', '/placeholder.svg');
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
