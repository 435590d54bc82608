/** For tests of releases and servers: a fake build that passes the smoke check. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { locales, localizedPath } from '../i18n/routing';
import { contentSecurityPolicy, writeCspManifest, type CspManifest, type CspOptions } from '../csp';
import { sitemapPages, type ContentByLocale } from '../sitemap/sitemap';
import { DETAIL_KINDS, PAGE_KINDS } from './smoke';

function writeFile(path: string, content: string | Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

const page = (text: string) => `<!DOCTYPE html><html><head><script>document.title=${JSON.stringify(text)}</script></head><body>${text}</body></html>`;

/** A complete little site whose every page says `label`. */
export function writeFakeBuild(root: string, label: string): void {
  for (const locale of locales) {
    for (const kind of PAGE_KINDS) writeFile(join(root, locale, kind, 'index.html'), page(`${label} ${locale}/${kind}`));
    for (const kind of DETAIL_KINDS) writeFile(join(root, locale, kind, '1', 'index.html'), page(`${label} ${locale}/${kind}/1`));
  }
  writeFile(join(root, 'index.html'), page(`${label} redirect`));
  writeFile(join(root, '404.html'), page(`${label} 404`));
  writeFile(join(root, '500.html'), page(`${label} 500`));
  writeFile(join(root, '_next/static/chunks/app.js'), `console.log(${JSON.stringify(label)})`);
  writeCspManifest(root, { apiUrl: 'http://localhost:4010/api' });
}

/**
 * The CSP manifest of a release with `stories` stories in every language (and the other pages, services and
 * archive pages as the sitemap counts them), each page with 4 to 7 inline scripts of its own: for sizing nginx.
 */
export function syntheticCspManifest(stories: number, options: CspOptions = { apiUrl: 'https://api.example.uz/api/v1' }): CspManifest {
  const news = Array.from({ length: stories }, (_, i) => ({ id: stories - i, date: '2026-01-01' }));
  const services = Array.from({ length: 30 }, (_, i) => ({ id: i + 1 }));
  const content = Object.fromEntries(locales.map((locale) => [locale, { news, services }])) as ContentByLocale;
  const paths = ['/', '/404.html', '/500.html'];
  for (const page of sitemapPages(content)) for (const locale of page.locales) paths.push(localizedPath(locale, page.path));
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const pages = Object.fromEntries(
    paths.map((path, index) => [path, [hash('theme'), ...Array.from({ length: 3 + (index % 4) }, (_, i) => hash(`${path} ${i}`))]]),
  );
  return { default: contentSecurityPolicy([], options), pages };
}
