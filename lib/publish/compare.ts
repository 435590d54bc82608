/**
 * Whether two builds hold the same files with the same bytes, following the store's links: how
 * the publishing tests and the benchmark prove an incremental release equal to a full build.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Relative path -> sha256 of every file under `root` (links followed). */
export function treeHashes(root: string, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(join(root, prefix))) {
    const relative = prefix ? `${prefix}/${name}` : name;
    const full = join(root, relative);
    if (statSync(full).isDirectory()) for (const [path, hash] of treeHashes(root, relative)) out.set(path, hash);
    else out.set(relative, createHash('sha256').update(readFileSync(full)).digest('hex'));
  }
  return out;
}

export interface TreeDifference {
  onlyInFirst: string[];
  onlyInSecond: string[];
  different: string[];
}

export function compareTrees(first: string, second: string): TreeDifference {
  const a = treeHashes(first);
  const b = treeHashes(second);
  return {
    onlyInFirst: [...a.keys()].filter((path) => !b.has(path)).sort(),
    onlyInSecond: [...b.keys()].filter((path) => !a.has(path)).sort(),
    different: [...a.keys()].filter((path) => b.has(path) && b.get(path) !== a.get(path)).sort(),
  };
}
