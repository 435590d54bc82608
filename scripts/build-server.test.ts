import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBundleOptions } from './build-server';

const packageName = (path: string) => path.split('/').slice(0, path.startsWith('@') ? 2 : 1).join('/');

describe('the server bundle', () => {
  it('needs only Node and the production dependencies (`npm ci --omit=dev` runs it)', async () => {
    const { metafile } = await build({ ...serverBundleOptions, write: false, metafile: true });
    const external = new Set(
      Object.values(metafile.inputs)
        .flatMap((input) => input.imports)
        .filter((entry) => entry.external)
        .map((entry) => entry.path),
    );
    const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    const packages = [...external].filter((path) => !path.startsWith('node:') && !builtinModules.includes(path)).map(packageName);
    expect(packages.length).toBeGreaterThan(0);
    expect(packages.filter((name) => !(name in dependencies))).toEqual([]);
    // Nothing of the development toolchain was bundled in either.
    const bundled = Object.keys(metafile.inputs).filter((path) => path.includes('node_modules/'));
    expect(bundled).toEqual([]);
  });
});
