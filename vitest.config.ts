import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@': here('.'),
      // `server-only` throws outside the react-server condition, which would give component tests React's server build.
      'server-only': here('node_modules/server-only/empty.js'),
    },
  },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'tests/e2e/**', 'out/**', 'releases/**', 'bench/floor/**', '.next/**'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    // Vitest leaves one core free by default; on CI's 2 cores that ran the files one at a time (176 s against 108 s).
    maxWorkers: '100%',
  },
});
