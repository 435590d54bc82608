/**
 * The modal host and its bodies: the management modal (/managements), the image preview slider
 * and the video modal (/gallery); the gallery tabs. Open, Escape, close icon, backdrop, focus
 * trap and return, timing (page.clock), reduced motion, and axe-core with each modal open.
 */
import type { Locator, Page } from '@playwright/test';
import { apiList, axeViolations, expect, expectPhoneLink, test, url } from './support';
import { stubYouTube } from './youtube-stub';

type RawLeader = { id: number; full_name: string | null; biography: string | null };
type RawVideo = { id: number; title: string | null; link: string };

const T0 = new Date('2026-11-20T09:00:00Z');

/**
 * Opens `path` under fake timers, paused once loaded, and clicks `opener` once its dialog's code
 * is in (it loads on first hover), so only `runFor` moves time and measures the modal's delays.
 */
async function openUnderPausedClock(page: Page, path: string, opener: string): Promise<Locator> {
  await page.clock.install({ time: T0 });
  await page.goto(path);
  await page.clock.pauseAt(new Date(T0.getTime() + 120_000));
  await page.locator(opener).first().hover();
  await expect(page.locator('[data-dialog-ready="true"]')).toHaveCount(1);
  await page.locator(opener).first().click();
  return page.locator(opener);
}

test.describe('management modal', () => {
  test('opens on a leader with photo, name, position, reception, phone, e-mail and biography; Escape closes and focus returns', async ({ page }) => {
    const [leader] = await apiList<RawLeader>('/leaders', 'ENG');
    await page.goto(url('en', '/managements'));
    const opener = page.getByRole('button', { name: `More about ${leader!.full_name}` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: leader!.full_name! });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('img', { name: leader!.full_name! })).toBeVisible();
    await expect(dialog.getByText('President of the Federation', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Monday - Friday')).toBeVisible();
    await expect(dialog.getByText('10:00 - 12:00')).toBeVisible();
    await expectPhoneLink(dialog.locator('a[href^="tel:"]'));
    await expect(dialog.getByRole('link', { name: 'president@uzfootball.example' })).toHaveAttribute('href', 'mailto:president@uzfootball.example');
    await expect(dialog.getByRole('heading', { name: 'Biography' })).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Director of Pakhtakor' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /calendar/ })).toHaveAttribute('download', `${leader!.full_name}.ics`);
    await expect(dialog.getByRole('link', { name: /contact/ })).toHaveAttribute('download', `${leader!.full_name}.vcf`);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // The content is cleared once the dialog has closed.
    await expect(page.locator('dialog')).toHaveCount(0);
  });

  test('closes on the close icon and on the backdrop, keeps Tab inside', async ({ page }) => {
    await page.goto(url('ru', '/managements'));
    const opener = page.locator('[data-leader-open]').nth(1);
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Закрыть' });
    // Tab from the last control wraps to the first; Shift+Tab from the first to the last.
    const focusables = dialog.locator('a[href], button');
    const count = await focusables.count();
    for (let i = 0; i < count + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(focusables.last()).toBeFocused();

    await close.click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('appears 100 ms after the request and clears its content 300 ms after closing', async ({ page }) => {
    await openUnderPausedClock(page, url('uz', '/managements'), '[data-leader-open]');
    await page.clock.runFor(90);
    await expect(page.locator('dialog')).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveAttribute('data-state', 'shown');
    await page.getByRole('button', { name: 'Yopish' }).click();
    await expect(page.locator('dialog')).toHaveAttribute('data-state', 'closing');
    await page.clock.runFor(310);
    await expect(page.locator('dialog')).toHaveCount(0);
  });

  test('each leader card and the modal offer the reception (.ics) and contact (.vcf) files', async ({ page, request }) => {
    await page.goto(url('oz', '/managements'));
    const calendars = page.locator('main article a[download$=".ics"]');
    const cards = page.locator('main article a[download$=".vcf"]');
    await expect(cards).toHaveCount(await page.locator('main article').count());
    await expect(calendars).not.toHaveCount(0);
    const ics = await request.get((await calendars.first().getAttribute('href'))!);
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    const text = await ics.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toMatch(/RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR\r\n/);
    expect(text).toMatch(/DTSTART;TZID=Asia\/Tashkent:\d{8}T100000\r\n/);
    expect(text).toContain('SUMMARY:Фуқароларни қабул қилиш: ');
    const vcf = await request.get((await cards.first().getAttribute('href'))!);
    expect(vcf.headers()['content-type']).toMatch(/^text\/vcard/);
    expect(await vcf.text()).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n[\s\S]*TEL;TYPE=WORK,VOICE:\+998\d{9}\r\n/);
  });

  test('has no axe violations while open', async ({ page }) => {
    await page.goto(url('en', '/managements'));
    await page.locator('[data-leader-open]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveAttribute('data-state', 'shown');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('image preview slider', () => {
  test('opens on a photo; previous/next buttons and arrow keys move; Escape closes and focus returns to the photo', async ({ page }) => {
    await page.goto(`${url('en', '/gallery')}?tab=photo-gallery`);
    const photos = page.locator('[data-photo-index]');
    const total = await photos.count();
    const third = photos.nth(2);
    const title = await third.locator('img').getAttribute('alt');
    await third.click();
    await expect(page.getByRole('dialog', { name: title! })).toBeVisible();
    // The dialog is named by the photo it shows, so it is found without a name from here on.
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Photo 3 of ${total}`)).toBeVisible();
    await expect(dialog.getByRole('img', { name: title! })).toBeVisible();
    // Stepping by hand here; autoplay has its own test.
    await dialog.getByRole('button', { name: 'Pause the slideshow' }).click();

    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(dialog.getByText(`Photo 4 of ${total}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(dialog.getByText(`Photo 2 of ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`Photo 3 of ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // Wraps round from the first to the last.
    await expect(dialog.getByText(`Photo ${total} of ${total}`)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(third).toBeFocused();
  });

  test('plays every 5 s and the visible pause button stops it', async ({ page }) => {
    const total = await (await openUnderPausedClock(page, url('ru', '/gallery'), '[data-photo-index]')).count();
    await page.clock.runFor(150);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Фото 1 из ${total}`)).toBeVisible();
    await page.clock.runFor(4_900);
    await expect(dialog.getByText(`Фото 1 из ${total}`)).toBeVisible();
    await page.clock.runFor(200);
    await expect(dialog.getByText(`Фото 2 из ${total}`)).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(dialog.getByText(`Фото 3 из ${total}`)).toBeVisible();

    const pause = dialog.getByRole('button', { name: 'Остановить слайд-шоу' });
    await expect(pause).toBeVisible();
    await pause.click();
    await page.clock.runFor(15_000);
    await expect(dialog.getByText(`Фото 3 из ${total}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Запустить слайд-шоу' }).click();
    await page.clock.runFor(5_100);
    await expect(dialog.getByText(`Фото 4 из ${total}`)).toBeVisible();
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('does not play by itself', async ({ page }) => {
      await openUnderPausedClock(page, url('en', '/gallery'), '[data-photo-index]');
      await page.clock.runFor(150);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(/^Photo 1 of/)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
      await page.clock.runFor(12_000);
      await expect(dialog.getByText(/^Photo 1 of/)).toBeVisible();
      // No scaling: the panel has no animation.
      expect(await dialog.evaluate((el) => getComputedStyle(el.firstElementChild!).animationName)).toBe('none');
    });
  });

  test('has no axe violations while open', async ({ page }) => {
    await page.goto(url('oz', '/gallery'));
    await page.locator('[data-photo-index]').first().click();
    await expect(page.getByRole('dialog')).toHaveAttribute('data-state', 'shown');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('video modal', () => {
  test('plays a YouTube video in a youtube-nocookie embed; a non-YouTube link has no play button', async ({ page }) => {
    await stubYouTube(page);
    const videos = await apiList<RawVideo>('/video-medias', 'ENG');
    const youtube = videos.find((video) => video.id === 1)!;
    const vimeo = videos.find((video) => /vimeo/.test(video.link))!;

    await page.goto(`${url('en', '/gallery')}?tab=video-gallery`);
    const play = page.getByRole('button', { name: `Play the video “${youtube.title}”` });
    await play.click();
    const dialog = page.getByRole('dialog', { name: youtube.title! });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/Kq3vB7xN2pE(\?|$)/);
    await expect(frame).toHaveAttribute('title', youtube.title!);
    await expect(frame).toHaveAttribute('allow', /encrypted-media/);
    await expect(frame).toHaveAttribute('allow', /picture-in-picture/);
    // After the player, the video on YouTube: where Tab out of the frame lands, and what works when the embed cannot.
    const watch = dialog.getByRole('link', { name: `Watch “${youtube.title}” on YouTube (opens in a new tab)` });
    await expect(watch).toHaveAttribute('href', youtube.link);
    await expect(watch).toHaveAttribute('target', '_blank');
    await watch.focus();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(watch).toBeFocused();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();

    const card = page.locator(`[data-video-id="${vimeo.id}"]`);
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('data-embed', 'none');
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(card.locator('[class*="play"]')).toHaveCount(0);
  });

  test('Escape closes it, stops the player and returns focus to the play button', async ({ page }) => {
    await stubYouTube(page);
    const videos = await apiList<RawVideo>('/video-medias', 'RUS');
    const video = videos.find((item) => item.id === 2)!;
    await page.goto(`${url('ru', '/gallery')}?tab=video-gallery`);
    const play = page.locator('[data-video-open="2"]');
    await play.click();
    const dialog = page.getByRole('dialog', { name: video.title! });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/Zx8mT4qLr1A/);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
    await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(0);
  });

  test('has no axe violations while open', async ({ page }) => {
    await stubYouTube(page);
    await page.goto(`${url('uz', '/gallery')}?tab=video-gallery`);
    await page.locator('[data-video-open]').first().click();
    await expect(page.getByRole('dialog')).toHaveAttribute('data-state', 'shown');
    // The player's own page is YouTube's; axe checks ours.
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('gallery tabs', () => {
  test('switch between photos and videos, keep the tab in the URL and follow it', async ({ page }) => {
    await page.goto(url('en', '/gallery'));
    const photoTab = page.getByRole('tab', { name: /Photo gallery/ });
    const videoTab = page.getByRole('tab', { name: /Video gallery/ });
    await expect(photoTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: /Photo gallery/ })).toBeVisible();
    await videoTab.click();
    await expect(page).toHaveURL(/\/en\/gallery\/\?tab=video-gallery$/);
    await expect(page.getByRole('tabpanel', { name: /Video gallery/ })).toBeVisible();
    await expect(page.locator('[data-photo-index]').first()).toBeHidden();
    await page.keyboard.press('ArrowLeft');
    await expect(photoTab).toBeFocused();
    await expect(photoTab).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=photo-gallery$/);

    await page.goto(url('en', '/gallery') + '?tab=video-gallery');
    await expect(videoTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-video-open]').first()).toBeVisible();
    // A panel that starts with a control is no tab stop of its own: Tab goes from the tab to the first video.
    await videoTab.focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-video-open]').first()).toBeFocused();
  });
});
