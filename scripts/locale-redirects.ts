/**
 * Unprefixed routes (`/news/5/`) for a static export that has no middleware: each one gets a tiny page
 * that sends the visitor to the same page in their stored language (`NEXT_LOCALE` cookie), else the default.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { defaultLocale, htmlLang, locales } from '../lib/i18n/routing';

/** Used when the target page has no <title>. */
export const DEFAULT_REDIRECT_TITLE = 'Oʻzbekiston Futbol Federatsiyasi';

/**
 * The same bytes on every page (it reads the path from `location`), so a future CSP needs one hash for all.
 * Unknown cookie values fall back to the default locale.
 */
export const REDIRECT_SCRIPT =
  `(function(){var l=${JSON.stringify(locales)},m=/(?:^|;\\s*)NEXT_LOCALE=([^;]*)/.exec(document.cookie),` +
  `c=m&&l.indexOf(m[1])>=0?m[1]:${JSON.stringify(defaultLocale)};` +
  `location.replace('/'+c+location.pathname+location.search+location.hash)})()`;

/** For `script-src` once the CSP issue lands. */
export const REDIRECT_SCRIPT_CSP_HASH = `'sha256-${createHash('sha256').update(REDIRECT_SCRIPT).digest('base64')}'`;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The redirect page for one unprefixed route. `pathWithoutLocale` is a URL path such as `/` or `/news/5/`;
 * the title (plain text) is the target page's, so link previews without JS still read well.
 */
export function redirectPage(pathWithoutLocale: string, title: string = DEFAULT_REDIRECT_TITLE): string {
  if (!pathWithoutLocale.startsWith('/')) throw new Error(`path must start with "/": ${pathWithoutLocale}`);
  const href = escapeHtml(`/${defaultLocale}${pathWithoutLocale}`);
  const text = escapeHtml(title);
  return `<!doctype html>
<html lang="${htmlLang[defaultLocale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${href}">
<script>${REDIRECT_SCRIPT}</script>
<noscript><meta http-equiv="refresh" content="0; url=${href}"></noscript>
</head>
<body>
<p><a href="${href}">${text}</a></p>
</body>
</html>
`;
}

/** The `<title>` text of a built page, entities decoded (React escapes `& < > " '`). */
export function pageTitle(html: string): string | undefined {
  const raw = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
  if (!raw) return undefined;
  return raw
    .replace(/&(#x[0-9a-f]+|#\d+);/gi, (_, code: string) =>
      String.fromCodePoint(code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1))),
    )
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

export interface RedirectSummary {
  written: number;
  /** Targets that already existed (a real page, 404.html, ...) or would shadow a locale or `_next`. */
  skipped: number;
}

/** For every `<root>/<default locale>/**\/index.html`, write `<root>/**\/index.html` unless it exists. */
export async function writeLocaleRedirects(root: string): Promise<RedirectSummary> {
  const localeDir = join(root, defaultLocale);
  const summary: RedirectSummary = { written: 0, skipped: 0 };
  const entries = await readdir(localeDir, { recursive: true });
  const pages = entries.filter((entry) => entry === 'index.html' || entry.endsWith(`${sep}index.html`)).sort();

  for (const page of pages) {
    const segments = page.split(sep).slice(0, -1);
    const first = segments[0];
    // `/uz/en/x/` must not become `/en/x/`, and nothing is ever written into `_next`.
    if (segments.includes('_next') || (first && (locales as readonly string[]).includes(first))) {
      summary.skipped++;
      continue;
    }
    const urlPath = segments.length ? `/${segments.map(encodeURIComponent).join('/')}/` : '/';
    const title = pageTitle(await readFile(join(localeDir, page), 'utf8'));
    const targetDir = join(root, ...segments);
    try {
      await mkdir(targetDir, { recursive: true });
      await writeFile(join(targetDir, 'index.html'), redirectPage(urlPath, title), { flag: 'wx' }); // never overwrite
      summary.written++;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' && code !== 'ENOTDIR') throw error;
      summary.skipped++;
    }
  }
  return summary;
}
