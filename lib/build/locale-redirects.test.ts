import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultLocale } from '../i18n/routing';
import { DEFAULT_REDIRECT_TITLE, fallbackOrder, pageTitle, REDIRECT_SCRIPT, redirectPage, redirectToLocale, writeLocaleRedirects } from './locale-redirects';

/**
 * Where the page's inline script sends the visitor, with a fake cookie and location: run as text (as
 * the page runs it) and as the function itself with the same stand-ins for globals, which must agree.
 */
function redirectTarget(html: string, cookie: string, pathname: string, search = '', hash = ''): string {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const languages = /<head data-locales="([^"]*)"/.exec(html)?.[1] ?? null;
  const targets: string[] = [];
  const globals = () => ({
    document: { cookie, head: { getAttribute: (name: string) => (name === 'data-locales' ? languages : null) } },
    location: { pathname, search, hash, replace: (url: string) => targets.push(url) },
  });
  runInNewContext(script, globals());
  const { document, location } = globals();
  vi.stubGlobal('document', document);
  vi.stubGlobal('location', location);
  try {
    redirectToLocale({ fallback: defaultLocale });
  } finally {
    vi.unstubAllGlobals();
  }
  expect(targets[1]).toBe(targets[0]);
  return targets[0] ?? '';
}

describe('redirectPage', () => {
  const html = redirectPage('/news/5/', 'Yangilik & "sarlavha"');

  it('is a noindex page pointing at the uz page', () => {
    expect(html.startsWith('<!doctype html>\n<html lang="uz-Latn">')).toBe(true);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="canonical" href="/uz/news/5/">');
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="0; url=/uz/news/5/"></noscript>');
    expect(html).toContain('<a href="/uz/news/5/">Yangilik &amp; &quot;sarlavha&quot;</a>');
    expect(html).toContain('<title>Yangilik &amp; &quot;sarlavha&quot;</title>');
    expect(html.indexOf('<noscript>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('maps the home page to /uz/ and has a default title', () => {
    const home = redirectPage('/');
    expect(home).toContain('<link rel="canonical" href="/uz/">');
    expect(home).toContain(`<title>${DEFAULT_REDIRECT_TITLE}</title>`);
  });

  it('uses the same script on every page', () => {
    expect(redirectPage('/')).toContain(`<script>${REDIRECT_SCRIPT}</script>`);
  });

  it('follows the NEXT_LOCALE cookie, keeping query and hash', () => {
    expect(redirectTarget(html, 'NEXT_LOCALE=ru', '/news/5/', '?a=1', '#x')).toBe('/ru/news/5/?a=1#x');
    expect(redirectTarget(html, 'theme=dark; NEXT_LOCALE=oz; other=1', '/news/5/')).toBe('/oz/news/5/');
    expect(redirectTarget(html, 'NEXT_LOCALE=en', '/')).toBe('/en/');
  });

  it('falls back to uz for a missing or unknown locale', () => {
    expect(redirectTarget(html, '', '/news/5/')).toBe('/uz/news/5/');
    expect(redirectTarget(html, 'NEXT_LOCALE=de', '/news/5/')).toBe('/uz/news/5/');
    expect(redirectTarget(html, 'NEXT_LOCALE=/evil.com', '/news/5/')).toBe('/uz/news/5/');
    expect(redirectTarget(html, 'MY_NEXT_LOCALE=ru', '/news/5/')).toBe('/uz/news/5/');
  });

  it('never sends the visitor off the site, even without its language list', () => {
    const bare = html.replace(/ data-locales="[^"]*"/, '');
    expect(redirectTarget(bare, 'NEXT_LOCALE=', '/news/5/')).toBe('/uz/news/5/');
    expect(redirectTarget(bare, 'NEXT_LOCALE=ru', '/news/5/')).toBe('/uz/news/5/');
  });

  it('rejects paths that are not absolute', () => {
    expect(() => redirectPage('news/5/')).toThrow();
  });
});

describe('a page that exists in some languages only', () => {
  it('falls back to uz first, else the first language in the list that has it', () => {
    expect(fallbackOrder(['en', 'uz', 'ru'])).toEqual(['uz', 'ru', 'en']);
    expect(fallbackOrder(['oz', 'ru'])).toEqual(['ru', 'oz']);
    expect(() => fallbackOrder([])).toThrow();
  });

  it('follows the cookie only to a language the page exists in', () => {
    const noEnglish = redirectPage('/news/3/', 'Yangilik 3', ['uz', 'ru', 'oz']);
    expect(redirectTarget(noEnglish, 'NEXT_LOCALE=en', '/news/3/')).toBe('/uz/news/3/');
    expect(redirectTarget(noEnglish, 'NEXT_LOCALE=oz', '/news/3/')).toBe('/oz/news/3/');

    const russianOnly = redirectPage('/news/9/', 'Новость 9', ['ru']);
    expect(russianOnly).toContain('<html lang="ru">\n<head data-locales="ru">');
    expect(russianOnly).toContain('<link rel="canonical" href="/ru/news/9/">');
    expect(russianOnly).toContain('<noscript><meta http-equiv="refresh" content="0; url=/ru/news/9/"></noscript>');
    for (const cookie of ['', 'NEXT_LOCALE=uz', 'NEXT_LOCALE=en', 'NEXT_LOCALE=ru']) {
      expect(redirectTarget(russianOnly, cookie, '/news/9/'), cookie).toBe('/ru/news/9/');
    }
  });
});

describe('pageTitle', () => {
  it('reads and decodes the title', () => {
    expect(pageTitle('<head><title>O&#x27;zbekiston &amp; FIFA</title></head>')).toBe("O'zbekiston & FIFA");
    expect(pageTitle('<head></head>')).toBeUndefined();
  });
});

describe('writeLocaleRedirects', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'redirects-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function write(path: string, content: string): void {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }

  it('writes an unprefixed page for each page without touching existing files', async () => {
    write('uz/index.html', '<title>Bosh sahifa</title>');
    write('uz/news/index.html', '<title>Yangiliklar</title>');
    write('uz/news/5/index.html', '<title>Yangilik 5</title>');
    write('uz/news/5/index.txt', 'rsc');
    write('uz/about-us/index.html', '<title>Biz haqimizda</title>');
    write('uz/en/index.html', 'would shadow /en/');
    write('uz/_next/x/index.html', 'not a page');
    write('about-us/index.html', 'already here');
    write('404.html', 'not found page');
    write('ru/news/5/index.html', 'russian');

    expect(await writeLocaleRedirects(root)).toEqual({ written: 3, skipped: 3 });

    expect(readFileSync(join(root, 'index.html'), 'utf8')).toBe(redirectPage('/', 'Bosh sahifa', ['uz']));
    expect(readFileSync(join(root, 'news/index.html'), 'utf8')).toBe(redirectPage('/news/', 'Yangiliklar', ['uz']));
    expect(readFileSync(join(root, 'news/5/index.html'), 'utf8')).toBe(redirectPage('/news/5/', 'Yangilik 5', ['uz', 'ru']));
    expect(readFileSync(join(root, 'about-us/index.html'), 'utf8')).toBe('already here');
    expect(readFileSync(join(root, '404.html'), 'utf8')).toBe('not found page');
    expect(readFileSync(join(root, 'ru/news/5/index.html'), 'utf8')).toBe('russian');
    expect(existsSync(join(root, 'en/index.html'))).toBe(false);
    expect(existsSync(join(root, '_next/x/index.html'))).toBe(false);
    expect(existsSync(join(root, 'news/5/index.txt'))).toBe(false);
    expect(existsSync(join(root, 'uz/news/5/index.html'))).toBe(true);

    // Running again changes nothing.
    expect(await writeLocaleRedirects(root)).toEqual({ written: 0, skipped: 6 });
  });

  it('also writes pages that exist only outside uz, pointing at a language that has them', async () => {
    write('uz/news/5/index.html', '<title>Yangilik 5</title>');
    write('en/news/5/index.html', '<title>Story 5</title>');
    write('ru/news/9/index.html', '<title>Новость 9</title>');
    write('oz/news/9/index.html', '<title>Янгилик 9</title>');
    write('en/players/index.html', '<title>Players</title>');

    expect(await writeLocaleRedirects(root)).toEqual({ written: 3, skipped: 0 });

    const five = readFileSync(join(root, 'news/5/index.html'), 'utf8');
    expect(five).toBe(redirectPage('/news/5/', 'Yangilik 5', ['uz', 'en']));
    expect(redirectTarget(five, 'NEXT_LOCALE=en', '/news/5/')).toBe('/en/news/5/');
    expect(redirectTarget(five, 'NEXT_LOCALE=ru', '/news/5/')).toBe('/uz/news/5/');

    const nine = readFileSync(join(root, 'news/9/index.html'), 'utf8');
    expect(nine).toBe(redirectPage('/news/9/', 'Новость 9', ['ru', 'oz']));
    expect(redirectTarget(nine, 'NEXT_LOCALE=oz', '/news/9/')).toBe('/oz/news/9/');
    expect(redirectTarget(nine, 'NEXT_LOCALE=uz', '/news/9/')).toBe('/ru/news/9/');

    expect(readFileSync(join(root, 'players/index.html'), 'utf8')).toBe(redirectPage('/players/', 'Players', ['en']));
  });
});
