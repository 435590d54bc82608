// Content pages beyond the list pages (pages.spec.ts): details, translation gaps, sitemap, feeds, metadata.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { archivePageCount, archivePageStories, frontPageStories } from '@/lib/routes/news-archive';
import escapeRegExp from 'escape-string-regexp';
import { apiList, axeViolations, expect, expectPhoneLink, htmlLangOf, locales, test, url, type Locale } from './support';

const apiLang: Record<Locale, 'UZL' | 'RUS' | 'ENG' | 'UZK'> = { uz: 'UZL', ru: 'RUS', en: 'ENG', oz: 'UZK' };
const messages = Object.fromEntries(locales.map((locale) => [locale, JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'))])) as Record<
  Locale,
  typeof import('../../messages/en.json')
>;
type Titled = { id: number; title: string | null };
type Dated = Titled & { date: string; image?: string | null };

async function firstDetailPath(page: import('@playwright/test').Page, locale: Locale, kind: 'news' | 'services') {
  await page.goto(url(locale, kind));
  const href = await page.locator(`main a[href^="/${locale}/${kind}/"]`).filter({ hasNotText: /^\d+$/ }).first().getAttribute('href');
  expect(href).toMatch(new RegExp(`^/${locale}/${kind}/\\d+/$`));
  return href!;
}

/** The home page's partners carousel in view, under fake timers paused once loaded (Swiper loads as it nears the screen). */
async function partnersCarousel(page: Page, locale: Locale) {
  await page.clock.install({ time: new Date('2026-11-20T09:00:00Z') });
  await page.goto(url(locale, '/'));
  await page.clock.pauseAt(new Date('2026-11-20T09:02:00Z'));
  const carousel = page.getByTestId('partners-carousel');
  await carousel.scrollIntoViewIfNeeded();
  return carousel;
}

test.describe('detail pages in every language', () => {
  for (const locale of locales) {
    test(`${locale}: a service, a news story and news archive page 1`, async ({ page }) => {
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

      const archive = await page.goto(url(locale, '/news/page/1'));
      expect(archive?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf[locale]);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('main article')).not.toHaveCount(0);
      await expect(page.locator('main nav a[aria-current="page"]')).toHaveText('1');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url(locale, '/news/page/1')}$`));
    });
  }

  // One axe scan a test, as in pages.spec.ts: two in one test once ran out of its time.
  test('a service has no axe violations', async ({ page }) => {
    await page.goto(await firstDetailPath(page, 'oz', 'services'));
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a news archive page has no axe violations', async ({ page }) => {
    await page.goto(url('ru', '/news/page/1'));
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
    for (let n = 0; ; n++) {
      const path = n === 0 ? url('en', '/news') : url('en', `/news/page/${n}`);
      if ((await request.get(path)).status() !== 200) break;
      await page.goto(path);
      for (const id of news) await expect(page.locator(`a[href="/en/news/${id}/"]`)).toHaveCount(0);
    }
    // The story's other languages do not offer English.
    await page.goto(url('uz', `/news/${news[0]}`));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);
    await expect(page.locator('main a[hreflang="en"]')).toHaveCount(0);
    // It does link to the languages it exists in, and the link leads to the same story there.
    const russian = page.locator('main a[hreflang="ru"]');
    await expect(russian).toHaveAttribute('href', `/ru/news/${news[0]}/`);
    await expect(page.locator('main a[hreflang="uz-Cyrl"]')).toHaveAttribute('href', `/oz/news/${news[0]}/`);
    await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute('href', new RegExp(`/ru/news/${news[0]}/$`));
    await russian.click();
    await expect(page).toHaveURL(new RegExp(`/ru/news/${news[0]}/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('a story in every language links to each of its other languages', async ({ page }) => {
    await page.goto(url('uz', '/news/1'));
    for (const other of locales.filter((locale) => locale !== 'uz')) {
      await expect(page.locator(`main a[hreflang="${htmlLangOf[other]}"]`)).toHaveAttribute('href', `/${other}/news/1/`);
    }
    await expect(page.locator('main a[hreflang="uz-Latn"]')).toHaveCount(0);
  });
});

test.describe('news story metadata', () => {
  test('Open Graph, Twitter card and NewsArticle structured data describe the story', async ({ page }) => {
    const story = (await apiList<Dated>('/news', 'ENG')).find((item) => item.id === 1)!;
    await page.goto(url('en', '/news/1'));
    const h1 = (await page.locator('h1').textContent())!.trim();
    expect(h1).toBe(story.title);

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'NewsArticle');
    expect(article, 'a NewsArticle').toBeTruthy();
    expect(article!.headline).toBe(h1);
    expect(Date.parse(article!.datePublished as string)).toBe(Date.parse(story.date));
    expect(article!.url).toMatch(/^https?:\/\/[^/]+\/en\/news\/1\/$/);
    expect(article!.image).toEqual([expect.stringMatching(/^https?:\/\/.+\/uploads\/news\/1\.jpg$/)]);

    const meta = (key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`);
    await expect(meta('og:type')).toHaveAttribute('content', 'article');
    await expect(meta('og:title')).toHaveAttribute('content', h1);
    await expect(meta('og:url')).toHaveAttribute('content', /\/en\/news\/1\/$/);
    await expect(meta('og:image')).toHaveAttribute('content', /^https?:\/\/.+\/uploads\/news\/1\.jpg$/);
    await expect(meta('twitter:card')).toHaveAttribute('content', 'summary_large_image');
    await expect(meta('twitter:title')).toHaveAttribute('content', h1);

    // A story without a picture: a plain summary card and no picture to share.
    const bare = (await apiList<Dated>('/news', 'ENG')).find((item) => item.title?.trim() && !item.image)!;
    await page.goto(url('en', `/news/${bare.id}`));
    await expect(meta('og:type')).toHaveAttribute('content', 'article');
    await expect(meta('og:title')).toHaveAttribute('content', bare.title!.trim());
    await expect(meta('og:image')).toHaveCount(0);
    await expect(meta('twitter:card')).toHaveAttribute('content', 'summary');
  });
});

test.describe('list pages show what the API holds', () => {
  type RawPlayer = { id: number; full_name: string | null; position: string | null; number: number | null; club: string | null; photo?: string | null };

  test('the news list: the newest stories on /news/, older ones on archive pages numbered from the oldest', async ({ page }) => {
    for (const locale of locales) {
      const stories = (await apiList<Dated>('/news', apiLang[locale])).filter((item) => item.title?.trim());
      const newestFirst = stories
        .map((item, order) => ({ item, order, time: Date.parse(item.date) }))
        .sort((a, b) => b.time - a.time || a.order - b.order)
        .map(({ item }) => `/${locale}/news/${item.id}/`);
      // Archive pages hold 12 stories each from the oldest on; /news/ shows the 12 to 23 newer ones.
      const archivePages = archivePageCount(newestFirst.length);
      expect(archivePages, locale).toBeGreaterThan(0);
      const cardLinks = () => page.locator('main article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

      await page.goto(url(locale, '/news'));
      expect(await cardLinks(), locale).toEqual(frontPageStories(newestFirst));
      await page.locator('main nav a[rel="next"]').click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/news/page/${archivePages}/$`));
      await expect.poll(cardLinks, { message: locale }).toEqual(archivePageStories(newestFirst, archivePages));

      await page.goto(url(locale, '/news/page/1'));
      expect(await cardLinks(), locale).toEqual(newestFirst.slice(-12));
      await expect(page.locator('main nav a[rel="next"]')).toHaveCount(0);
    }
  });

  test('players: name, position, number and club; without a photo, the placeholder and no <img>', async ({ page }) => {
    for (const locale of locales) {
      const labels = messages[locale].Players;
      const players = (await apiList<RawPlayer>('/players', apiLang[locale])).filter((player) => player.full_name?.trim());
      expect(players.filter((player) => !player.photo).length, 'players without a photo').toBeGreaterThan(0);
      await page.goto(url(locale, '/players'));
      // Every card read at once (one call, not six per player), compared whole: a difference shows as a diff of cards.
      const shown = await page.locator('main article').evaluateAll(
        (cards, clubLabel) =>
          cards.map((card) => ({
            name: card.querySelector('h2')?.textContent?.trim(),
            lines: [...card.querySelectorAll('p')].map((line) => line.textContent!.replace(/\s+/g, ' ').trim()),
            club: [...card.querySelectorAll('dl > div')].find((row) => row.querySelector('dt')?.textContent?.includes(clubLabel))?.querySelector('dd')?.textContent?.trim(),
            photo: card.querySelector('img')?.getAttribute('alt') ?? null,
            placeholder: card.querySelector('svg') !== null,
          })),
        labels.club,
      );
      const expected = players.map((player) => {
        const name = player.full_name!.trim();
        return {
          name,
          lines: [...(player.number === null ? [] : [`${labels.number}: ${player.number}`]), `${labels.position}: ${player.position}`],
          club: player.club!,
          photo: player.photo ? name : null,
          placeholder: !player.photo,
        };
      });
      const byName = (a: { name?: string }, b: { name?: string }) => a.name!.localeCompare(b.name!);
      expect(shown.sort(byName)).toEqual(expected.sort(byName));
      await expect(page.locator('main article svg').first()).toBeVisible();
    }
    // The pictures that are there load (the last one is far down and lazy).
    const last = page.locator('main article img').last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  test('about us: one section per /abouts record, headed by its title, listed in the contents', async ({ page }) => {
    for (const locale of locales) {
      const titles = (await apiList<Titled>('/abouts', apiLang[locale])).map((about) => about.title?.trim()).filter(Boolean) as string[];
      expect(titles.length).toBeGreaterThan(1);
      await page.goto(url(locale, '/about-us'));
      await expect(page.locator('main section > h2')).toHaveText(titles);
      await expect(page.getByRole('navigation', { name: messages[locale].About.contents }).getByRole('link')).toHaveText(titles);
    }
  });

  test('media: links to the photo and the video gallery tabs', async ({ page }) => {
    for (const locale of locales) {
      const gallery = messages[locale].Gallery;
      await page.goto(url(locale, '/media'));
      // The page's own links, not the menu's.
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: gallery.photoTab, exact: true })).toHaveAttribute('href', `/${locale}/gallery/?tab=photo-gallery`);
      await expect(main.getByRole('link', { name: gallery.videoTab, exact: true })).toHaveAttribute('href', `/${locale}/gallery/?tab=video-gallery`);
    }
    await page.getByRole('main').getByRole('link', { name: messages.oz.Gallery.videoTab, exact: true }).click();
    await expect(page).toHaveURL(/\/oz\/gallery\/\?tab=video-gallery$/);
    await expect(page.getByRole('tab', { name: new RegExp(escapeRegExp(messages.oz.Gallery.videoTab)) })).toHaveAttribute('aria-selected', 'true');
  });

  test('?tab=video-gallery opens the video tab in every language', async ({ page }) => {
    for (const locale of locales) {
      const name = new RegExp(escapeRegExp(messages[locale].Gallery.videoTab));
      await page.goto(`${url(locale, '/gallery')}?tab=video-gallery`);
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      await expect(page.locator('[data-video-open]').first()).toBeVisible();
      await expect(page.locator('[data-photo-index]').first()).toBeHidden();
    }
  });

  test('state symbols: the flag and emblem pictures and the anthem text', async ({ page }) => {
    for (const locale of locales) {
      const text = messages[locale].StateSymbols;
      await page.goto(url(locale, '/state-symbols'));
      for (const [name, src] of [[text.flagAlt, '/state-symbols/flag.svg'], [text.emblemAlt, '/state-symbols/emblem.svg']]) {
        const picture = page.getByRole('img', { name, exact: true });
        await picture.scrollIntoViewIfNeeded();
        await expect(picture).toBeVisible();
        await expect(picture).toHaveAttribute('src', src!);
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), `${locale}: ${src}`).toBeGreaterThan(0);
      }
      const anthem = page.getByRole('region', { name: text.anthem, exact: true });
      const firstLine = text.anthemVerse.split('\n')[0]!;
      await expect(anthem.locator('blockquote').filter({ hasText: firstLine })).toBeVisible();
      if (locale === 'ru' || locale === 'en') {
        // Beside the translation, the Uzbek original.
        await expect(anthem.locator('blockquote[lang="uz-Latn"]')).toContainText(messages.uz.StateSymbols.anthemVerse.split('\n')[0]!);
      }
    }
  });

  test('accessibility statement: reached from the footer; standard, panel use, known limits and contact', async ({ page }) => {
    const [contact] = await apiList<{ email: string }>('/contacts', 'UZL');
    for (const locale of locales) {
      const text = messages[locale].AccessibilityStatement;
      await page.goto(url(locale, '/'));
      const link = page.getByRole('contentinfo').getByRole('link', { name: messages[locale].Footer.accessibilityStatement, exact: true });
      await expect(link).toHaveAttribute('href', `/${locale}/accessibility/`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/accessibility/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      for (const title of [text.standardTitle, text.panelTitle, text.limitsTitle, text.contactTitle]) {
        await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
      }
      const contactSection = page.getByRole('region', { name: text.contactTitle, exact: true });
      await expect(contactSection.getByRole('link', { name: contact!.email })).toHaveAttribute('href', `mailto:${contact!.email}`);
    }
  });
});

test.describe('phone numbers', () => {
  test('leaders show +998 XX XXX XX XX with a tel: link in every language', async ({ page }) => {
    for (const locale of locales) {
      await page.goto(url(locale, '/managements'));
      const phones = page.locator('main a[href^="tel:"]');
      await expect(phones).toHaveCount(await page.locator('main article').count());
      for (const phone of await phones.all()) await expectPhoneLink(phone);
    }
  });
});

test.describe('sitemap, robots and feeds', () => {
  test('the sitemap index names sitemaps that list every page in every language it exists in, with its alternates', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const index = await response.text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const sitemaps = [...index.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/^https?:\/\/[^/]+/, ''));
    expect(sitemaps).toEqual(expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/news-1.xml']));
    const entries: string[] = [];
    for (const path of sitemaps) {
      const sitemap = await request.get(path);
      expect(sitemap.status(), path).toBe(200);
      expect(sitemap.headers()['content-type']).toMatch(/xml/);
      const xml = await sitemap.text();
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      entries.push(...[...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!));
    }
    const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)![1]!.replace(/^https?:\/\/[^/]+/, ''));
    for (const locale of locales) {
      for (const path of ['/', '/about-us', '/players', '/managements', '/news', '/services', '/media', '/gallery', '/state-symbols', '/accessibility', '/news/page/1']) {
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

  test('robots.txt points at the sitemap index', async ({ request }) => {
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
  test('have their size, the first is fetched first, the rest load lazily, and are named after their record', async ({ page }) => {
    for (const path of ['/', '/news', '/managements', '/gallery', '/players', '/services']) {
      await page.goto(url('en', path));
      const images = await page.locator('main img').evaluateAll((list) =>
        (list as HTMLImageElement[]).map((img) => ({
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          // How the browser fetches it: 'first' (eager, high priority), 'lazy', or anything else.
          fetch:
            img.loading === 'eager' && img.getAttribute('fetchpriority') === 'high'
              ? 'first'
              : img.loading === 'lazy' && !img.hasAttribute('fetchpriority')
                ? 'lazy'
                : `${img.loading}, fetchpriority ${img.getAttribute('fetchpriority')}`,
        })),
      );
      expect(images.length, path).toBeGreaterThan(0);
      expect(images.filter((img) => !/^\d+$/.test(img.width ?? '') || !/^\d+$/.test(img.height ?? '')), `${path}: pictures without a size`).toEqual([]);
      // The page's first picture (the largest above the fold) is fetched at once and first; the others wait their turn.
      expect(images.map((img) => img.fetch), `${path}: how each picture is fetched`).toEqual(images.map((_, index) => (index === 0 ? 'first' : 'lazy')));
    }
    await page.goto(url('en', '/news'));
    const card = page.locator('main article').first();
    await expect(card.locator('img')).toHaveAttribute('alt', (await card.locator('h2').textContent())!.trim());
  });

  test.describe('a picture that fails to load', () => {
    test.use({ expectedErrors: [/status of 404/] });

    test('shows the placeholder', async ({ page }) => {
      // The API's pictures and the build's WebP copies of them.
      await page.route(/\/(uploads\/news|media)\//, (route) => route.fulfill({ status: 404, body: '' }));
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
    const carousel = await partnersCarousel(page, 'en');
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
      const carousel = await partnersCarousel(page, 'oz');
      await expect(carousel.locator('.swiper-initialized')).toHaveCount(1, { timeout: 15_000 });
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
    await expect(results.getByRole('link', { name: new RegExp(escapeRegExp(story!.title!)) })).toHaveAttribute('href', `/en/news/${story!.id}/`);
    for (const link of await results.getByRole('link').all()) await expect(link).toHaveAttribute('href', /^\/en\/news\/\d+\/$/);
    await expect(page.getByTestId('search-empty')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${url('en', '/news')}?search=zzqxqzz`);
    await expect(page.getByTestId('search-empty')).toBeVisible({ timeout: 20_000 });
    await expect(results.getByRole('listitem')).toHaveCount(0);
    // Only the illustration: no visible text, not even the heading (it stays for screen readers).
    const texts = await results.evaluate((el) => {
      const seen: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        const box = parent.getBoundingClientRect();
        // Text a sighted visitor sees: not screen-reader-only (1 px, clipped) text.
        if (node.textContent?.trim() && box.width > 1 && box.height > 1) seen.push(node.textContent.trim());
      }
      return seen;
    });
    expect(texts).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
