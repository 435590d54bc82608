import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@': here('.'),
      // `server-only` throws unless resolved under the react-server condition, which would also give
      // component tests React's server build; tests take its empty module instead (scripts run tsx
      // with --conditions=react-server). `client-only` is empty outside that condition already.
      'server-only': here('node_modules/server-only/empty.js'),
    },
  },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'tests/e2e/**', 'out/**', 'releases/**', 'bench/floor/**', '.next/**'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
  },
});
