/**
 * Pictures inside sanitised editor HTML: which there are, and the HTML pointing at their copies.
 * sanitize-html only for its parser and serialiser, which write the markup back as it was.
 */
import 'server-only';
import sanitize, { type IOptions, type Tag } from 'sanitize-html';
import { responsiveSource, type MediaEntry } from './copies';

/** How wide the body column shows a picture (`.prose` is 72ch of 17 px text, under 720 px). */
const PROSE_SIZES = '(min-width: 760px) 720px, 100vw';
const PROSE_MAX_PX = 720;

const PASS_THROUGH: IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
};

/** Every <img> `src`, in order, once. */
export function bodyPictureUrls(html: string): string[] {
  if (!html.includes('<img')) return [];
  const urls = new Set<string>();
  sanitize(html, {
    ...PASS_THROUGH,
    transformTags: {
      img: (tagName, attribs): Tag => {
        if (attribs.src) urls.add(attribs.src);
        return { tagName, attribs };
      },
    },
  });
  return [...urls];
}

const integer = (value: string | undefined) => (value && /^\d{1,5}$/.test(value) ? Number(value) : undefined);

/** Every <img> pointing at its copies (its box reserved), or removed when it has none. */
export function rewriteBodyPictures(html: string, copies: (url: string) => MediaEntry | undefined): string {
  if (!html.includes('<img')) return html;
  return sanitize(html, {
    ...PASS_THROUGH,
    transformTags: {
      img: (tagName, attribs): Tag => {
        const entry = attribs.src ? copies(attribs.src) : undefined;
        if (!entry) return { tagName, attribs: {} };
        const { src, srcSet } = responsiveSource(entry);
        let width = integer(attribs.width);
        let height = integer(attribs.height);
        if (width === undefined && height === undefined) [width, height] = [entry.width, entry.height];
        else if (height === undefined) height = Math.round((width! * entry.height) / entry.width);
        else if (width === undefined) width = Math.round((height * entry.width) / entry.height);
        return {
          tagName,
          attribs: {
            ...attribs,
            src,
            srcset: srcSet,
            sizes: width! < PROSE_MAX_PX ? `${width}px` : PROSE_SIZES,
            width: String(width),
            height: String(height),
          },
        };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}
