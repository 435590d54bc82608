import { linkSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replaceFile, replaceFileSync, replaceJsonFileSync } from './replace-file';

describe.each([
  ['replaceFile', replaceFile],
  ['replaceFileSync', async (...args: Parameters<typeof replaceFileSync>) => replaceFileSync(...args)],
] as const)('%s', (_name, replace) => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'replace-file-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives a hard link to the old file (another release) the old bytes, and leaves nothing beside the new one', async () => {
    writeFileSync(join(dir, 'page.html'), 'old');
    linkSync(join(dir, 'page.html'), join(dir, 'other-release.html'));
    await replace(join(dir, 'page.html'), 'new');
    expect(readFileSync(join(dir, 'page.html'), 'utf8')).toBe('new');
    expect(readFileSync(join(dir, 'other-release.html'), 'utf8')).toBe('old');
    expect(readdirSync(dir).sort()).toEqual(['other-release.html', 'page.html']);
  });

  it('creates the directory when asked, and fails without it', async () => {
    await replace(join(dir, 'cache', 'index.json'), '{}', { makeDir: true });
    expect(readFileSync(join(dir, 'cache', 'index.json'), 'utf8')).toBe('{}');
    await expect(replace(join(dir, 'missing', 'index.json'), '{}')).rejects.toThrow(/ENOENT/);
  });
});

describe('replaceJsonFileSync', () => {
  it('writes one key a line, indented one space, ending in a newline', () => {
    const dir = mkdtempSync(join(tmpdir(), 'replace-file-'));
    try {
      replaceJsonFileSync(join(dir, 'routes.json'), { version: 1, routes: { '/uz/': 'a1' } });
      expect(readFileSync(join(dir, 'routes.json'), 'utf8')).toBe('{\n "version": 1,\n "routes": {\n  "/uz/": "a1"\n }\n}\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
