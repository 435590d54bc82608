import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPORT_DIR } from '../build-env';
import { takeExport } from './take-export';

describe('takeExport', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const project = () => {
    const dir = mkdtempSync(join(tmpdir(), 'take-export-'));
    dirs.push(dir);
    return dir;
  };
  const write = (file: string, text: string) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };

  it('replaces out/ with the new export, leaving neither the export nor the old site behind', () => {
    const dir = project();
    write(join(dir, 'out', 'uz', 'index.html'), 'old site');
    write(join(dir, 'out', 'uz', 'gone', 'index.html'), 'a page the new build no longer has');
    write(join(dir, EXPORT_DIR, 'uz', 'index.html'), 'new site');

    takeExport(dir);

    expect(readFileSync(join(dir, 'out', 'uz', 'index.html'), 'utf8')).toBe('new site');
    expect(existsSync(join(dir, 'out', 'uz', 'gone'))).toBe(false);
    expect(existsSync(join(dir, EXPORT_DIR))).toBe(false);
    expect(readdirSync(dir).sort()).toEqual(['.publish', 'out']);
  });

  it('works without an out/ yet, and says what to run when there is no export', () => {
    const dir = project();
    expect(() => takeExport(dir)).toThrow(`${EXPORT_DIR} does not exist: run \`next build\` first`);
    write(join(dir, EXPORT_DIR, 'index.html'), 'first build');
    takeExport(dir, 'site');
    expect(readFileSync(join(dir, 'site', 'index.html'), 'utf8')).toBe('first build');
  });
});
