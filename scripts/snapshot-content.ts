// `npm run snapshot`: reads the API once per collection and language into `.content/`; on failure nothing is replaced.
import { snapshotContent } from '@/lib/api/snapshot-content';
import { errorMessage } from '@/lib/error-message';

try {
  const snapshot = await snapshotContent(process.cwd(), (line) => console.log(line));
  await snapshot.write();
  snapshot.saveSanitized();
} catch (error) {
  console.error(`Build stopped: ${errorMessage(error)}`);
  process.exitCode = 1;
}
