/**
 * The bench never builds in the working tree (that would overwrite `out/` and `.content/`, and a
 * warm `.next/` would flatter the timings): it copies the repository into a scratch directory and
 * builds there, from cold, every time.
 *
 * Dependencies come from the repository's node_modules, for the site and for the floor
 * (bench/floor has its own package.json with the same pinned versions, but needs no install):
 * - hard links (`cp -al`, under a second, no extra disk) when the scratch directory is on the
 *   same filesystem: the copy then resolves exactly as the repository does;
 * - else a symlink, plus `NEXT_PRIVATE_OUTPUT_TRACE_ROOT` so Turbopack, which compiles nothing
 *   outside its root, accepts packages behind the link.
 */
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
  /** The copy of the repository the site is built in. */
  site: string;
  /** The floor app inside that copy (`bench/floor`). */
  floor: string;
  /** Environment every build in the workspace needs. */
  env: Env;
  /** How node_modules was provided: `hardlink` or `symlink`. */
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

/** The deepest directory holding both paths. */
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

/** Removes a build's output so the next build starts cold. */
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

/** The versions `dir` resolves (what a build there uses). */
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

/** The versions bench/floor/package.json pins. */
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

/** Differences between what the floor pins and what a build would use, as readable lines. */
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

/**
 * Wall seconds of the build's phases as the tools print them: Next's compile, type check and
 * static generation, the content snapshot, postbuild's precompression.
 */
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
