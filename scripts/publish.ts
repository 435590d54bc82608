// The publish step, bundled and started by lib/publish/step.ts. `--serve`: the publisher, which reads one request
// a line (PublishRequest), makes release directory `<releases>/.site-<id>` under the build lock (lib/publish/publish.ts)
// and prints `publish-report {...}` then `publish-end 0`, or why it stopped then `publish-end 1`; a PrepareRequest,
// ahead of its first publish, gets `publish-end 0` once read. It exits when its input closes.
// `--clean-up --releases <dir> --lock <file>`: what runs after a switch, under the build lock.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { cleanUp, preparePublish, publish } from '@/lib/publish/publish';
import { END_PREFIX, holdBuildLock, REPORT_PREFIX, type PrepareRequest, type PublishRequest } from '@/lib/publish/step';
import { errorMessage } from '@/lib/error-message';

const { values } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    releases: { type: 'string' },
    'clean-up': { type: 'boolean', default: false },
    lock: { type: 'string' },
  },
});

// What a publish left for after its report (publish's `defer`): the editor's release goes live meanwhile. Its
// failures are only a cache's (the next publish does that work again), told in the next request's output.
const afterReport: (() => void)[] = [];
const afterReportFailures: string[] = [];

async function handle(request: PublishRequest): Promise<number> {
  let release = () => {};
  for (const failure of afterReportFailures.splice(0)) console.log(`After the last publish: ${failure}`);
  try {
    release = await holdBuildLock(request.lockFile);
    const report = await publish({
      projectDir: process.cwd(),
      releasesDir: request.releases,
      id: request.id,
      liveDir: request.live,
      full: request.full,
      log: (line) => console.log(line),
      defer: (work) => afterReport.push(work),
    });
    console.log(`${REPORT_PREFIX}${JSON.stringify(report)}`);
    return 0;
  } catch (error) {
    console.log(`Build stopped: ${errorMessage(error)}`);
    return 1;
  } finally {
    release();
  }
}

/** A publisher started ahead of its first publish reads what that publish reads first; a failure is only told. */
function prepare({ prepare: { live } }: PrepareRequest): number {
  try {
    preparePublish(process.cwd(), live);
  } catch (error) {
    console.log(`Could not read ahead (the live release ${live ?? 'none'}, the sanitise cache): ${errorMessage(error)}`);
  }
  return 0;
}

if (values.serve) {
  for await (const line of createInterface({ input: process.stdin })) {
    const request = JSON.parse(line) as PublishRequest | PrepareRequest;
    console.log(`${END_PREFIX}${'prepare' in request ? prepare(request) : await handle(request)}`);
    for (const work of afterReport.splice(0)) {
      try {
        work();
      } catch (error) {
        afterReportFailures.push(errorMessage(error));
      }
    }
  }
  process.exit(0);
} else if (values['clean-up'] && values.releases && values.lock) {
  // Held until this process ends, as a kill by the next publish ends it (the holder is in its process group).
  await holdBuildLock(values.lock);
  cleanUp(values.releases, process.cwd(), (line) => console.log(line));
  process.exit(0);
} else {
  console.error('usage: node <bundle> --serve | --clean-up --releases <dir> --lock <file>');
  process.exit(2);
}
