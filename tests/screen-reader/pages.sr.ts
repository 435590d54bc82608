/**
 * What a screen-reader user hears on every page type, in every language: Orca 43 reading Chromium
 * (tests/screen-reader/session.ts). Assertions are on meaning (names, roles, levels, states, counts),
 * taken from the page itself where they vary, never on Orca's whole wording.
 * `SR_SCOPE=ci` (npm test): one language per page type, alternating; otherwise all four.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import escapeRegExp from 'escape-string-regexp';
import { htmlLang, localeLabel, locales, type Locale } from '@/lib/i18n/routing';
import { bareRolesIn } from './orca-log';
import { expect, test } from './fixtures';
import type { ScreenReaderSession, TextRun } from './session';

type Messages = {
  Frame: { skipToContent: string };
  Menu: { federation: string };
  NewsSearch: { found: string; empty: string };
  AccessibilityPanel: Record<'default' | 'blackWhite' | 'hightContrast' | 'noImage' | 'textSize' | 'zoom' | 'close', string>;
};
const messages = Object.fromEntries(locales.map((locale) => [locale, JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages])) as Record<Locale, Messages>;
const origin = `http://localhost:${process.env.PORT ?? 3000}`;
const ciScope = process.env.SR_SCOPE === 'ci';
/** Under `SR_SCOPE=ci`, the headings H walks per page (players has 23: a key each). */
const CI_HEADINGS = 8;

/** A story and a service every language has (the build's own pages, so any content works). */
function firstCommonId(section: string): string {
  const ids = locales.map((locale) => new Set(readdirSync(`out/${locale}/${section}`).filter((name) => /^\d+$/.test(name))));
  const id = [...ids[0]!].sort((a, b) => Number(a) - Number(b)).find((candidate) => ids.every((set) => set.has(candidate)));
  if (!id) throw new Error(`no ${section} item in all four languages in out/`);
  return id;
}

type Check = (sr: ScreenReaderSession, locale: Locale) => Promise<void>;

interface PageType {
  name: string;
  path: string;
  /** What the page shows once its script has run, awaited before any key (a tab chosen by `?tab=`). */
  ready?: (page: Page) => Promise<void>;
  /** The fewest landmarks Orca must count: banner, navigation, main and contentinfo on every page of the frame. */
  landmarks?: number;
  checks?: Check[];
}

const heading = /^(.*?)\s*heading level (\d)\.?$/;

/** The headings a screen reader has: visible or visually hidden, never aria-hidden or display:none. */
async function domOutline(page: Page): Promise<string[]> {
  return page.getByRole('heading').evaluateAll((elements) =>
    elements.map((element) => {
      const level = element.getAttribute('aria-level') ?? element.tagName.slice(1);
      return `${level} ${(element.textContent ?? '').replace(/\s+/g, ' ').trim()}`;
    }),
  );
}

const spoken = (answer: string[]) => answer.join(' ').replace(/\s+/g, ' ').trim();

/**
 * Presses Tab, as a keyboard user goes, until `arrived(answer)` (at most `max` times): what Orca said on arriving.
 * Throws, naming `what`, if Tab never gets there.
 */
async function tabUntil(sr: ScreenReaderSession, what: string, arrived: (answer: string) => boolean | Promise<boolean>, max = 40): Promise<string> {
  for (let i = 0; i < max; i++) {
    const answer = spoken(await sr.press('Tab'));
    if (await arrived(answer)) return answer;
  }
  throw new Error(`Tab never reached ${what}`);
}

/** For `tabUntil`: the focused element matches `selector` (Orca enters focus mode on a field, so typing reaches it). */
const focusOn = (sr: ScreenReaderSession, selector: string) => () => focusedMatches(sr.page, selector);
const focusedMatches = (page: Page, selector: string) => page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector);

/** Into the main content by the skip link, the page's first element, as a keyboard user starts. */
async function skipToMain(sr: ScreenReaderSession, locale: Locale): Promise<void> {
  sr.note('the skip link, at the top of the page');
  const top = spoken(await sr.press('ctrl+Home'));
  expect(top, 'the page starts with the skip link').toContain(messages[locale].Frame.skipToContent);
  await sr.press('Return');
}

/**
 * A dialog opened from the page: announced by its name with the control it focuses, its name one heading back
 * too, Tab kept inside, Escape back to the opener (docs/decisions/screen-reader-check.md).
 */
function dialogCheck(openerMatch: RegExp = /opens dialog|has popup/): Check {
  return async (sr, locale) => {
    await skipToMain(sr, locale);
    sr.note('a dialog');
    const opener = await tabUntil(sr, 'a button that opens a dialog', (answer) => openerMatch.test(answer));
    // Its name: the last sentence before the role ("leaving list. More about A push button." -> "More about A").
    const openerName = opener.split(/ push button| button/)[0]!.split('. ').at(-1)!.trim();
    const opened = spoken(await sr.press('Return'));
    const dialog = sr.page.locator('dialog[open]');
    await expect(dialog).toHaveCount(1);
    const title = (await dialog.locator('h2').first().textContent())!.trim();
    const focusedName = await sr.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');
    expect(focusedName, 'the dialog focuses a named control').not.toBe('');
    expect.soft(opened, 'the dialog is announced by its name as it opens').toContain(`${title} dialog`);
    expect.soft(opened, 'the control the dialog focuses is announced').toContain(focusedName);
    sr.note("the dialog's name");
    expect.soft(spoken(await sr.press('shift+h')), "one heading back is the dialog's name").toContain(`${title} heading level 2`);
    for (let i = 0; i < 3; i++) {
      const answer = spoken(await sr.press('Tab'));
      expect.soft(answer, 'Tab stays in the dialog').not.toMatch(/leaving dialog/i);
      expect.soft(await sr.page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    const closed = spoken(await sr.press('Escape'));
    // Orca reads the opener again: focus is back where it was.
    await expect.soft.poll(async () => closed + spoken(sr.transcript.at(-1)?.heard ?? [])).toContain(openerName);
  };
}

/** Typing in the news search: the result count is announced when the results arrive, and the empty result too. */
const searchCheck: Check = async (sr, locale) => {
  const { found, empty } = messages[locale].NewsSearch;
  const foundPrefix = found.split('{count}')[0]!.trim();
  const results = sr.page.getByTestId('news-search-results');
  sr.note('a search with results');
  await sr.press('ctrl+Home');
  await tabUntil(sr, 'the search box', focusOn(sr, HEADER_SEARCH));
  const heard = spoken(await sr.type(SEARCH_WORD));
  await expect.poll(() => results.locator('ul > li').count(), 'the stand-in finds stories').toBeGreaterThan(0);
  const count = await results.locator('ul > li').count();
  const after = spoken(await sr.listen('the results arrive'));
  expect.soft(`${heard} ${after}`, 'the result count is announced when the results arrive').toContain(`${foundPrefix} ${count}`);
  sr.note('a search with no result');
  expect(await focusedMatches(sr.page, HEADER_SEARCH), 'the search box keeps the focus while results arrive').toBe(true);
  await sr.press('ctrl+a');
  const typed = spoken(await sr.type('zzqqxx'));
  await expect.poll(() => sr.page.getByTestId('search-empty').count()).toBe(1);
  const none = `${typed} ${spoken(await sr.listen('the empty result arrives'))}`;
  expect.soft(none, 'the empty result is announced').toMatch(new RegExp(`${escapeRegExp(foundPrefix)} 0|${escapeRegExp(empty)}`));
};

const HEADER_SEARCH = 'header input[type="search"]';

/** A dropdown's button says its state: collapsed, then expanded once opened. */
async function dropdownCheck(sr: ScreenReaderSession, what: string, selector: string): Promise<void> {
  const arrived = await tabUntil(sr, what, focusOn(sr, selector));
  expect.soft(arrived, `${what}: collapsed`).toMatch(/\bcollapsed\b/);
  const opened = spoken(await sr.press('Return'));
  expect.soft(opened, `${what}: expanded once opened`).toMatch(/\bexpanded\b/);
}

/** The header's dropdowns: the language switcher and the menu's first, each with its state; each language's name in its own. */
const frameCheck: Check = async (sr, locale) => {
  sr.note('the language switcher');
  await sr.press('ctrl+Home');
  await dropdownCheck(sr, 'the language switcher', 'header button[aria-controls]:has(> span[lang])');
  for (const option of locales) {
    const answer = spoken(await sr.press('Tab'));
    expect.soft(answer, 'each language is offered by its own name').toContain(localeLabel[option].name);
  }
  const runs = sr.textLanguages();
  for (const option of locales) {
    const run = runs.find((candidate) => candidate.text === localeLabel[option].name);
    expect.soft(run?.language, `${localeLabel[option].name} is exposed in its own language`).toBe(htmlLang[option]);
  }
  await sr.press('Escape');
  sr.note("the menu's first dropdown");
  await dropdownCheck(sr, messages[locale].Menu.federation, 'nav button[aria-expanded]');
  await sr.press('Escape');
};

/** The accessibility panel: a dialog whose controls each say their state, a colour filter pressed and released, sliders with their values. */
const panelCheck: Check = async (sr, locale) => {
  const labels = messages[locale].AccessibilityPanel;
  const panel = sr.page.getByTestId('accessibility-panel');
  sr.note('the accessibility panel');
  await sr.press('ctrl+Home');
  expect.soft(await tabUntil(sr, 'the settings button', focusOn(sr, '[data-testid="accessibility-toggle"]')), 'the settings button: collapsed').toMatch(/\bcollapsed\b/);
  const opened = await sr.press('Return');
  expect.soft(spoken(opened), 'the panel opens on its close button').toContain(labels.close);
  await expect(panel).toBeVisible();
  const panelName = (await panel.locator('#a11y-title').textContent())!.trim();
  expect.soft(spoken(opened), 'the panel is announced by its name as it opens').toContain(`${panelName} dialog`);
  expect.soft(opened.filter((utterance) => /^\d+$/.test(utterance)), 'opening reads no slider value out of context').toEqual([]);
  sr.note('every control of the panel, once round');
  const heard: string[] = [];
  const controls = await panel.locator('button, input').count();
  for (let i = 0; i < controls; i++) heard.push(spoken(await sr.press('Tab')));
  const said = (label: string, role: string) => heard.find((answer) => answer.includes(label) && answer.includes(role)) ?? '';
  expect.soft(said(labels.default, 'toggle button'), `${labels.default}: pressed, the colours in use`).toMatch(/toggle button pressed/);
  for (const toggle of [labels.blackWhite, labels.hightContrast, labels.noImage]) {
    expect.soft(said(toggle, 'toggle button'), `${toggle}: a toggle button, not pressed`).toMatch(/toggle button not pressed/);
  }
  for (const [label, id] of [[labels.textSize, 'a11y-text-size'], [labels.zoom, 'a11y-zoom']] as const) {
    const value = await sr.page.locator(`#${id}`).inputValue();
    expect.soft(said(label, 'slider'), `${label}: a slider with its value`).toMatch(new RegExp(`slider.*\\b${value}\\b`));
  }
  sr.note('a colour filter, pressed and released');
  await tabUntil(sr, labels.blackWhite, focusOn(sr, '[data-filter="blackWhite"]'));
  expect.soft(spoken(await sr.press('space')), 'pressing a filter says it is pressed').toMatch(/(?<!not )pressed/);
  expect.soft(spoken(await sr.press('space')), 'pressing it again says it is not').toMatch(/not pressed/);
  await sr.press('Escape');
  await expect(panel).toBeHidden();
};

/** In the titles of every language (the stand-in's AFC stories). */
const SEARCH_WORD = 'AFC';

/**
 * The page's text runs are in its language, the other-language links in their own; a link's name says where it
 * goes. `offersItself`: a story or service in all four languages links to itself in the other three, each link
 * named and exposed in its own language (no page shows an item in another language: a missing translation has
 * no page, tests/e2e/content.spec.ts).
 */
function languageCheck({ offersItself = false } = {}): Check {
  return async (sr, locale) => {
    const runs = sr.textLanguages();
    const main = runs.filter((run) => run.language);
    expect(main.length).toBeGreaterThan(0);
    const pageLanguage = htmlLang[locale];
    const other = new Set(locales.filter((l) => l !== locale).map((l) => htmlLang[l]));
    const ownNames = new Map(locales.map((l) => [localeLabel[l].name, htmlLang[l]]));
    const wrong = main.filter((run) => run.language !== pageLanguage && !(other.has(run.language) && ownNames.get(run.text) === run.language));
    expect.soft(wrong, `every text run is ${pageLanguage}, except a language's own name`).toEqual([]);
    expect.soft(ambiguousLinks(runs), 'one link name, one destination (no run of "Read more")').toEqual([]);
    const offered = runs.filter((run) => run.role === 'link' && run.text !== localeLabel[locale].name && ownNames.has(run.text));
    expect.soft(offered.filter((run) => run.language !== ownNames.get(run.text)), "another language's name is exposed in that language").toEqual([]);
    if (offersItself) {
      const path = new URL(sr.page.url()).pathname.slice(`/${locale}`.length);
      const expected = locales.filter((l) => l !== locale).map((l) => `${localeLabel[l].name} /${l}${path}`);
      const heard = offered.map((run) => `${run.text} ${run.uri ? new URL(run.uri).pathname : '(no link)'}`);
      expect.soft([...new Set(heard)].sort(), 'the item in its other three languages, each by its own name').toEqual(expected.sort());
    }
  };
}

/** Link names heard for more than one destination, with their destinations. */
function ambiguousLinks(runs: TextRun[]): string[] {
  const destinations = new Map<string, Set<string>>();
  for (const run of runs) {
    if (run.role !== 'link' || !run.uri) continue;
    const name = (run.name || run.text).trim();
    destinations.set(name, (destinations.get(name) ?? new Set()).add(run.uri.replace(/#.*$/, '')));
  }
  return [...destinations].filter(([, uris]) => uris.size > 1).map(([name, uris]) => `${name}: ${[...uris].join(', ')}`);
}

function pageTypes(): PageType[] {
  const story = firstCommonId('news');
  const service = firstCommonId('services');
  return [
    { name: 'home', path: '', checks: [frameCheck, languageCheck()] },
    { name: 'news list with a search', path: 'news/', checks: [languageCheck(), searchCheck] },
    { name: 'story', path: `news/${story}/`, checks: [languageCheck({ offersItself: true })] },
    { name: 'services', path: 'services/', checks: [languageCheck()] },
    { name: 'service', path: `services/${service}/`, checks: [languageCheck({ offersItself: true })] },
    { name: 'about', path: 'about-us/' },
    { name: 'players', path: 'players/' },
    { name: 'managements', path: 'managements/', checks: [dialogCheck()] },
    { name: 'gallery photos', path: 'gallery/', checks: [dialogCheck()] },
    {
      name: 'gallery videos',
      path: 'gallery/?tab=video-gallery',
      ready: (page) => expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'gallery-tab-video-gallery'),
      checks: [dialogCheck()],
    },
    { name: 'state symbols', path: 'state-symbols/' },
    { name: 'accessibility', path: 'accessibility/', checks: [panelCheck] },
    // One static page for every language and path, outside the frame: its main alone.
    { name: '404', path: 'no-such-page/', landmarks: 1 },
  ];
}

pageTypes().forEach((type, index) => {
  const languages = ciScope ? [locales[index % locales.length]!] : locales;
  for (const locale of languages) {
    test(`${type.name} ${locale}`, async ({ sr }) => {
      sr.note('the page loads');
      const loaded = spoken(await sr.open(`${origin}/${locale}/${type.path}`));
      await type.ready?.(sr.page);
      const outline = await domOutline(sr.page);
      const summary = /Page has (\d+) landmarks?, (\d+) headings?/.exec(loaded);
      expect(summary, 'Orca summarises the page on load').toBeTruthy();
      expect.soft(Number(summary![1]), 'landmarks: banner, navigation, main, contentinfo at least').toBeGreaterThanOrEqual(type.landmarks ?? 4);
      // A page whose script shows what the URL asks (a tab) was summarised as served: its count is not the DOM's now.
      if (!type.ready) expect.soft(Number(summary![2]), "the summary counts the page's headings").toBe(outline.length);

      sr.note('the headings, by H');
      const heard: string[] = [];
      // npm test walks the first headings only (its 4 minutes); the summary above has counted them all.
      const walked = ciScope ? outline.slice(0, CI_HEADINGS) : outline;
      for (let i = 0; i < walked.length; i++) {
        const match = heading.exec(spoken(await sr.press('h')).replace(/^Wrapping to top\.\s*/, ''));
        const line = match ? `${match[2]} ${match[1]}` : '(no heading)';
        // A heading that is a link is "<name> link heading level 2"; a title may end in "link" itself.
        heard.push(line === `${walked[i]} link` ? walked[i]! : line);
      }
      expect.soft(heard, 'H reads every heading, in order, with its level').toEqual(walked.map((line) => line.replace(/\s+$/, '')));

      for (const check of type.checks ?? []) await check(sr, locale);

      const bare = sr.transcript.flatMap((step) => bareRolesIn(step.heard));
      expect.soft(bare, 'no utterance is a role without a name').toEqual([]);
    });
  }
});
