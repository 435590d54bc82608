import { axeViolations, expect, locales, staticRoutes, test, url } from './support';

test.describe('axe-core: WCAG 2.2 AA', () => {
  for (const locale of locales) {
    for (const route of staticRoutes) {
      test(`${locale} ${route} has no violations`, async ({ page }) => {
        await page.goto(url(locale, route));
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test(`${locale} news story has no violations`, async ({ page }) => {
      await page.goto(url(locale, '/news'));
      await page.locator('main article h2 a, main article h3 a').first().click();
      await expect(page).toHaveURL(/\/news\/\d+\/$/);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('mobile menu open has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(url('ru', '/'));
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('404 page', () => {
    // The browser reports the 404 response itself as a console error.
    test.use({ expectedErrors: [/status of 404/] });

    test('has no violations', async ({ page }) => {
      await page.goto('/en/missing/');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
