import { setTimeout as sleep } from 'node:timers/promises';
import { firstScreenFonts } from '@/lib/fonts';
import {
  drawnFonts, expect, firstContentfulPaint, holdFonts, layoutShifts, locales, recordLayoutShifts, servedAttributes, test, throughSplitProxy, url,
} from './support';

/**
 * The first screen is painted from its own HTML, with nothing else in the way (issue 27): no
 * render-blocking wait on the rest of the document, no font file. Its space is reserved, so what
 * arrives later moves nothing. This serves the built page through a proxy that stops right after
 * the header for a while, as a slow connection may, and checks that the header is painted during
 * the stall and that nothing moves when the rest arrives.
 */
// Longer than headless Chromium ever holds back its first frame (up to 2.3 s seen).
const PAUSE_MS = 3_000;
/**
 * Not yet "CLS 0" (issue 27): when the rest of a stalled page arrives on a wide screen, the top
 * bar's right-hand group (accessibility toggle, e-mail, socials) moves by 0.002-0.006 in some
 * runs, and the splash badge up to 0.0003 on a phone; causes not tracked down (a fixed-width
 * language switcher and a stable scrollbar gutter did not help). A rewrapped title or a box
 * without reserved space shifts 0.02 or more, and still fails here.
 */
const NEAR_ZERO_CLS = 0.01;

const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'wide screen', width: 1280, height: 900 },
];

for (const locale of locales) {
  for (const path of ['/', '/news/1/']) {
    for (const { name, width, height } of widths) {
      test(`a page stalling after the header paints the header at once, and nothing moves when the rest arrives (${locale} ${path}, ${name})`, async ({ page, baseURL }) => {
        await page.setViewportSize({ width, height });
        const pagePath = url(locale, path);
        let stalledAt = 0;
        const hold = async () => {
          stalledAt = Date.now();
          await sleep(PAUSE_MS);
        };
        await throughSplitProxy(page, { siteURL: baseURL!, pagePath, marker: '<main', holdUntil: hold }, async (proxyURL) => {
          await recordLayoutShifts(page);
          await page.goto(proxyURL + pagePath, { waitUntil: 'commit' });
          // Painted while the rest of the page is held back: the header alone.
          await expect.poll(() => firstContentfulPaint(page), { timeout: PAUSE_MS }).toBeGreaterThan(0);
          expect(Date.now() - stalledAt, 'the rest of the page was still held').toBeLessThan(PAUSE_MS);
          await expect(page.getByTestId('site-header')).toBeVisible();
          expect(await page.locator('main').count()).toBe(0);
          // The rest arrives; the page hydrates (the clock ticks).
          await expect(page.locator('main h1, main h2').first()).toBeVisible({ timeout: PAUSE_MS + 10_000 });
          await expect(page.getByTestId('clock-time')).not.toHaveText(/^\s*$/);
          const { total, shifts } = await layoutShifts(page);
          expect(total, JSON.stringify(shifts)).toBeLessThan(NEAR_ZERO_CLS);
        });
      });
    }
  }
}

// Fonts never hold the first paint nor take its bandwidth: nothing preloads them, and the page is
// painted in fallback faces scaled to Inter's metrics (lib/fonts.ts). The files are held here until
// the page has painted; arriving late, they are not swapped in (font-display: optional), so nothing
// moves, and they are loaded for the next page.
for (const locale of locales) {
  test(`fonts: painted before the font files arrive, and nothing moves when they do (${locale} /)`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const fonts = await holdFonts(page);
    try {
      await recordLayoutShifts(page);
      const response = await page.goto(url(locale, '/'), { waitUntil: 'commit' });
      await expect(page.locator('main h2').first()).toBeVisible();
      await expect.poll(() => firstContentfulPaint(page)).toBeGreaterThan(0);
      expect(await servedAttributes(page, (await response?.text()) ?? '', 'link[rel="preload"][as="font"]', 'href')).toEqual([]);
      // Asked for by the first style pass, and still held: the titles are drawn in a fallback face.
      await expect.poll(() => [...fonts.requested].sort()).toEqual([...firstScreenFonts].sort());
      expect(await drawnFonts(page, 'main h2')).not.toContain('Inter');
    } finally {
      fonts.release();
    }
    await page.evaluate(() => document.fonts.ready);
    expect(await drawnFonts(page, 'main h2')).not.toContain('Inter');
    const { total, shifts } = await layoutShifts(page);
    expect(total, JSON.stringify(shifts)).toBeLessThan(NEAR_ZERO_CLS);

    // Fetched all the same, for the next page: both weights of the first-screen file are loaded.
    const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Inter' && face.status === 'loaded').map((face) => face.weight));
    expect(new Set(loaded)).toEqual(new Set(['400', '700']));
  });
}

// Every stylesheet a page preloads is one it applies. Next preloads the stylesheet of each
// not-found and error boundary on every page, so their styles live in the global sheet
// (app/error-pages.css): as CSS modules they were two extra requests at the highest priority on
// every page, beside the fonts and the lead picture, that Chromium reported as preloaded but unused.
for (const path of ['/', '/news/1/', '/gallery/', '/state-symbols/']) {
  test(`preloads no stylesheet it does not apply (uz ${path})`, async ({ page }) => {
    const response = await page.goto(url('uz', path), { waitUntil: 'load' });
    // The page as served: once hydrated, the router adds preloads of its own for the links it prefetches.
    const html = (await response?.text()) ?? '';
    const preloaded = (await servedAttributes(page, html, 'link[rel="preload"][as="style"]', 'href')).map((href) => new URL(href!, page.url()).href);
    const applied = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href));
    expect(applied.length).toBeGreaterThan(0);
    for (const href of preloaded) expect(applied, href).toContain(href);
  });
}

// What a server component renders is also written into the page's React payload, inline in the HTML
// and in the .txt files the router fetches. The scripts that run before the first paint come from
// a client leaf (components/frame/PrePaintScripts.tsx), and the 404 page is a page of its own
// (app/global-not-found.tsx), so neither rides along in every page's payload.
// Marked by their data: the minifier renames their code.
const prePaintMarkers = {
  'accessibility settings': '"key":"accessibility"',
  splash: '"key":"splash-shown"',
};
for (const [locale, path] of [['uz', '/'], ['ru', '/news/1/'], ['oz', '/gallery/']] as const) {
  test(`sends the pre-paint scripts once and no 404 page in its payload (${locale} ${path})`, async ({ request }) => {
    const html = await (await request.get(url(locale, path))).text();
    const payload = await request.get(`${url(locale, path)}index.txt`);
    expect(payload.status()).toBe(200);
    const flight = await payload.text();
    expect(flight.length).toBeGreaterThan(1000);
    const count = (text: string, marker: string) => text.split(marker).length - 1;
    for (const [name, marker] of Object.entries(prePaintMarkers)) {
      expect(count(html, marker), `${name} script in the HTML`).toBe(1);
      expect(count(flight, marker), `${name} script in index.txt`).toBe(0);
    }
    for (const text of [html, flight]) expect(count(text, 'nf-description'), "the 404 page's text").toBe(0);
  });
}
