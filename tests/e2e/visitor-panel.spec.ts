import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations, expect, test, url } from './support';

/** The accessibility panel (components/accessibility, lib/accessibility): the spec's sections 2-5, 9. */

const root = (page: Page) =>
  page.evaluate(() => {
    const html = document.documentElement;
    return {
      filter: html.dataset.filter ?? null,
      cssFilter: getComputedStyle(html).filter,
      noImage: html.dataset.noImage ?? null,
      fontSize: getComputedStyle(html).fontSize,
      // The page content's zoom (app/[locale]/layout.tsx); the panel itself is outside it.
      zoom: getComputedStyle(document.querySelector('.page-zoom')!).zoom,
    };
  });

const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('accessibility') ?? 'null')?.state ?? null);

async function openPanel(page: Page) {
  const toggle = page.getByTestId('accessibility-toggle');
  await toggle.click();
  const panel = page.getByRole('dialog', { name: 'Accessibility' });
  await expect(panel).toBeVisible();
  // Settled: measured mid-slide, the panel's box came out 379.99994 px wide instead of 380.
  await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  return { toggle, panel };
}

test.describe('accessibility panel', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opens from the top bar as a dialog that keeps focus, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto(url('en', '/'));
    const { toggle, panel } = await openPanel(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    // Slides in from the right over a dimming overlay.
    await expect.poll(async () => Math.round((await panel.boundingBox())!.x + (await panel.boundingBox())!.width)).toBe(1280);
    await expect(panel.getByRole('button', { name: 'Close the accessibility panel' })).toBeFocused();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('closes on a click on its dimming overlay and gives focus back', async ({ page }) => {
    await page.goto(url('en', '/'));
    const { toggle, panel } = await openPanel(page);
    const overlay = panel.locator('xpath=preceding-sibling::div[1]');
    // A translucent dark layer over the page beside the panel.
    expect(await overlay.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(17, 24, 39, 0.55)');
    await page.mouse.click(200, 450);
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await stored(page)).toMatchObject({ open: false });
  });

  test('an open panel is open again after a reload, and a closed one stays closed', async ({ page }) => {
    await page.goto(url('en', '/'));
    await openPanel(page);
    expect(await stored(page)).toMatchObject({ open: true });
    await page.reload();
    const panel = page.getByRole('dialog', { name: 'Accessibility' });
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('accessibility-toggle')).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('button', { name: 'Close the accessibility panel' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    expect(await stored(page)).toMatchObject({ open: false });
    await page.reload();
    await page.waitForLoadState('networkidle');
    // Hydrated (the toggle answers), and still closed.
    await page.getByTestId('accessibility-toggle').hover();
    await expect(panel).toBeHidden();
  });

  test('under high contrast, pictures are turned back from negatives: grey, as bright as before', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    /** Mean brightness (0-255) of a picture as drawn on the screen, filters included. */
    const brightness = async (picture: Locator) => {
      // raw(): sharp's stats() would describe the screenshot as it came, not its grey version.
      const grey = await sharp(await picture.screenshot()).removeAlpha().greyscale().raw().toBuffer();
      return grey.reduce((sum, value) => sum + value, 0) / grey.length;
    };
    /** A grid photo at rest: no hover or focus ring on it, not scaled up. */
    const atRest = async (picture: Locator) => {
      await page.mouse.move(1, 1);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect.poll(() => picture.evaluate((img) => getComputedStyle(img).transform)).toBe('none');
      return brightness(picture);
    };
    const loaded = async (picture: Locator) => {
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      return picture;
    };
    const expectTurnedBack = (before: number, after: number) => {
      // A picture of middle grey would look the same inverted: these must not, or nothing is proven.
      expect(Math.abs(255 - 2 * before)).toBeGreaterThan(30);
      expect(Math.abs(after - before)).toBeLessThan(10);
    };

    await page.goto(url('en', '/gallery'));
    const photo = await loaded(page.locator('main [data-photo-index] img').first());
    const dialogPhoto = async () => {
      await photo.click();
      const picture = await loaded(page.locator('dialog[open] img').first());
      const value = await brightness(picture);
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(0);
      return value;
    };
    const before = { page: await atRest(photo), dialog: await dialogPhoto() };

    const { panel } = await openPanel(page);
    await panel.getByRole('button', { name: 'High contrast' }).click();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    // The page itself is inverted: its light background now dark.
    expect(await brightness(page.locator('main h1'))).toBeLessThan(100);
    expectTurnedBack(before.page, await atRest(photo));
    expectTurnedBack(before.dialog, await dialogPhoto());
  });

  test('each filter applies, and choosing the active one again returns to default', async ({ page }) => {
    await page.goto(url('en', '/'));
    const { panel } = await openPanel(page);
    const blackWhite = panel.getByRole('button', { name: 'Black and white' });
    const contrast = panel.getByRole('button', { name: 'High contrast' });
    const standard = panel.getByRole('button', { name: 'Standard colours' });

    await blackWhite.click();
    await expect(blackWhite).toHaveAttribute('aria-pressed', 'true');
    expect(await root(page)).toMatchObject({ filter: 'blackWhite', cssFilter: 'grayscale(1)' });

    await contrast.click();
    await expect(contrast).toHaveAttribute('aria-pressed', 'true');
    await expect(blackWhite).toHaveAttribute('aria-pressed', 'false');
    expect(await root(page)).toMatchObject({ filter: 'hightContrast', cssFilter: 'grayscale(1) invert(1)' });

    await contrast.click();
    await expect(standard).toHaveAttribute('aria-pressed', 'true');
    expect(await root(page)).toMatchObject({ filter: 'default', cssFilter: 'none' });

    await blackWhite.click();
    await blackWhite.click();
    expect(await root(page)).toMatchObject({ filter: 'default', cssFilter: 'none' });
  });

  test('hiding pictures shows the placeholder in place of every picture', async ({ page }) => {
    await page.goto(url('en', '/news'));
    const { panel } = await openPanel(page);
    const toggleImages = panel.getByRole('button', { name: 'Hide pictures' });
    await toggleImages.click();
    await expect(toggleImages).toHaveAttribute('aria-pressed', 'true');
    const contents = await page.locator('main img').evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).content));
    expect(contents.length).toBeGreaterThan(0);
    for (const content of contents) expect(content).toContain('/placeholder.svg');
    await toggleImages.click();
    expect(await page.locator('main img').first().evaluate((img) => getComputedStyle(img).content)).toBe('normal');
  });

  test('hiding pictures covers pictures in dialogs too: the leader modal shows the placeholder', async ({ page }) => {
    await page.goto(url('en', '/managements'));
    const { panel } = await openPanel(page);
    await panel.getByRole('button', { name: 'Hide pictures' }).click();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.locator('[data-leader-open]').first().click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    const photo = dialog.getByRole('img').first();
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img) => getComputedStyle(img).content)).toContain('/placeholder.svg');
  });

  test('the text size and zoom sliders work by keyboard and by their buttons, in steps of 10', async ({ page }) => {
    await page.goto(url('en', '/'));
    const { panel } = await openPanel(page);
    const textSize = panel.getByRole('slider', { name: /Text size/ });
    const zoom = panel.getByRole('slider', { name: /Page zoom/ });
    await expect(textSize).toHaveValue('50');
    expect((await root(page)).fontSize).toBe('16px');

    await textSize.focus();
    await page.keyboard.press('ArrowRight');
    await expect(textSize).toHaveValue('60');
    expect((await root(page)).fontSize).toBe('18px');
    await page.keyboard.press('End');
    await expect(textSize).toHaveValue('100');
    expect((await root(page)).fontSize).toBe('23px');
    await page.keyboard.press('Home');
    await expect(textSize).toHaveValue('0');
    expect((await root(page)).fontSize).toBe('10px');
    // At the end of the range the button says so but keeps keyboard focus (aria-disabled, not disabled).
    const decrease = panel.getByRole('button', { name: 'Text size: decrease' });
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await decrease.focus();
    await page.keyboard.press('Enter');
    await expect(decrease).toBeFocused();
    await expect(textSize).toHaveValue('0');
    expect((await root(page)).fontSize).toBe('10px');
    await page.keyboard.press('Tab');
    await expect(textSize).toBeFocused();
    await panel.getByRole('button', { name: 'Text size: increase' }).click();
    await expect(decrease).toHaveAttribute('aria-disabled', 'false');
    await expect(textSize).toHaveValue('10');
    expect((await root(page)).fontSize).toBe('11px');

    await zoom.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(zoom).toHaveValue('40');
    expect((await root(page)).zoom).toBe('0.7');
    await panel.getByRole('button', { name: 'Page zoom: increase' }).click();
    await panel.getByRole('button', { name: 'Page zoom: increase' }).click();
    await expect(zoom).toHaveValue('60');
    expect((await root(page)).zoom).toBe('1.1');
    expect(await stored(page)).toMatchObject({ textSize: 10, screenZoom: 60 });
  });

  test('at the smallest page zoom the panel keeps its full size and its buttons keep focus', async ({ page }) => {
    await page.goto(url('en', '/'));
    const { panel } = await openPanel(page);
    const widthBefore = (await panel.boundingBox())!.width;
    expect(widthBefore).toBeGreaterThan(300);
    const zoomOut = panel.getByRole('button', { name: 'Page zoom: decrease' });
    const zoom = panel.getByRole('slider', { name: /Page zoom/ });
    for (let i = 0; i < 5; i++) await zoomOut.click();
    await expect(zoom).toHaveValue('0');
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    // Playwright's click waits for an enabled button; a keyboard user presses it anyway.
    await zoomOut.focus();
    await page.keyboard.press('Enter');
    await expect(zoom).toHaveValue('0');
    await expect(zoomOut).toBeFocused();
    await panel.getByRole('button', { name: 'Page zoom: increase' }).click();
    await expect(zoom).toHaveValue('10');
    expect((await root(page)).zoom).toBe('0.1');
    // The page behind shrinks to a tenth; the panel that set it does not.
    expect((await page.getByRole('navigation', { name: 'Main menu' }).boundingBox())!.width).toBeLessThan(200);
    expect((await panel.boundingBox())!.width).toBe(widthBefore);
    await expect(panel.getByRole('button', { name: 'Reset settings' })).toBeInViewport();
  });

  test('settings survive a reload and are applied before the first paint', async ({ page }) => {
    await page.goto(url('en', '/'));
    const { panel } = await openPanel(page);
    await panel.getByRole('button', { name: 'Black and white' }).click();
    await panel.getByRole('button', { name: 'Text size: increase' }).click();
    await panel.getByRole('button', { name: 'Text size: increase' }).click();
    await page.keyboard.press('Escape');

    // What <html> carries the moment <body> starts, before any content can paint.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        observer.disconnect();
        const html = document.documentElement;
        (window as unknown as { firstPaintState: unknown }).firstPaintState = {
          filter: html.dataset.filter,
          font: html.style.getPropertyValue('--base-font-size'),
        };
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { firstPaintState: unknown }).firstPaintState)).toEqual({
      filter: 'blackWhite',
      font: '19px',
    });
    expect(await root(page)).toMatchObject({ filter: 'blackWhite', fontSize: '19px' });
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('reads either spelling of the zoom key and writes one', async ({ page }) => {
    await page.goto(url('en', '/'));
    await page.evaluate(() => localStorage.setItem('accessibility', JSON.stringify({ state: { screenZomm: 70 }, version: 0 })));
    await page.reload();
    expect((await root(page)).zoom).toBe('1.2');
    const { panel } = await openPanel(page);
    await expect(panel.getByRole('slider', { name: /Page zoom/ })).toHaveValue('70');
    await panel.getByRole('button', { name: 'Page zoom: increase' }).click();
    const state = await stored(page);
    expect(state).toMatchObject({ screenZoom: 80 });
    expect(state).not.toHaveProperty('screenZomm');
  });

  test('reset returns text size 50, zoom 50, default colours, pictures on, and closes the panel', async ({ page }) => {
    await page.goto(url('ru', '/'));
    await page.getByTestId('accessibility-toggle').click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('button', { name: 'Высокий контраст' }).click();
    await panel.getByRole('button', { name: 'Скрыть изображения' }).click();
    await panel.getByRole('slider').first().focus();
    await page.keyboard.press('End');
    await panel.getByRole('slider').last().focus();
    await page.keyboard.press('Home');
    await panel.getByRole('button', { name: 'Сбросить настройки' }).click();
    await expect(panel).toBeHidden();
    expect(await root(page)).toMatchObject({ filter: 'default', noImage: 'false', fontSize: '16px', zoom: '1' });
    expect(await stored(page)).toMatchObject({ filterColor: 'default', noImage: false, textSize: 50, screenZoom: 50, open: false });
  });

  test('works in every language', async ({ page }) => {
    for (const [locale, title] of [
      ['uz', 'Maxsus imkoniyatlar'],
      ['ru', 'Специальные возможности'],
      ['en', 'Accessibility'],
      ['oz', 'Махсус имкониятлар'],
    ] as const) {
      await page.goto(url(locale, '/'));
      await page.getByTestId('accessibility-toggle').click();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await page.keyboard.press('Escape');
    }
  });
});

test.describe('accessibility panel: axe-core', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // axe on a whole page is slow on a busy machine.
  test.slow();

  for (const filter of ['Standard colours', 'Black and white', 'High contrast'] as const) {
    test(`no violations with the panel open, ${filter}`, async ({ page }) => {
      await page.goto(url('en', '/'));
      const { panel } = await openPanel(page);
      if (filter !== 'Standard colours') await panel.getByRole('button', { name: filter }).click();
      await expect(panel.getByRole('button', { name: filter })).toHaveAttribute('aria-pressed', 'true');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('no violations with pictures hidden and the largest text', async ({ page }) => {
    await page.goto(url('en', '/news'));
    const { panel } = await openPanel(page);
    await panel.getByRole('button', { name: 'Hide pictures' }).click();
    await panel.getByRole('slider', { name: /Text size/ }).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Escape');
    expect(await axeViolations(page)).toEqual([]);
  });
});
