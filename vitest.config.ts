import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'tests/e2e/**', 'out/**', 'releases/**', 'bench/floor/**', '.next/**'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    // next-intl's ESM imports `next/navigation` without an extension, which Node's resolver refuses;
    // inlined, Vite resolves it as the app's bundler does.
    server: { deps: { inline: ['next-intl'] } },
  },
});
