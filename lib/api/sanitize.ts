/**
 * Sanitises editor HTML at build time (server only; never import it from browser code).
 * A strict allowlist: only the article markup a rich-text editor produces, every URL
 * re-checked through the site's one allowlist, and YouTube iframes only.
 *
 * sanitize-html rather than DOMPurify: it filters htmlparser2's token stream and writes the
 * result itself, with no DOM. DOMPurify needed a jsdom window, which cost 6-9 ms per story and
 * kept slowing down over a build of thousands (now about 0.2 ms). Safe because the output is
 * rebuilt from allowlisted tags and attributes only, every text and attribute value re-escaped,
 * so a browser reads exactly the values checked here.
 */
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
/** Removed together with their content: form controls and embedded objects are never article text. */
const DROP_WITH_CONTENT = ['form', 'button', 'select', 'option', 'optgroup', 'datalist', 'textarea', 'object', 'embed', 'canvas'];
/**
 * Also removed with their content: scripts and styles, raw text and <noscript> (never shown with
 * scripting on), SVG/MathML (browsers parse their children by other rules), media fallbacks and
 * templates. Any other unknown tag is unwrapped and its text kept.
 */
const NON_TEXT = [
  'script', 'style', 'noscript', 'template', 'title', 'head', 'xmp', 'plaintext', 'noembed', 'noframes',
  'svg', 'math', 'desc', 'foreignobject', 'annotation-xml', 'mi', 'mn', 'mo', 'ms', 'mtext',
  'audio', 'video', 'selectedcontent',
];

/** YouTube's own embed permissions, nothing more. */
const IFRAME_ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';
const DEFAULT_IFRAME_TITLE = 'YouTube video';
/** The only host an embed may point at once toYouTubeEmbed has rewritten it. */
const EMBED_HOST = 'www.youtube-nocookie.com';

export interface SanitizeOptions {
  /** Relative `src`/`href` (e.g. `/uploads/x.jpg`) resolve against this: the API's origin. */
  base: string;
  /** Links to this origin open in the same tab; every other http(s) link is external. */
  siteUrl?: string;
  /** Accessible name for embedded videos that have no title of their own. */
  iframeTitle?: string;
}

/** The allowed attributes only, in their original order (the transforms below add to them). */
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

/**
 * Transforms run on each opening tag before sanitize-html's own attribute allowlist, with
 * entities already decoded (`&#106;avascript:` arrives as `javascript:`). An img or iframe left
 * without a src is removed by `exclusiveFilter`, which is the only way to drop an element.
 */
function transforms(options: SanitizeOptions): NonNullable<IOptions['transformTags']> {
  const { base } = options;
  return {
    // The page's title is its only h1; an editor's h1 becomes a section heading.
    h1: (_tagName, attribs): Tag => ({ tagName: 'h2', attribs }),

    // Editor target/rel are dropped (pick); ours are added for external links only.
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
      // No alt from the editor: treat the picture as decorative rather than let readers spell the file name.
      if (!Object.hasOwn(kept, 'alt')) kept.alt = '';
      return { tagName, attribs: kept };
    },

    // `text: ''` empties the fallback content (browsers never show it).
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
  // `alt=""` marks a decorative picture; other empty non-boolean attributes are dropped.
  allowedEmptyAttributes: ['alt'],
  disallowedTagsMode: 'discard',
  nonTextTags: [...NON_TEXT, ...DROP_WITH_CONTENT],
  // A second check behind safeUrl: the transforms only ever write absolute URLs.
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
