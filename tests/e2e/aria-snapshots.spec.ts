/**
 * The accessibility tree of each page type, deep-equal against a committed snapshot
 * (aria-snapshots.spec.ts-snapshots/): the fast structural twin of the screen-reader check
 * (tests/screen-reader/). Content that varies (clock, dates, counts of the stand-in's stories)
 * is a regex in the snapshot. `npx playwright test tests/e2e/aria-snapshots.spec.ts --update-snapshots`
 * rewrites them; keep the `/children: deep-equal` line and the regexes when you do.
 */
import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';

function firstId(section: string): string {
  const ids = readdirSync(`out/en/${section}`).filter((name) => /^\d+$/.test(name));
  return ids.sort((a, b) => Number(a) - Number(b))[0]!;
}

const pageTypes: { name: string; path: () => string }[] = [
  { name: 'home', path: () => '/en/' },
  { name: 'news-list', path: () => '/en/news/' },
  { name: 'story', path: () => `/en/news/${firstId('news')}/` },
  { name: 'services', path: () => '/en/services/' },
  { name: 'service', path: () => `/en/services/${firstId('services')}/` },
  { name: 'about', path: () => '/en/about-us/' },
  { name: 'players', path: () => '/en/players/' },
  { name: 'managements', path: () => '/en/managements/' },
  { name: 'gallery-photos', path: () => '/en/gallery/' },
  { name: 'gallery-videos', path: () => '/en/gallery/?tab=video' },
  { name: 'state-symbols', path: () => '/en/state-symbols/' },
  { name: 'accessibility', path: () => '/en/accessibility/' },
  { name: '404', path: () => '/en/no-such-page/' },
];

for (const type of pageTypes) {
  test(`${type.name}: the main content's accessibility tree`, async ({ page }) => {
    await page.goto(type.path());
    await expect(page.locator('main')).toMatchAriaSnapshot({ name: `${type.name}.aria.yml` });
  });
}

test("the frame's accessibility tree: header, menus, footer", async ({ page }) => {
  await page.goto('/en/');
  await expect(page.getByRole('banner')).toMatchAriaSnapshot({ name: 'frame-banner.aria.yml' });
  await expect(page.getByRole('contentinfo')).toMatchAriaSnapshot({ name: 'frame-footer.aria.yml' });
});
