// Editor HTML sanitised by the last snapshot, by the hash of its source: a publish sanitises only what changed
// (0.6 s of the snapshot at 2,000 stories, growing with the archive). Kept only for the same snapshot code.
import 'server-only';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface SanitizeCache {
  /** `fresh()` for `source` (the HTML and what else its result depends on), or the last snapshot's result for it. */
  sanitized(source: string, fresh: () => string): string;
  /** Keeps the results this snapshot used, and no other; writes nothing when those are the saved ones. */
  save(): void;
}

interface CacheFile {
  code: string;
  entries: Record<string, string>;
}

function readEntries(file: string, code: string): Record<string, string> {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
    return saved.code === code && saved.entries && typeof saved.entries === 'object' ? saved.entries : {};
  } catch {
    return {}; // none yet, or unreadable: everything is sanitised afresh
  }
}

/** The cache in `file`, valid for the snapshot code fingerprinted `code` (snapshotCodeFingerprint). */
export function openSanitizeCache(file: string, code: string): SanitizeCache {
  const previous = readEntries(file, code);
  const used: Record<string, string> = {};
  let sanitizedAfresh = false;
  return {
    sanitized(source, fresh) {
      const key = createHash('sha256').update(source).digest('base64url');
      const known = Object.hasOwn(previous, key) ? previous[key] : undefined;
      if (typeof known === 'string') return (used[key] = known);
      sanitizedAfresh = true;
      return (used[key] = fresh());
    },
    save() {
      // Nothing new and every saved entry used: the file already holds exactly these (a publish of a few stories).
      if (!sanitizedAfresh && Object.keys(used).length === Object.keys(previous).length) return;
      mkdirSync(dirname(file), { recursive: true });
      const temp = `${file}.tmp-${process.pid}`;
      writeFileSync(temp, JSON.stringify({ code, entries: used } satisfies CacheFile));
      renameSync(temp, file);
    },
  };
}
