// Every internal link of a release's pages must reach a file of that release: `href` and `src` of every
// element, and each `srcset` entry. Read with htmlparser2 (the tokenizer sanitize-html is built on), not with
// patterns: attributes are found as a browser finds them, script and comment text is never read as markup.
// What an incremental publish checks, and why that is enough: docs/decisions/link-check.md.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { Parser } from 'htmlparser2';

/** Stands for the release's own origin while links are resolved; never fetched. */
const RELEASE_ORIGIN = 'http://release.invalid';
const LINK_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src', 'poster']);
/** Only the first few are named in the error; the count says how many more. */
const SHOWN = 10;

export interface LinkCheckOptions {
  /** The page files to read, relative to the release (`uz/news/5/index.html`). */
  pages: readonly string[];
  /** The public origin (SITE_URL): absolute links to it (canonical, hreflang) are checked too. */
  siteUrl?: string;
}

export interface BrokenLink {
  page: string;
  link: string;
}

export interface LinkCheckResult {
  pages: number;
  links: number;
  broken: readonly BrokenLink[];
}

/** The page's file for a path in a manifest (`/uz/` -> `uz/index.html`, `/404.html` -> `404.html`). */
export function pageFile(path: string): string {
  return `${path.replace(/^\//, '')}${path.endsWith('/') ? 'index.html' : ''}`;
}

/** `srcset="a.webp 400w, b.webp 800w"`: the URLs. */
function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** The links of one page's elements, as written. */
export function pageLinks(html: string): string[] {
  const links: string[] = [];
  const parser = new Parser(
    {
      onopentag(_name, attributes) {
        for (const [name, value] of Object.entries(attributes)) {
          if (LINK_ATTRIBUTES.has(name)) links.push(value);
          else if (name === 'srcset' || name === 'imagesrcset') links.push(...srcsetUrls(value));
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return links;
}

/**
 * The release path a link reaches (`/uz/news/5/`), or null when it is not the release's to answer:
 * another origin, mailto:, tel:, data:, javascript: (the sanitiser and CSP deal with those), or only a fragment.
 */
export function internalPath(link: string, pagePath: string, siteOrigin: string | undefined): string | null {
  const trimmed = link.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(trimmed, `${RELEASE_ORIGIN}${pagePath}`);
  } catch {
    // Unparseable: a browser could not follow it either.
    return trimmed;
  }
  if (url.origin !== RELEASE_ORIGIN && url.origin !== siteOrigin) return null;
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

/** Whether the release answers the path with a file: a page's index.html, an asset, a picture, a feed. */
function resolves(root: string, path: string): boolean {
  if (path.includes('\0')) return false;
  const file = join(root, path);
  // join() normalises `..`: a path that climbs out of the release is broken.
  if (file !== root && !file.startsWith(`${root}${sep}`)) return false;
  if (path.endsWith('/')) return existsSync(join(file, 'index.html'));
  const stat = statSync(file, { throwIfNoEntry: false });
  // `/uz/news/5` is redirected to `/uz/news/5/` by both servers.
  return stat ? stat.isFile() || existsSync(join(file, 'index.html')) : false;
}

/** What a check found; `checked` names the pages it read (a later check reads only the others). */
export interface CheckedLinks extends LinkCheckResult {
  checked: ReadonlySet<string>;
}

/**
 * Checks pages' links as it is handed each page's text, each target looked up once. A full publish hands it every
 * page as precompress reads it, so the smoke check reads no page again: at 25,000 stories that reading found the
 * release out of the page cache and grew × 3.7 for pages × 2.5 (docs/decisions/link-check.md).
 */
export class LinkChecker {
  private readonly root: string;
  private readonly siteOrigin: string | undefined;
  private readonly known = new Map<string, boolean>();
  private readonly checked = new Set<string>();
  private readonly broken: BrokenLink[] = [];
  private links = 0;

  /** `releaseDir`: where the pages' targets are now (a full publish's export, before it becomes the release). */
  constructor(releaseDir: string, siteUrl?: string) {
    this.root = resolve(releaseDir);
    this.siteOrigin = siteUrl ? new URL(siteUrl).origin : undefined;
  }

  /** `page`: its file relative to the release (`uz/news/5/index.html`). */
  check(page: string, html: string): void {
    this.checked.add(page);
    const pagePath = `/${page.replace(/(^|\/)index\.html$/, '$1')}`;
    for (const link of pageLinks(html)) {
      const path = internalPath(link, pagePath, this.siteOrigin);
      if (path === null) continue;
      this.links += 1;
      let ok = this.known.get(path);
      if (ok === undefined) this.known.set(path, (ok = resolves(this.root, path)));
      if (!ok) this.broken.push({ page, link });
    }
  }

  /** What it found so far, read-only (not copied: 135,000 page names at 25,000 stories). */
  result(): CheckedLinks {
    return { pages: this.checked.size, links: this.links, broken: this.broken, checked: this.checked };
  }
}

/** Reads and checks each of the pages. */
export function checkLinks(releaseDir: string, options: LinkCheckOptions): LinkCheckResult {
  const checker = new LinkChecker(releaseDir, options.siteUrl);
  for (const page of options.pages) checker.check(page, readFileSync(join(releaseDir, page), 'utf8'));
  return checker.result();
}

/** One error naming the first broken links: `uz/news/5/index.html -> /uz/news/99/`. */
export function brokenLinksError(broken: readonly BrokenLink[]): Error {
  const shown = broken.slice(0, SHOWN).map(({ page, link }) => `${page} -> ${link}`);
  const more = broken.length > SHOWN ? ` and ${broken.length - SHOWN} more` : '';
  return new Error(`link check failed: ${broken.length} broken internal link(s): ${shown.join(', ')}${more}`);
}

/**
 * For the pages carried over unchanged by an incremental publish: which of them still name a removed
 * route. A byte search, not a parse: removals are few, carried pages many (docs/decisions/link-check.md).
 */
export function linksToRemoved(root: string, carried: readonly string[], removed: readonly string[], siteUrl?: string): BrokenLink[] {
  if (removed.length === 0) return [];
  const origin = siteUrl ? new URL(siteUrl).origin : '';
  // `"/uz/news/5/"` and `"https://site/uz/news/5/"`, with or without the closing slash, then a quote or `#`/`?`.
  const needles = removed.flatMap((path) => {
    const bare = path.replace(/\/$/, '');
    return [`"${bare}`, `'${bare}`, ...(origin ? [`${origin}${bare}`] : [])].map((prefix) => ({ path, prefix: Buffer.from(prefix) }));
  });
  const broken: BrokenLink[] = [];
  for (const page of carried) {
    const bytes = readFileSync(join(root, page));
    for (const { path, prefix } of needles) {
      let at = bytes.indexOf(prefix);
      while (at !== -1) {
        const next = bytes[at + prefix.length];
        // `"/uz/news/5` followed by `/`, `"`, `'`, `#` or `?`: that route, not `/uz/news/51/`.
        if (next === 0x2f || next === 0x22 || next === 0x27 || next === 0x23 || next === 0x3f) {
          broken.push({ page, link: path });
          break;
        }
        at = bytes.indexOf(prefix, at + 1);
      }
    }
  }
  return broken;
}
