import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
const PUBLISHING_SPECS = /(publishing|varnish|hostile-build)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Room for a loaded 2-core machine, where an axe test takes 10-13 s.
  timeout: 120_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  // The specs that publish run in one worker, one after another: each builds in the project's one publish
  // directory under the build lock, and each has its own API (its own code fingerprint). Side by side they
  // took turns and every publish compiled again; in turn, a spec's later publishes reuse its compile.
  projects: [
    { name: 'publishes', testMatch: PUBLISHING_SPECS, workers: 1 },
    { name: 'site', testIgnore: PUBLISHING_SPECS },
  ],
  use: {
    baseURL,
    // No screencast: the page never stops painting (clock, ticker), and encoding each frame tripled a test's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      // Debian's headless shell of the same Chromium: the suite ran in 0.64x the time it took in the full browser
      // (docs/decisions/browser-tests-time.md). The screen-reader check needs the full browser (tests/screen-reader).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
