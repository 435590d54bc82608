import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CSP_MANIFEST, writeCspManifest } from '../csp';
import { holdBuildLock, Publisher } from './step';
import { writeFakeBuild } from './testing';

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

describe('Publisher.prepare', () => {
  it('starts the real publish step, which reads the live release ahead and says when it cannot', async () => {
    const broken = join(dir, 'broken-live');
    mkdirSync(broken);
    writeFileSync(join(broken, CSP_MANIFEST), '{"pages": ');
    const valid = join(dir, 'live');
    writeFakeBuild(valid, 'live');
    writeCspManifest(valid);
    let live = broken;
    const lines: string[] = [];
    const publisher = new Publisher({ projectDir: process.cwd(), env: process.env, lockFile: join(dir, 'prepare.lock'), log: (line) => lines.push(line) }, () => live);
    try {
      await publisher.prepare();
      expect(lines).toEqual([`publisher | Could not read ahead (the live release ${broken}, the sanitise cache): Unexpected end of JSON input`]);
      live = valid;
      await publisher.prepare();
      expect(lines).toHaveLength(1);
    } finally {
      await publisher.close();
    }
  }, 30_000);
});
