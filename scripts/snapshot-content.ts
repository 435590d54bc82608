// `npm run snapshot`: reads the API once per collection and language into `.content/`; on failure nothing is replaced.
import { snapshotContent } from '@/lib/api/snapshot-content';

try {
  const snapshot = await snapshotContent(process.cwd(), (line) => console.log(line));
  await snapshot.write();
  snapshot.saveSanitized();
} catch (error) {
  console.error(`Build stopped: ${(error as Error).message}`);
  process.exitCode = 1;
}
