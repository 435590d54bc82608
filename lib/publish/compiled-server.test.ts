import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderArgs, setPrerenderedAside } from './compiled-server';

let project: string;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'compiled-server-'));
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

function write(path: string, text = 'x'): void {
  const full = join(project, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, text);
}

const COMPILED = [
  '.next/server/pages-manifest.json',
  '.next/server/chunks/ssr/page.js',
  '.next/server/app/[locale]/news/[id]/page.js',
  '.next/server/app/[locale]/news/[id]/page_client-reference-manifest.js',
  '.next/server/app/robots.txt/route.js',
  '.next/server/app/_not-found/page.js',
];
const PRERENDERED = [
  '.next/server/app/uz/news/5.html',
  '.next/server/app/uz/news/5.rsc',
  '.next/server/app/uz/news/5.meta',
  '.next/server/app/uz/news/5.segments/_tree.segment.rsc',
  '.next/server/app/robots.txt.body',
  '.next/server/app/robots.txt.meta',
  '.next/server/app/_not-found.html',
  '.next/server/app/index.html',
];

function renderedSite(): void {
  for (const file of [...COMPILED, ...PRERENDERED]) write(file, file);
  write('.next/prerender-manifest.json', JSON.stringify({ routes: { '/uz/news/5': {}, '/robots.txt': {}, '/_not-found': {}, '/': {} } }));
}

const generate = ['build', '--experimental-build-mode', 'generate'];

describe('setPrerenderedAside', () => {
  it('moves the prerendered copies aside and keeps the compiled code, as links to the same files', () => {
    renderedSite();
    const aside = join(project, '.cache/trash/server-1');
    setPrerenderedAside(project, 'code-a', aside);

    for (const file of COMPILED) {
      expect(readFileSync(join(project, file), 'utf8'), file).toBe(file);
      expect(statSync(join(project, file)).nlink, file).toBe(2);
    }
    // A generate render that finds the manifest of the copies set aside exports the routes it lists.
    expect(existsSync(join(project, '.next/prerender-manifest.json'))).toBe(false);
    for (const file of PRERENDERED) {
      expect(existsSync(join(project, file)), file).toBe(false);
      expect(existsSync(join(aside, file.slice('.next/server/'.length))), file).toBe(true);
    }
  });

  it('does nothing when no render left a server folder', () => {
    setPrerenderedAside(project, 'code-a', join(project, 'aside'));
    expect(existsSync(join(project, 'aside'))).toBe(false);
    expect(renderArgs(project, 'code-a')).toEqual(['build']);
  });
});

describe('renderArgs', () => {
  it('skips the compile once, for the code the kept compile was made from', () => {
    renderedSite();
    setPrerenderedAside(project, 'code-a', join(project, 'aside'));
    expect(renderArgs(project, 'code-b')).toEqual(['build']);

    renderedSite();
    setPrerenderedAside(project, 'code-a', join(project, 'aside-2'));
    expect(renderArgs(project, 'code-a')).toEqual(generate);
    // Until the render that follows has set its copies aside again, the compile is not trusted.
    expect(renderArgs(project, 'code-a')).toEqual(['build']);
  });

  it('compiles when the compiled code is gone', () => {
    renderedSite();
    setPrerenderedAside(project, 'code-a', join(project, 'aside'));
    rmSync(join(project, '.next/server'), { recursive: true });
    expect(renderArgs(project, 'code-a')).toEqual(['build']);
  });
});
