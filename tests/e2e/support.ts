import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { locales, type Locale } from '../../lib/i18n/routing';

export { expect, locales, type Locale };

/** The stand-in API the site was built from (see scripts/with-stand-in.ts). */
export const apiURL = process.env.FEDERATION_API_URL ?? 'http://localhost:4010/api';

/** Every list page of the spec, without locale. Detail pages are reached through their lists. */
export const staticRoutes = [
  '/',
  '/about-us',
  '/players',
  '/managements',
  '/news',
  '/services',
  '/media',
  '/gallery',
  '/state-symbols',
  '/accessibility',
] as const;

export const htmlLangOf: Record<Locale, string> = { uz: 'uz-Latn', ru: 'ru', en: 'en', oz: 'uz-Cyrl' };

/** A word of the main menu in each language, to prove a page renders in its own language. */
export const newsWord: Record<Locale, string> = { uz: 'Yangiliklar', ru: 'Новости', en: 'News', oz: 'Янгиликлар' };

export function url(locale: Locale, path: string): string {
  const clean = path.replace(/^\/|\/$/g, '');
  return clean ? `/${locale}/${clean}/` : `/${locale}/`;
}

/**
 * Fails a test on any error the page logs or throws, so a broken leaf cannot hide. A test that
 * provokes an error on purpose lists it with `test.use({ expectedErrors: [/.../] })`.
 */
export const test = base.extend<{ expectedErrors: RegExp[]; pageErrors: string[] }>({
  expectedErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors.filter((e) => !expectedErrors.some((re) => re.test(e))), 'errors logged by the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The font families Chromium really drew the first element matching `selector` with (CDP
 * `CSS.getPlatformFontsForNode`): with `font-display: optional`, a late font file leaves the text
 * in the system font although the CSS names Inter.
 */
export async function drawnFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, selector).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** axe-core with the WCAG 2.0/2.1/2.2 A and AA rules; returns the violations for a readable diff. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/** Reads the API the way the build did, to know what a page must show. */
export async function apiList<T>(path: string, lang: 'UZL' | 'RUS' | 'ENG' | 'UZK'): Promise<T[]> {
  const response = await fetch(`${apiURL}${path}?lang=${lang}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { data: T[] }).data;
}
