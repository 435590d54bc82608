import type { Page } from '@playwright/test';

/**
 * The video dialog's player is a third party: a small local page answers for it, so tests never leave the
 * machine. Unanswered (no network here), the frame held Chromium's error page, whose load Orca read instead
 * of the dialog (tests/screen-reader).
 */
export async function stubYouTube(page: Page): Promise<void> {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Video player</title><button type="button">Play</button></html>' }),
  );
}
