// Makes release directory `<releases>/.site-<id>` (lib/publish/publish.ts) and prints `publish-report {...}` last;
// lib/publish/build-release.ts runs it under the build lock and switches. `--clean-up`: what runs after a switch.
import { parseArgs } from 'node:util';
import { cleanUp, publish } from '@/lib/publish/publish';

export const REPORT_PREFIX = 'publish-report ';

const { values } = parseArgs({
  options: {
    id: { type: 'string' },
    releases: { type: 'string' },
    live: { type: 'string' },
    full: { type: 'boolean', default: false },
    'clean-up': { type: 'boolean', default: false },
  },
});

if (!values.releases || !(values.id || values['clean-up'])) {
  console.error('usage: tsx scripts/publish.ts --id <id> --releases <dir> [--live <dir>] [--full] | --clean-up --releases <dir>');
  process.exit(2);
}

if (values['clean-up']) {
  cleanUp(values.releases, process.cwd(), (line) => console.log(line));
  process.exit(0);
}

try {
  const report = await publish({
    projectDir: process.cwd(),
    releasesDir: values.releases,
    id: values.id!,
    liveDir: values.live,
    full: values.full,
    log: (line) => console.log(line),
  });
  console.log(`${REPORT_PREFIX}${JSON.stringify(report)}`);
} catch (error) {
  console.error(`Build stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
