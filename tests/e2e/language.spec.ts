import { expect, test, url } from './support';

test.describe('language switcher', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('keeps the visitor on the same page and stores the choice', async ({ page, context }) => {
    await page.goto(url('uz', '/players'));
    const header = page.getByTestId('site-header');
    await header.getByRole('button', { name: /Tilni tanlang/ }).first().click();
    await header.getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/players\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.locator('h1')).toHaveText('Игроки');
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('ru');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
  });

  test('its button tells a screen reader which language is current, in every language', async ({ page }) => {
    const current = {
      uz: "Tilni tanlang, joriy til: O'zbekcha",
      ru: 'Выберите язык, текущий: Русский',
      en: 'Choose a language, current: English',
      oz: 'Тилни танланг, жорий тил: Ўзбекча',
    } as const;
    for (const [locale, words] of Object.entries(current) as [keyof typeof current, string][]) {
      await page.goto(url(locale, '/players'));
      // The name starts with the visible short name ("Рус"), then these words.
      const name = new RegExp(`, ${words}$`);
      await expect(page.getByTestId('site-header').getByRole('button', { name })).toBeVisible();
    }
  });

  test('keeps a news story when it exists in the other language', async ({ page }) => {
    await page.goto(url('en', '/news'));
    await page.locator('main article h2 a, main article h3 a').first().click();
    await expect(page).toHaveURL(/\/en\/news\/(\d+)\/$/);
    const id = page.url().match(/news\/(\d+)/)![1];
    const header = page.getByTestId('site-header');
    await header.getByRole('button', { name: /Choose a language/ }).first().click();
    await header.getByRole('link', { name: 'Ўзбекча' }).click();
    await expect(page).toHaveURL(new RegExp(`/oz/news/${id}/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz-Cyrl');
  });

  test('a story followed the moment the list can take a click still has one set of tags, and the switcher keeps it', async ({
    page,
  }) => {
    // The first click React can take, before it has hydrated the list's metadata (Next does that
    // last). A click the page cannot take yet would load the story in full and prove nothing, so
    // that load is cancelled and the click tried again a moment later (Navigation API, Chromium).
    await page.addInitScript(() => {
      if (location.pathname !== '/ru/news/') return;
      let taken = false;
      const tryClick = () => {
        const link = document.querySelector<HTMLAnchorElement>('main article h2 a, main article h3 a');
        if (link) link.click();
        else setTimeout(tryClick, 1);
      };
      navigation.addEventListener('navigate', (event) => {
        if (taken) return;
        if (event.destination.sameDocument) taken = true; // the router took it
        else {
          event.preventDefault();
          setTimeout(tryClick, 1);
        }
      });
      tryClick();
    });
    await page.goto(url('ru', '/news'));
    await expect(page).toHaveURL(/\/ru\/news\/(\d+)\/$/);
    const id = page.url().match(/news\/(\d+)/)![1];
    // The page was not loaded again: the list's document now shows the story.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)).toMatch(/\/ru\/news\/$/);

    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/ru/news/${id}/$`));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);

    const header = page.getByTestId('site-header');
    await header.getByRole('button', { name: /Выберите язык/ }).first().click();
    await header.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/news/${id}/$`));
  });

  test('an unprefixed route leads to the stored language, else Uzbek', async ({ page, context, baseURL }) => {
    await page.goto('/news/');
    await expect(page).toHaveURL(/\/uz\/news\/$/);
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL! }]);
    await page.goto('/about-us/');
    await expect(page).toHaveURL(/\/en\/about-us\/$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
  });
});
