import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'tests/e2e/**', 'out/**', 'releases/**', 'bench/floor/**', '.next/**'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
  },
});
