/** The check a build must pass to go live: homes, one page of each kind, 404/500, scripts, CSP manifest, links. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { config } from '../config';
import { CSP_MANIFEST, loadCspManifest, type CspManifest } from '../csp';
import { locales } from '../i18n/routing';
import { smokeDetailFolders, smokePages } from '../routes/table';
import { brokenLinksError, checkLinks, linksToRemoved, pageFile, type CheckedLinks } from './link-check';

// From the route table: every page without params, and the first story and service.
export const PAGE_KINDS = smokePages;
export const DETAIL_KINDS = smokeDetailFolders;

export interface SmokeResult {
  pageCount: number;
  /** Internal links checked. */
  linkCount: number;
}

/** An incremental publish's pages (files relative to the release): docs/decisions/link-check.md. */
interface IncrementalLinks {
  rendered: readonly string[];
  carried: readonly string[];
  /** Route paths (`/uz/news/5/`). */
  removed: readonly string[];
}

export interface SmokeOptions {
  /** Omitted: every page's links are checked. */
  incremental?: IncrementalLinks;
  siteUrl?: string;
  /** The release's policies as its publish just wrote them: not read back (29 MB at 10,000 stories). */
  manifest?: CspManifest;
  /** Pages whose links the publish already checked as it read them (a full publish: ./link-check.ts LinkChecker). */
  checkedLinks?: CheckedLinks;
}

function isWholePage(file: string): boolean {
  if (!existsSync(file)) return false;
  const html = readFileSync(file, 'utf8');
  return /^<!DOCTYPE html>/i.test(html) && html.includes('</html>');
}

function firstDetailPage(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  // Page directories may be links into the release store (lib/publish/store.ts).
  for (const name of readdirSync(dir)) {
    const page = join(dir, name, 'index.html');
    if (name !== 'page' && isWholePage(page)) return page;
  }
  return undefined;
}

/** Throws one error listing everything missing; the build then never goes live. */
export function smokeCheck(root: string, options: SmokeOptions = {}): SmokeResult {
  const missing: string[] = [];
  for (const locale of locales) {
    for (const kind of PAGE_KINDS) {
      const page = join(locale, kind, 'index.html');
      if (!isWholePage(join(root, page))) missing.push(page);
    }
    for (const kind of DETAIL_KINDS) {
      if (!firstDetailPage(join(root, locale, kind))) missing.push(`${locale}/${kind}/<id>/index.html`);
    }
  }
  for (const page of ['404.html', '500.html']) if (!isWholePage(join(root, page))) missing.push(page);
  if (!existsSync(join(root, CSP_MANIFEST))) missing.push(CSP_MANIFEST);
  const assets = join(root, '_next/static');
  if (!existsSync(assets) || !statSync(assets).isDirectory() || readdirSync(assets).length === 0) {
    missing.push('_next/static/');
  }
  if (missing.length) {
    const shown = missing.slice(0, 8).join(', ');
    throw new Error(`smoke check failed: missing ${shown}${missing.length > 8 ? ` and ${missing.length - 8} more` : ''}`);
  }
  // Every page has its policy in the manifest: counted there, not by walking 300,000 files.
  const manifest = options.manifest ?? loadCspManifest(root);
  const pages = Object.keys(manifest.pages).map(pageFile);
  const siteUrl = options.siteUrl ?? config().siteUrl;
  const { incremental, checkedLinks } = options;
  const toRead = (incremental ? incremental.rendered : pages).filter((page) => !checkedLinks?.checked.has(page));
  const links = checkLinks(root, { pages: toRead, siteUrl });
  const broken = [
    ...(checkedLinks?.broken ?? []),
    ...links.broken,
    ...(incremental ? linksToRemoved(root, incremental.carried, incremental.removed, siteUrl) : []),
  ];
  if (broken.length) throw brokenLinksError(broken);
  return { pageCount: pages.length, linkCount: links.links + (checkedLinks?.links ?? 0) };
}
