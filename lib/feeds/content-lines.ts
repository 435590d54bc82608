/**
 * The line format iCalendar (RFC 5545 §3.1, §3.3.11) and vCard (RFC 6350 §3.2, §3.4; the same
 * rules in RFC 2426) share: CRLF line ends, lines folded at 75 octets with CRLF + one space,
 * and TEXT values with backslash, semicolon, comma and newline escaped.
 */

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

/**
 * Folds one content line so no physical line exceeds 75 octets (the leading space of a
 * continuation counts), never splitting a UTF-8 character (Cyrillic is two octets each).
 */
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

/** Content lines joined with CRLF, each folded, with the final CRLF both formats require. */
export function contentLines(lines: ReadonlyArray<string | null | undefined | false>): string {
  return `${lines
    .filter((line): line is string => typeof line === 'string' && line !== '')
    .map(foldLine)
    .join('\r\n')}\r\n`;
}
