import { expect, test } from './support';

test.describe('unknown paths', () => {
  // The browser reports the 404 response itself as a console error.
  test.use({ expectedErrors: [/status of 404/] });

  const cases = [
    { path: '/ru/no-such-page/', lang: 'ru', text: 'Страница не найдена: /ru/no-such-page/' },
    { path: '/en/news/999999/', lang: 'en', text: 'Page Not Found: /en/news/999999/' },
    { path: '/oz/nowhere', lang: 'uz-Cyrl', text: 'Саҳифа топилмади: /oz/nowhere' },
    { path: '/nothing-here', lang: 'uz-Latn', text: 'Sahifa topilmadi: /nothing-here' },
  ];

  for (const { path, lang, text } of cases) {
    test(`${path} answers 404 in the visitor's language`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveText(text);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
    });
  }

  test('is drawn in the site\'s typeface on a first visit', async ({ page, context }) => {
    await page.goto('/oz/nowhere', { waitUntil: 'load' });
    await expect(page.locator('h1')).toHaveText('Саҳифа топилмади: /oz/nowhere');
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fonts.map((font) => font.familyName)).toEqual(['Inter']);
  });

  test('offers the way home in that language', async ({ page }) => {
    await page.goto('/ru/missing/');
    await page.getByRole('link', { name: 'Перейти на главную' }).click();
    await expect(page).toHaveURL(/\/ru\/$/);
  });
});
