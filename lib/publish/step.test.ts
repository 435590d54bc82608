import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { holdBuildLock } from './step';

const dir = mkdtempSync(join(tmpdir(), 'step-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const free = (file: string) => spawnSync('flock', ['-n', file, 'true']).status === 0;

describe('holdBuildLock', () => {
  it('holds the lock until released, and a second holder waits for it', async () => {
    const file = join(dir, 'build.lock');
    const release = await holdBuildLock(file);
    expect(free(file)).toBe(false);
    let second: (() => void) | undefined;
    const waiting = holdBuildLock(file).then((held) => (second = held));
    await new Promise((done) => setTimeout(done, 300));
    expect(second).toBeUndefined();
    release();
    await waiting;
    expect(free(file)).toBe(false);
    second!();
    await expect.poll(() => free(file)).toBe(true);
  });
});
