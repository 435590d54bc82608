import { expect, htmlLangOf, locales, newsWord, staticRoutes, test, url } from './support';

test.describe('every route in every language', () => {
  for (const locale of locales) {
    for (const route of staticRoutes) {
      test(`${locale} ${route}`, async ({ page }) => {
        const response = await page.goto(url(locale, route));
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf[locale]);
        await expect(page.locator('h1')).toHaveCount(1);
        // The frame speaks the page's language: the footer's menu names the news section.
        await expect(page.getByRole('contentinfo').getByRole('link', { name: newsWord[locale], exact: true })).toBeVisible();
        // Canonical and hreflang alternates for all four languages.
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url(locale, route)}$`));
        for (const other of locales) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${htmlLangOf[other]}"]`)).toHaveAttribute(
            'href',
            new RegExp(`${url(other, route)}$`),
          );
        }
      });
    }
  }

  test('a news story opens from the list and names the same story in its other languages', async ({ page }) => {
    await page.goto(url('ru', '/news'));
    const first = page.locator('main article h2 a, main article h3 a').first();
    const title = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/ru\/news\/\d+\/$/);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveCount(1);
  });

  test('a service opens from the list', async ({ page }) => {
    await page.goto(url('en', '/services'));
    const first = page.locator('main article h2 a, main article h3 a').first();
    const title = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/en\/services\/\d+\/$/);
    await expect(page.locator('h1')).toHaveText(title);
  });
});
