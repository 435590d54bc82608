import { expect, test, url } from './support';

/** Pictures come from the build's WebP copies (lib/api/pictures/copies.ts), sized to the screen. */

function pictureRequests(page: import('@playwright/test').Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

async function scrollThrough(page: import('@playwright/test').Page) {
  // Lazy pictures load as they come into view: scroll the whole page in steps.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForLoadState('networkidle');
}

test.describe('responsive pictures on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 });

  for (const path of ['/', '/news', '/players']) {
    test(`${path}: only phone-sized copies are downloaded, never the originals`, async ({ page }) => {
      const requests = pictureRequests(page);
      await page.goto(url('en', path));
      await scrollThrough(page);
      const photos = requests.filter((p) => !p.endsWith('.svg'));
      expect(photos.length).toBeGreaterThan(0);
      // 375 CSS px at 2x needs 750 px: the 800 px copy at most; no 1200 px copy, no original upload.
      expect(photos.filter((p) => !/^\/media\/[0-9a-f]{16}-\d+\.webp$/.test(p))).toEqual([]);
      expect(photos.filter((p) => /-1200\.webp$/.test(p))).toEqual([]);
    });
  }
});

test.describe('responsive pictures on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });

  test('a news story shows its full-width picture from the 1200 px copy, and every picture has a size', async ({ page }) => {
    await page.goto(url('en', '/news'));
    await page.locator('main article h2 a').first().click();
    await expect(page).toHaveURL(/\/news\/\d+\/$/, { timeout: 15_000 });
    const picture = page.locator('main article img').first();
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/[0-9a-f]{16}-1200\.webp$/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const unsized = await page.locator('main img:not(.prose img):is(:not([width]), :not([height]))').count();
    expect(unsized).toBe(0);
  });
});

test.describe("pictures in editors' HTML", () => {
  test('a picture typed without a size gets its own from the build, so its box is reserved before it loads', async ({ page }) => {
    // Story 5 has an <img> without width or height; its file is held back, so the box seen is the one reserved.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/media\/.*\.webp$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url('en', '/news/5'), { waitUntil: 'domcontentloaded' });
    const unsized = page.locator('main .prose img[alt="typed without a size"]');
    await expect(unsized).toHaveAttribute('width', '1200');
    await expect(unsized).toHaveAttribute('height', '800');
    await expect(unsized).toHaveAttribute('srcset', /^\/media\/[0-9a-f]{16}-400\.webp 400w, /);
    await unsized.scrollIntoViewIfNeeded();
    expect(await unsized.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
    const box = await unsized.boundingBox();
    expect(box?.height).toBeGreaterThan(100);
    expect(Math.round((box!.width / box!.height) * 100) / 100).toBe(1.5);
    release();
    await expect.poll(() => unsized.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

// The first-screen picture on a phone (Lighthouse's 412 px at 1.75x) is one WebP copy at the size shown, preloaded
// with fetchpriority="high" and the <img>'s srcset and sizes, so the browser downloads it once.
test.describe('the first screen picture on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  for (const [locale, path] of [['uz', '/'], ['ru', '/news/1/'], ['en', '/gallery/'], ['oz', '/news/'], ['uz', '/media/']] as const) {
    test(`is preloaded first, at high priority, as the copy the phone shows (${locale} ${path})`, async ({ page }) => {
      const requests = pictureRequests(page);
      const response = await page.goto(url(locale, path));
      const html = (await response?.text()) ?? '';
      const preloads = await page.evaluate((served) => {
        const doc = new DOMParser().parseFromString(served, 'text/html');
        return [...doc.querySelectorAll('head link[rel="preload"][as="image"][imagesrcset]')].map((link) => ({
          srcset: link.getAttribute('imagesrcset'),
          sizes: link.getAttribute('imagesizes'),
          priority: link.getAttribute('fetchpriority'),
        }));
      }, html);
      expect(preloads).toHaveLength(1);
      const [preload] = preloads;
      expect(preload!.priority).toBe('high');
      expect(preload!.srcset).toMatch(/^(\/media\/[0-9a-f]{16}-\d+\.webp \d+w(, )?)+$/);
      const picture = page.locator('main img[fetchpriority="high"]');
      await expect(picture).toHaveCount(1);
      await expect(picture).toHaveAttribute('srcset', preload!.srcset!);
      await expect(picture).toHaveAttribute('sizes', preload!.sizes!);
      await expect(picture).toHaveJSProperty('complete', true);
      // The copy for 412 px at 1.75x (721 px): the 800 px one, or the largest the picture has.
      const shown = new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
      expect(shown).toMatch(/^\/media\/[0-9a-f]{16}-\d+\.webp$/);
      expect(Number(/-(\d+)\.webp$/.exec(shown)![1])).toBeLessThanOrEqual(800);
      // Preload and picture agreed: that copy was downloaded once, and no larger copy of it at all.
      const [, hash, width] = /\/media\/([0-9a-f]{16})-(\d+)\.webp$/.exec(shown)!;
      expect(requests.filter((p) => p === shown)).toHaveLength(1);
      const larger = requests.filter((p) => p.includes(hash!) && Number(/-(\d+)\.webp$/.exec(p)?.[1]) > Number(width));
      expect(larger).toEqual([]);
    });
  }
});
