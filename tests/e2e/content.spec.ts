/**
 * Content pages beyond the list pages (routes.spec.ts): detail pages in every language, the
 * translation gaps, phone formats, sitemap/robots/feeds, pictures, print styles, the home page's
 * structured data and partners carousel, and the news search results.
 */
import { apiList, axeViolations, expect, htmlLangOf, locales, test, url, type Locale } from './support';

const apiLang: Record<Locale, 'UZL' | 'RUS' | 'ENG' | 'UZK'> = { uz: 'UZL', ru: 'RUS', en: 'ENG', oz: 'UZK' };
type Titled = { id: number; title: string | null };

/** The first `/kind/<id>/` link on a list page. */
async function firstDetailPath(page: import('@playwright/test').Page, locale: Locale, kind: 'news' | 'services') {
  await page.goto(url(locale, kind));
  const href = await page.locator(`main a[href^="/${locale}/${kind}/"]`).filter({ hasNotText: /^\d+$/ }).first().getAttribute('href');
  expect(href).toMatch(new RegExp(`^/${locale}/${kind}/\\d+/$`));
  return href!;
}

test.describe('detail pages in every language', () => {
  for (const locale of locales) {
    test(`${locale}: a service, a news story and news page 2`, async ({ page }) => {
      for (const kind of ['services', 'news'] as const) {
        const path = await firstDetailPath(page, locale, kind);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf[locale]);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('main article .prose')).toBeVisible();
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
        await expect(page.locator(`link[rel="alternate"][hreflang="${htmlLangOf[locale]}"]`)).toHaveAttribute('href', new RegExp(`${path}$`));
      }

      const second = await page.goto(url(locale, '/news/page/2'));
      expect(second?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf[locale]);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('main article')).not.toHaveCount(0);
      await expect(page.locator('main nav a[aria-current="page"]')).toHaveText('2');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url(locale, '/news/page/2')}$`));
    });
  }

  test('a service and news page 2 have no axe violations', async ({ page }) => {
    await page.goto(await firstDetailPath(page, 'oz', 'services'));
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(url('ru', '/news/page/2'));
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('translation gaps', () => {
  // The browser logs the 404 responses of the missing pages.
  test.use({ expectedErrors: [/status of 404/] });

  test('items without an English title have no card and no page in English', async ({ page, request }) => {
    const untitled = async (path: string) => {
      const uz = await apiList<Titled>(path, 'UZL');
      const en = await apiList<Titled>(path, 'ENG');
      return uz.filter((item) => item.title?.trim() && !en.find((e) => e.id === item.id)?.title?.trim()).map((item) => item.id);
    };
    const news = await untitled('/news');
    const services = await untitled('/services');
    expect(news.length).toBeGreaterThan(0);
    expect(services.length).toBeGreaterThan(0);

    for (const [kind, ids] of [['news', news], ['services', services]] as const) {
      for (const id of ids) {
        expect((await request.get(url('en', `/${kind}/${id}`))).status(), `/en/${kind}/${id}/`).toBe(404);
        expect((await request.get(url('uz', `/${kind}/${id}`))).status(), `/uz/${kind}/${id}/`).toBe(200);
      }
    }
    await page.goto(url('en', '/services'));
    for (const id of services) await expect(page.locator(`a[href="/en/services/${id}/"]`)).toHaveCount(0);
    for (let n = 1; ; n++) {
      const path = n === 1 ? url('en', '/news') : url('en', `/news/page/${n}`);
      if ((await request.get(path)).status() !== 200) break;
      await page.goto(path);
      for (const id of news) await expect(page.locator(`a[href="/en/news/${id}/"]`)).toHaveCount(0);
    }
    // The story's other languages do not offer English.
    await page.goto(url('uz', `/news/${news[0]}`));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);
    await expect(page.locator('main a[hreflang="en"]')).toHaveCount(0);
  });
});

test.describe('phone numbers', () => {
  test('leaders show +998 XX XXX XX XX with a tel: link in every language', async ({ page }) => {
    for (const locale of locales) {
      await page.goto(url(locale, '/managements'));
      const phones = page.locator('main a[href^="tel:"]');
      await expect(phones).toHaveCount(await page.locator('main article').count());
      for (const phone of await phones.all()) {
        await expect(phone).toHaveText(/^\+998 \d{2} \d{3} \d{2} \d{2}$/);
        await expect(phone).toHaveAttribute('href', /^tel:\+998\d{9}$/);
      }
    }
  });
});

test.describe('sitemap, robots and feeds', () => {
  test('the sitemap lists every page in every language it exists in, with its alternates', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)![1]!.replace(/^https?:\/\/[^/]+/, ''));
    for (const locale of locales) {
      for (const path of ['/', '/about-us', '/players', '/managements', '/news', '/services', '/media', '/gallery', '/state-symbols', '/accessibility', '/news/page/2']) {
        expect(locs).toContain(url(locale, path));
      }
      const [story] = (await apiList<Titled>('/news', apiLang[locale])).filter((item) => item.title?.trim());
      expect(locs).toContain(url(locale, `/news/${story!.id}`));
    }
    expect(locs).not.toContain(url('en', '/news/3'));
    expect(new Set(locs).size).toBe(locs.length);
    // Every listed page exists, and names its alternates (here: one page per kind).
    for (const path of [url('oz', '/'), url('en', '/news/1'), url('ru', '/services/1')]) {
      const entry = entries[locs.indexOf(path)]!;
      expect(entry).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]+\/uz\//);
      for (const locale of locales) expect(entry).toContain(`hreflang="${htmlLangOf[locale]}"`);
      expect((await request.get(path)).status()).toBe(200);
    }
  });

  test('robots.txt points at the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  });

  test('each language has an RSS feed of its newest 50 stories, linked from every page', async ({ page, request }) => {
    for (const locale of locales) {
      const response = await request.get(`/${locale}/feed.xml`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/);
      expect(xml).toContain(`<language>${htmlLangOf[locale]}</language>`);
      const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(50);
      for (const item of items.slice(0, 3)) {
        for (const tag of ['title', 'link', 'guid', 'pubDate', 'description']) expect(item).toContain(`<${tag}`);
        const link = /<link>([^<]+)<\/link>/.exec(item)![1]!.replace(/^https?:\/\/[^/]+/, '');
        expect(link).toMatch(new RegExp(`^/${locale}/news/\\d+/$`));
        expect((await request.get(link)).status()).toBe(200);
      }
      const dates = items.map((item) => Date.parse(/<pubDate>([^<]+)<\/pubDate>/.exec(item)?.[1] ?? ''));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    }
    for (const [locale, path] of [['uz', '/'], ['en', '/gallery'], ['ru', '/news/1']] as const) {
      await page.goto(url(locale, path));
      const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', new RegExp(`/${locale}/feed\\.xml$`));
      // No hreflang: link[rel=alternate][hreflang] are the page's translations (the language switcher reads them).
      await expect(link).not.toHaveAttribute('hreflang', /./);
    }
  });
});

test.describe('pictures', () => {
  test('have their size, load lazily below the fold, and are named after their record', async ({ page }) => {
    for (const path of ['/', '/news', '/managements', '/gallery', '/players', '/services']) {
      await page.goto(url('en', path));
      const images = await page.locator('main img').evaluateAll((list) =>
        (list as HTMLImageElement[]).map((img) => ({ src: img.getAttribute('src'), width: img.getAttribute('width'), height: img.getAttribute('height'), lazy: img.loading === 'lazy' })),
      );
      expect(images.length, path).toBeGreaterThan(0);
      expect(images.filter((img) => !/^\d+$/.test(img.width ?? '') || !/^\d+$/.test(img.height ?? '')), `${path}: pictures without a size`).toEqual([]);
      // Only the first picture or two (above the fold) load eagerly.
      expect(images.filter((img) => !img.lazy).length, `${path}: eager pictures`).toBeLessThanOrEqual(2);
    }
    await page.goto(url('en', '/news'));
    const card = page.locator('main article').first();
    await expect(card.locator('img')).toHaveAttribute('alt', (await card.locator('h2').textContent())!.trim());
  });

  test.describe('a picture that fails to load', () => {
    test.use({ expectedErrors: [/status of 404/] });

    test('shows the placeholder', async ({ page }) => {
      await page.route(/\/uploads\/news\//, (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto(url('en', '/news'));
      const images = page.locator('main article img');
      await expect(images.first()).toHaveAttribute('src', '/placeholder.svg');
      await images.last().scrollIntoViewIfNeeded();
      await expect(images.last()).toHaveAttribute('src', '/placeholder.svg');
      await expect(images.first()).toHaveAttribute('alt', /\S/);
    });
  });
});

test.describe('print', () => {
  test('a news story prints as its text and picture, without menus, banners or buttons', async ({ page }) => {
    await page.goto(url('en', '/news/1'));
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('site-header')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.getByTestId('test-mode-banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to all news' })).toBeHidden();
    await expect(page.locator('main article h1')).toBeVisible();
    await expect(page.locator('main article img').first()).toBeVisible();
    await expect(page.locator('main article .prose')).toBeVisible();
    await expect(page.locator('main button:visible')).toHaveCount(0);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByTestId('site-header')).toBeVisible();
  });

  test("a leader's card prints with photo and text, without buttons or downloads", async ({ page }) => {
    await page.goto(url('ru', '/managements'));
    await page.emulateMedia({ media: 'print' });
    const card = page.locator('main article').first();
    await expect(card.locator('h2')).toBeVisible();
    await expect(card.locator('img')).toBeVisible();
    await expect(card.locator('a[href^="tel:"]')).toBeVisible();
    await expect(card.getByRole('button')).toBeHidden();
    await expect(card.locator('a[download]').first()).toBeHidden();
    await expect(page.getByTestId('site-header')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
  });
});

test.describe('home page', () => {
  test('describes the federation as a SportsOrganization', async ({ page }) => {
    await page.goto(url('en', '/'));
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const org = scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'SportsOrganization');
    expect(org).toBeTruthy();
    expect(org!.name).toBe('Football Federation of Uzbekistan');
    expect(org!.url).toMatch(/\/en\/$/);
    expect(org!.logo).toMatch(/^https?:\/\/.+\/logo\.svg$/);
    expect(org!.sameAs).toEqual(expect.arrayContaining(['https://t.me/uzfootball', 'https://www.youtube.com/@uzfootball']));
    expect(org!.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: expect.stringContaining('Tashkent') });
    expect(org!.email).toBe('info@uzfootball.example');
    expect(org!.telephone).toMatch(/^\+998\d{9}$/);
  });

  test('the partners carousel: new-tab links, previous/next, pause; autoplay pauses on hover and focus', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-20T09:00:00Z') });
    await page.goto(url('en', '/'));
    await page.clock.pauseAt(new Date('2026-11-20T09:02:00Z'));
    const carousel = page.getByTestId('partners-carousel');
    await carousel.scrollIntoViewIfNeeded();
    for (const link of await carousel.locator('a').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    const active = () => carousel.locator('.swiper-slide-active').evaluate((el) => [...el.parentElement!.children].indexOf(el));
    await expect(carousel.locator('.swiper-initialized')).toHaveCount(1, { timeout: 15_000 });
    // Loading ran the page's clock freely for a while; start from the first slide.
    for (let i = 0; i < 8 && (await active()) !== 0; i++) await carousel.getByRole('button', { name: 'Previous partners' }).click();
    expect(await active()).toBe(0);
    await carousel.getByRole('button', { name: 'Next partners' }).click();
    await expect.poll(active).toBe(1);
    await carousel.getByRole('button', { name: 'Previous partners' }).click();
    await expect.poll(active).toBe(0);

    // Autoplay: a step every 5 s, none while the pointer is over it or focus is in it.
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-autoplay', 'running');
    await page.clock.runFor(5_500);
    await expect.poll(active, { timeout: 15_000 }).toBe(1);
    await carousel.locator('li').nth(2).hover();
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await page.clock.runFor(11_000);
    expect(await active()).toBe(1);
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-autoplay', 'running');
    // The first link is out of view at slide 1: focusing it brings it in, and nothing moves on.
    await carousel.locator('a').first().focus();
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await expect.poll(active).toBe(0);
    await page.clock.runFor(11_000);
    expect(await active()).toBe(0);

    const pause = carousel.getByRole('button', { name: 'Pause the partners carousel' });
    await pause.click();
    await expect(carousel).toHaveAttribute('data-autoplay', 'stopped');
    await page.mouse.move(0, 0);
    const stopped = await active();
    await page.clock.runFor(11_000);
    expect(await active()).toBe(stopped);
    await expect(carousel.getByRole('button', { name: 'Resume the partners carousel' })).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the partners show as a full list', async ({ page }) => {
      const links = await apiList<Titled>('/useful-links', 'RUS');
      await page.goto(url('ru', '/'));
      const carousel = page.getByTestId('partners-carousel');
      for (const link of links) await expect(carousel.getByText(link.title!, { exact: true })).toBeVisible();
      await expect(carousel.getByRole('button')).toHaveCount(0);
    });
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the carousel does not play by itself and offers no pause', async ({ page }) => {
      await page.clock.install({ time: new Date('2026-11-20T09:00:00Z') });
      await page.goto(url('oz', '/'));
      await page.clock.pauseAt(new Date('2026-11-20T09:02:00Z'));
      const carousel = page.getByTestId('partners-carousel');
      await expect(carousel.locator('.swiper-initialized')).toHaveCount(1);
      await page.clock.runFor(20_000);
      await expect(carousel.locator('.swiper-slide').first()).toHaveClass(/swiper-slide-active/);
      await expect(carousel.getByRole('button')).toHaveCount(2);
    });
  });
});

test.describe('news search results', () => {
  test('a query with results lists matching stories; one without shows only the empty illustration', async ({ page }) => {
    const [story] = await apiList<Titled>('/news', 'ENG');
    const word = story!.title!.split(/[\s:,“”"«»]+/).find((w) => w.length >= 6)!;
    await page.goto(`${url('en', '/news')}?search=${encodeURIComponent(word)}`);
    const results = page.getByTestId('news-search-results');
    // The results replace the list once the page has hydrated and the API has answered.
    await expect(results.getByRole('heading', { name: new RegExp(word) })).toBeVisible({ timeout: 20_000 });
    const hits = results.getByRole('listitem');
    await expect(hits.first()).toBeVisible();
    await expect(results.getByRole('link', { name: new RegExp(story!.title!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toHaveAttribute('href', `/en/news/${story!.id}/`);
    for (const link of await results.getByRole('link').all()) await expect(link).toHaveAttribute('href', /^\/en\/news\/\d+\/$/);
    await expect(page.getByTestId('search-empty')).toHaveCount(0);

    await page.goto(`${url('en', '/news')}?search=zzqxqzz`);
    await expect(page.getByTestId('search-empty')).toBeVisible({ timeout: 20_000 });
    await expect(results.getByRole('listitem')).toHaveCount(0);
    // Only the illustration: no visible text besides the heading naming the query.
    const texts = await results.evaluate((el) => {
      const seen: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        const box = parent.getBoundingClientRect();
        // Text a sighted visitor sees: not the heading, not screen-reader-only (1 px, clipped) text.
        if (node.textContent?.trim() && !parent.closest('h2') && box.width > 1 && box.height > 1) seen.push(node.textContent.trim());
      }
      return seen;
    });
    expect(texts).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
