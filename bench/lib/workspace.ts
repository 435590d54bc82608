// Builds run cold in a scratch copy of the repository, never in the working tree (out/, .content/, a warm .next/).
// node_modules is hard-linked when on the same filesystem, else symlinked with NEXT_PRIVATE_OUTPUT_TRACE_ROOT
// so Turbopack accepts packages behind the link.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Env } from './proc';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Never copied: dependencies, build output, results, caches of other tools. */
const SKIP = new Set([
  'node_modules',
  '.git',
  '.next',
  'out',
  'releases',
  '.publish',
  'test-results',
  'playwright-report',
  '.content',
  'tsconfig.tsbuildinfo',
]);
const SKIP_PATHS = new Set([join('bench', 'results')]);

export interface Workspace {
  site: string;
  floor: string;
  env: Env;
  modules: 'hardlink' | 'symlink';
}

function copyRepository(repo: string, target: string): void {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(repo, target, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => {
      const rel = relative(repo, source);
      if (!rel) return true;
      const parts = rel.split(sep);
      if (parts.some((part) => SKIP.has(part) || part.startsWith('.content.'))) return false;
      return !SKIP_PATHS.has(rel);
    },
  });
}

function linkModules(from: string, to: string): 'hardlink' | 'symlink' {
  rmSync(to, { recursive: true, force: true });
  try {
    execFileSync('cp', ['-al', from, to], { stdio: 'ignore' });
    return 'hardlink';
  } catch {
    rmSync(to, { recursive: true, force: true });
    symlinkSync(from, to, 'dir');
    return 'symlink';
  }
}

function commonAncestor(a: string, b: string): string {
  const pa = resolve(a).split(sep);
  const pb = resolve(b).split(sep);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++;
  return pa.slice(0, i).join(sep) || sep;
}

export function prepareWorkspace(repo: string, dir: string): Workspace {
  const site = join(dir, 'site');
  copyRepository(repo, site);
  const modules = linkModules(join(repo, 'node_modules'), join(site, 'node_modules'));
  const env: Env = { NEXT_TELEMETRY_DISABLED: '1' };
  if (modules === 'symlink') env.NEXT_PRIVATE_OUTPUT_TRACE_ROOT = commonAncestor(site, join(repo, 'node_modules'));
  return { site, floor: join(site, 'bench', 'floor'), env, modules };
}

export function cleanBuild(appDir: string): void {
  for (const name of ['.next', 'out']) rmSync(join(appDir, name), { recursive: true, force: true });
}

export interface Versions {
  next: string;
  react: string;
  'react-dom': string;
  'next-intl': string;
  'use-intl': string;
}

export function resolvedVersions(dir: string): Versions {
  const require = createRequire(join(dir, 'package.json'));
  const version = (name: string): string => {
    try {
      // Not every package exports ./package.json: find its directory from its main entry.
      let path = dirname(require.resolve(name));
      while (!existsSync(join(path, 'package.json')) || JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')).name !== name) {
        const up = dirname(path);
        if (up === path) return 'missing';
        path = up;
      }
      return JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')).version as string;
    } catch {
      return 'missing';
    }
  };
  return {
    next: version('next'),
    react: version('react'),
    'react-dom': version('react-dom'),
    'next-intl': version('next-intl'),
    'use-intl': version('use-intl'),
  };
}

export function pinnedFloorVersions(floorDir: string): Versions {
  const pkg = JSON.parse(readFileSync(join(floorDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    overrides?: Record<string, string>;
  };
  return {
    next: pkg.dependencies.next ?? '',
    react: pkg.dependencies.react ?? '',
    'react-dom': pkg.dependencies['react-dom'] ?? '',
    'next-intl': pkg.dependencies['next-intl'] ?? '',
    'use-intl': pkg.overrides?.['use-intl'] ?? '',
  };
}

export function versionMismatches(pinned: Versions, used: Versions): string[] {
  return (Object.keys(pinned) as Array<keyof Versions>)
    .filter((name) => pinned[name] !== used[name])
    .map((name) => `${name}: floor pins ${pinned[name]}, node_modules has ${used[name]}`);
}

/** Pages Next prerendered, from its "Generating static pages (n/n)" line. */
export function prerenderedPages(output: string): number {
  const all = [...output.matchAll(/Generating static pages[^(\n]*\((\d+)\/(\d+)\)/g)];
  return all.length ? Number(all.at(-1)![2]) : Number.NaN;
}

/** Wall seconds of the build's phases as the tools print them. */
export function buildPhases(output: string): Record<string, number> {
  const seconds = (value: string, unit: string) => Number(value) / (unit === 'ms' ? 1000 : unit === 'min' ? 1 / 60 : 1);
  const phases: Record<string, number> = {};
  const patterns: Array<[string, RegExp]> = [
    ['snapshot', /Content snapshot:.* in ([\d.]+) (s)\b/],
    ['compile', /Compiled successfully in ([\d.]+)(ms|s|min)\b/],
    ['typescript', /Finished TypeScript in ([\d.]+)(ms|s|min)\b/],
    ['static pages', /Generating static pages[^\n]*\(\d+\/\d+\) in ([\d.]+)(ms|s|min)\b/],
    ['precompress', /postbuild: precompressed .* in ([\d.]+) (s)\b/],
  ];
  for (const [name, pattern] of patterns) {
    const match = output.match(pattern);
    if (match) phases[name] = seconds(match[1]!, match[2]!);
  }
  return phases;
}
