import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { fallbackFamilies, firstScreenFonts, fontFacesCss, fontFiles, fontUrl, fontWeights, interSource } from './fonts';

const root = join(__dirname, '..');
const fontsCss = readFileSync(join(root, 'app/fonts.css'), 'utf8');
/** Each @font-face of app/fonts.css: its family, file (none for a fallback face) and weight. */
const allFaces = [...fontsCss.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
  family: /font-family:\s*['"]([^'"]+)['"]/.exec(body!)?.[1],
  url: /url\('([^']+)'\)/.exec(body!)?.[1],
  weight: /font-weight:\s*(\d+);/.exec(body!)?.[1],
  body: body!,
}));
const faces = allFaces.filter((face) => face.family === 'Inter');

/** A woff2 file as HarfBuzz reads it (unpacked to plain OpenType first). */
const faceOf = async (woff2: Buffer) => new hb.Face(new hb.Blob(await fontverter.convert(woff2, 'sfnt')));
const charactersOf = async (woff2: Buffer) => new Set((await faceOf(woff2)).collectUnicodes());
const fontFile = (url: string) => readFileSync(join(root, 'public', url));
const { resolve } = createRequire(import.meta.url);

/** Every font-weight a stylesheet of the app sets, apart from the @font-face rules themselves. */
const stylesheets = ['app', 'components']
  .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => join(root, dir, file)))
  .filter((file) => file.endsWith('.css') && !file.endsWith('fonts.css'));
const usedWeights = new Set(stylesheets.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/font-weight:\s*([^;}]+)/g)].map(([, w]) => w!.trim())));

describe('fonts', () => {
  it('app/fonts.css is what lib/fonts.ts declares (after a change there, run npm run fonts)', () => {
    expect(fontsCss).toBe(fontFacesCss());
  });

  it('public/fonts/ holds exactly the declared files, none left over', () => {
    const declared = fontWeights.flatMap((weight) => fontFiles.map(({ name }) => fontUrl(name, weight).replace('/fonts/', '')));
    expect(readdirSync(join(root, 'public/fonts')).filter((file) => file.endsWith('.woff2')).sort()).toEqual(declared.sort());
  });

  it.each(fontWeights.flatMap((weight) => fontFiles.map(({ name, codePoints }) => ({ name, codePoints, weight }))))(
    'inter $name $weight draws every character of its range that Inter draws, and no other (run npm run fonts when stale)',
    async ({ name, codePoints, weight }) => {
      const inter = await charactersOf(readFileSync(resolve(interSource[weight])));
      const expected = [...codePoints].filter((point) => inter.has(point));
      expect(expected.length).toBeGreaterThan(100);
      expect([...(await charactersOf(fontFile(fontUrl(name, weight))))].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    },
  );

  it.each(fontWeights)('the first screen\'s %i file draws every character of the four languages\' texts', async (weight) => {
    const core = await charactersOf(fontFile(fontUrl('core', weight)));
    for (const locale of locales) {
      const text = readFileSync(join(root, 'messages', `${locale}.json`), 'utf8');
      const missing = [...new Set(text)].filter((char) => !/\s/.test(char) && !core.has(char.codePointAt(0)!));
      expect(missing, locale).toEqual([]);
    }
    // Uzbek Cyrillic's own letters, and the Latin alphabet's oʻ/gʻ mark (U+02BB).
    for (const char of 'ҒғҚқҲҳЎўʻ') expect(core.has(char.codePointAt(0)!), char).toBe(true);
  });

  it('the files keep kerning and tabular digits (the clock and score tables)', async () => {
    const face = await faceOf(fontFile(fontUrl('core', 400)));
    expect(face.getTableFeatureTags('GPOS')).toContain('kern');
    expect(face.getTableFeatureTags('GSUB')).toContain('tnum');
  });

  it('the first screen draws with both weights of the core file, each an @font-face that never holds the paint', () => {
    expect([...firstScreenFonts].sort()).toEqual(fontWeights.map((weight) => fontUrl('core', weight)).sort());
    for (const href of firstScreenFonts) expect(faces.map((face) => face.url), href).toContain(href);
    for (const face of faces) expect(face.body).toContain('font-display: optional;');
  });

  it('each weight has metric-matched fallback faces, named in the site\'s font stack right after Inter', () => {
    const globals = readFileSync(join(root, 'app/globals.css'), 'utf8');
    const stack = /--font-sans:\s*([^;]+);/.exec(globals)?.[1] ?? '';
    expect(stack.split(',').map((family) => family.trim().replace(/^'|'$/g, '')).slice(0, 1 + fallbackFamilies.length)).toEqual(['Inter', ...fallbackFamilies]);
    for (const family of fallbackFamilies) {
      for (const weight of fontWeights) {
        const face = allFaces.find((f) => f.family === family && f.weight === String(weight));
        expect(face?.body, `${family} ${weight}`).toMatch(/src: local\('[^']+'\)/);
        expect(face?.body).toMatch(/size-adjust: \d+(\.\d+)?%;/);
        expect(face?.body).toMatch(/ascent-override: \d+(\.\d+)?%;/);
        expect(face?.body).toMatch(/descent-override: \d+(\.\d+)?%;/);
      }
    }
  });

  it('the CSS sets only weights that have a face for every file (no synthesised bold, no file that never loads)', () => {
    expect(stylesheets.length).toBeGreaterThan(10);
    const faceWeights = new Set(faces.map((f) => f.weight));
    // Body text is 400 without any rule; 'inherit' and 'normal' (400) name no new weight; 'bold' is 700.
    const weights = ['400', ...usedWeights].map((w) => (w === 'normal' ? '400' : w === 'bold' ? '700' : w)).filter((w) => w !== 'inherit');
    expect(new Set(weights)).toEqual(faceWeights);
    for (const weight of faceWeights) expect(faces.filter((f) => f.weight === weight)).toHaveLength(fontFiles.length);
  });
});
