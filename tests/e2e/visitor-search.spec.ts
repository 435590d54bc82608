import type { Page } from '@playwright/test';
import { apiLanguage } from '../../lib/i18n/routing';
import { apiList, apiURL, expect, test, url, type Locale } from './support';

/** News search: the header box (400 ms, Enter, clearing) and the SearchNews modal (300 ms). */

type RawNews = { id: number; title: string };

const searchRequests = (page: Page) => {
  const seen: URL[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${apiURL}/news/paginate`)) seen.push(new URL(request.url()));
  });
  return seen;
};

/** Makes the API's search answer 503 until `up()`. */
async function searchDown(page: Page) {
  let down = true;
  await page.route(`${apiURL}/news/paginate**`, (route) =>
    down ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }) : route.fallback(),
  );
  return { up: () => void (down = false) };
}

/** A word of the first story's title, long enough to be specific. */
async function wordOfFirstStory(lang: 'ENG' | 'RUS' | 'UZL' | 'UZK') {
  const [story] = await apiList<RawNews>('/news', lang);
  const word = story!.title.split(/[\s:,“”"«»]+/).find((w) => w.length >= 6)!;
  return { story: story!, word };
}

/** The header box's accessible name in each language (messages: Search.label). */
const searchLabel: Record<Locale, string> = {
  uz: 'Yangiliklarni qidirish',
  ru: 'Поиск новостей',
  en: 'Search news',
  oz: 'Янгиликларни қидириш',
};

const searchParam = (page: Page) => new URL(page.url()).searchParams.get('search');

/**
 * The box's typing behaviour loads when the visitor first reaches for it (before that, Enter
 * submits it as a plain form): focus it and wait until its form says it is ready.
 */
async function readyBox(box: ReturnType<Page['getByRole']>) {
  await box.focus();
  await expect(box.locator('xpath=ancestor::form')).toHaveAttribute('data-ready', 'true');
}

test.describe('header search box without JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });

  test('Enter submits it as a form to the news page with ?search=', async ({ page }) => {
    await page.goto(url('ru', '/about-us'));
    const box = page.getByRole('search').getByRole('searchbox', { name: searchLabel.ru });
    await box.fill('финал');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/ru\/news\/\?search=%D1%84%D0%B8%D0%BD%D0%B0%D0%BB$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('header search box', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // The box behaves alike in every language (its label comes from the messages, complete in all four:
  // lib/i18n/messages.test.ts); each behaviour runs in two, together all four.
  for (const locale of ['uz', 'en'] as const) {
    test(`opens /news?search=<trimmed text> after 400 ms of quiet (${locale})`, async ({ page }) => {
      await page.clock.install();
      await page.goto(url(locale, '/'));
      const box = page.getByRole('search').getByRole('searchbox', { name: searchLabel[locale] });
      await readyBox(box);
      await page.clock.pauseAt(Date.now() + 60_000);
      await box.fill('  final ');
      await page.clock.runFor(399);
      expect(new URL(page.url()).search).toBe('');
      await page.clock.runFor(1);
      await expect(page).toHaveURL(new RegExp(`/${locale}/news/\\?search=final$`));
    });
  }

  for (const locale of ['ru', 'oz'] as const) {
    test(`goes at once on Enter, and clearing the box removes the parameter (${locale})`, async ({ page }) => {
      const { word } = await wordOfFirstStory(apiLanguage[locale]);
      await page.clock.install();
      await page.goto(url(locale, '/about-us'));
      const box = page.getByRole('search').getByRole('searchbox', { name: searchLabel[locale] });
      await readyBox(box);
      // With time stopped the 400 ms timer cannot fire: only Enter can be what navigates.
      await page.clock.pauseAt(Date.now() + 60_000);
      await box.fill(word);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/news/\\?search=`));
      expect(searchParam(page)).toBe(word);
      await page.clock.resume();
      await expect(page.getByTestId('news-search-results')).toBeVisible();

      await box.fill('');
      await expect(page).toHaveURL(new RegExp(`/${locale}/news/$`));
      await expect(page.getByTestId('news-search-results')).toHaveCount(0);
      await expect(page.locator('main article').first()).toBeVisible();
    });
  }

  test('typing on after a pause is not undone when that pause\'s search opens, and Back leaves the news page', async ({ page }) => {
    await page.clock.install();
    await page.goto(url('en', '/about-us'));
    const box = page.getByRole('search').getByRole('searchbox', { name: 'Search news' });
    await readyBox(box);
    await page.clock.pauseAt(Date.now() + 60_000);
    await box.pressSequentially('fin');
    await page.clock.runFor(400);
    await expect(page).toHaveURL(/\/en\/news\/\?search=fin$/);
    await box.pressSequentially('al');
    await expect(box).toHaveValue('final');
    await page.clock.runFor(400);
    await expect(page).toHaveURL(/\/en\/news\/\?search=final$/);
    await expect(box).toHaveValue('final');
    // The second search replaced the first one's history entry.
    await page.clock.resume();
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/about-us\/$/);
  });

  test('the header box and the mobile menu\'s box each have their own id and label', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(url('en', '/'));
    const boxes = page.locator('form[role="search"] input[type="search"]');
    // The panel, with its own box, is only in the page once the menu has been opened.
    await expect(boxes).toHaveCount(1);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('searchbox', { name: 'Search news' })).toBeVisible();
    await expect(boxes).toHaveCount(2);
    const labelled = await boxes.evaluateAll((inputs) =>
      inputs.map((input) => ({
        id: input.id,
        labelFor: (input as HTMLInputElement).labels?.[0]?.htmlFor ?? null,
        labelInSameForm: (input as HTMLInputElement).labels?.[0]?.closest('form') === input.closest('form'),
      })),
    );
    expect(new Set(labelled.map((box) => box.id)).size).toBe(2);
    for (const box of labelled) expect(box).toEqual({ id: box.id, labelFor: box.id, labelInSameForm: true });
  });

  test('shows results linking to the stories, or the empty illustration', async ({ page }) => {
    const { story, word } = await wordOfFirstStory('RUS');
    await page.goto(`${url('ru', '/news')}?search=${encodeURIComponent(word)}`);
    const results = page.getByTestId('news-search-results');
    await expect(results.getByRole('link', { name: story.title })).toHaveAttribute('href', `/ru/news/${story.id}/`, { timeout: 15_000 });

    await page.goto(`${url('ru', '/news')}?search=zzqxzzqx`);
    await expect(page.getByTestId('search-empty')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('search-empty')).toHaveAttribute('alt', 'Ничего не найдено');
  });

  test.describe('when the API is down', () => {
    test.use({ expectedErrors: [/status of 503/] });

    test('says so with a retry button, and the rest of the page keeps working', async ({ page }) => {
      const api = await searchDown(page);
      const { story, word } = await wordOfFirstStory('ENG');
      await page.goto(`${url('en', '/news')}?search=${encodeURIComponent(word)}`);
      const alert = page.locator('main').getByRole('alert');
      await expect(alert).toContainText('Search is not available right now.', { timeout: 15_000 });
      // The frame still works: the menu's dropdown opens.
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('button', { name: 'Federation' }).click();
      await expect(menu.getByRole('link', { name: 'Players' })).toBeVisible();
      await page.keyboard.press('Escape');

      api.up();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByTestId('news-search-results').getByRole('link', { name: story.title })).toBeVisible();
    });
  });
});

test.describe('search modal (SearchNews)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  async function openModal(page: Page, name: string) {
    const opener = page.getByTestId('search-modal-button');
    await opener.click();
    const dialog = page.getByRole('dialog', { name });
    // The first open also fetches the dialog's code (it loads on demand), which can take seconds on a busy CI machine.
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    return { opener, dialog, input: dialog.getByRole('searchbox') };
  }

  test('searches 300 ms after typing stops, shows loading, then results linking to the story', async ({ page }) => {
    const { story, word } = await wordOfFirstStory('ENG');
    const requests = searchRequests(page);
    // The answer waits until the test has seen the loading state (a fixed delay could run out
    // while a busy machine is still polling for the request).
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`${apiURL}/news/paginate**`, async (route) => {
      await answered;
      await route.fallback();
    });
    await page.clock.install();
    await page.goto(url('en', '/'));
    const { dialog, input } = await openModal(page, 'Quick news search');
    await expect(input).toBeFocused();

    await page.clock.pauseAt(Date.now() + 60_000);
    await input.fill(word);
    await page.clock.runFor(299);
    expect(requests).toHaveLength(0);
    await page.clock.runFor(1);
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]!.searchParams.get('search')).toBe(word);
    await page.clock.resume();
    await expect(dialog.getByText('Searching…')).toBeVisible();
    answer();
    const link = dialog.getByRole('link', { name: story.title });
    await expect(link).toHaveAttribute('href', `/en/news/${story.id}/`);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/en/news/${story.id}/$`));
    await expect(dialog).toBeHidden();
  });

  test('an empty query clears the results; no match shows the illustration; Escape closes and returns focus', async ({ page }) => {
    const { word } = await wordOfFirstStory('ENG');
    await page.goto(url('en', '/'));
    const { opener, dialog, input } = await openModal(page, 'Quick news search');
    await input.fill(word);
    await expect(dialog.getByRole('list').getByRole('link').first()).toBeVisible();
    await input.fill('');
    await expect(dialog.getByRole('link')).toHaveCount(0);
    await expect(dialog.getByTestId('news-search-results')).toHaveCount(0);

    await input.fill('zzqxzzqx');
    await expect(dialog.getByTestId('search-empty')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a Latin query finds Cyrillic Uzbek and the reverse', async ({ page }) => {
    const [latin] = await apiList<RawNews>('/news', 'UZL');
    const [cyrillic] = await apiList<RawNews>('/news', 'UZK');
    expect(latin!.title).toContain('terma');

    await page.goto(url('uz', '/'));
    const uz = await openModal(page, 'Yangiliklarni tezkor qidirish');
    await uz.input.fill('терма');
    await expect(uz.dialog.getByRole('link', { name: latin!.title })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(url('oz', '/'));
    const oz = await openModal(page, 'Янгиликларни тезкор қидириш');
    await oz.input.fill('terma');
    await expect(oz.dialog.getByRole('link', { name: cyrillic!.title })).toBeVisible();
  });

  test('opens in every language', async ({ page }) => {
    for (const [locale, title] of [
      ['uz', 'Yangiliklarni tezkor qidirish'],
      ['ru', 'Быстрый поиск новостей'],
      ['en', 'Quick news search'],
      ['oz', 'Янгиликларни тезкор қидириш'],
    ] as const) {
      await page.goto(url(locale, '/'));
      await openModal(page, title);
      await page.keyboard.press('Escape');
    }
  });

  test.describe('when the API is down', () => {
    test.use({ expectedErrors: [/status of 503/] });

    test('says so in the modal with a retry button; the page behind is unaffected', async ({ page }) => {
      const api = await searchDown(page);
      const { story, word } = await wordOfFirstStory('ENG');
      await page.goto(url('en', '/'));
      const { dialog, input } = await openModal(page, 'Quick news search');
      await input.fill(word);
      await expect(dialog.getByRole('alert')).toContainText('Search is not available right now.', { timeout: 15_000 });
      api.up();
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(dialog.getByRole('link', { name: story.title })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'News' }).click();
      await expect(page).toHaveURL(/\/en\/news\/$/);
    });
  });
});
