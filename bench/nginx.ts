// `npm run bench:nginx [-- --stories 25000 --runs 3 --nginx /usr/sbin/nginx]`: nginx with the include
// (lib/publish/nginx.ts) of a synthetic release of that many stories in four languages: the include's size,
// `nginx -t`, a running nginx's memory and the time a reload takes, medians of the runs; and the server's part of a
// switch (lib/publish/releases.ts): the policies read and the include made, with the longest pause it gives the
// requests the server answers meanwhile. Budget (issue 36): nginx accepts the include without a map warning, and a
// reload takes under 2 s.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { readCspManifest, writeCspManifest } from '../lib/csp';
import { nginxInclude, nginxIncludeInSlices } from '../lib/publish/nginx';
import { syntheticCspManifest } from '../lib/publish/testing';

const { values } = parseArgs({
  options: {
    stories: { type: 'string', default: '25000' },
    runs: { type: 'string', default: '3' },
    nginx: { type: 'string', default: '/usr/sbin/nginx' },
  },
});
const stories = Number(values.stories);
const runs = Number(values.runs);
const nginx = values.nginx;
const RELOAD_BUDGET_SECONDS = 2;

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function rssMegabytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) / 1024;
}

/** User + system seconds the process has used (the master reads the new configuration itself). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
try {
  const made = performance.now();
  const manifest = syntheticCspManifest(stories);
  const include = nginxInclude(join(dir, 'release'), manifest, `for ${stories} synthetic stories`);
  const makeSeconds = (performance.now() - made) / 1000;
  mkdirSync(join(dir, 'release'));
  writeFileSync(join(dir, 'include.conf'), include);
  writeCspManifest(join(dir, 'release'), undefined, manifest);

  // As a switch does it in the server: the event loop's longest delay is how long a request would wait.
  const switchWork: Array<{ seconds: number; pause: number }> = [];
  for (let run = 0; run < runs; run++) {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    await nginxIncludeInSlices(join(dir, 'release'), await readCspManifest(join(dir, 'release')), `for ${stories} synthetic stories`);
    const seconds = (performance.now() - started) / 1000;
    await sleep(20);
    delay.disable();
    switchWork.push({ seconds, pause: delay.max / 1e9 });
  }
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    [
      `user ${userInfo().username};`,
      'worker_processes 2;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${dir}/${temp};`),
      // What deploy/nginx/federation.conf sets before its include, if anything.
      ...(readFileSync('deploy/nginx/federation.conf', 'utf8').match(/^map_hash_\w+ \d+;$/gm) ?? []).map((line) => `  ${line}`),
      `  include ${dir}/include.conf;`,
      '  server { listen 127.0.0.1:5490; root $federation_root; add_header Content-Security-Policy $federation_csp always; }',
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')];

  const tests: number[] = [];
  const testCpu: number[] = [];
  let warnings: string[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const test = spawnSync('/usr/bin/time', ['-f', 'cpu %U %S', nginx, '-t', ...args], { encoding: 'utf8' });
    tests.push((performance.now() - started) / 1000);
    if (test.status !== 0) throw new Error(`nginx -t refused the include:\n${test.stderr}`);
    const [, user = '0', system = '0'] = /^cpu ([\d.]+) ([\d.]+)$/m.exec(test.stderr) ?? [];
    testCpu.push(Number(user) + Number(system));
    warnings = test.stderr.split('\n').filter((line) => /\[(warn|emerg|alert|crit)\]/.test(line));
  }

  const start = spawnSync(nginx, args, { encoding: 'utf8' });
  if (start.status !== 0) throw new Error(`nginx did not start:\n${start.stderr}`);
  const master = Number(readFileSync(join(dir, 'nginx.pid'), 'utf8'));
  // Workers not seen before: a reload's new ones (the old ones may still be finishing).
  const seen = new Set<number>();
  const newWorkers = async () => {
    for (;;) {
      const found = children(master).filter((pid) => !seen.has(pid));
      if (found.length >= 2) {
        for (const pid of found) seen.add(pid);
        return found;
      }
      await sleep(5);
    }
  };
  const workers = await newWorkers();
  const memory = { master: rssMegabytes(master), worker: Math.max(...workers.map(rssMegabytes)) };
  const reloads: number[] = [];
  const reloadCpu: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const cpuBefore = cpuSeconds(master);
    process.kill(master, 'SIGHUP');
    // Reloaded: the new configuration is read and its workers run (the old ones finish their requests).
    await newWorkers();
    reloads.push((performance.now() - started) / 1000);
    reloadCpu.push(cpuSeconds(master) - cpuBefore);
    await sleep(500);
  }
  process.kill(master, 'SIGQUIT');

  const entries = include.split('\n').filter((line) => /^ {4}"/.test(line)).length;
  // On a busy machine the wall time is mostly waiting for a core: the master's CPU seconds are the reload's own work.
  const reload = median(reloadCpu);
  console.log(`nginx include for ${stories.toLocaleString('en')} stories: ${Object.keys(manifest.pages).length.toLocaleString('en')} pages, ${entries.toLocaleString('en')} map entries, ${(Buffer.byteLength(include) / 1048576).toFixed(1)} MB (made in ${makeSeconds.toFixed(1)} s)`);
  console.log(`  map sizes: ${`${readFileSync(conf, 'utf8')}\n${include}`.match(/map_hash_\w+ \d+/g)?.join(', ') ?? 'nginx defaults'}`);
  console.log(`  nginx -t: median ${median(tests).toFixed(2)} s wall, ${median(testCpu).toFixed(2)} s CPU (of ${testCpu.map((s) => s.toFixed(2)).join(', ')}); warnings: ${warnings.length ? warnings.join(' | ') : 'none'}`);
  console.log(`  memory after start: master ${memory.master.toFixed(0)} MB, each worker ${memory.worker.toFixed(0)} MB (RSS)`);
  console.log(`  reload (SIGHUP to new workers running): median ${reload.toFixed(2)} s CPU of the master (${reloadCpu.map((s) => s.toFixed(2)).join(', ')}), ${median(reloads).toFixed(2)} s wall; budget < ${RELOAD_BUDGET_SECONDS} s ${reload < RELOAD_BUDGET_SECONDS ? '✅' : '❌'}`);
  const worst = median(switchWork.map((work) => work.pause));
  console.log(`  the server's switch (policies read, include made): median ${median(switchWork.map((work) => work.seconds)).toFixed(2)} s, longest pause to requests median ${(worst * 1000).toFixed(0)} ms (${switchWork.map((work) => (work.pause * 1000).toFixed(0)).join(', ')} ms)`);
  console.log(`  map warning: ${warnings.some((line) => line.includes('could not build optimal')) ? 'yes ❌' : 'none ✅'}`);
  if (reload >= RELOAD_BUDGET_SECONDS || warnings.length) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
