import type { Page } from '@playwright/test';
import { axeViolations, expect, expectOwnScriptPolicy, htmlLangOf, locales, newsWord, staticRoutes, test, url, type Locale } from './support';

// One visit per listed page and language checks all a page owes every visitor: its status and policy, its
// language, one h1, the frame in its language, canonical and alternates, and axe-core's WCAG 2.2 AA rules.
// A CSP violation fails it too (the `test` fixture, tests/e2e/support.ts).
test.describe('every listed page in every language', () => {
  // With reduced motion every section shows at once; otherwise those below the fold wait, transparent, for
  // the visitor's scroll, and axe skips transparent text, so their contrast went unchecked. It also stops the
  // test-mode banner's marquee, which kept Chromium drawing frames for the whole test.
  test.use({ reducedMotion: 'reduce' });

  for (const locale of locales) {
    for (const route of staticRoutes) {
      test(`${locale} ${route}`, async ({ page }) => {
        const response = await page.goto(url(locale, route));
        expect(response?.status()).toBe(200);
        await expectOwnScriptPolicy(response, url(locale, route));
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf[locale]);
        await expect(page.locator('h1')).toHaveCount(1);
        // The frame speaks the page's language: the footer's menu names the news section.
        await expect(page.getByRole('contentinfo').getByRole('link', { name: newsWord[locale], exact: true })).toBeVisible();
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url(locale, route)}$`));
        for (const other of locales) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${htmlLangOf[other]}"]`)).toHaveAttribute('href', new RegExp(`${url(other, route)}$`));
        }
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test(`${locale} news story has no axe violations`, async ({ page }) => {
      await page.goto(url(locale, '/news'));
      await page.locator('main article h2 a, main article h3 a').first().click();
      await expect(page).toHaveURL(/\/news\/\d+\/$/);
      expect(await axeViolations(page)).toEqual([]);
    });
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

  test('mobile menu open has no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(url('ru', '/'));
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('404 page', () => {
    // The browser reports the 404 response itself as a console error.
    test.use({ expectedErrors: [/status of 404/] });

    test('has no axe violations', async ({ page }) => {
      await page.goto('/en/missing/');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
