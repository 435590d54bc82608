// What this process last read or wrote of a file, valid while the file is that version (its inode, change time and
// size). The publisher stays running between publishes (lib/publish/step.ts): its caches need not be read again.
import { statSync } from 'node:fs';

function stampOf(file: string): string | null {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.ino}:${stat.ctimeMs}:${stat.size}` : null;
}

export interface KeptFile<T> {
  /** What was kept of `file` for `key` (e.g. the code that wrote it), while the file is that version. */
  get(file: string, key?: string): T | undefined;
  /** `value` is what `file` now holds; never changed after. */
  keep(file: string, value: T, key?: string): void;
}

export function keptFile<T>(): KeptFile<T> {
  let kept: { file: string; key: string; stamp: string; value: T } | undefined;
  return {
    get: (file, key = '') => (kept && kept.file === file && kept.key === key && kept.stamp === stampOf(file) ? kept.value : undefined),
    keep(file, value, key = '') {
      const stamp = stampOf(file);
      kept = stamp === null ? undefined : { file, key, stamp, value };
    },
  };
}
