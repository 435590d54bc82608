// `npm run serve`: `SITE_DIR` as it is, or with DEPLOY_HOOK_SECRET (or RELEASES_DIR) the live release and the hook;
// with no release yet, SITE_DIR becomes the first one if it holds a build, else the first build starts.
import { existsSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { join } from 'node:path';
import { createAppHandler, createSiteHandler } from './app';
import { createReleaseBuilder, publishDirectory } from '../lib/publish/build-release';
import { stopBuilds } from '../lib/publish/step';
import { Deployer } from './deployer';
import { createDeployHook, HOOK_PATH } from './hook';
import { createLiveSite } from './live-site';
import { createOriginServer } from './origin-server';
import { newReleaseId, Releases } from '../lib/publish/releases';
import { config, type Config } from '../lib/config';
import { errorMessage } from '../lib/error-message';

let settings: Config;
try {
  settings = config();
} catch (error) {
  console.error(errorMessage(error));
  process.exit(1);
}
const { siteDir, port, host, deployHookSecret: secret, trustProxy, servesReleases } = settings;

const log = (line: string) => console.log(`[${new Date().toISOString()}] ${line}`);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function releaseHandler(): Promise<RequestListener> {
  const releases = new Releases(settings.releasesDir, { nginx: settings.releaseNginx });
  const live = createLiveSite(releases, { trustProxy });
  let deployer: Deployer | undefined;
  if (secret) {
    const builder = createReleaseBuilder({
      releases,
      beforeSwitch: live.prepare,
      afterSwitch: settings.releaseAfterSwitch,
      purgeUrls: settings.cachePurgeUrls,
      lockFile: settings.buildLockFile,
      log,
    });
    deployer = new Deployer(builder, { newId: newReleaseId, log, secrets: [secret] });
    // The first publish then skips the publisher's start (lib/publish/step.ts).
    builder.prepare().catch((error: unknown) => log(`the publisher could not start: ${errorMessage(error)}`));
  }

  if (!releases.live()) {
    if (existsSync(join(siteDir, 'index.html'))) {
      try {
        const first = await publishDirectory(releases, siteDir, { beforeSwitch: live.prepare });
        log(`published ${siteDir} as the first release ${first.id}`);
      } catch (error) {
        log(`could not publish ${siteDir}: ${errorMessage(error)}`);
      }
    }
    if (!releases.live()) {
      if (!deployer) fail(`${releases.dir} has no release; run \`npm run release\` first.`);
      log('no release yet: starting the first build');
      deployer.request();
    }
  }

  const hook = deployer && { path: HOOK_PATH, handle: createDeployHook({ secret: secret!, deployer, live: () => releases.live(), log }) };
  return createAppHandler({ site: live.handle, hook, trustProxy });
}

let handler: RequestListener;
let serving: string;
if (servesReleases) {
  handler = await releaseHandler();
  serving = `${settings.releasesDir}/current${secret ? `, deploy hook on ${HOOK_PATH}` : ''}`;
} else {
  if (!existsSync(siteDir)) fail(`${siteDir} does not exist; run \`npm run build\` first.`);
  handler = createSiteHandler({ root: siteDir, trustProxy });
  serving = siteDir.endsWith('/') ? siteDir : `${siteDir}/`;
}

const server = createOriginServer(handler);
server.on('error', (error) => fail(`could not serve on port ${port}: ${error.message}`));
server.listen(port, host, () => {
  console.log(`site on http://localhost:${port} (serving ${serving})`);
});

function shutdown(): void {
  stopBuilds();
  // Finish in-flight responses, but do not hang on keep-alive clients.
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 5_000).unref();
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
