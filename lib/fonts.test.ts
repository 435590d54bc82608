import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { fontPreloads } from './fonts';

const root = join(__dirname, '..');
const fontsCss = readFileSync(join(root, 'app/fonts.css'), 'utf8');
/** Each @font-face of app/fonts.css: its file and weight. */
const faces = [...fontsCss.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
  url: /url\('([^']+)'\)/.exec(body!)?.[1],
  weight: /font-weight:\s*(\d+);/.exec(body!)?.[1],
}));

describe('fonts', () => {
  it('every @font-face names a file that ships in public/', () => {
    expect(faces.length).toBeGreaterThan(0);
    for (const { url } of faces) expect(existsSync(join(root, 'public', url!)), url).toBe(true);
  });

  it.each(locales)('%s preloads only files of an @font-face, in the body text weight (400)', (locale) => {
    expect(fontPreloads[locale].length).toBeGreaterThan(0);
    for (const href of fontPreloads[locale]) {
      const face = faces.find((f) => f.url === href);
      expect(face, `${href} is preloaded but no @font-face uses it`).toBeDefined();
      expect(face!.weight).toBe('400');
    }
  });
});
