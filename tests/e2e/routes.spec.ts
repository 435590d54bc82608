import type { Page } from '@playwright/test';
import { expect, htmlLangOf, locales, newsWord, staticRoutes, test, url, type Locale } from './support';

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

  /** Opens the first item of a list page and checks the detail page carries its title. */
  async function opensFirstOfList(page: Page, locale: Locale, list: string) {
    await page.goto(url(locale, `/${list}`));
    const first = page.locator('main article h2 a, main article h3 a').first();
    const title = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/${list}/\\d+/$`));
    await expect(page.locator('h1')).toHaveText(title);
  }

  test('a news story opens from the list and names the same story in its other languages', async ({ page }) => {
    await opensFirstOfList(page, 'ru', 'news');
    await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveCount(1);
  });

  test('a service opens from the list', async ({ page }) => {
    await opensFirstOfList(page, 'en', 'services');
  });
});
