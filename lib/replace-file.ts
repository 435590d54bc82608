// Every file the project writes for another reader goes through here: a temporary file renamed over the target, so a
// reader (nginx, Next's workers, the next publish) sees the old file or the new one whole, never half of it, and a
// hard link to the old file (another release's copy, lib/publish/store.ts) keeps the old bytes.
// Not write-file-atomic: the clean-up knows these temporary names (`.tmp-<pid>`, lib/publish/leftovers.ts), and
// precompress writes 270,000 copies in a full build at 25,000 stories, where its extra realpath and stat per file add up.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

const temporary = (file: string) => `${file}.tmp-${process.pid}`;

export interface ReplaceOptions {
  /** Creates the file's directory first. */
  makeDir?: boolean;
}

export async function replaceFile(file: string, data: string | Uint8Array, options: ReplaceOptions = {}): Promise<void> {
  if (options.makeDir) await mkdir(dirname(file), { recursive: true });
  await writeFile(temporary(file), data);
  await rename(temporary(file), file);
}

export function replaceFileSync(file: string, data: string | Uint8Array, options: ReplaceOptions = {}): void {
  if (options.makeDir) mkdirSync(dirname(file), { recursive: true });
  writeFileSync(temporary(file), data);
  renameSync(temporary(file), file);
}

/** A manifest people read too (the route and asset manifests): one key a line, indented one space. */
export function replaceJsonFileSync(file: string, value: unknown): void {
  replaceFileSync(file, `${JSON.stringify(value, null, 1)}\n`);
}
