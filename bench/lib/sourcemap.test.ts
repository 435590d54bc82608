import { describe, expect, it } from 'vitest';
import { packageOf } from './sourcemap';

describe('packageOf', () => {
  it('names the package of a Turbopack source, scoped packages with their scope', () => {
    expect(packageOf('turbopack:///[project]/node_modules/zustand/esm/middleware.mjs')).toBe('zustand');
    expect(packageOf('turbopack:///[project]/node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
  });

  it("names React and the others Next vendors by their own name", () => {
    expect(packageOf('turbopack:///[project]/node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js')).toBe(
      'next (compiled react-dom)',
    );
    expect(packageOf('turbopack:///[project]/node_modules/next/src/client/components/redirect-error.ts')).toBe('next');
  });

  it('gives what a package bundled to that package, not to the sources its own map names', () => {
    expect(packageOf('turbopack:///[project]/node_modules/intl-messageformat/node_modules/@formatjs/parser.ts')).toBe('intl-messageformat');
    expect(packageOf('turbopack:///[project]/node_modules/core.ts')).toBe('(bundled source of an unnamed package)');
  });

  it('groups our own files by their first two folders', () => {
    expect(packageOf('turbopack:///[project]/components/frame/Clock.tsx')).toBe('app: components/frame');
    expect(packageOf('turbopack:///[project]/app/[locale]/error.tsx')).toBe('app: app/[locale]');
  });
});
