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
    'dist/**',
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
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Pictures are the build's own WebP copies (components/ui/Picture.tsx): next/image adds nothing to an export.
      '@next/next/no-img-element': 'off',
      // Only says the React Compiler would skip a component; this project does not use the compiler.
      'react-hooks/incompatible-library': 'off',
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import z from lib/zod.ts (jitless: no CSP violation in the browser).", allowTypeImports: true }] },
      ],
    },
  },
  { files: ['lib/zod.ts', '**/*.test.ts', '**/*.test.tsx'], rules: { 'no-restricted-imports': 'off' } },
]);
