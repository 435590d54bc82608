import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, type CspManifest } from '../scripts/csp';
import { createReleaseBuilder, failureLine } from './build-release';
import { Deployer } from './deployer';
import { STALE_SCRATCH_MS } from './leftovers';
import { newReleaseId, Releases } from './releases';
import { writeFakeBuild } from './testing';

/**
 * The real builder around a fake project: `tsx` and `next` in its node_modules/.bin are shell
 * scripts, so the steps, the scratch directory, the smoke check and the switch run for real in
 * milliseconds. FAKE_* variables choose how the fake steps behave. The cleanup step is the real
 * one (scripts/build-cleanup.ts of this checkout, run in the fake project).
 */
const REPO = process.cwd();
let base: string;
let project: string;
let template: string;

function script(name: string, body: string): void {
  const file = join(project, 'node_modules/.bin', name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
}

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'build-release-'));
  project = join(base, 'project');
  template = join(base, 'template');
  mkdirSync(join(project, 'node_modules/.bin'), { recursive: true });
  writeFakeBuild(template, 'fake');
  script(
    'tsx',
    `case "$1" in
  scripts/build-cleanup.ts)
    exec "${process.execPath}" --import "${join(REPO, 'node_modules/tsx/dist/loader.mjs')}" "${join(REPO, 'scripts/build-cleanup.ts')}" "$2" ;;
  scripts/snapshot-content.ts)
    if [ -n "$FAKE_API_DOWN" ]; then
      echo 'Build stopped: cannot read the federation API at http://api/api: [GET] "http://api/api/news?lang=RUS": 503 Service Unavailable' >&2
      exit 1
    fi
    [ -z "$DEPLOY_HOOK_SECRET" ] || { echo "the secret leaked into the build" >&2; exit 1; } ;;
esac
exit 0`,
  );
  script(
    'next',
    `[ -n "$FAKE_NEXT_SLEEP" ] && sleep "$FAKE_NEXT_SLEEP"
mkdir -p "$NEXT_EXPORT_DIR" && cp -R "$FAKE_TEMPLATE/." "$NEXT_EXPORT_DIR"
[ -n "$FAKE_BROKEN" ] && rm -r "$NEXT_EXPORT_DIR/ru"
exit 0`,
  );
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

function builder(releases: Releases, env: Record<string, string> = {}, timeoutMs?: number) {
  const switched: string[] = [];
  const build = createReleaseBuilder({
    releases,
    projectDir: project,
    lockFile: join(base, 'build.lock'),
    env: { ...process.env, FAKE_TEMPLATE: template, DEPLOY_HOOK_SECRET: 'never-passed-on-0123456789', ...env },
    timeoutMs,
    beforeSwitch: (dir) => switched.push(dir),
  });
  return { build, switched };
}

const scratchLeft = () => readdirSync(join(project, 'releases')).filter((name) => name.startsWith('.build-'));

describe('createReleaseBuilder', () => {
  it('builds into a scratch directory, smoke-checks, moves it into releases and switches', async () => {
    const releases = new Releases(join(base, 'ok'));
    const { build, switched } = builder(releases);
    const id = newReleaseId();
    await expect(build(id)).resolves.toEqual({ pageCount: 4 * 12 + 2 });
    expect(releases.live()?.id).toBe(id);
    expect(switched).toEqual([join(releases.dir, id)]);
    expect(existsSync(join(releases.dir, 'nginx.conf'))).toBe(true);
    expect(scratchLeft()).toEqual([]);
  });

  it('first removes what interrupted builds left and prunes the media cache, under a lock in the project', async () => {
    const releases = new Releases(join(base, 'leftovers'));
    const first = newReleaseId();
    await builder(releases).build(first);
    const killed = join(project, 'releases', `.build-${newReleaseId()}`);
    mkdirSync(join(killed, 'uz'), { recursive: true });
    mkdirSync(join(project, '.content.tmp-x'));
    mkdirSync(join(releases.dir, `.tmp-${newReleaseId()}`));
    mkdirSync(join(project, '.cache', 'media'), { recursive: true });
    writeFileSync(join(project, '.cache', 'media', 'unused-400.webp'), 'x');
    // Left by builds killed a while ago (a fresh one may be a finished build waiting for its move).
    const old = (Date.now() - STALE_SCRATCH_MS - 60_000) / 1000;
    for (const dir of [killed, ...readdirSync(releases.dir).filter((name) => name.startsWith('.')).map((name) => join(releases.dir, name))]) utimesSync(dir, old, old);
    const logged: string[] = [];
    const build = createReleaseBuilder({ releases, projectDir: project, env: { ...process.env, FAKE_TEMPLATE: template, BUILD_LOCK_FILE: '' }, log: (line) => logged.push(line) });
    await build(newReleaseId());
    expect(existsSync(killed)).toBe(false);
    expect(existsSync(join(project, '.content.tmp-x'))).toBe(false);
    expect(readdirSync(releases.dir).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(readdirSync(join(project, '.cache', 'media'))).toEqual([]);
    expect(logged.join('\n')).toMatch(/cleanup: removed \.content\.tmp-x, releases\/\.build-\S+, \S+\/\.tmp-\S+; media cache: 1 files removed, 0 kept/);
    // The lock is the project's own, in a directory no other user can write to.
    expect(existsSync(join(project, '.cache', 'build.lock'))).toBe(true);
    expect(statSync(join(project, '.cache')).mode & 0o022).toBe(0);
  });

  it('fails with the API error line when the API is down, and changes nothing live', async () => {
    const releases = new Releases(join(base, 'down'));
    const first = newReleaseId();
    await builder(releases).build(first);
    const { build } = builder(releases, { FAKE_API_DOWN: '1' });
    await expect(build(newReleaseId())).rejects.toThrow(
      'build failed (exit 1): Build stopped: cannot read the federation API at http://api/api: [GET] "http://api/api/news?lang=RUS": 503 Service Unavailable',
    );
    expect(releases.live()?.id).toBe(first);
    expect(releases.ids()).toEqual([first]);
    expect(scratchLeft()).toEqual([]);
  });

  it('does not publish a build that fails the smoke check', async () => {
    const releases = new Releases(join(base, 'broken'));
    await expect(builder(releases, { FAKE_BROKEN: '1' }).build(newReleaseId())).rejects.toThrow(/smoke check failed: missing ru\/index.html/);
    expect(releases.live()).toBeUndefined();
    expect(scratchLeft()).toEqual([]);
  });

  (existsSync('/usr/sbin/nginx') ? it : it.skip)('does not go live when nginx -t refuses the new include, and the status says why', async () => {
    const releases = new Releases(join(base, 'nginx'), { nginx: '/usr/sbin/nginx' });
    const first = newReleaseId();
    await builder(releases).build(first);
    // A build whose home page has 80 inline scripts: its policy is longer than nginx takes in one value.
    const long = join(base, 'template-long');
    writeFakeBuild(long, 'long');
    const manifest = JSON.parse(readFileSync(join(long, '.csp.json'), 'utf8')) as CspManifest;
    manifest.pages['/uz/'] = contentSecurityPolicy(Array.from({ length: 80 }, (_, i) => `'sha256-${String(i).padStart(43, 'A')}='`), { apiUrl: 'http://localhost:4010/api' });
    writeFileSync(join(long, '.csp.json'), JSON.stringify(manifest));
    const deployer = new Deployer(builder(releases, { FAKE_TEMPLATE: long }).build, { newId: newReleaseId });
    const { id } = deployer.request();
    await deployer.idle();
    expect(deployer.status().attempt).toMatchObject({ id, state: 'failed' });
    expect(deployer.status().attempt!.error).toMatch(new RegExp(`^nginx -t refused the configuration of release ${id}, so it was not made live: nginx: \\[emerg\\] too long parameter`));
    expect(releases.live()?.id).toBe(first);
  });

  it('stops a build that hangs', async () => {
    const releases = new Releases(join(base, 'hang'));
    const started = Date.now();
    await expect(builder(releases, { FAKE_NEXT_SLEEP: '30' }, 500).build(newReleaseId())).rejects.toThrow(/timed out/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(releases.live()).toBeUndefined();
  });
});

describe('failureLine', () => {
  it('prefers the snapshot’s reason, else the last error-looking line, without colours', () => {
    expect(failureLine('a\n\u001b[31mBuild stopped: x\u001b[39m\nmore output\n')).toBe('Build stopped: x');
    expect(failureLine('Compiling\nError: Failed to type check.\n    at x (y:1:1)\n')).toBe('Error: Failed to type check.');
    expect(failureLine('just this')).toBe('just this');
  });
});
