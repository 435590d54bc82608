import { describe, expect, it } from 'vitest';
import type { BuildResult } from '../lib/publish/build-release';
import { errorSummary } from '../lib/publish/step';
import { Deployer } from './deployer';

/** A builder whose builds end when the test says so; records the content version each build read. */
function controlledBuilder() {
  const builds: { id: string; sawVersion: number; finish: (result?: Error) => void }[] = [];
  const content = { version: 1 };
  const builder = (id: string) =>
    new Promise<BuildResult>((resolve, reject) => {
      builds.push({ id, sawVersion: content.version, finish: (error) => (error ? reject(error) : resolve({ pageCount: 10 })) });
    });
  return { builds, content, builder };
}

let counter = 0;
const newId = () => `build-${++counter}`;

describe('Deployer', () => {
  it('starts a build on the first call', async () => {
    const { builds, builder } = controlledBuilder();
    const deployer = new Deployer(builder, { newId });
    const attempt = deployer.request();
    expect(attempt.state).toBe('running');
    expect(builds).toHaveLength(1);
    builds[0]!.finish();
    await deployer.idle();
    expect(deployer.status().attempt).toMatchObject({ id: attempt.id, state: 'succeeded', pageCount: 10 });
    expect(deployer.status().attempt?.endedAt).toBeDefined();
  });

  it('turns 100 calls during a build into exactly one follow-up build that reads the newest content', async () => {
    const { builds, content, builder } = controlledBuilder();
    const deployer = new Deployer(builder, { newId });
    const first = deployer.request();
    const during = Array.from({ length: 100 }, () => {
      content.version += 1; // editors keep publishing while the first build runs
      return deployer.request();
    });
    expect(new Set(during.map((a) => a.id)).size).toBe(1);
    expect(during.every((a) => a.state === 'queued' && a.id !== first.id)).toBe(true);
    expect(deployer.status().queued).toMatchObject({ id: during[0]!.id, calls: 100 });
    expect(builds).toHaveLength(1); // at most one runs

    builds[0]!.finish();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(builds).toHaveLength(2);
    expect(builds[1]!.sawVersion).toBe(101);
    expect(deployer.status().queued).toBeUndefined();
    builds[1]!.finish();
    await deployer.idle();
    expect(builds).toHaveLength(2);
    expect(deployer.status().attempt).toMatchObject({ id: during[0]!.id, state: 'succeeded' });
  });

  it('records a failure as one line without a stack trace or secret, and runs the queued build after it', async () => {
    const { builds, builder } = controlledBuilder();
    const deployer = new Deployer(builder, { newId, secrets: ['s3cret-s3cret-s3cret'] });
    deployer.request();
    const queued = deployer.request();
    const error = new Error('build failed (exit 1): Build stopped: [GET] "http://api/news?lang=RUS": 503 Service Unavailable s3cret-s3cret-s3cret');
    error.stack = `${error.message}\n    at run (/srv/x.ts:1:1)`;
    builds[0]!.finish(error);
    await new Promise((r) => setTimeout(r, 0));
    const failed = deployer.status();
    expect(failed.attempt).toMatchObject({ id: queued.id, state: 'running' });
    builds[1]!.finish(new Error('smoke check failed: missing uz/index.html\n    at smokeCheck (x.ts:1:1)'));
    await deployer.idle();
    const last = deployer.status().attempt!;
    expect(last.state).toBe('failed');
    expect(last.error).toBe('smoke check failed: missing uz/index.html');
  });
});

describe('errorSummary', () => {
  it('passes a full build on, joins it into a queued one, and reports the publish: mode, reason, routes, phases, workers, purge', async () => {
    const asked: Array<{ id: string; full?: boolean }> = [];
    const report = {
      id: 'x', dir: '/r/x', mode: 'incremental' as const, reason: 'content changed: 1 new, 3 changed, 0 removed',
      routes: { rendered: 4, carried: 250, removed: 0 }, pageCount: 260, phases: { snapshot: 1.2, render: 5.1, switch: 0.1, purge: 0.2 }, renderWorkers: 1,
      purgeTags: ['/uz/news/5', '/news/5'],
      purge: [{ endpoint: 'http://127.0.0.1:6081/', ok: false, tags: 2, attempts: 4, error: '503 Service Unavailable' }],
    };
    let finish = () => {};
    const deployer = new Deployer(
      (id, options) => {
        asked.push({ id, full: options?.full });
        return new Promise<BuildResult>((done) => (finish = () => done({ pageCount: 260, report })));
      },
      { newId },
    );
    const first = deployer.request();
    deployer.request();
    const queued = deployer.request({ full: true });
    expect(queued).toMatchObject({ state: 'queued', full: true, calls: 2 });
    finish();
    await new Promise((r) => setTimeout(r, 0));
    expect(deployer.status().attempt).toMatchObject({ id: queued.id, state: 'running', full: true });
    finish();
    await deployer.idle();
    expect(asked).toEqual([{ id: first.id, full: undefined }, { id: queued.id, full: true }]);
    expect(deployer.status().attempt).toMatchObject({
      state: 'succeeded', mode: 'incremental', reason: report.reason, routes: report.routes, phases: report.phases, renderWorkers: 1, pageCount: 260, purge: report.purge,
    });
    // The hook's status names each cache's purge, not the list of tags.
    expect(deployer.status().attempt).not.toHaveProperty('purgeTags');
  });

  it('keeps the first meaningful line, strips colours and secrets, and bounds the length', () => {
    expect(errorSummary(new Error('\u001b[31mboom\u001b[39m\n    at x (y:1:1)'))).toBe('boom');
    expect(errorSummary(new Error('token abc-123 leaked'), ['abc-123'])).toBe('token [redacted] leaked');
    expect(errorSummary('x'.repeat(2000))).toHaveLength(500);
  });
});
