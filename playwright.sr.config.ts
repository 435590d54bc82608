// `npm run test:sr`: the screen-reader check (tests/screen-reader/). One worker: one Orca session
// reads one Chromium, and Orca allows one instance per user. Serves the build in out/ on PORT.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.PORT ?? 3000);

export default defineConfig({
  testDir: 'tests/screen-reader',
  testMatch: '*.sr.ts',
  workers: 1,
  // npm test runs beside the browser suite: on a loaded machine Orca can drop a focus event (its log: "Could not
  // process object:state-changed:focused"). One more try there, in a new session; a second failure is real.
  retries: process.env.SR_SCOPE === 'ci' ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // A page with its dialogs on a loaded 2-core machine.
  timeout: 240_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results/screen-reader-runs',
  webServer: {
    command: 'npm run serve',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/uz/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
