import { describe, expect, it } from 'vitest';
import { htmlToExcerpt, htmlToText } from './text';

describe('htmlToText', () => {
  it('strips tags and keeps block boundaries as spaces', () => {
    expect(htmlToText('<h2>Title</h2><p>First <strong>bold</strong> line.</p><p>Second</p>')).toBe(
      'Title First bold line. Second',
    );
  });

  it('drops script, style, iframes and comments with their contents', () => {
    expect(
      htmlToText('<p>a</p><script>alert("x")</script><style>p{}</style><!-- note --><iframe src="x">fallback</iframe><p>b</p>'),
    ).toBe('a b');
  });

  it('copes with > inside quoted attribute values', () => {
    expect(htmlToText('<img alt="a > b" src="x.jpg"><p title=\'1>0\'>text</p>')).toBe('text');
  });

  it('decodes entities', () => {
    expect(htmlToText('&laquo;Paxtakor&raquo; &amp; &quot;Nasaf&quot; &#8212; 2&nbsp;:&nbsp;1 &#x41;&hellip; &unknown;')).toBe(
      '«Paxtakor» & "Nasaf" — 2 : 1 A… &unknown;',
    );
  });

  it('gives an empty string for empty input', () => {
    expect(htmlToText(null)).toBe('');
    expect(htmlToText(undefined)).toBe('');
    expect(htmlToText('<p> </p>')).toBe('');
  });
});

describe('htmlToExcerpt', () => {
  it('returns short text whole, without an ellipsis', () => {
    expect(htmlToExcerpt('<p>Short news.</p>')).toBe('Short news.');
  });

  it('cuts at a word boundary and adds an ellipsis, within the limit', () => {
    const excerpt = htmlToExcerpt('<p>The national team won the match against the visitors</p>', 30);
    expect(excerpt).toBe('The national team won the…');
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(30);
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(htmlToExcerpt('aaaa bbbb cccc', 10)).toBe('aaaa bbbb…');
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(htmlToExcerpt('One, two, three, four', 11)).toBe('One, two…');
  });

  it('hard-cuts a single long word', () => {
    expect(htmlToExcerpt('Supercalifragilistic', 8)).toBe('Superca…');
  });

  it('defaults to 180 characters', () => {
    const text = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    const excerpt = htmlToExcerpt(`<p>${text}</p>`);
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(180);
    expect(Array.from(excerpt).length).toBeGreaterThan(170);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(text.startsWith(excerpt.slice(0, -1))).toBe(true);
  });

  it('never splits a surrogate pair', () => {
    expect(htmlToExcerpt('⚽⚽⚽⚽⚽ 😀😀😀😀😀😀', 9)).toBe('⚽⚽⚽⚽⚽…');
  });
});
