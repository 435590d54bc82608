import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { locales, type Locale } from '../../lib/i18n/routing';
import { listedPages } from '../../lib/routes/table';
import { WCAG_AA_TAGS } from '../../lib/testing/wcag';

export { expect, locales, type Locale };

/** The stand-in API the site was built from (see scripts/with-stand-in.ts). */
export const apiURL = process.env.FEDERATION_API_URL ?? `http://localhost:${process.env.STAND_IN_PORT ?? 4010}/api`;

/** Every list page of the spec, without locale: the route table's pages without params. */
export const staticRoutes = listedPages;

export const htmlLangOf: Record<Locale, string> = { uz: 'uz-Latn', ru: 'ru', en: 'en', oz: 'uz-Cyrl' };

/** A word of the main menu in each language, to prove a page renders in its own language. */
export const newsWord: Record<Locale, string> = { uz: 'Yangiliklar', ru: 'Новости', en: 'News', oz: 'Янгиликлар' };

/** A phone link as the spec writes it: `+998 XX XXX XX XX`, calling `tel:+998XXXXXXXXX`. */
export async function expectPhoneLink(link: Locator, href: string | RegExp = /^tel:\+998\d{9}$/): Promise<void> {
  await expect(link).toHaveText(/^\+998 \d{2} \d{3} \d{2} \d{2}$/);
  await expect(link).toHaveAttribute('href', href);
}

/** The footer's contact fields (each a `<dd>`, present even when the API gave nothing). */
export function footerContacts(page: Page) {
  const footer = page.getByRole('contentinfo');
  return { footer, address: footer.getByTestId('footer-address'), phone: footer.getByTestId('footer-phone'), email: footer.getByTestId('footer-email') };
}

export function url(locale: Locale, path: string): string {
  const clean = path.replace(/^\/|\/$/g, '');
  return clean ? `/${locale}/${clean}/` : `/${locale}/`;
}

/** Fails a test on any error the page logs or throws; a test provoking one lists it in `expectedErrors`. */
export const test = base.extend<{ expectedErrors: RegExp[]; pageErrors: string[] }>({
  expectedErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      // Every test is a CSP check: a blocked script, style or request is an error of the page.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
        });
      });
      await use(errors);
      expect(errors.filter((e) => !expectedErrors.some((re) => re.test(e))), 'errors logged by the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** The families Chromium really drew `selector` with: with `font-display: optional` a late file leaves the system font. */
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

// An attribute of every `selector` match in the HTML as served, parsed by DOMParser: what crawlers and the first
// paint see, before hydration and the router add tags of their own.
export function servedAttributes(page: Page, html: string, selector: string, attribute: string): Promise<(string | null)[]> {
  return page.evaluate(
    ({ html, selector, attribute }) =>
      [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll(selector)].map((element) => element.getAttribute(attribute)),
    { html, selector, attribute },
  );
}

// Sends the page at `pagePath` in two parts, as a slow connection would: up to the end of the first match of
// `stopAfter` at once, the rest when `holdUntil()` resolves. Every other request is forwarded whole.
export async function throughSplitProxy(
  page: Page,
  { siteURL, pagePath, stopAfter, holdUntil }: { siteURL: string; pagePath: string; stopAfter: RegExp; holdUntil: () => Promise<void> },
  visit: (proxyURL: string) => Promise<void>,
): Promise<void> {
  const proxy = createServer(async (req, res) => {
    try {
      const upstream = await fetch(new URL(req.url ?? '/', siteURL));
      const body = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      if (req.url !== pagePath) {
        res.writeHead(upstream.status, { 'content-type': type }).end(body);
        return;
      }
      const found = stopAfter.exec(body.toString('latin1'));
      if (!found) throw new Error(`no ${stopAfter} in ${pagePath}`);
      const split = found.index + found[0].length;
      res.writeHead(upstream.status, { 'content-type': type });
      res.write(body.subarray(0, split));
      await holdUntil();
      res.end(body.subarray(split));
    } catch (error) {
      // Answered, so the browser is never left waiting on a request that no one will finish.
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  try {
    await visit(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`);
  } finally {
    // The page goes first, while the proxy still answers: closed under its open connections, teardown can hang.
    await page.close();
    proxy.closeAllConnections();
    await new Promise((closed) => proxy.close(closed));
  }
}

export const FONT_FILES = '**/fonts/*.woff2';
export const STYLESHEET_FILES = '**/_next/static/**/*.css';

// Holds every request matching `glob` until `release()`, as a slow network would. Release before the test
// ends: a held request hangs its teardown.
export async function holdRequests(page: Page, glob: string): Promise<{ requested: string[]; release: () => void }> {
  const requested: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  return { requested, release };
}

export function firstContentfulPaint(page: Page): Promise<number | undefined> {
  return page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
}

/** Records every layout shift of the next page loaded (call before `goto`); read them with `layoutShifts`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
        if (entry.hadRecentInput || entry.value === 0) continue;
        const moved = entry.sources.map((s) => {
          const node = s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName);
          return `${node} (${box(s.previousRect)} -> ${box(s.currentRect)})`;
        });
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts so far (after two more frames, so a shift of the last paint is reported too) and their sum. */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: { value: number; moved: string[] }[] }> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** The page came with its own script policy: this site's scripts only, never any inline script without its hash. */
export async function expectOwnScriptPolicy(response: Response | null, path: string): Promise<void> {
  expect(response, path).not.toBeNull();
  const csp = (await response!.allHeaders())['content-security-policy'] ?? '';
  expect(csp, path).toMatch(/script-src 'self'/);
  expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

// Legacy mode: axe runs in the page itself, without opening a second page to merge frame results (this site
// has no frames); it halved the time of a scan here (2.1 s to 1.2 s on /uz/).
export async function axeViolations(page: Page) {
  // Passes and incomplete results are not read: without them axe skips their node details, about a third of its time.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_AA_TAGS).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/** Reads the API the way the build did, to know what a page must show. */
export async function apiList<T>(path: string, lang: 'UZL' | 'RUS' | 'ENG' | 'UZK'): Promise<T[]> {
  const response = await fetch(`${apiURL}${path}?lang=${lang}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { data: T[] }).data;
}
