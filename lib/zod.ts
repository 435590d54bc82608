// zod, set up once for the browser's strict CSP: without `jitless`, zod 4 probes for eval with `new Function`
// at its first parse, and the browser reports that caught probe as a CSP violation (script-src eval).
// Every module that builds schemas imports `z` from here, so the setting precedes any parse.
// Relative imports only: lib/config.ts, which next.config.ts loads before aliases exist, uses it.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
