/**
 * Pictures for `/uploads/...`: abstract football artwork drawn as SVG (no text, so no fonts
 * needed), rendered to JPEG with sharp once, and cached in `stand-in/.media/`.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import sharp from 'sharp';
import type { MediaSpec } from './content/types';
import { int, pick, rng, type Rng } from './random';

/** Bump when the artwork changes, so cached files are redrawn. */
const ART_VERSION = 1;

interface Palette {
  deep: string;
  mid: string;
  light: string;
  accent: string;
}

const PALETTES: Palette[] = [
  { deep: '#0c3b22', mid: '#1e7b45', light: '#3fae63', accent: '#f2c14e' },
  { deep: '#0a1a36', mid: '#17407a', light: '#2d6cc0', accent: '#ffd166' },
  { deep: '#052f3a', mid: '#0099b5', light: '#5cc8dc', accent: '#1eb53a' },
  { deep: '#163016', mid: '#4f7d2b', light: '#9bc53d', accent: '#fefae0' },
  { deep: '#2b1438', mid: '#7a2e5e', light: '#e07a5f', accent: '#f2cc8f' },
  { deep: '#0b2e2e', mid: '#0b6e6e', light: '#3fb6a8', accent: '#f7e27a' },
];

function fileName(spec: MediaSpec): string {
  return `${spec.kind}-${spec.seed}-${spec.width}x${spec.height}-v${ART_VERSION}.jpg`;
}

/** Draws every missing file; files already in `dir` are kept. */
export async function ensureMedia(dir: string, specs: Iterable<MediaSpec>): Promise<{ drawn: number }> {
  await mkdir(dir, { recursive: true });
  const unique = new Map<string, MediaSpec>();
  for (const spec of specs) unique.set(fileName(spec), spec);
  let drawn = 0;
  await Promise.all(
    [...unique].map(async ([name, spec]) => {
      const target = join(dir, name);
      if (await exists(target)) return;
      const jpeg = await sharp(Buffer.from(svg(spec))).jpeg({ quality: 80 }).toBuffer();
      // Write then rename, so a second process starting at the same time never reads half a file.
      const tmp = `${target}.${process.pid}.${drawn}.tmp`;
      drawn++;
      await writeFile(tmp, jpeg);
      await rename(tmp, target);
    }),
  );
  return { drawn };
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).size > 0;
  } catch {
    return false;
  }
}

/** Streams a cached picture; the caller has already checked that `spec` is known. */
export async function sendMedia(res: ServerResponse, dir: string, spec: MediaSpec, head: boolean): Promise<void> {
  const path = join(dir, fileName(spec));
  const info = await stat(path);
  res.writeHead(200, {
    'Content-Type': 'image/jpeg',
    'Content-Length': info.size,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: `"${fileName(spec)}"`,
  });
  if (head) {
    res.end();
    return;
  }
  createReadStream(path)
    .on('error', () => res.destroy())
    .pipe(res);
}

// ---------------------------------------------------------------------------------------
// Artwork

function svg(spec: MediaSpec): string {
  const r = rng(spec.seed * 7919 + spec.width);
  const p = PALETTES[spec.seed % PALETTES.length] as Palette;
  const { width: w, height: h } = spec;
  let body: string;
  if (spec.kind === 'portrait') body = portrait(r, p, w, h);
  else if (spec.kind === 'logo') body = logo(r, p, w, h, spec.seed);
  else body = scene(r, p, w, h, spec.seed);
  if (spec.kind === 'cover') body += playButton(w, h);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

function gradient(id: string, from: string, to: string, vertical = true): string {
  const [x2, y2] = vertical ? [0, 1] : [1, 1];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

const glow = (id: string, color: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity=".85"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

function scene(r: Rng, p: Palette, w: number, h: number, seed: number): string {
  // palette is seed % 6 and layout seed % 5: 30 distinct pictures before any repeats.
  switch (seed % 5) {
    case 0:
      return pitchFromAbove(r, p, w, h);
    case 1:
      return stadium(r, p, w, h);
    case 2:
      return ballCloseUp(r, p, w, h);
    case 3:
      return trophy(r, p, w, h);
    default:
      return poster(r, p, w, h);
  }
}

function ball(cx: number, cy: number, radius: number, tilt = 0): string {
  const patches = [0, 72, 144, 216, 288]
    .map((a) => {
      const rad = ((a + tilt) * Math.PI) / 180;
      const x = cx + Math.cos(rad) * radius * 0.78;
      const y = cy + Math.sin(rad) * radius * 0.78;
      return pentagon(x, y, radius * 0.22, a + tilt + 36);
    })
    .join('');
  return (
    `<circle cx="${cx + radius * 0.12}" cy="${cy + radius * 0.9}" r="${radius * 0.8}" fill="#000" opacity=".18"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="url(#ballShade)" stroke="#222" stroke-width="${radius * 0.03}"/>` +
    pentagon(cx, cy, radius * 0.3, tilt) +
    `<g clip-path="url(#ballClip)">${patches}</g>`
  );
}

function pentagon(cx: number, cy: number, size: number, rotation: number): string {
  const pts = [0, 1, 2, 3, 4]
    .map((i) => {
      const a = ((rotation + i * 72 - 90) * Math.PI) / 180;
      return `${(cx + Math.cos(a) * size).toFixed(1)},${(cy + Math.sin(a) * size).toFixed(1)}`;
    })
    .join(' ');
  return `<polygon points="${pts}" fill="#1b1b1b"/>`;
}

function ballDefs(cx: number, cy: number, radius: number): string {
  return (
    `<radialGradient id="ballShade" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#ffffff"/><stop offset=".7" stop-color="#e6e6e6"/><stop offset="1" stop-color="#9a9a9a"/></radialGradient>` +
    `<clipPath id="ballClip"><circle cx="${cx}" cy="${cy}" r="${radius}"/></clipPath>`
  );
}

function pitchFromAbove(r: Rng, p: Palette, w: number, h: number): string {
  const stripes = Array.from({ length: 12 }, (_, i) =>
    i % 2 ? `<rect x="${(i * w) / 12}" y="0" width="${w / 12}" height="${h}" fill="#fff" opacity=".06"/>` : '',
  ).join('');
  const m = w * 0.05;
  const line = `fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="${w / 240}"`;
  const bx = int(r, Math.round(w * 0.3), Math.round(w * 0.7));
  const by = int(r, Math.round(h * 0.3), Math.round(h * 0.7));
  const br = h * 0.08;
  return (
    `<defs>${gradient('bg', p.light, p.mid, false)}${ballDefs(bx, by, br)}${glow('sun', p.accent)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${stripes}` +
    `<rect x="${m}" y="${m}" width="${w - 2 * m}" height="${h - 2 * m}" ${line}/>` +
    `<line x1="${w / 2}" y1="${m}" x2="${w / 2}" y2="${h - m}" ${line}/>` +
    `<circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.15}" ${line}/>` +
    `<rect x="${m}" y="${h * 0.28}" width="${w * 0.14}" height="${h * 0.44}" ${line}/>` +
    `<rect x="${w - m - w * 0.14}" y="${h * 0.28}" width="${w * 0.14}" height="${h * 0.44}" ${line}/>` +
    `<circle cx="${w * r()}" cy="${h * r()}" r="${h * 0.5}" fill="url(#sun)" opacity=".35"/>` +
    ball(bx, by, br, int(r, 0, 72))
  );
}

function stadium(r: Rng, p: Palette, w: number, h: number): string {
  const horizon = h * 0.55;
  const crowd: string[] = [];
  const colours = [p.accent, '#ffffff', p.light, '#d62828'];
  for (let i = 0; i < 260; i++) {
    const x = r() * w;
    const y = h * 0.3 + r() * (horizon - h * 0.3);
    crowd.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(2 + r() * 3).toFixed(1)}" fill="${pick(r, colours)}" opacity=".7"/>`);
  }
  const lights = [0.12, 0.88]
    .map((fx) => {
      const x = w * fx;
      return (
        `<rect x="${x - 4}" y="${h * 0.06}" width="8" height="${h * 0.3}" fill="#1d1d1d"/>` +
        `<rect x="${x - 40}" y="${h * 0.04}" width="80" height="28" rx="4" fill="#f8f8f8"/>` +
        `<circle cx="${x}" cy="${h * 0.06}" r="${h * 0.22}" fill="url(#lamp)"/>`
      );
    })
    .join('');
  const stripes = Array.from({ length: 10 }, (_, i) => {
    const x0 = (i * w) / 10;
    const x1 = ((i + 1) * w) / 10;
    const t0 = w * 0.25 + (x0 / w) * w * 0.5;
    const t1 = w * 0.25 + (x1 / w) * w * 0.5;
    return i % 2
      ? `<polygon points="${t0},${horizon} ${t1},${horizon} ${x1 * 1.6 - w * 0.3},${h} ${x0 * 1.6 - w * 0.3},${h}" fill="#fff" opacity=".07"/>`
      : '';
  }).join('');
  return (
    `<defs>${gradient('sky', p.deep, p.mid)}${gradient('grass', p.light, p.deep)}${glow('lamp', '#fffbe6')}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    `<path d="M0 ${h * 0.28} Q ${w / 2} ${h * 0.18} ${w} ${h * 0.28} L ${w} ${horizon} L 0 ${horizon} Z" fill="#111" opacity=".55"/>` +
    crowd.join('') +
    lights +
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#grass)"/>${stripes}` +
    `<ellipse cx="${w / 2}" cy="${horizon + (h - horizon) * 0.45}" rx="${w * 0.2}" ry="${(h - horizon) * 0.18}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="4"/>` +
    `<line x1="${w / 2}" y1="${horizon}" x2="${w / 2}" y2="${h}" stroke="#fff" stroke-opacity=".6" stroke-width="4"/>`
  );
}

function ballCloseUp(r: Rng, p: Palette, w: number, h: number): string {
  const cx = w * (0.35 + r() * 0.3);
  const cy = h * 0.5;
  const radius = h * 0.3;
  const streaks = Array.from({ length: 7 }, (_, i) => {
    const y = cy - radius + (i * 2 * radius) / 6;
    return `<line x1="${cx - radius * (1.4 + r() * 1.5)}" y1="${y}" x2="${cx - radius * 1.1}" y2="${y}" stroke="${p.accent}" stroke-width="${3 + r() * 6}" stroke-linecap="round" opacity=".6"/>`;
  }).join('');
  return (
    `<defs><radialGradient id="bg" cx=".5" cy=".5" r=".8"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.deep}"/></radialGradient>${ballDefs(cx, cy, radius)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${p.deep}" opacity=".5"/>` +
    streaks +
    ball(cx, cy, radius, int(r, 0, 72))
  );
}

function trophy(r: Rng, p: Palette, w: number, h: number): string {
  const cx = w / 2;
  const top = h * 0.18;
  const cw = h * 0.22;
  const confetti = Array.from({ length: 90 }, () => {
    const x = r() * w;
    const y = r() * h;
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${6 + r() * 8}" height="${3 + r() * 4}" fill="${pick(r, [p.accent, '#fff', p.light, '#d62828'])}" transform="rotate(${int(r, 0, 180)} ${x.toFixed(0)} ${y.toFixed(0)})" opacity=".8"/>`;
  }).join('');
  return (
    `<defs>${gradient('bg', p.mid, p.deep)}${gradient('gold', '#fff3b0', '#c9971c', false)}${glow('halo', p.accent)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${cx}" cy="${h * 0.42}" r="${h * 0.42}" fill="url(#halo)" opacity=".55"/>` +
    confetti +
    `<path d="M ${cx - cw} ${top} L ${cx + cw} ${top} Q ${cx + cw} ${h * 0.5} ${cx} ${h * 0.56} Q ${cx - cw} ${h * 0.5} ${cx - cw} ${top} Z" fill="url(#gold)"/>` +
    `<path d="M ${cx - cw} ${top + 20} C ${cx - cw * 1.7} ${top + 20} ${cx - cw * 1.6} ${h * 0.42} ${cx - cw * 0.5} ${h * 0.45}" fill="none" stroke="url(#gold)" stroke-width="${h * 0.025}"/>` +
    `<path d="M ${cx + cw} ${top + 20} C ${cx + cw * 1.7} ${top + 20} ${cx + cw * 1.6} ${h * 0.42} ${cx + cw * 0.5} ${h * 0.45}" fill="none" stroke="url(#gold)" stroke-width="${h * 0.025}"/>` +
    `<rect x="${cx - h * 0.03}" y="${h * 0.55}" width="${h * 0.06}" height="${h * 0.14}" fill="url(#gold)"/>` +
    `<rect x="${cx - h * 0.14}" y="${h * 0.69}" width="${h * 0.28}" height="${h * 0.09}" rx="6" fill="#3b2a10"/>` +
    `<rect x="${cx - h * 0.18}" y="${h * 0.78}" width="${h * 0.36}" height="${h * 0.05}" rx="4" fill="#2a1e0b"/>`
  );
}

function poster(r: Rng, p: Palette, w: number, h: number): string {
  const bands = Array.from({ length: 5 }, (_, i) => {
    const x = -w * 0.2 + i * w * 0.3 + r() * 60;
    return `<polygon points="${x},0 ${x + w * 0.12},0 ${x + w * 0.12 - h * 0.6},${h} ${x - h * 0.6},${h}" fill="${i % 2 ? p.light : p.accent}" opacity="${(0.15 + r() * 0.25).toFixed(2)}"/>`;
  }).join('');
  const rings = Array.from({ length: 4 }, () =>
    `<circle cx="${(r() * w).toFixed(0)}" cy="${(r() * h).toFixed(0)}" r="${(h * (0.08 + r() * 0.2)).toFixed(0)}" fill="none" stroke="#fff" stroke-width="${2 + r() * 6}" opacity=".35"/>`,
  ).join('');
  const bx = w * 0.7;
  const by = h * 0.55;
  return (
    `<defs>${gradient('bg', p.deep, p.mid, false)}${ballDefs(bx, by, h * 0.2)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${bands}${rings}` +
    `<path d="M ${w * 0.1} ${h * 0.85} Q ${w * 0.4} ${h * 0.2} ${bx - h * 0.2} ${by}" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="14 12" opacity=".7"/>` +
    ball(bx, by, h * 0.2, int(r, 0, 72))
  );
}

function portrait(r: Rng, p: Palette, w: number, h: number): string {
  const cx = w / 2;
  const skin = pick(r, ['#c99a74', '#b5835a', '#d8ae8a', '#a87450']);
  const hair = pick(r, ['#1b1b1b', '#2e1f14', '#3d2a1c']);
  const headR = w * 0.15;
  const headY = h * 0.4;
  return (
    `<defs><radialGradient id="bg" cx=".5" cy=".35" r=".75"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.deep}"/></radialGradient>` +
    `${gradient('shirt', p.mid, p.deep)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${cx}" cy="${headY}" r="${w * 0.32}" fill="#fff" opacity=".07"/>` +
    `<path d="M ${w * 0.12} ${h} C ${w * 0.14} ${h * 0.68} ${w * 0.3} ${h * 0.63} ${cx} ${h * 0.63} C ${w * 0.7} ${h * 0.63} ${w * 0.86} ${h * 0.68} ${w * 0.88} ${h} Z" fill="url(#shirt)"/>` +
    `<path d="M ${cx - w * 0.09} ${h * 0.635} L ${cx} ${h * 0.74} L ${cx + w * 0.09} ${h * 0.635}" fill="none" stroke="${p.accent}" stroke-width="${w * 0.025}" stroke-linejoin="round"/>` +
    `<rect x="${cx - w * 0.055}" y="${headY + headR * 0.7}" width="${w * 0.11}" height="${h * 0.12}" fill="${skin}"/>` +
    `<ellipse cx="${cx}" cy="${headY}" rx="${headR * 0.92}" ry="${headR * 1.1}" fill="${skin}"/>` +
    `<path d="M ${cx - headR * 0.95} ${headY - headR * 0.1} Q ${cx - headR} ${headY - headR * 1.35} ${cx} ${headY - headR * 1.2} Q ${cx + headR} ${headY - headR * 1.35} ${cx + headR * 0.95} ${headY - headR * 0.1} Q ${cx} ${headY - headR * 0.85} ${cx - headR * 0.95} ${headY - headR * 0.1} Z" fill="${hair}"/>`
  );
}

function logo(r: Rng, p: Palette, w: number, h: number, seed: number): string {
  const cx = w / 2;
  const cy = h / 2;
  const s = h * 0.36;
  const variant = seed % 3;
  let emblem: string;
  if (variant === 0) {
    // a globe with meridians
    emblem =
      `<circle cx="${cx}" cy="${cy}" r="${s}" fill="${p.mid}"/>` +
      [0.35, 0.7].map((k) => `<ellipse cx="${cx}" cy="${cy}" rx="${s * k}" ry="${s}" fill="none" stroke="#fff" stroke-width="3"/>`).join('') +
      [-0.5, 0, 0.5].map((k) => `<line x1="${cx - s * Math.sqrt(1 - k * k)}" y1="${cy + s * k}" x2="${cx + s * Math.sqrt(1 - k * k)}" y2="${cy + s * k}" stroke="#fff" stroke-width="3"/>`).join('');
  } else if (variant === 1) {
    // a shield with stripes
    emblem =
      `<path d="M ${cx - s} ${cy - s} L ${cx + s} ${cy - s} L ${cx + s} ${cy} Q ${cx + s} ${cy + s * 0.8} ${cx} ${cy + s * 1.15} Q ${cx - s} ${cy + s * 0.8} ${cx - s} ${cy} Z" fill="${p.mid}" stroke="${p.accent}" stroke-width="5"/>` +
      `<rect x="${cx - s * 0.2}" y="${cy - s}" width="${s * 0.4}" height="${s * 2.1}" fill="#fff" opacity=".85"/>`;
  } else {
    // a ring of stars
    emblem =
      `<circle cx="${cx}" cy="${cy}" r="${s}" fill="${p.deep}"/>` +
      Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4;
        return star(cx + Math.cos(a) * s * 0.68, cy + Math.sin(a) * s * 0.68, s * 0.16, p.accent);
      }).join('');
  }
  const bars = Array.from({ length: 3 }, (_, i) =>
    `<rect x="${w * 0.66}" y="${cy - 30 + i * 24}" width="${w * (0.16 + r() * 0.12)}" height="12" rx="6" fill="${p.mid}" opacity="${1 - i * 0.25}"/>`,
  ).join('');
  const left = bars.replaceAll(`x="${w * 0.66}"`, `x="${w * 0.06}"`);
  return `<rect width="${w}" height="${h}" fill="#f7f7f2"/>${left}${emblem}${bars}`;
}

function star(cx: number, cy: number, size: number, fill: string): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    const rad = i % 2 ? size * 0.45 : size;
    return `${(cx + Math.cos(a) * rad).toFixed(1)},${(cy + Math.sin(a) * rad).toFixed(1)}`;
  }).join(' ');
  return `<polygon points="${pts}" fill="${fill}"/>`;
}

function playButton(w: number, h: number): string {
  const r = h * 0.14;
  const cx = w / 2;
  const cy = h / 2;
  return (
    `<rect width="${w}" height="${h}" fill="#000" opacity=".25"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#d62828" opacity=".92"/>` +
    `<polygon points="${cx - r * 0.35},${cy - r * 0.5} ${cx - r * 0.35},${cy + r * 0.5} ${cx + r * 0.55},${cy}" fill="#fff"/>`
  );
}
