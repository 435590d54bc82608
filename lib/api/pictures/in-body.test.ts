import { describe, expect, it } from 'vitest';
import { buildContent } from '@/stand-in/content/index';
import { LANGS } from '@/stand-in/content/types';
import { bodyPictureUrls, rewriteBodyPictures } from './in-body';
import type { MediaEntry } from './copies';
import { sanitizeHtml } from '../sanitize';

const base = 'http://api.example.uz';
const clean = (html: string | null | undefined) => sanitizeHtml(html, { base });
const entry = (width: number, height: number, hash = 'abc'): MediaEntry => ({
  width,
  height,
  variants: [400, 800, 1200].filter((w) => w <= width).map((w) => ({ width: w, path: `/media/${hash}-${w}.webp` })),
});

describe('bodyPictureUrls', () => {
  it('lists each <img> src once, entities decoded, and nothing for a body without pictures', () => {
    const html = clean('<p><img src="/uploads/a.jpg?x=1&amp;y=2" alt="a"></p><figure><img src="https://cdn.example.uz/b.png"></figure><img src="/uploads/a.jpg?x=1&y=2">');
    expect(bodyPictureUrls(html)).toEqual(['http://api.example.uz/uploads/a.jpg?x=1&y=2', 'https://cdn.example.uz/b.png']);
    expect(bodyPictureUrls(clean('<p>No pictures, <a href="https://x.example/a.png">a link</a></p>'))).toEqual([]);
  });
});

describe('rewriteBodyPictures', () => {
  const copies: Record<string, MediaEntry> = {
    'http://api.example.uz/uploads/wide.jpg': entry(1600, 900, 'wide'),
    'http://api.example.uz/uploads/small.jpg': entry(640, 480, 'small'),
  };
  const rewrite = (html: string) => rewriteBodyPictures(clean(html), (url) => copies[url]);

  it('points each picture at its copies, keeping the editor’s alt and size', () => {
    expect(rewrite('<figure><img src="/uploads/wide.jpg" alt="Kit" width="1200" height="675"><figcaption>Launch</figcaption></figure>')).toBe(
      '<figure><img src="/media/wide-800.webp" alt="Kit" width="1200" height="675" loading="lazy" decoding="async" ' +
        'srcset="/media/wide-400.webp 400w, /media/wide-800.webp 800w, /media/wide-1200.webp 1200w" sizes="(min-width: 760px) 720px, 100vw" />' +
        '<figcaption>Launch</figcaption></figure>',
    );
  });

  it('gives a picture typed without a size its own, so its box is reserved, and a small one a small `sizes`', () => {
    const size = (html: string) => Object.fromEntries([...html.matchAll(/ (width|height|sizes)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
    expect(size(rewrite('<p><img src="/uploads/wide.jpg" alt=""></p>'))).toEqual({ width: '1600', height: '900', sizes: '(min-width: 760px) 720px, 100vw' });
    expect(size(rewrite('<p><img src="/uploads/wide.jpg" alt="" width="800"></p>'))).toMatchObject({ width: '800', height: '450' });
    expect(size(rewrite('<p><img src="/uploads/small.jpg" alt="" height="240"></p>'))).toEqual({ width: '320', height: '240', sizes: '320px' });
  });

  it('removes a picture without copies, and nothing else', () => {
    expect(rewrite('<p>Before <img src="https://cdn$http_x_csp.example/a.png" alt="x"> after</p><p><img src="/uploads/gone.jpg"></p>')).toBe('<p>Before  after</p><p></p>');
  });

  it('copies every other part of every stand-in body exactly as the sanitiser wrote it', () => {
    const data = buildContent(40);
    const bodies = LANGS.flatMap((lang) =>
      [...data.news, ...data.services, ...data.abouts].map((record) => record.content[lang]).concat(data.leaders.map((leader) => leader.biography?.[lang] ?? null)),
    );
    const withoutPictures = (html: string) => html.replace(/<img [^>]*>/g, '');
    let pictures = 0;
    for (const raw of bodies) {
      const html = clean(raw?.replaceAll('@self:', base));
      const rewritten = rewriteBodyPictures(html, () => entry(1200, 800));
      pictures += bodyPictureUrls(html).length;
      expect(withoutPictures(rewritten)).toBe(withoutPictures(html));
      expect(rewriteBodyPictures(html, () => undefined)).toBe(withoutPictures(html));
    }
    expect(pictures).toBeGreaterThan(4);
  });
});
