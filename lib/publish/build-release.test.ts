import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, type CspManifest } from '../csp';
import { createReleaseBuilder, failureLine } from './build-release';
import { Deployer } from '../../server/deployer';
import { newReleaseId, Releases } from './releases';
import { writeFakeBuild } from './testing';

// The real builder around a fake project: `tsx` in its node_modules/.bin is a shell script standing in
// for the publish step, so the lock, child process, report, move and switch run for real in milliseconds.
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
  // The publish step as a shell script: the release directory from the template, the report line last.
  script(
    'tsx',
    `[ "$1 $2" = "--conditions=react-server scripts/publish.ts" ] || exit 3
shift 2
while [ $# -gt 0 ]; do case "$1" in --id) id="$2"; shift 2;; --releases) releases="$2"; shift 2;; --live) live="$2"; shift 2;; --full) full=1; shift;; --clean-up) echo "cleanup: $releases" >> "$FAKE_TEMPLATE/../cleanups"; exit 0;; *) shift;; esac; done
[ -z "$DEPLOY_HOOK_SECRET" ] || { echo "the secret leaked into the build" >&2; exit 1; }
if [ -n "$FAKE_API_DOWN" ]; then
  echo 'Build stopped: cannot read the federation API at http://api/api: [GET] "http://api/api/news?lang=RUS": 503 Service Unavailable' >&2
  exit 1
fi
[ -n "$FAKE_SLEEP" ] && sleep "$FAKE_SLEEP"
mkdir -p "$releases/.site-$id" && cp -R "$FAKE_TEMPLATE/." "$releases/.site-$id"
mode=incremental; [ -n "$full" ] && mode=full; [ -z "$live" ] && mode=full
echo "publish: $mode"
printf 'publish-report {"id":"%s","mode":"%s","reason":"live: %s","dir":"%s","routes":{"rendered":3,"carried":2,"removed":1},"pageCount":50,"phases":{"snapshot":0.1}}\\n' "$id" "$mode" "\${live:+yes}" "$releases/.site-$id"`,
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
    beforeSwitch: (dir) => void switched.push(dir),
  });
  return { build, switched };
}

describe('createReleaseBuilder', () => {
  it('runs the publish step, moves its directory into releases, switches and reports', async () => {
    const releases = new Releases(join(base, 'ok'));
    const { build, switched } = builder(releases);
    const first = newReleaseId();
    const result = await build(first);
    expect(result).toMatchObject({ pageCount: 50, report: { mode: 'full', routes: { rendered: 3, carried: 2, removed: 1 }, dir: join(releases.dir, first) } });
    expect(Object.keys(result.report!.phases)).toEqual(['snapshot', 'switch: prepare', 'switch', 'clean-up']);
    expect(result.report!.secondsToLive).toBeGreaterThan(0);
    expect(readFileSync(join(base, 'cleanups'), 'utf8')).toContain(`cleanup: ${releases.dir}`);
    expect(releases.live()?.id).toBe(first);
    expect(switched).toEqual([join(releases.dir, first)]);
    expect(existsSync(join(releases.dir, 'nginx.conf'))).toBe(true);
    expect(readdirSync(releases.dir).filter((name) => name.startsWith('.site-'))).toEqual([]);

    // The next publish starts from the live release; --full is passed on.
    await expect(build(newReleaseId())).resolves.toMatchObject({ report: { mode: 'incremental', reason: 'live: yes' } });
    await expect(build(newReleaseId(), { full: true })).resolves.toMatchObject({ report: { mode: 'full' } });
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
    expect(readdirSync(releases.dir).filter((name) => name.startsWith('.site-'))).toEqual([]);
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
    await expect(builder(releases, { FAKE_SLEEP: '30' }, 500).build(newReleaseId())).rejects.toThrow(/timed out/);
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
