/**
 * One place in the head for the layout's `<link rel="expect">`. React lifts a link it renders into
 * the head in the order it meets it, and it met this one before or after the page's metadata
 * depending on whether the build worker had loaded the page's client leaves already: the same page
 * came out in two orders. Postbuild puts it last in the head, so every build writes the same bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const EXPECT_LINK = /<link rel="expect"[^>]*\/?>/;

export function settleHeadLinks(html: string): string {
  const head = html.indexOf('</head>');
  const link = EXPECT_LINK.exec(html);
  if (!link || head === -1 || link.index > head) return html;
  const without = html.slice(0, link.index) + html.slice(link.index + link[0].length);
  const end = without.indexOf('</head>');
  return without.slice(0, end) + link[0] + without.slice(end);
}

/** settleHeadLinks on these HTML files (relative to `root`), written only where it changes them. One at a time: 54,000 at once run out of file handles. */
export function settleHeadLinksIn(root: string, files: readonly string[]): void {
  for (const file of files) {
    const path = join(root, file);
    const html = readFileSync(path, 'utf8');
    const settled = settleHeadLinks(html);
    if (settled !== html) writeFileSync(path, settled);
  }
}
