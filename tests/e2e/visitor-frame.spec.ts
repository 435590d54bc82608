import type { Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants';
import { apiList, apiURL, expect, locales, test, url, type Locale } from './support';

/** The page frame's client behaviour: clock, sticky header, back to top, splash, transitions, build checks. */

/** Whether PageTransition's lazily fetched animation chunk has loaded (a script holding `data-page-transition`). */
const motionChunkLoaded = (page: Page) =>
  page.evaluate(async () => {
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js'));
    for (const src of scripts) if ((await (await fetch(src)).text()).includes('data-page-transition')) return true;
    return false;
  });

test.describe('clock', () => {
  const expected: Record<Locale, { time: string; date: string }> = {
    uz: { time: '12:15:33', date: '08.03.2026' },
    ru: { time: '12:15:33', date: '08.03.2026' },
    en: { time: '12:15:33', date: '08.03.2026' },
    oz: { time: '12:15:33', date: '08.03.2026' },
  };
  for (const locale of locales) {
    test(`ticks every second, date day-month-year (${locale})`, async ({ page }) => {
      await page.clock.install({ time: new Date('2026-03-08T07:14:30Z') });
      await page.goto(url(locale, '/'));
      await page.clock.pauseAt(new Date('2026-03-08T07:15:30Z'));
      const time = page.getByTestId('clock-time');
      await page.clock.runFor(1000);
      await expect(time).toHaveText('12:15:31');
      await page.clock.runFor(2000);
      await expect(time).toHaveText(expected[locale].time);
      await expect(page.getByTestId('clock-date')).toHaveText(expected[locale].date);
    });
  }
});

test.describe('sticky header and back to top', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header sticks with its menu row and shows the compact logo from 350 px of scroll', async ({ page }) => {
    await page.goto(url('en', '/news'));
    const header = page.getByTestId('site-header');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await page.evaluate(() => window.scrollTo(0, 349));
    await expect(header).toHaveAttribute('data-stuck', 'false');
    await page.evaluate(() => window.scrollTo(0, 350));
    await expect(header).toHaveAttribute('data-stuck', 'true');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(menu).toBeInViewport();
    const menuBox = (await menu.boundingBox())!;
    expect(menuBox.y).toBeGreaterThanOrEqual(-1);
    await expect(header.getByRole('link', { name: /home page/ }).last()).toBeVisible();
  });

  test('an element that receives keyboard focus is never hidden under the sticky header', async ({ page }) => {
    await page.goto(url('en', '/news'));
    await page.evaluate(() => window.scrollTo(0, 2000));
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-stuck', 'true');
    // Shift+Tab backwards from a link far down the page until focus is on a story link above the fold.
    const links = page.locator('main article a');
    const target = links.nth(1);
    await target.focus();
    const headerBottom = await header.evaluate((el) => el.getBoundingClientRect().bottom);
    const box = (await target.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
  });

  const backToTop: Record<Locale, string> = {
    uz: 'Sahifa boshiga qaytish',
    ru: 'Наверх',
    en: 'Back to top',
    oz: 'Саҳифа бошига қайтиш',
  };
  // Alike in every language but for its name (messages complete in all four: lib/i18n/messages.test.ts).
  for (const locale of ['ru', 'oz'] as const) {
    test(`back to top appears after 200 px and takes the visitor and focus to the top (${locale})`, async ({ page }) => {
      await page.goto(url(locale, '/news'));
      const button = page.getByRole('button', { name: backToTop[locale] });
      await page.evaluate(() => window.scrollTo(0, 200));
      await expect(page.locator(`[aria-label="${backToTop[locale]}"]`)).toHaveAttribute('data-visible', 'false');
      await page.evaluate(() => window.scrollTo(0, 201));
      await expect(button).toBeVisible();
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.locator('.skip-link')).toBeFocused();
    });
  }

  test('a link tabbed to in the lower right corner is never hidden by the back-to-top button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(url('en', '/'));
    const button = page.getByRole('button', { name: 'Back to top' });
    const link = page.getByRole('link', { name: 'All services' });
    // Scroll so the link sits right where the button is, with focus on the element before it.
    await link.evaluate((el: HTMLElement) => {
      const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]')].filter(
        (e) => e.getClientRects().length > 0,
      );
      focusable[focusable.indexOf(el) - 1]!.focus({ preventScroll: true });
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight + 60);
    });
    await expect(button).toBeVisible();
    // At rest in the corner (it slides up 12 px as it appears).
    await expect.poll(() => button.evaluate((el) => el.getBoundingClientRect().bottom)).toBe(800 - 20);
    const buttonBox = (await button.boundingBox())!;
    const before = (await link.boundingBox())!;
    // The setup really puts the link under the button: the horizontal and vertical ranges overlap.
    expect(before.x + before.width).toBeGreaterThan(buttonBox.x);
    expect(before.y + before.height).toBeGreaterThan(buttonBox.y);

    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect
      .poll(async () => {
        const box = (await link.boundingBox())!;
        return box.y + box.height <= buttonBox.y || box.x + box.width <= buttonBox.x;
      })
      .toBe(true);
  });
});

test.describe('splash loader', () => {
  test('counts to 100 over the complete page on the first page of a visit, hides at 2 s, then never again', async ({ page }) => {
    // The page's clock stands still unless the test moves it: every step is seen exactly.
    await page.clock.install({ time: new Date('2026-03-08T07:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-08T07:00:01Z'));
    await page.goto(url('en', '/'));
    const html = page.locator('html');
    const splash = page.getByTestId('splash');
    const progress = () => splash.evaluate((el) => el.style.getPropertyValue('--splash-progress'));
    await expect(html).toHaveAttribute('data-splash', 'on');
    await expect(splash).toBeVisible();
    // The page is complete beneath it, and clicks reach the page through it.
    expect(await page.locator('main h1').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);
    expect(await splash.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    // A strip at the top, not a cover: the first screen of the page stays in sight.
    const box = await splash.boundingBox();
    expect(box?.height).toBeGreaterThan(0);
    expect(box?.height).toBeLessThan(48);

    await page.clock.runFor(15);
    expect(await progress()).toBe('1');
    await page.clock.runFor(15 * 49);
    expect(await progress()).toBe('50');
    await page.clock.runFor(15 * 50);
    expect(await progress()).toBe('100');
    await page.clock.runFor(2000 - 1500 - 1);
    await expect(html).toHaveAttribute('data-splash', 'on');
    await page.clock.runFor(1);
    await expect(html).toHaveAttribute('data-splash', 'done');
    await page.clock.runFor(400);
    await expect(splash).toBeHidden();

    await page.goto(url('en', '/news'));
    await expect(html).not.toHaveAttribute('data-splash');
    await expect(splash).toBeHidden();
  });

  test('shows without a stopped clock too, and hides by itself', async ({ page }) => {
    await page.goto(url('ru', '/'));
    await expect(page.locator('html')).toHaveAttribute('data-splash', 'done', { timeout: 10_000 });
    await expect(page.getByTestId('splash')).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page shows at once and the splash never does', async ({ page }) => {
      await page.goto(url('ru', '/'));
      await expect(page.getByTestId('splash')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('main a').first()).toBeVisible();
    });
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

  test('no splash, no scroll-in hiding, no moving banner, no sliding pages', async ({ page }) => {
    await page.goto(url('en', '/'));
    await expect(page.locator('html')).not.toHaveAttribute('data-splash');
    await expect(page.getByTestId('splash')).toBeHidden();
    const banner = page.getByTestId('test-mode-banner');
    const position = () => banner.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const first = await position();
    await page.waitForTimeout(500);
    expect(await position()).toBe(first);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    expect(await page.locator('[data-reveal-state="pending"]').count()).toBe(0);

    // Every chance for the animation code to arrive, as in the transition test: hydrated, a pointer over a link.
    await expect(page.getByTestId('clock-time')).toHaveText(/\d{2}:\d{2}:\d{2}/, { timeout: 15_000 });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'News' }).hover();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
    expect(await motionChunkLoaded(page)).toBe(false);

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/en\/news\/$/);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await page.locator('[data-page-transition]').count()).toBe(0);
    expect(await motionChunkLoaded(page)).toBe(false);
  });
});

test.describe('page transitions and scrolling', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a client navigation slides the new page in from the right and starts at the top', async ({ page }) => {
    await page.goto(url('en', '/'));
    await expect(page.getByTestId('clock-time')).toHaveText(/\d{2}:\d{2}:\d{2}/, { timeout: 15_000 });
    // A reader who does not reach for a link never downloads the animation code ...
    await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve), 2500)));
    expect(await motionChunkLoaded(page)).toBe(false);
    // ... the pointer over a link fetches it, before the click.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'News' }).hover();
    await expect.poll(() => motionChunkLoaded(page), { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 300));
    const samples: string[] = [];
    await page.exposeFunction('reportTransform', (value: string) => samples.push(value));
    await page.evaluate(() => {
      const tick = () => {
        const el = document.querySelector<HTMLElement>('[data-page-transition]');
        if (el) (window as unknown as { reportTransform: (v: string) => void }).reportTransform(getComputedStyle(el).transform);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/en\/news\/$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => samples.at(-1)).toBe('none');
    // matrix(a, b, c, d, tx, ty): the horizontal offset is the fifth value.
    const offsets = samples.filter((s) => s !== 'none').map((s) => Number(s.slice(s.indexOf('(') + 1, -1).split(',')[4]));
    expect(offsets.some((x) => x > 0)).toBe(true);
    // Left-moving only: the page arrives from the right.
    expect(offsets.every((x) => x >= 0)).toBe(true);
  });

  test('a client navigation to a #target ends with the target at the top, just below the sticky header', async ({ page }) => {
    const [, second] = await apiList<{ id: number }>('/abouts', 'ENG');
    const target = `about-${second!.id}`;
    await page.goto(url('en', '/'));
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    // No link of the site crosses pages with a #target yet; Next's router is what a <Link> calls.
    await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router))).toBe(true);
    await page.evaluate((href) => (window as unknown as { next: { router: { push: (h: string) => void } } }).next.router.push(href), `/en/about-us/#${target}`);
    await expect(page).toHaveURL(new RegExp(`/en/about-us/#${target}$`));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-stuck', 'true');
    const section = page.locator(`#${target}`);
    await expect
      .poll(async () => {
        const headerBottom = await header.evaluate((el) => el.getBoundingClientRect().bottom);
        const top = (await section.boundingBox())!.y;
        return top >= headerBottom - 1 && top <= headerBottom + 40;
      })
      .toBe(true);
  });

  test('links prefetch their pages when visible once the page has loaded, but not under Save-Data', async ({ browser }) => {
    const prefetches = async (saveData: boolean) => {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
      if (saveData) {
        await context.addInitScript(() => {
          const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' });
          Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
        });
      }
      const page = await context.newPage();
      const seen: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('.txt')) seen.push(request.url());
      });
      await page.goto(url('en', '/'));
      await page.waitForTimeout(2500);
      // None competes with the first screen: every prefetch starts after the load event.
      const early = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('.txt') && entry.startTime < navigation!.loadEventEnd).length;
      });
      await context.close();
      return { count: seen.length, early };
    };
    const normal = await prefetches(false);
    expect(normal.count).toBeGreaterThan(0);
    expect(normal.early).toBe(0);
    expect((await prefetches(true)).count).toBe(0);
  });
});

test.describe('new build detection', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the build publishes its id', async ({ request }) => {
    const response = await request.get('/builds/latest.json');
    expect(response.ok()).toBe(true);
    expect((await response.json()).id).toMatch(/^[\w.-]{6,}$/);
  });

  const marked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);

  test('checks hourly; after a new build the next navigation is a full page load', async ({ page }) => {
    let latest: string | null = null;
    let checks = 0;
    await page.route('**/builds/latest.json', async (route) => {
      checks++;
      if (latest) await route.fulfill({ json: { id: latest } });
      else await route.fallback();
    });
    await page.clock.install();
    await page.goto(url('en', '/'));
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    // The checking code loads after hydration and marks <html> once the hourly check is armed.
    await expect(page.locator('html')).toHaveAttribute('data-build-watch', 'on', { timeout: 15_000 });

    // Same build after an hour: navigation stays in the page.
    await page.clock.fastForward(3_600_000);
    await expect.poll(() => checks).toBe(1);
    await menu.getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/en\/news\/$/);
    expect(await marked(page)).toBe(true);

    latest = 'a-newer-build';
    await page.clock.fastForward(3_600_000);
    await expect.poll(() => checks).toBe(2);
    await expect(page.locator('html')).toHaveAttribute('data-new-build', 'true');
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/en\/services\/$/);
    await expect.poll(() => marked(page)).toBe(false);
  });

  test.describe('a script chunk that fails to load', () => {
    // The missing file's 404 and the browser refusing the HTML it got instead.
    test.use({ expectedErrors: [/status of 404|Refused to execute script/] });

    test('reloads the page, at most once per 10 s per path', async ({ page }) => {
      // The guard reads the wall clock, which a busy machine has been seen to step forward by 13 s between two
      // loads: the page's clock is fixed here, and moved on by the test alone.
      const start = new Date('2026-03-08T07:00:00Z').getTime();
      await page.clock.setFixedTime(start);
      // Counted from before the first visit, so every load is in the count.
      let loads = 0;
      page.on('load', () => loads++);
      await page.goto(url('en', '/'));
      const failChunk = () =>
        page.evaluate(() => {
          (window as unknown as { marker: number }).marker = 1;
          const script = document.createElement('script');
          script.src = `/_next/static/chunks/missing-${Math.random().toString(36).slice(2)}.js`;
          document.head.append(script);
        });
      await failChunk();
      await expect.poll(() => loads).toBe(2);
      await expect.poll(() => marked(page)).toBe(false);

      await page.clock.setFixedTime(start + CHUNK_RELOAD_GUARD_MS - 1000);
      await failChunk();
      await page.waitForTimeout(1500);
      expect(loads).toBe(2);
      expect(await marked(page)).toBe(true);

      await page.clock.setFixedTime(start + CHUNK_RELOAD_GUARD_MS + 1000);
      await failChunk();
      await expect.poll(() => loads).toBe(3);
      await expect.poll(() => marked(page)).toBe(false);
    });
  });
});

test.describe('third parties', () => {
  test('a page calls nothing but the site and the API: icons are bundled, no analytics without an id', async ({ page }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.goto(url('en', '/'));
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    const allowed = new Set([new URL(baseURL).origin, new URL(apiURL).origin]);
    expect([...origins].filter((origin) => !allowed.has(origin) && !origin.startsWith('data:'))).toEqual([]);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  });
});
