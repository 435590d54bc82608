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
