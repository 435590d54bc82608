import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBeasties, prepareFirstPaint, prepareFirstPaintInPages, prepareFirstPaintInRoot } from './first-paint';

const CSS = [
  "@font-face{font-family:'Inter Fallback: Arial';src:local('Arial');size-adjust:107%}",
  '.header{color:red}',
  '.unused{color:blue}',
  '@media (min-width:1024px){.header{padding:2rem}.unused{margin:0}}',
  'html[data-filter=blackWhite] body{filter:grayscale(1)}',
  'html[data-no-image=true] img{display:none}',
  '.menu[data-open=true]{display:block}',
].join('\n');

const page = (body: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>' +
  `<script>self.__next_f=[".unused"]</script></head><body>${body}<script>self.__next_f.push([1,"x"])</script></body></html>`;

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'first-paint-'));
  mkdirSync(join(root, '_next', 'static', 'chunks'), { recursive: true });
  writeFileSync(join(root, '_next', 'static', 'chunks', 'a.css'), CSS);
  writeFileSync(join(root, '_next', 'static', 'chunks', 'b.css'), '.footer{color:green}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('prepareFirstPaint', () => {
  it('inlines the rules the page uses, with the states set before the first paint, and moves the links to the end of the body', async () => {
    const html = page('<header class="header">Hi</header><nav class="menu"></nav><main id="main" tabindex="-1"></main>');
    const result = await prepareFirstPaint(html, root, createBeasties(root));
    const head = result.slice(0, result.indexOf('</head>'));
    const css = /<style>([\s\S]*)<\/style>/.exec(head)![1]!;
    expect(css).toContain("@font-face{font-family:'Inter Fallback: Arial';src:local('Arial');size-adjust:107%}");
    expect(css).toContain('.header{color:red}');
    expect(css).toContain('@media (min-width:1024px){.header{padding:2rem}}');
    expect(css).toContain('html[data-filter=blackWhite] body');
    expect(css).toContain('html[data-no-image=true] img');
    expect(css).not.toContain('.unused');
    expect(css).not.toContain('.footer');
    // A state the page's scripts set after hydration comes with the full sheet.
    expect(css).not.toContain('data-open');
    expect(head).not.toContain('rel="stylesheet"');
    // Painted once the header is parsed, not before.
    expect(head).toContain('<link rel="expect" href="#main" blocking="render"/><style>');
    expect(result).toMatch(
      /<script>self\.__next_f\.push\(\[1,"x"\]\)<\/script><link rel="stylesheet" href="\/_next\/static\/chunks\/a\.css" data-precedence="next"\/><link rel="stylesheet" href="\/_next\/static\/chunks\/b\.css" data-precedence="next"\/><\/body><\/html>$/,
    );
    // The rest of the document byte for byte: the inline scripts keep their CSP hashes.
    expect(result.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<link[^>]*\/>/g, '')).toBe(html.replace(/<link[^>]*\/>/g, ''));
  });

  it('keeps a rule written with a last semicolon, as Turbopack writes a rule that composes', async () => {
    writeFileSync(join(root, '_next', 'static', 'chunks', 'b.css'), '.photo{margin:0;}.caption{color:green;padding:0;}');
    const html = page('<header class="header">Hi</header><figure class="photo"><figcaption class="caption">x</figcaption></figure><main id="main"></main>');
    const css = /<style>([\s\S]*)<\/style>/.exec(await prepareFirstPaint(html, root, createBeasties(root)))![1]!;
    expect(css).toContain('.photo{margin:0;}');
    expect(css).toContain('.caption{color:green;padding:0;}');
  });

  it('holds no paint on a page without a <main> (the 404 and 500 pages)', async () => {
    const result = await prepareFirstPaint(page('<header class="header">Not found</header>'), root, createBeasties(root));
    expect(result).toContain('<style>');
    expect(result).not.toContain('rel="expect"');
  });

  it('leaves a page without stylesheets as it is', async () => {
    const html = '<!DOCTYPE html><html><head><title>x</title></head><body><p>Redirecting</p></body></html>';
    expect(await prepareFirstPaint(html, root, createBeasties(root))).toBe(html);
  });

  it('gives the same bytes for the same page, in one thread or several', async () => {
    const files = Array.from({ length: 6 }, (_, i) => {
      const file = join(root, `p${i}.html`);
      writeFileSync(file, page(`<header class="header">Page ${i}</header>`));
      return file;
    });
    const single = await prepareFirstPaint(readFileSync(files[0]!, 'utf8'), root, createBeasties(root));
    const copies = files.map((file) => readFileSync(file, 'utf8'));
    expect(await prepareFirstPaintInPages(root, files, { workers: 1 })).toBe(6);
    const inOne = files.map((file) => readFileSync(file, 'utf8'));
    files.forEach((file, i) => writeFileSync(file, copies[i]!));
    expect(await prepareFirstPaintInPages(root, files, { workers: 2, pagesPerWorker: 2 })).toBe(6);
    expect(files.map((file) => readFileSync(file, 'utf8'))).toEqual(inOne);
    expect(inOne[0]).toBe(single);
  }, 60_000);

  it('declares the fonts in the page only, and leaves a prepared export as it is', async () => {
    writeFileSync(join(root, 'index.html'), page('<header class="header">Home</header><main id="main"></main>'));
    expect(await prepareFirstPaintInRoot(root)).toBe(1);
    const prepared = readFileSync(join(root, 'index.html'), 'utf8');
    expect(prepared).toContain("@font-face{font-family:'Inter Fallback: Arial'");
    // A sheet arriving later must not declare them again: new faces, loaded anew, text redrawn.
    expect(readFileSync(join(root, '_next', 'static', 'chunks', 'a.css'), 'utf8')).not.toContain('@font-face');
    expect(readFileSync(join(root, '_next', 'static', 'chunks', 'a.css'), 'utf8')).toContain('.header{color:red}');
    expect(await prepareFirstPaintInRoot(root)).toBe(0);
    expect(readFileSync(join(root, 'index.html'), 'utf8')).toBe(prepared);
  });
});
