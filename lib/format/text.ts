// Plain-text excerpts of already sanitised editor HTML, at build time without a DOM: tags stripped by pattern.

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ',
  laquo: '«', raquo: '»', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', bdquo: '„',
  ndash: '–', mdash: '—', hellip: '…', middot: '·', bull: '•', copy: '©', reg: '®',
  trade: '™', deg: '°', times: '×', shy: '', zwnj: '', zwj: '',
};

const HIDDEN_ELEMENTS = /<(script|style|template|noscript|iframe|object|svg|math)\b[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?-->/g;
/** A start or end tag; quoted attribute values may contain `>`. */
const TAGS = /<\/?[a-z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const ENTITY = /&(#\d+|#x[\da-f]+|[a-z]+\d*);/gi;
const ELLIPSIS = '…';

function decodeEntity(match: string, body: string): string {
  if (body[0] === '#') {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? match;
}

export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(COMMENTS, ' ')
    .replace(HIDDEN_ELEMENTS, ' ')
    // Every tag counts as a word break, so `<p>a</p><p>b</p>` reads `a b`, not `ab`.
    .replace(TAGS, ' ')
    .replace(ENTITY, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `maxChars` characters, ellipsis included, cut at a word boundary where there is one. */
export function htmlToExcerpt(html: string | null | undefined, maxChars = 180): string {
  const text = htmlToText(html);
  // Code points, so a cut never splits a surrogate pair; only as many as the cut looks at (a story is thousands).
  const chars: string[] = [];
  for (const char of text) if (chars.push(char) > maxChars) break;
  if (chars.length <= maxChars) return text;
  if (maxChars <= 1) return ELLIPSIS.slice(0, maxChars);

  const head = chars.slice(0, maxChars - 1).join('');
  const nextIsSpace = chars[maxChars - 1] === ' ';
  const lastSpace = head.lastIndexOf(' ');
  const cut = nextIsSpace || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return cut.replace(/[\s,;:.!?\-–—(«"“]+$/u, '') + ELLIPSIS;
}
