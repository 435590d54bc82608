// ESLint: Next's rules (React, hooks, Next, accessibility, TypeScript) and import cycles.
// `npm run lint`, the first step of `npm test`; warnings fail it too.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  comments.recommended,
  globalIgnores([
    '.next/**',
    'out/**',
    'releases/**',
    '.content/**',
    '.cache/**',
    '.publish/**',
    'bench/floor/.next/**',
    'bench/floor/out/**',
    'bench/results/**',
    'stand-in/.media/**',
    'test-results/**',
    'playwright-report/**',
    '**/next-env.d.ts',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Every eslint-disable says why, after `--`.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      // Files import each other one way; a cycle makes module order matter.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // next/image has nothing to add to a static export: pictures are the build's own WebP
      // copies, served by components/ui/Picture.tsx as <img srcset>.
      '@next/next/no-img-element': 'off',
      // Only says the React Compiler would skip a component; this project does not use the compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
]);
