import { describe, expect, it } from 'vitest';
import { plainEmail, safeHttpUrl, safeUrl } from './safe-url';

const base = 'https://api.example.uz';

describe('safeUrl', () => {
  it.each([
    ['https://example.uz/a?b=1#c', 'https://example.uz/a?b=1#c'],
    ['http://example.uz', 'http://example.uz/'],
    ['HTTPS://Example.UZ/Path', 'https://example.uz/Path'],
    ['  https://example.uz/x  ', 'https://example.uz/x'],
    ['\u0000\u001f https://example.uz/x', 'https://example.uz/x'],
    ['mailto:info@example.uz', 'mailto:info@example.uz'],
    ['MAILTO:info@example.uz', 'mailto:info@example.uz'],
    ['tel:+998901234567', 'tel:+998901234567'],
  ])('keeps %j', (raw, expected) => {
    expect(safeUrl(raw)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' \u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'jav\r\nascript:alert(1)',
    '\tjavascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/png;base64,AAAA',
    'blob:https://example.uz/uuid',
    'file:///etc/passwd',
    'ftp://example.uz/x',
    'http://',
    '',
    '   ',
  ])('rejects %j', (raw) => {
    expect(safeUrl(raw)).toBeNull();
    expect(safeUrl(raw, { base })).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
    expect(safeUrl(42)).toBeNull();
  });

  it('rejects relative URLs without a base', () => {
    expect(safeUrl('/uploads/x.jpg')).toBeNull();
    expect(safeUrl('uploads/x.jpg')).toBeNull();
    expect(safeUrl('//cdn.example.uz/x.jpg')).toBeNull();
  });

  it('resolves relative URLs against the base', () => {
    expect(safeUrl('/uploads/x.jpg', { base })).toBe('https://api.example.uz/uploads/x.jpg');
    expect(safeUrl('/uploads/a b.jpg', { base: 'http://localhost:4010/' })).toBe('http://localhost:4010/uploads/a%20b.jpg');
    expect(safeUrl('//cdn.example.uz/x.jpg', { base })).toBe('https://cdn.example.uz/x.jpg');
  });

  it('keeps text that only looks like a scheme harmless when resolved', () => {
    // Entities are not decoded here (the DOM does that before we see attribute values),
    // so this is just an odd relative path on the API origin.
    expect(safeUrl('javascript&colon;alert(1)', { base })).toBe('https://api.example.uz/javascript&colon;alert(1)');
  });

  it('adds https to a bare host only when asked', () => {
    expect(safeUrl('www.uff.uz/about')).toBeNull();
    expect(safeUrl('www.uff.uz/about', { assumeHttps: true })).toBe('https://www.uff.uz/about');
    expect(safeUrl('t.me/uff_official', { assumeHttps: true })).toBe('https://t.me/uff_official');
    expect(safeUrl('just words', { assumeHttps: true })).toBeNull();
    expect(safeUrl('javascript:alert(1)', { assumeHttps: true })).toBeNull();
  });
});

describe('safeHttpUrl', () => {
  it('keeps http(s) and resolves against the base', () => {
    expect(safeHttpUrl('https://cdn.example.uz/a.jpg')).toBe('https://cdn.example.uz/a.jpg');
    expect(safeHttpUrl('/uploads/news/1.jpg', { base })).toBe('https://api.example.uz/uploads/news/1.jpg');
  });

  it.each(['mailto:a@b.uz', 'tel:+998901234567', 'data:image/png;base64,AAAA', 'javascript:alert(1)', '/x.jpg'])(
    'rejects %j (without base)',
    (raw) => {
      expect(safeHttpUrl(raw)).toBeNull();
    },
  );
});

describe('e-mail: one plain address, in a field or a mailto: link', () => {
  it.each([
    'a@b.uz?bcc=spy@evil.example',
    'a@b.uz?cc=spy@evil.example',
    'a@b.uz,spy@evil.example',
    'a@b.uz%2Cspy@evil.example',
    'a@b.uz%3Fbcc=spy@evil.example',
    'a@b.uz?subject=hi',
    '%E0%A4%A',
    '',
  ])('drops the link mailto:%s and the field %j whole', (hostile) => {
    expect(safeUrl(`mailto:${hostile}`)).toBeNull();
    expect(safeUrl(`mailto:${hostile}`, { base })).toBeNull();
    expect(plainEmail(hostile)).toBeNull();
  });

  it('keeps a plain address, as a link and as a field', () => {
    expect(safeUrl('mailto:press@ffu.uz')).toBe('mailto:press@ffu.uz');
    expect(safeUrl('mailto:press%40ffu.uz')).toBe('mailto:press@ffu.uz');
    expect(plainEmail(' press@ffu.uz ')).toBe('press@ffu.uz');
  });
});
