// Whether two builds hold the same bytes, following the store's links: how incremental releases are proven equal to full builds.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `root`, relative to it, following the links into the store (lib/publish/store.ts). */
export function treeFiles(root: string, prefix = ''): string[] {
  return readdirSync(join(root, prefix)).flatMap((name) => {
    const relative = prefix ? `${prefix}/${name}` : name;
    return statSync(join(root, relative)).isDirectory() ? treeFiles(root, relative) : [relative];
  });
}

export function treeHashes(root: string): Map<string, string> {
  return new Map(treeFiles(root).map((file) => [file, createHash('sha256').update(readFileSync(join(root, file))).digest('hex')]));
}

export interface TreeDifference {
  onlyInFirst: string[];
  onlyInSecond: string[];
  different: string[];
}

export function compareTrees(first: string, second: string): TreeDifference {
  return compareHashes(treeHashes(first), treeHashes(second));
}

/** The same for trees read before: a release may be gone from the disk by the time it is compared. */
export function compareHashes(a: Map<string, string>, b: Map<string, string>): TreeDifference {
  return {
    onlyInFirst: [...a.keys()].filter((path) => !b.has(path)).sort(),
    onlyInSecond: [...b.keys()].filter((path) => !a.has(path)).sort(),
    different: [...a.keys()].filter((path) => b.has(path) && b.get(path) !== a.get(path)).sort(),
  };
}
