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
  // axe-core's full WCAG scan of a page took 27-35 s on a 2-core CI machine (2026-11-24), and a
  // test may scan a page and then use it further.
  timeout: 120_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
