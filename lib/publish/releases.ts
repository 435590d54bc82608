// releases/<id>/ (complete builds, copied to .tmp-<id> then renamed, never written again), releases/current
// (symlink to the live one, replaced by rename(2)) and releases/nginx.conf (./nginx.ts).
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { readCspManifest, type CspManifest } from '../csp';
import { isTimeId, newTimeId } from '../ids';
import { nginxIncludeInSlices, nginxRefusal, writeNginxInclude } from './nginx';

/** A release `prune` took out, waiting for the clean-up to delete it. */
export const PRUNED_PREFIX = '.pruned-';

/** What `prune` took out of `releasesDir`, for the clean-up to delete. */
export function prunedReleases(releasesDir: string): string[] {
  return existsSync(releasesDir) ? readdirSync(releasesDir).filter((name) => name.startsWith(PRUNED_PREFIX)).map((name) => join(releasesDir, name)) : [];
}

/** The live release and the two before it: enough to roll back twice. */
export const KEEP_RELEASES = 3;

export function newReleaseId(now = new Date()): string {
  return newTimeId(now);
}

export interface LiveRelease {
  id: string;
  dir: string;
  /** When it went live (the symlink's own time; each switch creates a new one). */
  since: Date;
}

export interface ReleasesOptions {
  nginx?: string;
}

export class Releases {
  readonly dir: string;
  readonly currentLink: string;
  private readonly nginx: string | undefined;

  constructor(dir: string, options: ReleasesOptions = {}) {
    this.dir = resolve(dir);
    this.currentLink = join(this.dir, 'current');
    this.nginx = options.nginx || undefined;
  }

  pathOf(id: string): string {
    if (!isTimeId(id)) throw new Error(`not a release id: ${id}`);
    return join(this.dir, id);
  }

  ids(): string[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && isTimeId(entry.name))
      .map((entry) => entry.name)
      .sort();
  }

  live(): LiveRelease | undefined {
    try {
      const id = basename(readlinkSync(this.currentLink));
      return { id, dir: join(this.dir, id), since: lstatSync(this.currentLink).mtime };
    } catch {
      return undefined;
    }
  }

  previousId(): string | undefined {
    const live = this.live()?.id;
    return this.ids().filter((id) => live === undefined || id < live).at(-1);
  }

  /** Makes `from` release `id`: moved when it is a build's scratch directory, else copied; it appears only when complete. */
  async add(id: string, from: string, { move = false } = {}): Promise<string> {
    const target = this.pathOf(id);
    const temp = join(this.dir, `.tmp-${id}`);
    mkdirSync(this.dir, { recursive: true });
    try {
      if (move) {
        await rename(from, temp).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EXDEV') throw error; // another file system: copy, then remove
          await cp(from, temp, { recursive: true });
          await rm(from, { recursive: true, force: true });
        });
      } else {
        await cp(from, temp, { recursive: true });
      }
      await rename(temp, target);
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
    return target;
  }

  // A new symlink renamed over `current` (a request sees one release or the other), after nginx's include is
  // written and, when nginx serves the releases, accepted by `nginx -t`: a refused include stops the switch.
  // The manifest is read (unless the caller has) and nginx run without blocking: the server answering visitors is this process.
  async switchTo(id: string, manifest?: CspManifest): Promise<LiveRelease> {
    const dir = this.pathOf(id);
    if (!existsSync(dir)) throw new Error(`no release ${id} in ${this.dir}`);
    const include = await nginxIncludeInSlices(dir, manifest ?? (await readCspManifest(dir)), `for release ${id}`);
    const refused = this.nginx ? await nginxRefusal(include, this.nginx) : null;
    if (refused) throw new Error(`nginx -t refused the configuration of release ${id}, so it was not made live: ${refused}`);
    const temp = join(this.dir, `.current-${process.pid}-${randomUUID().slice(0, 8)}`);
    symlinkSync(id, temp); // relative, so the releases directory can move
    try {
      renameSync(temp, this.currentLink);
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
    await writeNginxInclude(this.dir, include);
    return this.live()!;
  }

  /**
   * Takes all but the newest `keep` releases out (the live one always stays) and returns their ids. Each is
   * renamed aside, at once; the clean-up deletes them (`prunedReleases`), not this process, which may be the server:
   * deleting a 10,000-story release here held its event loop for about a second.
   */
  prune(keep = KEEP_RELEASES): string[] {
    const live = this.live()?.id;
    const removed = this.ids()
      .slice(0, -keep)
      .filter((id) => id !== live);
    for (const id of removed) renameSync(this.pathOf(id), join(this.dir, `${PRUNED_PREFIX}${id}`));
    return removed;
  }
}
