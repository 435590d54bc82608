import { drawnFonts, expect, FONT_FILES, holdRequests, servedAttributes, test } from './support';

test.describe('unknown paths', () => {
  // The browser reports the 404 response itself as a console error.
  test.use({ expectedErrors: [/status of 404/] });

  const cases = [
    { path: '/ru/no-such-page/', lang: 'ru', text: 'Страница не найдена: /ru/no-such-page/', title: 'Страница не найдена' },
    { path: '/en/news/999999/', lang: 'en', text: 'Page Not Found: /en/news/999999/', title: 'Page Not Found' },
    { path: '/oz/nowhere', lang: 'uz-Cyrl', text: 'Саҳифа топилмади: /oz/nowhere', title: 'Саҳифа топилмади' },
    { path: '/nothing-here', lang: 'uz-Latn', text: 'Sahifa topilmadi: /nothing-here', title: 'Sahifa topilmadi' },
  ];

  for (const { path, lang, text, title } of cases) {
    test(`${path} answers 404 in the visitor's language`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveText(text);
      // Still so once React has hydrated the page.
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveTitle(title);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
    });
  }

  test('is painted before the site\'s typeface arrives, and keeps its face when it does', async ({ page }) => {
    const fonts = await holdRequests(page, FONT_FILES);
    try {
      await page.goto('/oz/nowhere', { waitUntil: 'commit' });
      await expect(page.locator('h1')).toHaveText('Саҳифа топилмади: /oz/nowhere');
      expect(await drawnFonts(page, 'h1')).not.toContain('Inter');
    } finally {
      fonts.release();
    }
    await page.evaluate(() => document.fonts.ready);
    // font-display: optional: a late file is never swapped in, so nothing moves; it is loaded for the next page.
    expect(await drawnFonts(page, 'h1')).not.toContain('Inter');
    const loaded = await page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Inter' && face.status === 'loaded'));
    expect(loaded).toBe(true);
  });

  test('asks search engines not to index it, in one robots tag of the served HTML', async ({ page }) => {
    const response = await page.goto('/en/nowhere/');
    // The page as served, for crawlers that run no script: once hydrated, React adds the tag itself.
    const html = (await response?.text()) ?? '';
    expect(await servedAttributes(page, html, 'meta[name="robots"]', 'content')).toEqual(['noindex']);
  });

  test('offers the way home in that language', async ({ page }) => {
    await page.goto('/ru/missing/');
    await page.getByRole('link', { name: 'Перейти на главную' }).click();
    await expect(page).toHaveURL(/\/ru\/$/);
  });
});
