import { existsSync, readFileSync, readdirSync } from 'node:fs';
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

/** Every font-weight a stylesheet of the app sets, apart from the @font-face rules themselves. */
const stylesheets = ['app', 'components']
  .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => join(root, dir, file)))
  .filter((file) => file.endsWith('.css') && !file.endsWith('fonts.css'));
const usedWeights = new Set(stylesheets.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/font-weight:\s*([^;}]+)/g)].map(([, w]) => w!.trim())));

describe('fonts', () => {
  it('every @font-face names a file that ships in public/', () => {
    expect(faces.length).toBeGreaterThan(0);
    for (const { url } of faces) expect(existsSync(join(root, 'public', url!)), url).toBe(true);
  });

  it.each(locales)('%s preloads only files of an @font-face, both weights (400, 700) of each subset it preloads', (locale) => {
    expect(fontPreloads[locale].length).toBeGreaterThan(0);
    const weightsBySubset = new Map<string, string[]>();
    for (const href of fontPreloads[locale]) {
      const face = faces.find((f) => f.url === href);
      expect(face, `${href} is preloaded but no @font-face uses it`).toBeDefined();
      const subset = href.replace(/-\d+\.woff2$/, '');
      weightsBySubset.set(subset, [...(weightsBySubset.get(subset) ?? []), face!.weight!]);
    }
    for (const [subset, weights] of weightsBySubset) expect(weights.sort(), subset).toEqual(['400', '700']);
  });

  it('the CSS sets only weights that have a face in every subset (no synthesised bold, no file that never loads)', () => {
    expect(stylesheets.length).toBeGreaterThan(10);
    const faceWeights = new Set(faces.map((f) => f.weight));
    // Body text is 400 without any rule; 'inherit' and 'normal' (400) name no new weight; 'bold' is 700.
    const weights = ['400', ...usedWeights].map((w) => (w === 'normal' ? '400' : w === 'bold' ? '700' : w)).filter((w) => w !== 'inherit');
    expect(new Set(weights)).toEqual(faceWeights);
    const subsets = new Set(faces.map((f) => f.url!.replace(/-\d+\.woff2$/, '')));
    for (const weight of faceWeights) expect(faces.filter((f) => f.weight === weight)).toHaveLength(subsets.size);
  });
});
