// Editor HTML sanitised by the last snapshot, by the hash of its source: a publish sanitises only what changed
// (0.6 s of the snapshot at 2,000 stories, growing with the archive). Kept only for the same snapshot code.
import 'server-only';
import { hash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { replaceFileSync } from '@/lib/replace-file';

export interface SanitizeCache {
  /** `fresh()` for `source` (the HTML and what else its result depends on), or the last snapshot's result for it. */
  sanitized(source: string, fresh: () => string): string;
  /** `make(html)`, or the last snapshot's result for the same sanitised HTML: kept in memory only, not in the file. */
  excerpt(html: string, make: (html: string) => string): string;
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

/** Which version of the file: its inode, change time and size, or null when there is none. */
function stampOf(file: string): string | null {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.ino}:${stat.ctimeMs}:${stat.size}` : null;
}

// The publisher stays running between publishes (lib/publish/step.ts): the entries it read or saved last are the
// file's while the file is unchanged, which spares each publish reading them (0.1-0.3 s at 10,000 stories), and
// the excerpts it made last spare it making them again (0.25 s).
let kept: { file: string; code: string; stamp: string; entries: Record<string, string>; excerpts: Map<string, string> } | undefined;

function keep(file: string, code: string, entries: Record<string, string>, excerpts: Map<string, string>): void {
  const stamp = stampOf(file);
  kept = stamp === null ? undefined : { file, code, stamp, entries, excerpts };
}

/** The cache in `file`, valid for the snapshot code fingerprinted `code` (snapshotCodeFingerprint). */
export function openSanitizeCache(file: string, code: string): SanitizeCache {
  const reusable = kept && kept.file === file && kept.code === code && kept.stamp === stampOf(file);
  const previous = reusable ? kept!.entries : readEntries(file, code);
  const previousExcerpts = reusable ? kept!.excerpts : new Map<string, string>();
  const used: Record<string, string> = {};
  const usedExcerpts = new Map<string, string>();
  let sanitizedAfresh = false;
  return {
    sanitized(source, fresh) {
      const key = hash('sha256', source, 'base64url'); // one-shot: half the cost of createHash per call
      const known = Object.hasOwn(previous, key) ? previous[key] : undefined;
      if (typeof known === 'string') return (used[key] = known);
      sanitizedAfresh = true;
      return (used[key] = fresh());
    },
    excerpt(html, make) {
      let excerpt = usedExcerpts.get(html) ?? previousExcerpts.get(html);
      if (excerpt === undefined) excerpt = make(html);
      usedExcerpts.set(html, excerpt);
      return excerpt;
    },
    save() {
      // Nothing new and every saved entry used: the file already holds exactly these (a publish of a few stories).
      if (!sanitizedAfresh && Object.keys(used).length === Object.keys(previous).length) {
        keep(file, code, previous, usedExcerpts);
        return;
      }
      replaceFileSync(file, JSON.stringify({ code, entries: used } satisfies CacheFile), { makeDir: true });
      keep(file, code, used, usedExcerpts);
    },
  };
}
