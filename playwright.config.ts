import { defineConfig } from '@playwright/test';

/**
 * Browser tests run Debian's Chromium against the built site under `npm run serve`, with the
 * stand-in API running (npm test starts it). No browser is downloaded.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Room for a loaded 2-core machine: an axe test takes 10-13 s there, and took up to 38 s while
  // the trace recorded a screencast (below).
  timeout: 120_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A failed test keeps its trace: every action with the page's DOM before and after it. Without
    // the screencast: recording it tripled the time of an axe test (12-18 s against 36-53 s for
    // `a11y.spec.ts -g "uz /state-symbols"` on a 2-core machine), because the page never stops
    // painting (clock, test-mode ticker) and each frame is encoded.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npm run serve',
    env: { PORT: String(port) },
    url: `${baseURL}/uz/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
