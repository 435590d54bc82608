import AxeBuilder from '@axe-core/playwright';
import { axeViolations, expect, test, url } from './support';

/** The visitor's own system settings are honoured and stay accessible. */

test.describe('system settings', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // axe on a whole page is slow on a busy machine.
  test.slow();

  test.describe('more contrast', () => {

    test('darker text and underlined links, and no axe violations', async ({ page }) => {
      await page.emulateMedia({ contrast: 'more' });
      await page.goto(url('en', '/'));
      expect(await page.evaluate(() => matchMedia('(prefers-contrast: more)').matches)).toBe(true);
      const link = page.locator('main a').first();
      expect(await link.evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain('underline');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('forced colours: pressed filters stay marked, no axe violations with the panel open', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(url('en', '/'));
    await page.getByTestId('accessibility-toggle').click();
    const panel = page.getByRole('dialog', { name: 'Accessibility' });
    const blackWhite = panel.getByRole('button', { name: 'Black and white' });
    await blackWhite.click();
    expect(await blackWhite.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    // The page filter gives way to the system's colours, which the browser applies everywhere.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('none');
    const footerHeading = page.locator('#footer-contacts');
    expect(await footerHeading.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
    expect(await page.locator('footer').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    // axe computes contrast from the author's colours, not the forced ones the page is drawn in,
    // so under forced colours its contrast rule reports text that is in fact black on white.
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .disableRules(['color-contrast'])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('the search modal has no axe violations', async ({ page }) => {
    await page.goto(url('oz', '/'));
    await page.getByTestId('search-modal-button').click();
    const dialog = page.getByRole('dialog', { name: 'Янгиликларни тезкор қидириш' });
    await dialog.getByRole('searchbox').fill('zzqxzzqx');
    await expect(dialog.getByTestId('search-empty')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
