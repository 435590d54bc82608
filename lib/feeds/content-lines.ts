// The line format iCalendar (RFC 5545) and vCard (RFC 6350, 2426) share: CRLF, folding at 75 octets, escaped TEXT.

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value: `\` `;` `,` escaped, newlines as `\n`, other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (ch) => `\\${ch}`)
    .replace(/\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** Folds at 75 octets (a continuation's space counts), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function contentLines(lines: ReadonlyArray<string | null | undefined | false>): string {
  return `${lines
    .filter((line): line is string => typeof line === 'string' && line !== '')
    .map(foldLine)
    .join('\r\n')}\r\n`;
}
