/**
 * Sanitises editor HTML at build time against a strict allowlist: article markup, URLs through the
 * site's allowlist, YouTube iframes only. Why sanitize-html: docs/decisions/sanitize-html.md.
 */
import 'server-only';
import sanitize, { type Attributes, type IOptions, type Tag } from 'sanitize-html';
import { safeHttpUrl, safeUrl } from '@/lib/format/safe-url';
import { toYouTubeEmbed } from '@/lib/format/youtube';

const ALLOWED_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
  'figure', 'figcaption', 'img', 'a', 'iframe',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'scope', 'start', 'reversed', 'dir', 'lang'];
const ALLOWED_ATTR_SET: ReadonlySet<string> = new Set(ALLOWED_ATTR);
/** Removed with their content, as are NON_TEXT; any other unknown tag is unwrapped. */
const DROP_WITH_CONTENT = ['form', 'button', 'select', 'option', 'optgroup', 'datalist', 'textarea', 'object', 'embed', 'canvas'];
/** SVG and MathML too: browsers parse their children by other rules. */
const NON_TEXT = [
  'script', 'style', 'noscript', 'template', 'title', 'head', 'xmp', 'plaintext', 'noembed', 'noframes',
  'svg', 'math', 'desc', 'foreignobject', 'annotation-xml', 'mi', 'mn', 'mo', 'ms', 'mtext',
  'audio', 'video', 'selectedcontent',
];

const IFRAME_ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';
const DEFAULT_IFRAME_TITLE = 'YouTube video';
const EMBED_HOST = 'www.youtube-nocookie.com';

export interface SanitizeOptions {
  /** The API's origin, for relative `src`/`href`. */
  base: string;
  /** Links elsewhere open in a new tab. */
  siteUrl?: string;
  /** For embedded videos without a title. */
  iframeTitle?: string;
}

/** The allowed attributes only, in their original order. */
function pick(attribs: Attributes): Attributes {
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) if (ALLOWED_ATTR_SET.has(name)) kept[name] = value;
  return kept;
}

function isExternal(href: string, siteUrl: string | undefined): boolean {
  const url = new URL(href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return !siteUrl || url.origin !== new URL(siteUrl).origin;
}

/** Per opening tag, entities already decoded; an img or iframe left without src is dropped (exclusiveFilter). */
function transforms(options: SanitizeOptions): NonNullable<IOptions['transformTags']> {
  const { base } = options;
  return {
    // The page's title is its only h1; an editor's h1 becomes a section heading.
    h1: (_tagName, attribs): Tag => ({ tagName: 'h2', attribs }),

    a: (tagName, attribs): Tag => {
      const kept = pick(attribs);
      const href = safeUrl(attribs.href, { base });
      if (!href) {
        delete kept.href;
        return { tagName, attribs: kept };
      }
      kept.href = href;
      if (isExternal(href, options.siteUrl)) {
        kept.target = '_blank';
        kept.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: kept };
    },

    img: (tagName, attribs): Tag => {
      const src = safeHttpUrl(attribs.src, { base });
      if (!src) return { tagName, attribs: {} };
      const kept = pick(attribs);
      kept.src = src;
      kept.loading = 'lazy';
      kept.decoding = 'async';
      // Decorative rather than a file name read aloud.
      if (!Object.hasOwn(kept, 'alt')) kept.alt = '';
      return { tagName, attribs: kept };
    },

    iframe: (tagName, attribs): Tag => {
      const embed = toYouTubeEmbed(safeUrl(attribs.src, { base }));
      if (!embed) return { tagName, attribs: {}, text: '' };
      const kept = pick(attribs);
      kept.src = embed;
      if (!kept.title?.trim()) kept.title = options.iframeTitle ?? DEFAULT_IFRAME_TITLE;
      kept.loading = 'lazy';
      kept.allow = IFRAME_ALLOW;
      kept.allowfullscreen = '';
      // YouTube refuses embeds that send no referrer; send the origin only.
      kept.referrerpolicy = 'strict-origin-when-cross-origin';
      return { tagName, attribs: kept, text: '' };
    },
  };
}

/** `allowedEmptyAttributes` is a sanitize-html option its type definitions lack. */
const CONFIG: IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    '*': ALLOWED_ATTR,
    a: ['target', 'rel'],
    img: ['loading', 'decoding'],
    iframe: ['loading', 'allow', 'allowfullscreen', 'referrerpolicy'],
  },
  allowedEmptyAttributes: ['alt'],
  disallowedTagsMode: 'discard',
  nonTextTags: [...NON_TEXT, ...DROP_WITH_CONTENT],
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [EMBED_HOST],
  allowIframeRelativeUrls: false,
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
};

/** Safe HTML for `dangerouslySetInnerHTML`; an empty string for empty input. */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions): string {
  if (!html || !html.trim()) return '';
  return sanitize(html, { ...CONFIG, transformTags: transforms(options) }).trim();
}
