// `npm run rollback [-- <id>]`: the release before the live one (or the given one) goes live again.
import { execFileSync } from 'node:child_process';
import { Releases } from '../lib/publish/releases';
import { PURGE_ALL, purgeCaches, purgeSummary } from '../lib/publish/purge';
import { config } from '../lib/config';
import { errorMessage } from '../lib/error-message';

const { releasesDir, releaseNginx, releaseAfterSwitch, cachePurgeUrls } = config();
const releases = new Releases(releasesDir, { nginx: releaseNginx });
const was = releases.live()?.id;
const target = process.argv[2] ?? releases.previousId();

if (!target) {
  console.error(`rollback: no release before ${was ?? '(none live)'} in ${releases.dir}; kept: ${releases.ids().join(', ') || 'none'}`);
  process.exit(1);
}
try {
  const live = await releases.switchTo(target);
  const afterSwitch = releaseAfterSwitch;
  if (afterSwitch) execFileSync('sh', ['-c', afterSwitch], { stdio: 'inherit', timeout: 60_000 });
  console.log(`rollback: ${live.id} is live (was ${was ?? 'none'})`);
  // Any page may differ between the two releases: every page is purged, after nginx has taken up the release.
  if (cachePurgeUrls.length) {
    const results = await purgeCaches(cachePurgeUrls, PURGE_ALL);
    console.log(`rollback: ${purgeSummary(results)}`);
    if (results.some((result) => !result.ok)) process.exitCode = 1;
  }
} catch (error) {
  console.error(`rollback: ${errorMessage(error)}`);
  process.exit(1);
}
