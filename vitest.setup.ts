import { afterEach } from 'vitest';

// Only files that run in jsdom render components; the others skip loading React's test helpers (about 20 s of a run).
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  // Vitest runs without globals, so testing-library cannot unmount by itself between tests.
  afterEach(() => cleanup());
}
