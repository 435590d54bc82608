import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCspChanges, loadCspManifest, writeCspManifest, type CspManifest } from '../csp';
import { createReleaseBuilder, publishDirectory, type ReleaseBuilderOptions } from './build-release';
import { failureLine } from './step';
import { Deployer } from '../../server/deployer';
import { newReleaseId, Releases } from './releases';
import { Store } from './store';
import { writeFakeBuild } from './testing';

// The real builder around a fake project: `esbuild` in its node_modules/.bin writes a bundle that runs a shell
// script standing in for the publish step, so the lock, child process, report, move and switch run for real in milliseconds.
let base: string;
let project: string;
let template: string;

function script(file: string, body: string): void {
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
}

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'build-release-'));
  project = join(base, 'project');
  template = join(base, 'template');
  mkdirSync(join(project, 'node_modules/.bin'), { recursive: true });
  writeFakeBuild(template, 'fake');
  // The bundle of scripts/publish.ts, run by node under the react-server condition: its publisher (`--serve`) runs the
  // step below under the build lock for each request, and says which process and which code ran it.
  script(
    join(project, 'node_modules/.bin/esbuild'),
    `[ "$1" = scripts/publish.ts ] || exit 3
for arg in "$@"; do case "$arg" in --outfile=*) out="\${arg#--outfile=}";; esac; done
mkdir -p "$(dirname "$out")"
cat > "$out" <<JS
const code = '$(cat code-version 2>/dev/null || echo v1)';
JS
cat >> "$out" <<'JS'
import { spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
if (!process.execArgv.includes('--conditions=react-server')) process.exit(3);
if (process.argv.includes('--serve')) {
  for await (const line of createInterface({ input: process.stdin })) {
    const request = JSON.parse(line);
    if (request.prepare) {
      console.log(\`publisher \${process.pid} with code \${code} read ahead for \${request.prepare.live ?? 'no live release'}\`);
      console.log(\`publish-end \${process.env.FAKE_PREPARE_FAILS ? 1 : 0}\`);
      continue;
    }
    const { id, releases, live, full, lockFile } = request;
    const args = ['--id', id, '--releases', releases, ...(live ? ['--live', live] : []), ...(full ? ['--full'] : [])];
    const run = spawnSync('flock', [lockFile, process.env.FAKE_STEP, ...args], { encoding: 'utf8' });
    console.log(\`publisher \${process.pid} with code \${code}\`);
    process.stdout.write(run.stdout + run.stderr);
    console.log(\`publish-end \${run.status ?? 1}\`);
  }
  process.exit(0);
}
process.exit(spawnSync(process.env.FAKE_STEP, process.argv.slice(2), { stdio: 'inherit' }).status ?? 1);
JS`,
  );
  // The publish step as a shell script: the release directory from the template, the report line last.
  script(
    join(base, 'publish-step'),
    `while [ $# -gt 0 ]; do case "$1" in --id) id="$2"; shift 2;; --releases) releases="$2"; shift 2;; --live) live="$2"; shift 2;; --lock) lock="$2"; shift 2;; --full) full=1; shift;; --clean-up) echo "cleanup: $releases" >> "$FAKE_TEMPLATE/../cleanups"; [ -n "$REAL_CLEAN_UP" ] && exec "$REAL_TSX" --tsconfig "$REAL_ROOT/tsconfig.json" --conditions=react-server "$REAL_ROOT/scripts/publish.ts" --clean-up --releases "$releases" --lock "$lock"; exit 0;; *) shift;; esac; done
[ -z "$DEPLOY_HOOK_SECRET" ] || { echo "the secret leaked into the build" >&2; exit 1; }
if [ -n "$FAKE_API_DOWN" ]; then
  echo 'Build stopped: cannot read the federation API at http://api/api: [GET] "http://api/api/news?lang=RUS": 503 Service Unavailable' >&2
  exit 1
fi
[ -n "$FAKE_SLEEP" ] && sleep "$FAKE_SLEEP"
if [ -n "$FAKE_CSP_CHANGES" ] && [ -n "$live" ]; then
  mkdir -p "$releases/.site-$id" && cp -R "$FAKE_TEMPLATE/." "$releases/.site-$id" && cp "$FAKE_CSP_FILE" "$releases/.site-$id/.csp.json" && rm -rf "$releases/.site-$id/.csp" && cp -R "$(dirname "$FAKE_CSP_FILE")/.csp" "$releases/.site-$id/.csp"
  printf 'publish-report {"id":"%s","mode":"incremental","reason":"policies","dir":"%s","routes":{"rendered":1,"carried":9,"removed":1},"pageCount":50,"phases":{},"purgeTags":[],"cspChanges":%s}\\n' "$id" "$releases/.site-$id" "$(printf '%s' "$FAKE_CSP_CHANGES" | sed "s|}$|,\\"base\\":\\"\${FAKE_CSP_BASE:-$live}\\"}|")"
  exit 0
fi
if [ -n "$FAKE_UNCHANGED" ]; then
  printf 'publish-report {"id":"%s","mode":"incremental","reason":"nothing changed: the live release already shows this content","dir":"%s","routes":{"rendered":0,"carried":5,"removed":0},"pageCount":50,"phases":{"snapshot":0.1},"unchanged":true}\\n' "$id" "$live"
  exit 0
fi
mkdir -p "$releases/.site-$id" && cp -R "$FAKE_TEMPLATE/." "$releases/.site-$id"
mode=incremental; [ -n "$full" ] && mode=full; [ -z "$live" ] && mode=full
echo "publish: $mode"
printf 'publish-report {"id":"%s","mode":"%s","reason":"live: %s","dir":"%s","routes":{"rendered":3,"carried":2,"removed":1},"pageCount":50,"phases":{"snapshot":0.1},"purgeTags":["/uz/news/5","/news/5"]}\\n' "$id" "$mode" "\${live:+yes}" "$releases/.site-$id"`,
  );
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** The pid in a publisher's line of the log (`publisher 123 with code v1 ...`). */
const pidIn = (line: string | undefined) => /publisher (\d+)/.exec(line ?? '')?.[1];

/** A builder of its own releases and lock whose log the test reads: which publisher ran each publish. */
function loggedBuilder(name: string, env: Record<string, string> = {}, beforeSwitch?: ReleaseBuilderOptions['beforeSwitch']) {
  const releases = new Releases(join(base, name));
  const lines: string[] = [];
  const lockFile = join(base, `${name}.lock`);
  const build = createReleaseBuilder({
    releases,
    projectDir: project,
    lockFile,
    env: { ...process.env, FAKE_TEMPLATE: template, FAKE_STEP: join(base, 'publish-step'), ...env },
    log: (line) => lines.push(line),
    beforeSwitch,
  });
  /** `publisher 123 with code v1`: the publisher that ran deploy `id`. */
  const ran = (id: string) => lines.find((line) => line.startsWith(`deploy ${id} | publisher `))?.split(' ').slice(3).join(' ');
  return { releases, lines, lockFile, build, ran };
}

function builder(releases: Releases, env: Record<string, string> = {}, timeoutMs?: number, purgeUrls?: string[]) {
  const switched: string[] = [];
  const policies: Array<CspManifest['pages']> = [];
  const build = createReleaseBuilder({
    releases,
    purgeUrls,
    projectDir: project,
    lockFile: join(base, 'build.lock'),
    env: { ...process.env, FAKE_TEMPLATE: template, FAKE_STEP: join(base, 'publish-step'), DEPLOY_HOOK_SECRET: 'never-passed-on-0123456789', ...env },
    timeoutMs,
    beforeSwitch: (dir, manifest) => void (switched.push(dir), policies.push(manifest.pages)),
  });
  return { build, switched, policies };
}

describe('createReleaseBuilder', () => {
  it('purges the publish’s tags at each cache after the switch, never before, and reports it', async () => {
    const releases = new Releases(join(base, 'purged'));
    const seen: Array<{ method?: string; tags?: string; live?: string }> = [];
    const cache = createServer((req, res) => {
      seen.push({ method: req.method, tags: String(req.headers['xkey-purge']), live: releases.live()?.id });
      res.writeHead(200, { 'xkey-purged': '7' }).end();
    });
    await new Promise<void>((done) => cache.listen(0, '127.0.0.1', done));
    try {
      const endpoint = `http://127.0.0.1:${(cache.address() as AddressInfo).port}/`;
      const { build } = builder(releases, {}, undefined, [endpoint]);
      const id = newReleaseId();
      const { report } = await build(id);
      expect(seen).toEqual([{ method: 'PURGE', tags: '/uz/news/5 /news/5', live: id }]);
      expect(report!.purge).toEqual([{ endpoint, ok: true, tags: 2, attempts: 1, purged: 7 }]);
      expect(Object.keys(report!.phases)).toContain('purge');
    } finally {
      await new Promise((done) => cache.close(done));
    }
  });

  it('runs the publish step, moves its directory into releases, switches and reports', async () => {
    const releases = new Releases(join(base, 'ok'));
    const { build, switched, policies } = builder(releases);
    const first = newReleaseId();
    const result = await build(first);
    // The server is handed the release's own policies, read once for it and nginx's include.
    expect(policies).toEqual([loadCspManifest(join(releases.dir, first)).pages]);
    expect(Object.keys(policies[0]!).length).toBeGreaterThan(0);
    expect(result).toMatchObject({ pageCount: 50, report: { mode: 'full', routes: { rendered: 3, carried: 2, removed: 1 }, dir: join(releases.dir, first) } });
    expect(Object.keys(result.report!.phases)).toEqual(['snapshot', 'switch: prepare', 'switch']);
    await result.cleanedUp;
    expect(result.report!.secondsToLive).toBeGreaterThan(0);
    expect(readFileSync(join(base, 'cleanups'), 'utf8')).toContain(`cleanup: ${releases.dir}`);
    expect(releases.live()?.id).toBe(first);
    expect(switched).toEqual([join(releases.dir, first)]);
    expect(existsSync(join(releases.dir, 'nginx.conf'))).toBe(true);
    expect(readdirSync(releases.dir).filter((name) => name.startsWith('.site-'))).toEqual([]);

    // The next publish starts from the live release; --full is passed on.
    await expect(build(newReleaseId())).resolves.toMatchObject({ report: { mode: 'incremental', reason: 'live: yes' } });
    await expect(build(newReleaseId(), { full: true })).resolves.toMatchObject({ report: { mode: 'full' } });
  }, 30_000);

  it('switches with the live policies and the publish’s changes to them, the same as the new release’s file', async () => {
    const releases = new Releases(join(base, 'policies'));
    const { build, policies } = builder(releases);
    await build(newReleaseId());
    const live = loadCspManifest(releases.live()!.dir);
    const [changedPage, removedPage] = Object.keys(live.pages).filter((path) => path.includes('/news/'));
    const changes = { default: live.default, pages: { [changedPage!]: [`'sha256-${'A'.repeat(43)}='`] }, removed: [removedPage!] };
    const expected = applyCspChanges(live, changes);
    mkdirSync(join(base, 'policies-file'), { recursive: true });
    writeCspManifest(join(base, 'policies-file'), undefined, expected);
    const log: string[] = [];
    const env: NodeJS.ProcessEnv = { ...process.env, FAKE_TEMPLATE: template, FAKE_STEP: join(base, 'publish-step'), FAKE_CSP_CHANGES: JSON.stringify(changes), FAKE_CSP_FILE: join(base, 'policies-file/.csp.json') };
    const builderWith = (env: NodeJS.ProcessEnv) =>
      createReleaseBuilder({
        releases,
        projectDir: project,
        lockFile: join(base, 'build.lock'),
        env,
        beforeSwitch: (_dir, manifest) => void policies.push(manifest.pages),
        log: (line) => log.push(line),
      });
    const publish = builderWith(env);
    const id = newReleaseId();
    await publish(id);
    expect(policies.at(-1)).toEqual(loadCspManifest(join(releases.dir, id)).pages);
    expect(policies.at(-1)![changedPage!]).toEqual(changes.pages[changedPage!]);
    expect(policies.at(-1)).not.toHaveProperty([removedPage!]);
    expect(log).toContain(`deploy ${id}: policies of 2 pages changed, the others kept from the live release`);
    // The next publish's changes go onto the policies kept from this switch.
    const next = newReleaseId();
    await publish(next);
    expect(policies.at(-1)).toEqual(loadCspManifest(join(releases.dir, next)).pages);
    expect(log.filter((line) => line.includes('kept from the live release'))).toHaveLength(2);
    // Changes to a release that is not the live one are not applied: the new release's file is read.
    writeCspManifest(join(base, 'policies-file'), undefined, live);
    const other = newReleaseId();
    await builderWith({ ...env, FAKE_CSP_BASE: join(releases.dir, id) })(other);
    expect(policies.at(-1)).toEqual(live.pages);
    expect(log.filter((line) => line.includes('kept from the live release'))).toHaveLength(2);
  }, 30_000);

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
    // A build whose home page has 90 inline scripts: its policy is longer than nginx takes in one value.
    const long = join(base, 'template-long');
    writeFakeBuild(long, 'long');
    const manifest = loadCspManifest(long);
    manifest.pages['/uz/'] = Array.from({ length: 90 }, (_, i) => `'sha256-${String(i).padStart(43, 'A')}='`);
    writeCspManifest(long, { apiUrl: 'http://localhost:4010/api' }, manifest);
    const deployer = new Deployer(builder(releases, { FAKE_TEMPLATE: long }).build, { newId: newReleaseId });
    const { id } = deployer.request();
    await deployer.idle();
    expect(deployer.status().attempt).toMatchObject({ id, state: 'failed' });
    expect(deployer.status().attempt!.error).toMatch(new RegExp(`^nginx -t refused the configuration of release ${id}, so it was not made live: nginx: \\[emerg\\] too long parameter`));
    expect(releases.live()?.id).toBe(first);
  }, 30_000);

  it('does not make the next publish wait for the clean-up after a switch, which the next one finishes', async () => {
    // Garbage a clean-up must go through: stored files and directories no release uses, as pruned releases leave.
    const garbage = (releasesDir: string, count: number) => {
      const store = new Store(releasesDir);
      for (let i = 0; i < count; i++) {
        const dir = join(store.dirs, `unused-${i}`);
        mkdirSync(dir, { recursive: true });
        for (const name of ['index.html', 'index.txt']) writeFileSync(join(dir, name), `${name} of old page ${i}`);
      }
      for (let i = 0; i < count; i++) {
        mkdirSync(join(store.files, String(i % 100).padStart(2, '0')), { recursive: true });
        writeFileSync(join(store.files, String(i % 100).padStart(2, '0'), `unused-${i}`), `old file ${i}`);
      }
      return store;
    };
    const COUNT = 3000;
    // The same clean-up alone, in this process: what the second publish would otherwise wait for.
    const alone = join(base, 'clean-alone');
    garbage(alone, COUNT);
    const started = performance.now();
    expect(new Store(alone).collectGarbage([])).toEqual({ dirs: COUNT, files: COUNT });
    const cleanUpSeconds = (performance.now() - started) / 1000;

    const releases = new Releases(join(base, 'clean'));
    const store = garbage(releases.dir, COUNT);
    const switchedAt: number[] = [];
    const lines: string[] = [];
    const build = createReleaseBuilder({
      releases,
      projectDir: project,
      lockFile: join(base, 'build.lock'),
      env: { ...process.env, FAKE_TEMPLATE: template, FAKE_STEP: join(base, 'publish-step'), REAL_CLEAN_UP: '1', REAL_TSX: join(process.cwd(), 'node_modules/.bin/tsx'), REAL_ROOT: process.cwd() },
      beforeSwitch: () => void switchedAt.push(performance.now()),
      log: (line) => lines.push(line),
    });
    const first = newReleaseId();
    await build(first);
    const second = newReleaseId();
    const { cleanedUp } = await build(second);
    // The clean-up takes the build lock (it must not delete what another build adds) and frees it when done.
    let cleaning = true;
    let lockHeld = false;
    const watched = (async () => {
      while (cleaning && !lockHeld) {
        lockHeld = spawnSync('flock', ['-n', join(base, 'build.lock'), 'true']).status !== 0;
        await new Promise((done) => setTimeout(done, 20));
      }
    })();
    const secondsBetweenSwitches = (switchedAt[1]! - switchedAt[0]!) / 1000;
    expect(secondsBetweenSwitches, `the clean-up alone takes ${cleanUpSeconds.toFixed(2)} s`).toBeLessThan(cleanUpSeconds);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^deploy ${first}: clean-up stopped after [\\d.]+ s for the next publish$`)));
    expect(releases.live()?.id).toBe(second);

    // The second publish's clean-up, left alone, removes all of it, and both releases stay whole.
    await cleanedUp;
    cleaning = false;
    await watched;
    expect(lockHeld, 'the build lock was held during the clean-up').toBe(true);
    expect(spawnSync('flock', ['-n', join(base, 'build.lock'), 'true']).status).toBe(0);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^deploy ${second}: cleaned up in [\\d.]+ s$`)));
    expect(readdirSync(store.dirs)).toEqual([]);
    expect(readdirSync(store.files).flatMap((shard) => readdirSync(join(store.files, shard)))).toEqual([]);
    for (const id of [first, second]) expect(readFileSync(join(releases.pathOf(id), 'uz', 'index.html'), 'utf8')).toContain('fake uz/');
  }, 300_000);

  it('makes no release and switches nothing when nothing changed, and the status says so', async () => {
    const releases = new Releases(join(base, 'unchanged'));
    const first = newReleaseId();
    await builder(releases).build(first);
    const before = readdirSync(releases.dir).sort();
    const deployer = new Deployer(builder(releases, { FAKE_UNCHANGED: '1' }).build, { newId: newReleaseId });
    const { id } = deployer.request();
    await deployer.idle();
    expect(deployer.status().attempt).toMatchObject({ id, state: 'succeeded', mode: 'incremental', reason: 'nothing changed: the live release already shows this content', routes: { rendered: 0 } });
    expect(releases.live()?.id).toBe(first);
    expect(readdirSync(releases.dir).sort()).toEqual(before);
    expect(existsSync(join(releases.pathOf(first), 'uz', 'index.html'))).toBe(true);
  }, 30_000);

  it('keeps one publisher between publishes, leaves the lock free between them, and starts another when the code changes or it died', async () => {
    const { releases, lines, lockFile, build, ran } = loggedBuilder('publisher');
    await publishDirectory(releases, template); // a live release: both publishes are incremental
    const ids = [newReleaseId(), newReleaseId()];
    for (const id of ids) await build(id);
    const [first, second] = ids.map(ran);
    expect(first).toMatch(/^publisher \d+ with code v1$/);
    expect(second).toBe(first);
    // Idle, the publisher holds no lock: another build (or a clean-up) may take it.
    expect(spawnSync('flock', ['-n', lockFile, 'true']).status).toBe(0);
    writeFileSync(join(project, 'code-version'), 'v2');
    try {
      const changed = newReleaseId();
      await build(changed);
      expect(ran(changed)).toMatch(/^publisher \d+ with code v2$/);
      expect(ran(changed)).not.toBe(first!.replace('v1', 'v2'));
      expect(lines).toContain(`deploy ${changed}: the publish step's code changed; its publisher restarts`);
      expect(releases.live()?.id).toBe(changed);
      // One killed while idle (the kernel's out-of-memory killer, say): the next publish starts another.
      process.kill(Number(pidIn(ran(changed))), 'SIGKILL');
      const afterKill = newReleaseId();
      await build(afterKill);
      expect(ran(afterKill)).toMatch(/^publisher \d+ with code v2$/);
      expect(ran(afterKill)).not.toBe(ran(changed));
      expect(releases.live()?.id).toBe(afterKill);
      // The code changed while it was idle: a fresh publisher started ahead takes its place, and says so as such.
      writeFileSync(join(project, 'code-version'), 'v3');
      await build.prepare();
      expect(lines).toContain("a fresh publisher: the publish step's code changed; its publisher restarts");
      expect(spawnSync('kill', ['-0', pidIn(ran(afterKill))!]).status).not.toBe(0);
      const afterPrepare = newReleaseId();
      await build(afterPrepare);
      expect(ran(afterPrepare)).toMatch(/^publisher \d+ with code v3$/);
      // A command line ends it and waits for its exit (its CPU time is counted as the command's).
      await build.close();
      expect(spawnSync('kill', ['-0', pidIn(ran(afterPrepare))!]).status).not.toBe(0);
    } finally {
      rmSync(join(project, 'code-version'));
    }
  }, 30_000);

  it('starts a publisher ahead of the first publish, which that publish uses, and a fresh one after a full build', async () => {
    const { releases, lines, build, ran } = loggedBuilder('prepared');
    const readAhead = () => lines.filter((line) => line.startsWith('publisher | '));
    const ranBy = (id: string) => pidIn(ran(id));
    await build.prepare();
    expect(readAhead()).toEqual([expect.stringMatching(/^publisher \| publisher \d+ with code v1 read ahead for no live release$/)]);
    const first = newReleaseId();
    await build(first); // no live release: a full build
    expect(ranBy(first)).toBe(pidIn(readAhead()[0]));
    // After the full build a fresh publisher takes over, read ahead for the new live release.
    await expect.poll(() => readAhead().length, { timeout: 5_000 }).toBe(2);
    expect(readAhead()[1]).toMatch(new RegExp(`^publisher \\| publisher \\d+ with code v1 read ahead for ${releases.live()!.dir}$`));
    const fresh = pidIn(readAhead()[1]);
    expect(fresh).not.toBe(ranBy(first));
    const second = newReleaseId();
    await build(second);
    expect(ranBy(second)).toBe(fresh);
    // Asked again while one runs: no other starts.
    await build.prepare();
    expect(readAhead().at(-1)).toBe(`publisher | publisher ${fresh} with code v1 read ahead for ${releases.live()!.dir}`);
    await build.close();
  }, 30_000);

  it('logs a fresh publisher that cannot read ahead after a full build, and the next publish still goes live', async () => {
    const { releases, lines, build } = loggedBuilder('prepare-fails', { FAKE_PREPARE_FAILS: '1' });
    await build(newReleaseId()); // no live release: a full build, then a fresh publisher
    await expect.poll(() => lines.filter((line) => line.includes('could not start')), { timeout: 5_000 }).toEqual([
      'the fresh publisher could not start: the publisher stopped while it read ahead (exit 1)',
    ]);
    const next = newReleaseId();
    await build(next);
    expect(releases.live()?.id).toBe(next);
    await build.close();
  }, 30_000);

  it('replaces an idle publisher after PUBLISHER_IDLE_MIN by a fresh one, read ahead for the live release, which the next publish uses', async () => {
    // A slow switch (a large release): the fresh publisher, started as the publish step ends, waits for it.
    const { releases, lines, build, ran } = loggedBuilder('idle', { PUBLISHER_IDLE_MIN: '0' }, () => new Promise((done) => setTimeout(done, 1_500)));
    const publisher = (id: string) => Number(pidIn(ran(id)));
    await publishDirectory(releases, template); // a live release: the publish is incremental
    const first = newReleaseId();
    await build(first);
    const pid = publisher(first);
    expect(pid).toBeGreaterThan(0);
    const alive = () => spawnSync('kill', ['-0', String(pid)]).status === 0;
    await expect.poll(alive, { timeout: 5_000 }).toBe(false);
    const readAhead = () => lines.find((line) => line.startsWith('publisher | '));
    await expect.poll(readAhead, { timeout: 5_000 }).toMatch(new RegExp(`^publisher \\| publisher \\d+ with code v1 read ahead for ${releases.live()!.dir}$`));
    const fresh = Number(pidIn(readAhead()));
    expect(fresh).not.toBe(pid);
    const next = newReleaseId();
    await build(next);
    expect(publisher(next)).toBe(fresh);
    expect(releases.live()?.id).toBe(next);
    await build.close();
  }, 30_000);

  it('waits for the build lock another build holds', async () => {
    const releases = new Releases(join(base, 'locked'));
    const lockFile = join(base, 'locked.lock');
    const other = spawn('flock', [lockFile, 'sleep', '2'], { stdio: 'ignore' });
    await new Promise((done) => setTimeout(done, 300));
    const started = performance.now();
    const build = createReleaseBuilder({ releases, projectDir: project, lockFile, env: { ...process.env, FAKE_TEMPLATE: template, FAKE_STEP: join(base, 'publish-step') } });
    await build(newReleaseId());
    expect(other.exitCode, 'the other build had finished').toBe(0);
    expect(performance.now() - started).toBeGreaterThan(1_000);
  }, 30_000);

  it('stops a build that hangs', async () => {
    const releases = new Releases(join(base, 'hang'));
    const started = Date.now();
    const hanging = builder(releases, { FAKE_SLEEP: '30' }, 500);
    await expect(hanging.build(newReleaseId())).rejects.toThrow(/timed out/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(releases.live()).toBeUndefined();
    // The stopped publisher's lock is free again: the next build goes through.
    const { build } = builder(releases);
    const next = newReleaseId();
    await build(next);
    expect(releases.live()?.id).toBe(next);
  });
});

describe('failureLine', () => {
  it('prefers the snapshot’s reason, else the last error-looking line, without colours', () => {
    expect(failureLine('a\n\u001b[31mBuild stopped: x\u001b[39m\nmore output\n')).toBe('Build stopped: x');
    expect(failureLine('Compiling\nError: Failed to type check.\n    at x (y:1:1)\n')).toBe('Error: Failed to type check.');
    expect(failureLine('just this')).toBe('just this');
  });
});
