/** Unprefixed routes (`/news/5/`) in a static export: tiny pages sending the visitor to a language. */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { defaultLocale, htmlLang, locales, type Locale } from '../i18n/routing';
import { inlineScript } from '../inline-script';

export const DEFAULT_REDIRECT_TITLE = 'Oʻzbekiston Futbol Federatsiyasi';

/** To the stored language if the page has it (`<head data-locales>`, fallback first). Serialised. */
export function redirectToLocale(d: { fallback: string }): void {
  const known = (document.head.getAttribute('data-locales') || '').split(' ');
  const stored = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec(document.cookie)?.[1];
  const locale = stored && known.includes(stored) ? stored : known[0] || d.fallback;
  location.replace(`/${locale}${location.pathname}${location.search}${location.hash}`);
}

/** The same bytes on every redirect page, so the CSP needs one hash for all. */
export const REDIRECT_SCRIPT = inlineScript(redirectToLocale, { fallback: defaultLocale });

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function fallbackOrder(available: readonly Locale[]): Locale[] {
  const known = locales.filter((locale) => available.includes(locale));
  if (known.length === 0) throw new Error('a redirect page needs at least one language');
  return known.includes(defaultLocale) ? [defaultLocale, ...known.filter((l) => l !== defaultLocale)] : known;
}

/** The redirect page for `/news/5/`, titled as the fallback page for link previews without JS. */
export function redirectPage(pathWithoutLocale: string, title: string = DEFAULT_REDIRECT_TITLE, available: readonly Locale[] = locales): string {
  if (!pathWithoutLocale.startsWith('/')) throw new Error(`path must start with "/": ${pathWithoutLocale}`);
  const order = fallbackOrder(available);
  const fallback = order[0]!;
  const href = escapeHtml(`/${fallback}${pathWithoutLocale}`);
  const text = escapeHtml(title);
  return `<!doctype html>
<html lang="${htmlLang[fallback]}">
<head data-locales="${order.join(' ')}">
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
  /** Already there, or would shadow a locale or `_next`. */
  skipped: number;
}

async function pagesByPath(root: string): Promise<Map<string, Locale[]>> {
  const pages = new Map<string, Locale[]>();
  for (const locale of locales) {
    let entries: string[];
    try {
      entries = await readdir(join(root, locale), { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const entry of entries) {
      if (entry !== 'index.html' && !entry.endsWith(`${sep}index.html`)) continue;
      const dir = entry.split(sep).slice(0, -1).join('/');
      pages.set(dir, [...(pages.get(dir) ?? []), locale]);
    }
  }
  return pages;
}

/** A redirect page for every locale page's path, unless something is there. */
export async function writeLocaleRedirects(root: string): Promise<RedirectSummary> {
  const summary: RedirectSummary = { written: 0, skipped: 0 };
  const pages = await pagesByPath(root);

  for (const dir of [...pages.keys()].sort()) {
    const segments = dir ? dir.split('/') : [];
    const first = segments[0];
    // `/uz/en/x/` must not become `/en/x/`, and nothing is ever written into `_next`.
    if (segments.includes('_next') || (first && (locales as readonly string[]).includes(first))) {
      summary.skipped++;
      continue;
    }
    const available = pages.get(dir)!;
    const fallback = fallbackOrder(available)[0]!;
    const urlPath = segments.length ? `/${segments.map(encodeURIComponent).join('/')}/` : '/';
    const title = pageTitle(await readFile(join(root, fallback, ...segments, 'index.html'), 'utf8'));
    const targetDir = join(root, ...segments);
    try {
      await mkdir(targetDir, { recursive: true });
      await writeFile(join(targetDir, 'index.html'), redirectPage(urlPath, title, available), { flag: 'wx' }); // never overwrite
      summary.written++;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' && code !== 'ENOTDIR') throw error;
      summary.skipped++;
    }
  }
  return summary;
}

function isRedirectPage(html: string): boolean {
  return html.includes(REDIRECT_SCRIPT);
}

/** After an incremental publish: the redirect pages of `dirs` written again, or removed where no language has the page. */
export function rewriteLocaleRedirects(
  root: string,
  dirs: Iterable<string>,
  files: { write: (file: string, html: string) => void; remove: (file: string) => void },
): { written: string[]; removed: string[] } {
  const result = { written: [] as string[], removed: [] as string[] };
  for (const dir of [...new Set(dirs)].sort()) {
    const segments = dir ? dir.split('/') : [];
    if (segments.includes('_next') || (locales as readonly string[]).includes(segments[0] ?? '')) continue;
    const file = [...segments, 'index.html'].join('/');
    const target = join(root, file);
    if (existsSync(target) && !isRedirectPage(readFileSync(target, 'utf8'))) continue;
    const available = locales.filter((locale) => existsSync(join(root, locale, ...segments, 'index.html')));
    if (available.length === 0) {
      if (existsSync(target)) {
        files.remove(file);
        result.removed.push(file);
      }
      continue;
    }
    const fallback = fallbackOrder(available)[0]!;
    const urlPath = segments.length ? `/${segments.map(encodeURIComponent).join('/')}/` : '/';
    const title = pageTitle(readFileSync(join(root, fallback, ...segments, 'index.html'), 'utf8'));
    files.write(file, redirectPage(urlPath, title, available));
    result.written.push(file);
  }
  return result;
}
