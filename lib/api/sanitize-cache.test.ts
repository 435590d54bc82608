import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSanitizeCache } from './sanitize-cache';

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

  it('writes nothing when a snapshot used just what was saved (a publish that sanitised nothing new)', () => {
    const first = openSanitizeCache(file, 'code-a');
    first.sanitized('<p>a</p>', () => 'x');
    first.sanitized('<p>b</p>', () => 'y');
    first.save();
    utimesSync(file, 0, 0);
    const same = openSanitizeCache(file, 'code-a');
    same.sanitized('<p>b</p>', () => 'unused');
    same.sanitized('<p>a</p>', () => 'unused');
    same.save();
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

  it('starts empty from an unreadable file', () => {
    mkdirSync(dirname(file));
    writeFileSync(file, '{"code":"code-a","entries":');
    expect(openSanitizeCache(file, 'code-a').sanitized('<p>a</p>', () => 'fresh')).toBe('fresh');
  });
});
