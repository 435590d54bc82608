/**
 * The site's typeface: Inter (SIL Open Font License, public/fonts/inter-LICENSE.txt), static
 * regular (400) and bold (700) files cut by `npm run fonts` (scripts/fonts.ts) from the official
 * web files that the inter-ui package redistributes. This module is the one place that says which
 * files exist and what each holds; the script writes them and app/fonts.css from it.
 *
 * - **One first-screen file per weight for all four languages** ("core": Latin, Cyrillic and
 *   Uzbek Cyrillic's ғ қ ҳ, 23-24 KB). Before, each language needed one file per script: /ru/
 *   preloaded 4 files, /oz/ 6. Every extra request at the highest priority pushed the story
 *   picture back on a slow phone, and with `font-display: optional` each file had its own
 *   deadline, so an oz title could mix Inter with the system font. The same two files now serve
 *   every language, so they are cached across a language switch.
 * - **Everything else Inter draws** (latin-ext and cyrillic-ext: a foreign player's ć or ş, a
 *   Kazakh ә) is in the "extended" files, fetched only by a page that shows such a letter.
 * - **Only the layout features a browser applies by default, plus `tnum`** (the clock and the
 *   score tables use tabular digits). Inter's stylistic sets and alternates would add a third to
 *   every file for features no stylesheet turns on.
 * - **Static files, not the variable font:** with the variable file a phone's main thread stayed
 *   blocked about twice as long (Lighthouse mobile on /uz/, 5 pairs: TBT median 594 ms against
 *   1,148 ms; issue-6 note of 2026-11-24).
 * - **Two weights**, the two the browser's own styles use (b, strong, th, headings); the CSS sets
 *   no other (lib/fonts.test.ts).
 * - **`font-display: optional`, nothing preloaded:** the first screen is painted in a fallback
 *   face whose metrics match Inter's (FALLBACKS below: `size-adjust` and ascent/descent overrides
 *   computed by Capsize from each font's published metrics) unless the files are already there;
 *   a file that arrives later is cached for the next page and never swapped into this one. With
 *   `swap`, a title whose line count differed between the two faces moved the hero's text
 *   (CLS 0.022 on a 375 px phone, first-paint.spec.ts). Preloaded, the two core files (47 KB)
 *   took a slow phone's bandwidth before the first paint (issue 27).
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import inter from '@capsizecss/metrics/inter';
import interBold from '@capsizecss/metrics/inter/700';
import roboto from '@capsizecss/metrics/roboto';
import robotoBold from '@capsizecss/metrics/roboto/700';

/** The Inter release the files are cut from (inter-ui's version); in every file name, so a file never changes under its URL. */
export const INTER_VERSION = '4.1.1';

export const fontWeights = [400, 700] as const;
export type FontWeight = (typeof fontWeights)[number];

/** The full file each weight is cut from, as a module path (resolve it with require.resolve). */
export const interSource: Record<FontWeight, string> = { 400: 'inter-ui/web/Inter-Regular.woff2', 700: 'inter-ui/web/Inter-Bold.woff2' };

/** Inclusive code point ranges. */
type Ranges = readonly (readonly [first: number, last: number])[];

/** Google Fonts' "latin" and "cyrillic" subsets, as @fontsource/inter declares them. */
const latin: Ranges = [
  [0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6], [0x02da, 0x02da],
  [0x02dc, 0x02dc], [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329], [0x2000, 0x206f], [0x20ac, 0x20ac],
  [0x2122, 0x2122], [0x2191, 0x2191], [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
const cyrillic: Ranges = [[0x0301, 0x0301], [0x0400, 0x045f], [0x0490, 0x0491], [0x04b0, 0x04b1], [0x2116, 0x2116]];
/** Uzbek Cyrillic letters outside "cyrillic": Ғ ғ, Қ қ, Ҳ ҳ. */
const uzbekCyrillic: Ranges = [[0x0492, 0x0493], [0x049a, 0x049b], [0x04b2, 0x04b3]];
/** Google Fonts' "latin-ext" and "cyrillic-ext". */
const latinExt: Ranges = [
  [0x0100, 0x02ba], [0x02bd, 0x02c5], [0x02c7, 0x02cc], [0x02ce, 0x02d7], [0x02dd, 0x02ff], [0x0304, 0x0304],
  [0x0308, 0x0308], [0x0329, 0x0329], [0x1d00, 0x1dbf], [0x1e00, 0x1e9f], [0x1ef2, 0x1eff], [0x2020, 0x2020],
  [0x20a0, 0x20ab], [0x20ad, 0x20c0], [0x2113, 0x2113], [0x2c60, 0x2c7f], [0xa720, 0xa7ff],
];
const cyrillicExt: Ranges = [[0x0460, 0x052f], [0x1c80, 0x1c8a], [0x20b4, 0x20b4], [0x2de0, 0x2dff], [0xa640, 0xa69f], [0xfe2e, 0xfe2f]];

function codePoints(...ranges: Ranges[]): Set<number> {
  const points = new Set<number>();
  for (const [first, last] of ranges.flat()) for (let point = first; point <= last; point++) points.add(point);
  return points;
}

/** Sorted code points as the shortest list of inclusive ranges. */
function toRanges(points: Iterable<number>): [number, number][] {
  const ranges: [number, number][] = [];
  for (const point of [...points].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
}

const corePoints = codePoints(latin, cyrillic, uzbekCyrillic);
const extendedPoints = new Set([...codePoints(latinExt, cyrillicExt)].filter((point) => !corePoints.has(point)));

/** The files of each weight and the code points each may draw; no code point is in two. */
export const fontFiles = [
  { name: 'core', codePoints: corePoints },
  { name: 'extended', codePoints: extendedPoints },
] as const;
export type FontFileName = (typeof fontFiles)[number]['name'];

export const fontUrl = (file: FontFileName, weight: FontWeight) => `/fonts/inter-${INTER_VERSION}-${file}-${weight}.woff2`;

/** The files every page's first screen draws with, whatever its language (none is preloaded). */
export const firstScreenFonts: readonly string[] = fontWeights.map((weight) => fontUrl('core', weight));

/**
 * The faces shown until Inter arrives, scaled to Inter's metrics: Arial (Windows, macOS), Liberation
 * Sans (Linux; Arial's metrics by design, so Arial's figures), Roboto (Android, most visitors).
 * A device with none of them draws the page's next font, unscaled.
 */
const FALLBACKS = {
  400: { inter, fallbacks: [arial, { ...arial, familyName: 'Liberation Sans', fullName: 'Liberation Sans', postscriptName: 'LiberationSans' }, roboto] },
  700: { inter: interBold, fallbacks: [arialBold, { ...arialBold, familyName: 'Liberation Sans', fullName: 'Liberation Sans Bold', postscriptName: 'LiberationSans-Bold' }, robotoBold] },
} as const;

/** The families of the fallback faces, in order: the site's font stack names them after 'Inter'. */
export const fallbackFamilies = FALLBACKS[400].fallbacks.map((font) => `Inter Fallback: ${font.familyName}`);

/** The metric-matched fallback faces, one per fallback font and weight. */
function fallbackFacesCss(): string {
  return fontWeights
    .map((weight) => createFontStack([FALLBACKS[weight].inter, ...FALLBACKS[weight].fallbacks], { fontFaceProperties: { fontWeight: String(weight) } }).fontFaces)
    .join('\n');
}

/** The OpenType layout features kept in the files: those a browser applies to Latin and Cyrillic by default, plus `tnum`. */
export const layoutFeatures = ['ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn', 'calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt', 'tnum'];

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = (points: Set<number>) =>
  toRanges(points)
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');

/** app/fonts.css, as scripts/fonts.ts writes it. */
export function fontFacesCss(): string {
  const faces = fontWeights.flatMap((weight) =>
    fontFiles.map(
      ({ name, codePoints: points }) => `@font-face {
  font-family: 'Inter';
  font-style: normal;
  font-display: optional;
  font-weight: ${weight};
  src: url('${fontUrl(name, weight)}') format('woff2');
  unicode-range: ${unicodeRange(points)};
}
`,
    ),
  );
  return `/* Written by \`npm run fonts\` (scripts/fonts.ts) from lib/fonts.ts, which says why; do not edit. */\n\n${faces.join('\n')}\n${fallbackFacesCss()}\n`;
}
