// `npm run release [-- --full | --from <dir>]`: builds from the API into a new release and makes it live,
// as the deploy hook does, without a server.
import { execFileSync } from 'node:child_process';
import { createReleaseBuilder, publishDirectory, type ReleaseBuilder } from '../lib/publish/build-release';
import { errorSummary } from '../lib/publish/step';
import { newReleaseId, Releases } from '../lib/publish/releases';
import { PURGE_ALL, purgeCaches, purgeSummary } from '../lib/publish/purge';
import { config } from '../lib/config';

const { releasesDir, releaseNginx, releaseAfterSwitch, buildLockFile, cachePurgeUrls } = config();
const releases = new Releases(releasesDir, { nginx: releaseNginx });
const fromIndex = process.argv.indexOf('--from');
const started = performance.now();

let cleanedUp: Promise<void> | undefined;
// Its publisher process is ended and waited for, so that its CPU time is this command's (the bench counts it).
let build: ReleaseBuilder | undefined;
try {
  let id: string;
  let summary = '';
  if (fromIndex !== -1) {
    const from = process.argv[fromIndex + 1];
    if (!from) throw new Error('usage: tsx scripts/release.ts [--from <dir>]');
    id = (await publishDirectory(releases, from)).id;
    if (releaseAfterSwitch) execFileSync('sh', ['-c', releaseAfterSwitch], { stdio: 'inherit', timeout: 60_000 });
    // Any page may differ from the live one's: every page is purged.
    if (cachePurgeUrls.length) console.log(`release: ${purgeSummary(await purgeCaches(cachePurgeUrls, PURGE_ALL))}`);
  } else {
    id = newReleaseId();
    build = createReleaseBuilder({
      releases,
      afterSwitch: releaseAfterSwitch,
      purgeUrls: cachePurgeUrls,
      lockFile: buildLockFile,
      log: (line) => console.log(line.replace(/^deploy \S+ \| /, '')),
    });
    const result = await build(id, { full: process.argv.includes('--full') });
    const { pageCount, report } = result;
    cleanedUp = result.cleanedUp;
    if (report?.unchanged) {
      console.log(`release: ${report.reason}; ${releases.live()?.id ?? 'no release'} stays live`);
      await build.close();
      process.exit(0);
    }
    summary = report
      ? ` (${report.mode}: ${report.reason}; ${report.routes.rendered} routes rendered, ${report.routes.carried} carried over, ` +
        `${report.routes.removed} removed; ${pageCount} pages; ${Object.entries(report.phases).map(([phase, s]) => `${phase} ${s} s`).join(', ')})`
      : ` (${pageCount} pages)`;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`release: ${id} is live${summary} in ${seconds} s; ${releases.dir}/current -> ${id}`);
  await cleanedUp; // what no kept release uses, removed after the switch (logged above)
  await build?.close();
} catch (error) {
  console.error(`release: nothing changed live: ${errorSummary(error)}`);
  await build?.close();
  process.exit(1);
}
