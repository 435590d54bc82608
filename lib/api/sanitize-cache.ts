// Editor HTML sanitised by the last snapshot, by the hash of its source, and its excerpt: a publish sanitises only
// what changed (0.6 s of the snapshot at 2,000 stories, growing with the archive) and makes only the new excerpts
// (0.3 s at 10,000 stories in a fresh publisher). Kept only for the same snapshot code.
import 'server-only';
import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { keptFile } from '@/lib/kept-file';
import { replaceFileSync } from '@/lib/replace-file';

export interface SanitizeCache {
  /** `fresh()` for `source` (the HTML and what else its result depends on), or the last snapshot's result for it. */
  sanitized(source: string, fresh: () => string): string;
  /** `make(html)`, or the last snapshot's result for the same sanitised HTML (saved with the HTML `sanitized` gave). */
  excerpt(html: string, make: (html: string) => string): string;
  /** The entry `sanitized` gave `html` from in this snapshot, for `reuse` in a later one. */
  keyOf(html: string): string | undefined;
  /** Counts an earlier snapshot's result as used by this one (an unchanged story's), without hashing its source again. */
  reuse(key: string, html: string, excerpt: string): void;
  /** Keeps the results this snapshot used, and no other; writes nothing when those are the saved ones. */
  save(): void;
}

interface CacheFile {
  code: string;
  entries: Record<string, string>;
  /** The excerpt of an entry's HTML, by the entry's key. */
  excerpts: Record<string, string>;
}

type Saved = Pick<CacheFile, 'entries' | 'excerpts'>;

const isRecord = (value: unknown): value is Record<string, string> => typeof value === 'object' && value !== null;

function readSaved(file: string, code: string): Saved {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<CacheFile>;
    if (saved.code === code && isRecord(saved.entries)) return { entries: saved.entries, excerpts: isRecord(saved.excerpts) ? saved.excerpts : {} };
  } catch {
    // none yet, or unreadable: everything is sanitised afresh
  }
  return { entries: {}, excerpts: {} };
}

// The publisher stays running between publishes: what it read or saved last spares reading the file again
// (0.1-0.3 s at 10,000 stories).
const kept = keptFile<Saved>();

/** Reads the cache in `file` now, for the next `openSanitizeCache` of it: a publisher started ahead of a publish. */
export function readSanitizeCacheAhead(file: string, code: string): void {
  if (!kept.get(file, code)) kept.keep(file, readSaved(file, code), code);
}

/** The cache in `file`, valid for the snapshot code fingerprinted `code` (snapshotCodeFingerprint). */
export function openSanitizeCache(file: string, code: string): SanitizeCache {
  const previous = kept.get(file, code) ?? readSaved(file, code);
  const used: Saved = { entries: {}, excerpts: {} };
  // Each sanitised HTML's entry, so that its excerpt is found and saved by the entry's key.
  const keyOf = new Map<string, string>();
  const usedExcerpts = new Map<string, string>();
  // Key, HTML and excerpt of each reused result, counted in at `save`, which a publish runs once its report is out.
  const reused: string[] = [];
  let madeAfresh = false;
  return {
    sanitized(source, fresh) {
      const key = hash('sha256', source, 'base64url'); // one-shot: half the cost of createHash per call
      const known = Object.hasOwn(previous.entries, key) ? previous.entries[key] : undefined;
      const html = typeof known === 'string' ? known : ((madeAfresh = true), fresh());
      keyOf.set(html, key);
      return (used.entries[key] = html);
    },
    excerpt(html, make) {
      let excerpt = usedExcerpts.get(html);
      if (excerpt === undefined) {
        const key = keyOf.get(html);
        // A saved excerpt is its entry's: valid while that entry's HTML is this one.
        const saved = key !== undefined && previous.entries[key] === html && Object.hasOwn(previous.excerpts, key) ? previous.excerpts[key] : undefined;
        if (typeof saved === 'string') excerpt = saved;
        else {
          excerpt = make(html);
          madeAfresh ||= key !== undefined; // HTML no entry gave (none, for an empty body) is not saved
        }
        usedExcerpts.set(html, excerpt);
      }
      return excerpt;
    },
    keyOf: (html) => keyOf.get(html),
    reuse(key, html, excerpt) {
      reused.push(key, html, excerpt);
    },
    save() {
      for (let i = 0; i < reused.length; i += 3) {
        used.entries[reused[i]!] = reused[i + 1]!;
        usedExcerpts.set(reused[i + 1]!, reused[i + 2]!);
      }
      reused.length = 0;
      // Nothing new and every saved entry used: the file already holds exactly these (a publish of a few stories).
      if (!madeAfresh && Object.keys(used.entries).length === Object.keys(previous.entries).length) {
        kept.keep(file, previous, code);
        return;
      }
      for (const [key, html] of Object.entries(used.entries)) {
        const excerpt = usedExcerpts.get(html);
        if (excerpt !== undefined) used.excerpts[key] = excerpt;
      }
      replaceFileSync(file, JSON.stringify({ code, ...used } satisfies CacheFile), { makeDir: true });
      kept.keep(file, used, code);
    },
  };
}
