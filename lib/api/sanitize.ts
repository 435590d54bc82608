/**
 * Sanitises editor HTML at build time (server only: it needs jsdom; never import it from
 * browser code). A strict allowlist: only the article markup a rich-text editor produces,
 * every URL re-checked through the site's one allowlist, and YouTube iframes only.
 */
import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { safeImageUrl, safeUrl } from '@/lib/format/safe-url';
import { toYouTubeEmbed } from '@/lib/format/youtube';

const ALLOWED_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
  'figure', 'figcaption', 'img', 'a', 'iframe',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'scope', 'start', 'reversed', 'dir', 'lang'];
/** Removed together with their content: form controls and embedded objects are never article text. */
const DROP_WITH_CONTENT = ['form', 'button', 'select', 'option', 'optgroup', 'datalist', 'textarea', 'object', 'embed', 'canvas'];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ADD_FORBID_CONTENTS: DROP_WITH_CONTENT,
};

/** YouTube's own embed permissions, nothing more. */
const IFRAME_ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';
const DEFAULT_IFRAME_TITLE = 'YouTube video';

export interface SanitizeOptions {
  /** Relative `src`/`href` (e.g. `/uploads/x.jpg`) resolve against this: the API's origin. */
  base: string;
  /** Links to this origin open in the same tab; every other http(s) link is external. */
  siteUrl?: string;
  /** Accessible name for embedded videos that have no title of their own. */
  iframeTitle?: string;
}

// One jsdom window and one DOMPurify for the whole build: creating them is the slow part.
const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as WindowLike);
/** The options of the call in progress; hooks read them (sanitising is synchronous). */
let active: SanitizeOptions = { base: 'http://invalid.invalid' };

purify.addHook('afterSanitizeAttributes', (node) => {
  switch (node.nodeName) {
    case 'A':
      return fixLink(node);
    case 'IMG':
      return fixImage(node);
    case 'IFRAME':
      return fixIframe(node);
  }
});

function fixLink(link: Element): void {
  link.removeAttribute('target');
  link.removeAttribute('rel');
  const href = safeUrl(link.getAttribute('href'), { base: active.base });
  if (!href) {
    link.removeAttribute('href');
    return;
  }
  link.setAttribute('href', href);
  if (isExternal(href)) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
}

function isExternal(href: string): boolean {
  const url = new URL(href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return !active.siteUrl || url.origin !== new URL(active.siteUrl).origin;
}

function fixImage(img: Element): void {
  const src = safeImageUrl(img.getAttribute('src'), { base: active.base });
  if (!src) {
    img.remove();
    return;
  }
  img.setAttribute('src', src);
  img.setAttribute('loading', 'lazy');
  img.setAttribute('decoding', 'async');
  // No alt from the editor: treat the picture as decorative rather than let readers spell the file name.
  if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
}

function fixIframe(frame: Element): void {
  const embed = toYouTubeEmbed(safeUrl(frame.getAttribute('src'), { base: active.base }));
  if (!embed) {
    frame.remove();
    return;
  }
  frame.setAttribute('src', embed);
  if (!frame.getAttribute('title')?.trim()) frame.setAttribute('title', active.iframeTitle ?? DEFAULT_IFRAME_TITLE);
  frame.setAttribute('loading', 'lazy');
  frame.setAttribute('allow', IFRAME_ALLOW);
  frame.setAttribute('allowfullscreen', '');
  // YouTube refuses embeds that send no referrer; send the origin only.
  frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
}

/** Safe HTML for `dangerouslySetInnerHTML`; an empty string for empty input. */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions): string {
  if (!html || !html.trim()) return '';
  active = options;
  try {
    const fragment = purify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
    // The page's title is its only h1; an editor's h1 becomes a section heading.
    for (const h1 of Array.from(fragment.querySelectorAll('h1'))) {
      const h2 = window.document.createElement('h2');
      for (const attr of Array.from(h1.attributes)) h2.setAttribute(attr.name, attr.value);
      h2.append(...Array.from(h1.childNodes));
      h1.replaceWith(h2);
    }
    const container = window.document.createElement('div');
    container.append(fragment);
    return container.innerHTML.trim();
  } finally {
    active = { base: 'http://invalid.invalid' };
  }
}
