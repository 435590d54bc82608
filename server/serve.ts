/** `npm run serve`: serve the static export (`SITE_DIR`, default `out/`) on `PORT` (default 3000). */
import { existsSync } from 'node:fs';
import { createSiteServer } from './app';

const siteDir = process.env.SITE_DIR || 'out/';
const port = Number(process.env.PORT || 3000);
const host = '0.0.0.0';

if (!existsSync(siteDir)) {
  console.error(`${siteDir} does not exist; run \`npm run build\` first.`);
  process.exit(1);
}

const server = createSiteServer({ root: siteDir });
server.on('error', (error) => {
  console.error(`could not serve on port ${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  const shownDir = siteDir.endsWith('/') ? siteDir : `${siteDir}/`;
  console.log(`site on http://localhost:${port} (serving ${shownDir})`);
});

function shutdown(): void {
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
