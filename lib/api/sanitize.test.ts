import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { sanitizeHtml } from './sanitize';

const base = 'https://api.example.uz';
const siteUrl = 'https://fa.example.uz';
const clean = (html: string) => sanitizeHtml(html, { base, siteUrl });

/** Parse the output to assert on structure rather than on serialisation details. */
function dom(html: string): DocumentFragment {
  return JSDOM.fragment(clean(html));
}

describe('sanitizeHtml: what survives', () => {
  it('keeps article markup as written', () => {
    const html =
      '<h2>Match report</h2><p>The <strong>national</strong> team <em>won</em>.<br>Score:</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>' +
      '<table><thead><tr><th scope="col">Team</th></tr></thead><tbody><tr><td colspan="2">Nasaf</td></tr></tbody></table>' +
      '<blockquote><p>Quote</p></blockquote><hr><figure><figcaption>Caption</figcaption></figure>';
    expect(clean(html)).toBe(html);
  });

  it('turns an editor h1 into h2 (the page title is the only h1)', () => {
    expect(clean('<h1>Big</h1><p>x</p>')).toBe('<h2>Big</h2><p>x</p>');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml(null, { base })).toBe('');
    expect(sanitizeHtml(undefined, { base })).toBe('');
    expect(sanitizeHtml('   ', { base })).toBe('');
  });

  it('resolves relative images against the API origin and makes them lazy', () => {
    const img = dom('<img src="/uploads/news/1.jpg" alt="Stadium">').querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://api.example.uz/uploads/news/1.jpg');
    expect(img?.getAttribute('alt')).toBe('Stadium');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
  });

  it('gives an image without alt an empty alt', () => {
    expect(dom('<img src="https://cdn.example.uz/a.jpg">').querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('opens external links in a new tab with noopener noreferrer', () => {
    const a = dom('<a href="https://fifa.com/x" target="_self" rel="opener">FIFA</a>').querySelector('a');
    expect(a?.getAttribute('href')).toBe('https://fifa.com/x');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps links to the site itself, mailto and tel in the same tab', () => {
    const links = Array.from(
      dom('<a href="https://fa.example.uz/uz/news/1" target="_blank">a</a><a href="mailto:info@fa.uz">b</a><a href="tel:+998712000000">c</a>').querySelectorAll('a'),
    );
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://fa.example.uz/uz/news/1', 'mailto:info@fa.uz', 'tel:+998712000000']);
    expect(links.every((a) => !a.hasAttribute('target') && !a.hasAttribute('rel'))).toBe(true);
  });

  it('resolves relative links (files on the API) against the API origin', () => {
    expect(dom('<a href="/uploads/docs/rules.pdf">Rules</a>').querySelector('a')?.getAttribute('href')).toBe(
      'https://api.example.uz/uploads/docs/rules.pdf',
    );
  });

  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    '//www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1',
  ])('keeps a YouTube iframe (%s), rewritten to youtube-nocookie', (src) => {
    const frame = dom(`<iframe src="${src}" width="560" height="315" frameborder="0" onload="alert(1)" allow="camera; microphone"></iframe>`).querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame?.getAttribute('title')).toBe('YouTube video');
    expect(frame?.getAttribute('loading')).toBe('lazy');
    expect(frame?.hasAttribute('allowfullscreen')).toBe(true);
    expect(frame?.getAttribute('allow')).not.toMatch(/camera|microphone/);
    expect(frame?.getAttribute('allow')).toContain('encrypted-media');
    expect(frame?.hasAttribute('onload')).toBe(false);
    expect(frame?.hasAttribute('frameborder')).toBe(false);
  });

  it('keeps the editor title of a YouTube iframe', () => {
    expect(dom('<iframe src="https://youtu.be/dQw4w9WgXcQ" title="Final highlights"></iframe>').querySelector('iframe')?.getAttribute('title')).toBe(
      'Final highlights',
    );
  });
});

describe('sanitizeHtml: hostile payloads', () => {
  const hostile: Array<[string, string, string]> = [
    ['script', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['script with src', '<script src="https://evil.example/x.js"></script><p>a</p>', '<p>a</p>'],
    ['style element', '<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['style attribute', '<p style="position:fixed;top:0">a</p>', '<p>a</p>'],
    ['class and id', '<p class="x" id="y" name="z">a</p>', '<p>a</p>'],
    ['event handler', '<p onclick="alert(1)" onmouseover="alert(2)">a</p>', '<p>a</p>'],
    ['img onerror', '<img src="/x.jpg" onerror="alert(1)">', '<img src="https://api.example.uz/x.jpg" loading="lazy" decoding="async" alt="">'],
    ['img javascript src', '<img src="javascript:alert(1)">', ''],
    ['img data src', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', ''],
    ['img srcset', '<img src="https://cdn.example.uz/a.jpg" srcset="javascript:alert(1) 1x">', '<img src="https://cdn.example.uz/a.jpg" loading="lazy" decoding="async" alt="">'],
    ['javascript link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['mixed case javascript link', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['entity-encoded javascript link', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['tab inside javascript', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['newline-entity inside javascript', '<a href="java&#10;script:alert(1)">x</a>', '<a>x</a>'],
    ['leading control chars', '<a href="&#1;&#2; javascript:alert(1)">x</a>', '<a>x</a>'],
    ['vbscript link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['data link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['form and controls', '<form action="https://evil.example"><input name="a"><button>Send</button><textarea>t</textarea><select><option>o</option></select></form><p>a</p>', '<p>a</p>'],
    ['lone input', '<p>a<input type="text" value="x"></p>', '<p>a</p>'],
    ['svg', '<svg><script>alert(1)</script><circle r="1" onload="alert(1)"/></svg><p>a</p>', '<p>a</p>'],
    ['svg use', '<svg><use href="data:image/svg+xml,x#a"/></svg>', ''],
    ['math', '<math><mtext><img src=x onerror=alert(1)></mtext></math><p>a</p>', '<p>a</p>'],
    ['object', '<object data="https://evil.example/x.swf"><param name="a"></object><p>a</p>', '<p>a</p>'],
    ['embed', '<embed src="https://evil.example/x.swf"><p>a</p>', '<p>a</p>'],
    ['foreign iframe', '<iframe src="https://evil.example/"></iframe><p>a</p>', '<p>a</p>'],
    ['javascript iframe', '<iframe src="javascript:alert(1)"></iframe>', ''],
    ['srcdoc iframe', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['look-alike youtube iframe', '<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>', ''],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>a</p>', '<p>a</p>'],
    ['base tag', '<base href="https://evil.example/"><p>a</p>', '<p>a</p>'],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css"><p>a</p>', '<p>a</p>'],
    ['template', '<template><img src=x onerror=alert(1)></template><p>a</p>', '<p>a</p>'],
    ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
    ['data attribute', '<p data-x="1">a</p>', '<p>a</p>'],
    ['unknown element keeps text', '<marquee>scroll</marquee>', 'scroll'],
    ['custom element keeps text', '<x-widget onclick="alert(1)">w</x-widget>', 'w'],
    ['formaction on allowed tag', '<a href="https://fa.example.uz/" formaction="javascript:alert(1)">x</a>', '<a href="https://fa.example.uz/">x</a>'],
  ];

  it.each(hostile)('%s', (_label, input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it('leaves no script, handler or dangerous URL anywhere in a combined payload', () => {
    const output = clean(hostile.map(([, input]) => input).join(''));
    expect(output).not.toMatch(/<script|<style|<svg|<math|<iframe|<form|<input|<object|<embed|<meta|<base|<link/i);
    expect(output).not.toMatch(/\son[a-z]+=/i);
    expect(output).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(output).not.toMatch(/style=/i);
  });
});
