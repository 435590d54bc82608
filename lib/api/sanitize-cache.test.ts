import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSanitizeCache } from './sanitize-cache';

// Counts the cache's reads: a process that keeps running reads the file only when another process changed it.
const reads = vi.hoisted(() => ({ files: [] as string[] }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const readFileSync = ((path: string, ...rest: unknown[]) => {
    reads.files.push(String(path));
    return (fs.readFileSync as (...args: unknown[]) => unknown)(path, ...rest);
  }) as typeof fs.readFileSync;
  return { ...fs, default: { ...fs, readFileSync }, readFileSync };
});

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sanitize-cache-'));
  file = join(dir, '.cache', 'sanitized-html.json'); // its folder made by the first save
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const clean = (html: string) => `clean:${html}`;

describe('openSanitizeCache', () => {
  it('sanitises each source once across snapshots of the same code', () => {
    const first = openSanitizeCache(file, 'code-a');
    expect(first.sanitized('<p>a</p>', () => clean('<p>a</p>'))).toBe('clean:<p>a</p>');
    first.save();

    const fresh = vi.fn(() => 'sanitised again');
    const second = openSanitizeCache(file, 'code-a');
    expect(second.sanitized('<p>a</p>', fresh)).toBe('clean:<p>a</p>');
    expect(second.sanitized('<p>b</p>', fresh)).toBe('sanitised again');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('sanitises everything afresh after the snapshot code changed', () => {
    const first = openSanitizeCache(file, 'code-a');
    first.sanitized('<p>a</p>', () => 'old rules');
    first.save();

    expect(openSanitizeCache(file, 'code-b').sanitized('<p>a</p>', () => 'new rules')).toBe('new rules');
  });

  it('keeps only what the last snapshot used', () => {
    const first = openSanitizeCache(file, 'code-a');
    first.sanitized('<p>deleted story</p>', () => 'x');
    first.sanitized('<p>kept story</p>', () => 'y');
    first.save();
    const second = openSanitizeCache(file, 'code-a');
    second.sanitized('<p>kept story</p>', () => 'unused');
    second.save();

    const saved = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, string> };
    expect(Object.values(saved.entries)).toEqual(['y']);
  });

  it('keeps what a later snapshot reused by its key, with its excerpt, for a new process', () => {
    const first = openSanitizeCache(file, 'code-a');
    const html = first.sanitized('<p>unchanged story</p>', () => 'clean story');
    first.excerpt(html, () => 'its excerpt');
    first.sanitized('<p>deleted story</p>', () => 'gone');
    const key = first.keyOf(html)!;
    expect(key).toBeTruthy();
    first.save();
    const second = openSanitizeCache(file, 'code-a');
    second.reuse(key, html, 'its excerpt');
    second.save();

    const saved = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, string>; excerpts: Record<string, string> };
    expect(saved.entries).toEqual({ [key]: 'clean story' });
    expect(saved.excerpts).toEqual({ [key]: 'its excerpt' });
    const fresh = vi.fn(() => 'sanitised again');
    const third = openSanitizeCache(file, 'code-a');
    expect(third.excerpt(third.sanitized('<p>unchanged story</p>', fresh), fresh)).toBe('its excerpt');
    expect(fresh).not.toHaveBeenCalled();
  });

  it('writes nothing when a snapshot used just what was saved (a publish that sanitised nothing new)', () => {
    const first = openSanitizeCache(file, 'code-a');
    first.sanitized('<p>a</p>', () => 'x');
    first.sanitized('<p>b</p>', () => 'y');
    first.save();
    const same = openSanitizeCache(file, 'code-a');
    same.sanitized('<p>b</p>', () => 'unused');
    same.excerpt(same.sanitized('<p>a</p>', () => 'unused'), () => 'excerpt x'); // saved with the first's entries
    same.excerpt('', () => ''); // a story without a body: no entry, nothing to save
    same.save();
    utimesSync(file, 0, 0);
    const again = openSanitizeCache(file, 'code-a');
    again.sanitized('<p>b</p>', () => 'unused');
    again.excerpt(again.sanitized('<p>a</p>', () => 'unused'), () => 'unused');
    again.excerpt('', () => '');
    again.save();
    expect(statSync(file).mtimeMs).toBe(0);
    // One entry fewer, or one new: written.
    const fewer = openSanitizeCache(file, 'code-a');
    fewer.sanitized('<p>a</p>', () => 'unused');
    fewer.save();
    expect(statSync(file).mtimeMs).toBeGreaterThan(0);
    utimesSync(file, 0, 0);
    const more = openSanitizeCache(file, 'code-a');
    more.sanitized('<p>a</p>', () => 'unused');
    more.sanitized('<p>c</p>', () => 'z');
    more.save();
    expect(Object.values((JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, string> }).entries).sort()).toEqual(['x', 'z']);
  });

  it('reads the file again only when another process changed it', () => {
    const first = openSanitizeCache(file, 'code-a');
    first.sanitized('<p>a</p>', () => 'x');
    first.save();
    reads.files.length = 0;
    const fresh = vi.fn(() => 'sanitised again');
    const again = openSanitizeCache(file, 'code-a');
    expect(again.sanitized('<p>a</p>', fresh)).toBe('x');
    expect(reads.files).not.toContain(file);

    // Another process's snapshot left a cache without this entry: its file is the one to go by.
    writeFileSync(`${file}.other`, JSON.stringify({ code: 'code-a', entries: {} }));
    renameSync(`${file}.other`, file);
    expect(openSanitizeCache(file, 'code-a').sanitized('<p>a</p>', fresh)).toBe('sanitised again');
    expect(reads.files).toContain(file);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  // A fresh publisher (lib/publish/step.ts replaces an idle one) reads the file: a module loaded afresh keeps nothing.
  const inNewProcess = async () => {
    vi.resetModules();
    return (await import('./sanitize-cache')).openSanitizeCache;
  };

  it.each([
    ['the same process', async () => openSanitizeCache],
    ['a new process', inNewProcess],
  ])('makes in a later snapshot of %s only the excerpts of HTML the last one did not show', async (_, opener) => {
    const first = openSanitizeCache(file, 'code-a');
    const a = first.sanitized('<p>a</p>', () => '<p>A</p>');
    expect(first.excerpt(a, () => 'excerpt A')).toBe('excerpt A');
    first.excerpt(first.sanitized('<p>b</p>', () => '<p>B</p>'), () => 'excerpt B');
    first.save();

    const open = await opener();
    const make = vi.fn((html: string) => `new excerpt of ${html}`);
    const second = open(file, 'code-a');
    expect(second.excerpt(second.sanitized('<p>a</p>', () => 'unused'), make)).toBe('excerpt A');
    expect(second.excerpt(second.sanitized('<p>c</p>', () => '<p>C</p>'), make)).toBe('new excerpt of <p>C</p>');
    expect(make).toHaveBeenCalledTimes(1);
    second.save();

    // The second snapshot no longer showed <p>b</p>: its excerpt went with it.
    const third = (await opener())(file, 'code-a');
    expect(third.excerpt(third.sanitized('<p>b</p>', () => '<p>B</p>'), make)).toBe('new excerpt of <p>B</p>');
    expect(third.excerpt(third.sanitized('<p>c</p>', () => 'unused'), make)).toBe('new excerpt of <p>C</p>');
    expect(make).toHaveBeenCalledTimes(2); // <p>C</p>'s was saved by the second
    const otherCode = (await opener())(file, 'code-b');
    expect(otherCode.excerpt(otherCode.sanitized('<p>a</p>', () => '<p>A</p>'), make)).toBe('new excerpt of <p>A</p>');
  });

  it('reads the file ahead in a new process, and not again at its first snapshot unless the file changed', async () => {
    const first = openSanitizeCache(file, 'code-a');
    first.excerpt(first.sanitized('<p>a</p>', () => '<p>A</p>'), () => 'excerpt A');
    first.save();

    vi.resetModules();
    const { openSanitizeCache: open, readSanitizeCacheAhead } = await import('./sanitize-cache');
    reads.files.length = 0;
    readSanitizeCacheAhead(file, 'code-a');
    expect(reads.files).toEqual([file]);
    const make = vi.fn(() => 'made again');
    const second = open(file, 'code-a');
    expect(second.excerpt(second.sanitized('<p>a</p>', () => 'unused'), make)).toBe('excerpt A');
    expect(reads.files).toEqual([file]);
    expect(make).not.toHaveBeenCalled();

    // Read ahead for other code, or before another process replaced the file: the snapshot reads it.
    readSanitizeCacheAhead(file, 'code-b');
    writeFileSync(`${file}.other`, JSON.stringify({ code: 'code-a', entries: {} }));
    renameSync(`${file}.other`, file);
    reads.files.length = 0;
    const third = open(file, 'code-a');
    expect(third.sanitized('<p>a</p>', () => 'sanitised again')).toBe('sanitised again');
    expect(reads.files).toEqual([file]);
  });

  it('saves the excerpts it made even when every entry was saved already', async () => {
    const first = openSanitizeCache(file, 'code-a');
    first.sanitized('<p>a</p>', () => '<p>A</p>');
    first.save(); // no excerpt asked (an about page's body)

    const second = openSanitizeCache(file, 'code-a');
    second.excerpt(second.sanitized('<p>a</p>', () => 'unused'), () => 'excerpt A');
    second.save();

    const make = vi.fn(() => 'made again');
    const third = (await inNewProcess())(file, 'code-a');
    expect(third.excerpt(third.sanitized('<p>a</p>', () => 'unused'), make)).toBe('excerpt A');
    expect(make).not.toHaveBeenCalled();
  });

  it('starts empty from an unreadable file', () => {
    mkdirSync(dirname(file));
    writeFileSync(file, '{"code":"code-a","entries":');
    expect(openSanitizeCache(file, 'code-a').sanitized('<p>a</p>', () => 'fresh')).toBe('fresh');
  });
});
