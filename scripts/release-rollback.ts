// `npm run rollback [-- <id>]`: the release before the live one (or the given one) goes live again.
import { execFileSync } from 'node:child_process';
import { Releases } from '../lib/publish/releases';
import { config } from '../lib/config';

const { releasesDir, releaseNginx, releaseAfterSwitch } = config();
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
} catch (error) {
  console.error(`rollback: ${(error as Error).message}`);
  process.exit(1);
}
