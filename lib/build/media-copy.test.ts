import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyMedia } from './media-copy';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('copyMedia', () => {
  it('puts every copy the manifest names into /media of the export, hard-linked from the cache', async () => {
    dir = mkdtempSync(join(tmpdir(), 'media-copy-'));
    const project = join(dir, 'project');
    const out = join(dir, 'out');
    mkdirSync(join(project, '.cache/media'), { recursive: true });
    mkdirSync(join(project, '.content'), { recursive: true });
    mkdirSync(out);
    writeFileSync(join(project, '.cache/media/abc-400.webp'), 'small');
    writeFileSync(join(project, '.cache/media/abc-800.webp'), 'large');
    writeFileSync(join(project, '.cache/media/old-400.webp'), 'not in this build');
    const entry = { width: 900, height: 600, variants: [{ width: 400, path: '/media/abc-400.webp' }, { width: 800, path: '/media/abc-800.webp' }] };
    writeFileSync(join(project, '.content/media.json'), JSON.stringify({ 'http://api/a.jpg': entry, 'http://api/b.jpg': entry }));

    expect(await copyMedia(out, project)).toBe(2);
    expect(readFileSync(join(out, 'media/abc-800.webp'), 'utf8')).toBe('large');
    expect(statSync(join(out, 'media/abc-400.webp')).ino).toBe(statSync(join(project, '.cache/media/abc-400.webp')).ino);
    expect(() => statSync(join(out, 'media/old-400.webp'))).toThrow();
    // Again over the same export: nothing fails, nothing doubles.
    expect(await copyMedia(out, project)).toBe(2);
  });

  it('fails clearly when a named copy is missing from the cache', async () => {
    dir = mkdtempSync(join(tmpdir(), 'media-copy-'));
    mkdirSync(join(dir, '.content'), { recursive: true });
    writeFileSync(join(dir, '.content/media.json'), JSON.stringify({ x: { width: 1, height: 1, variants: [{ width: 1, path: '/media/gone-1.webp' }] } }));
    await expect(copyMedia(join(dir, 'out'), dir)).rejects.toThrow(/gone-1\.webp/);
  });
});
