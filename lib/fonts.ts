// Inter (OFL, public/fonts/inter-LICENSE.txt), cut by `npm run fonts` into the files this module declares: one core
// file per weight for all four languages, on-demand extended ones. Why so: docs/decisions/fonts.md.
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

export const interSource: Record<FontWeight, string> = { 400: 'inter-ui/web/Inter-Regular.woff2', 700: 'inter-ui/web/Inter-Bold.woff2' };

type Ranges = readonly (readonly [first: number, last: number])[];

/** Google Fonts' "latin" and "cyrillic" subsets, as @fontsource/inter declares them. */
const latin: Ranges = [
  [0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6], [0x02da, 0x02da],
  [0x02dc, 0x02dc], [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329], [0x2000, 0x206f], [0x20ac, 0x20ac],
  [0x2122, 0x2122], [0x2191, 0x2191], [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
const cyrillic: Ranges = [[0x0301, 0x0301], [0x0400, 0x045f], [0x0490, 0x0491], [0x04b0, 0x04b1], [0x2116, 0x2116]];
const uzbekCyrillic: Ranges = [[0x0492, 0x0493], [0x049a, 0x049b], [0x04b2, 0x04b3]];
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

export const firstScreenFonts: readonly string[] = fontWeights.map((weight) => fontUrl('core', weight));

// Arial (Windows, macOS), Liberation Sans (Linux, Arial's metrics) and Roboto (Android), scaled to Inter's
// metrics; a device with none of them draws the next font unscaled.
const FALLBACKS = {
  400: { inter, fallbacks: [arial, { ...arial, familyName: 'Liberation Sans', fullName: 'Liberation Sans', postscriptName: 'LiberationSans' }, roboto] },
  700: { inter: interBold, fallbacks: [arialBold, { ...arialBold, familyName: 'Liberation Sans', fullName: 'Liberation Sans Bold', postscriptName: 'LiberationSans-Bold' }, robotoBold] },
} as const;

export const fallbackFamilies = FALLBACKS[400].fallbacks.map((font) => `Inter Fallback: ${font.familyName}`);

function fallbackFacesCss(): string {
  return fontWeights
    .map((weight) => createFontStack([FALLBACKS[weight].inter, ...FALLBACKS[weight].fallbacks], { fontFaceProperties: { fontWeight: String(weight) } }).fontFaces)
    .join('\n');
}

export const layoutFeatures = ['ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn', 'calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt', 'tnum'];

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = (points: Set<number>) =>
  toRanges(points)
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');

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
