/** For tests of releases and servers: a fake build that passes the smoke check. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { locales } from '../i18n/routing';
import { writeCspManifest } from '../csp';
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
