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
import type { ScreenReaderSession } from './session';

type Messages = { Frame: { skipToContent: string }; NewsSearch: { found: string; empty: string } };
const messages = Object.fromEntries(locales.map((locale) => [locale, JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages])) as Record<Locale, Messages>;
const origin = `http://localhost:${process.env.PORT ?? 3000}`;
const ciScope = process.env.SR_SCOPE === 'ci';

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

/** Presses Tab until an answer matches (at most `max` times); the matching answer, or undefined. */
async function tabTo(sr: ScreenReaderSession, match: (answer: string) => boolean, max = 40): Promise<string | undefined> {
  for (let i = 0; i < max; i++) {
    const answer = spoken(await sr.press('Tab'));
    if (match(answer)) return answer;
  }
  return undefined;
}

/** Into the main content by the skip link, the page's first element, as a keyboard user starts. */
async function skipToMain(sr: ScreenReaderSession, locale: Locale): Promise<void> {
  sr.note('the skip link, at the top of the page');
  const top = spoken(await sr.press('ctrl+Home'));
  expect(top, 'the page starts with the skip link').toContain(messages[locale].Frame.skipToContent);
  await sr.press('Return');
}

/**
 * A dialog opened from the page: the control it focuses announced, its name one heading back, Tab kept inside,
 * Escape back to the opener. Orca 43 says "<name> dialog" only when it enters focus mode (a text field first),
 * never for a button in browse mode, native or ARIA dialog alike (docs/decisions/screen-reader-check.md).
 */
function dialogCheck(openerMatch: RegExp = /opens dialog|has popup/): Check {
  return async (sr, locale) => {
    await skipToMain(sr, locale);
    sr.note('a dialog');
    const opener = await tabTo(sr, (answer) => openerMatch.test(answer));
    expect(opener, 'a button that opens a dialog').toBeTruthy();
    // Its name: the last sentence before the role ("leaving list. More about A push button." -> "More about A").
    const openerName = opener!.split(/ push button| button/)[0]!.split('. ').at(-1)!.trim();
    const opened = spoken(await sr.press('Return'));
    const dialog = sr.page.locator('dialog[open]');
    await expect(dialog).toHaveCount(1);
    const title = (await dialog.locator('h2').first().textContent())!.trim();
    const focusedName = await sr.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');
    expect(focusedName, 'the dialog focuses a named control').not.toBe('');
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
  await sr.page.getByRole('banner').getByRole('searchbox').focus();
  await sr.press('End');
  const heard = spoken(await sr.type(SEARCH_WORD));
  await expect.poll(() => results.locator('ul > li').count(), 'the stand-in finds stories').toBeGreaterThan(0);
  const count = await results.locator('ul > li').count();
  const after = spoken(await sr.listen('the results arrive'));
  expect.soft(`${heard} ${after}`, 'the result count is announced when the results arrive').toContain(`${foundPrefix} ${count}`);
  sr.note('a search with no result');
  await sr.page.getByRole('banner').getByRole('searchbox').focus();
  await sr.press('ctrl+a');
  const typed = spoken(await sr.type('zzqqxx'));
  await expect.poll(() => sr.page.getByTestId('search-empty').count()).toBe(1);
  const none = `${typed} ${spoken(await sr.listen('the empty result arrives'))}`;
  expect.soft(none, 'the empty result is announced').toMatch(new RegExp(`${escapeRegExp(foundPrefix)} 0|${escapeRegExp(empty)}`));
};

/** In the titles of every language (the stand-in's AFC stories). */
const SEARCH_WORD = 'AFC';

/** The page's text runs are in its language; the other-language links in their own. */
const languageCheck: Check = async (sr, locale) => {
  const runs = sr.textLanguages();
  const main = runs.filter((run) => run.language);
  expect(main.length).toBeGreaterThan(0);
  const pageLanguage = htmlLang[locale];
  const other = new Set(locales.filter((l) => l !== locale).map((l) => htmlLang[l]));
  const ownNames = new Map(locales.map((l) => [localeLabel[l].name, htmlLang[l]]));
  const wrong = main.filter((run) => run.language !== pageLanguage && !(other.has(run.language) && ownNames.get(run.text) === run.language));
  expect.soft(wrong, `every text run is ${pageLanguage}, except a language's own name`).toEqual([]);
};

function pageTypes(): PageType[] {
  const story = firstCommonId('news');
  const service = firstCommonId('services');
  return [
    { name: 'home', path: '', checks: [languageCheck] },
    { name: 'news list with a search', path: 'news/', checks: [searchCheck] },
    { name: 'story', path: `news/${story}/`, checks: [languageCheck] },
    { name: 'services', path: 'services/' },
    { name: 'service', path: `services/${service}/` },
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
    { name: 'accessibility', path: 'accessibility/' },
    { name: '404', path: 'no-such-page/' },
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
      expect.soft(Number(summary![1]), 'landmarks: banner, navigation, main, contentinfo at least').toBeGreaterThanOrEqual(4);
      // A page whose script shows what the URL asks (a tab) was summarised as served: its count is not the DOM's now.
      if (!type.ready) expect.soft(Number(summary![2]), "the summary counts the page's headings").toBe(outline.length);

      sr.note('the headings, by H');
      const heard: string[] = [];
      for (let i = 0; i < outline.length; i++) {
        const match = heading.exec(spoken(await sr.press('h')).replace(/^Wrapping to top\.\s*/, ''));
        const line = match ? `${match[2]} ${match[1]}` : '(no heading)';
        // A heading that is a link is "<name> link heading level 2"; a title may end in "link" itself.
        heard.push(line === `${outline[i]} link` ? outline[i]! : line);
      }
      expect.soft(heard, 'H reads every heading, in order, with its level').toEqual(outline.map((line) => line.replace(/\s+$/, '')));

      for (const check of type.checks ?? []) await check(sr, locale);

      const bare = sr.transcript.flatMap((step) => bareRolesIn(step.heard));
      expect.soft(bare, 'no utterance is a role without a name').toEqual([]);
    });
  }
});
