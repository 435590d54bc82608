// Releases share their bytes: files are hard links into `.store/files/`, leaf directories symbolic links into
// `.store/dirs/`; nothing stored is written in place (docs/decisions/release-storage.md).
import { execFile } from 'node:child_process';
import {
  copyFileSync, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync, unlinkSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { contentDigest as digest } from '../content-digest';

export const STORE_DIR = '.store';

function isEexist(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'EEXIST';
}

/** A digest taken from a file's bytes, valid while the file (its inode) keeps that size and time. */
interface KnownDigest {
  size: bigint;
  mtimeNs: bigint;
  hash: string;
}

const inodeKey = (stat: { dev: bigint; ino: bigint }) => `${stat.dev}:${stat.ino}`;

export class Store {
  readonly files: string;
  readonly dirs: string;
  /** Where collectGarbage moves a directory before deleting it: nothing links here. */
  private readonly garbage: string;
  /** By inode, which a rename (the export becoming the release) keeps. */
  private readonly known = new Map<string, KnownDigest>();
  /** Directories `realize` walked since the last `adoptRealized`: the only ones a copy's changes are in. */
  private readonly realized = new Set<string>();

  constructor(releasesDir: string) {
    this.files = join(resolve(releasesDir), STORE_DIR, 'files');
    this.dirs = join(resolve(releasesDir), STORE_DIR, 'dirs');
    this.garbage = join(resolve(releasesDir), STORE_DIR, 'garbage');
    mkdirSync(this.files, { recursive: true });
    mkdirSync(this.dirs, { recursive: true });
  }

  private fileEntry(hash: string): string {
    return join(this.files, hash.slice(0, 2), hash);
  }

  /**
   * `bytes` are `file`'s, read by an earlier step that may have taken their digest (precompress): the store takes
   * that rather than read the file again.
   * A file written since (another size or time) is read; every writer here writes a new file, never in place.
   */
  remember(file: string, bytes: Buffer, bytesDigest: string): void {
    const stat = statSync(file, { bigint: true });
    if (stat.size !== BigInt(bytes.length)) return;
    this.known.set(inodeKey(stat), { size: stat.size, mtimeNs: stat.mtimeNs, hash: bytesDigest });
  }

  private digestOf(file: string): string {
    const stat = statSync(file, { bigint: true });
    const known = this.known.get(inodeKey(stat));
    if (known && known.size === stat.size && known.mtimeNs === stat.mtimeNs) return known.hash;
    return digest(readFileSync(file));
  }

  /** Puts `file`'s bytes into the store (as a hard link to it when it can) and returns their hash. */
  private storeFile(file: string): string {
    const hash = this.digestOf(file);
    const entry = this.fileEntry(hash);
    if (existsSync(entry)) return hash;
    mkdirSync(dirname(entry), { recursive: true });
    try {
      linkSync(file, entry);
    } catch (error) {
      if (isEexist(error)) return hash;
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // A file on another file system (a build's export): copied in.
      const temp = `${entry}.tmp-${process.pid}`;
      copyFileSync(file, temp);
      renameSync(temp, entry);
    }
    return hash;
  }

  adoptFile(file: string): string {
    const hash = this.storeFile(file);
    const entry = this.fileEntry(hash);
    if (lstatSync(entry).ino !== lstatSync(file).ino) {
      const temp = `${file}.link-${process.pid}`;
      linkSync(entry, temp);
      renameSync(temp, file);
    }
    return hash;
  }

  /** Stores a leaf directory whose files are adopted and puts a relative symbolic link to the copy in its place. */
  private poolDir(dir: string, hashes: Map<string, string>): void {
    const names = [...hashes.keys()].sort();
    const entry = join(this.dirs, digest(names.map((name) => `${name}\0${hashes.get(name)}\n`).join('')));
    if (existsSync(entry)) {
      rmSync(dir, { recursive: true });
    } else {
      try {
        renameSync(dir, entry);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
        rmSync(dir, { recursive: true });
      }
    }
    symlinkSync(relative(dirname(dir), entry), dir);
  }

  // Bottom-up, so a directory whose subdirectories are all links still counts as having subdirectories.
  adoptTree(dir: string): void {
    this.adoptDir(dir, (subdir) => this.adoptTree(subdir));
  }

  /**
   * adoptTree for a copy of a stored release (linkTree) changed through `realize`: only the directories realize made
   * real can hold files the store lacks (every other one is the live release's), and `root` for its own files.
   * At 25,000 stories it reads a few directories, not the 100,000 links of the story folders.
   */
  adoptRealized(root: string): void {
    const rootDir = resolve(root);
    const dirs = new Set([rootDir, ...[...this.realized].filter((dir) => dir.startsWith(`${rootDir}/`))]);
    this.realized.clear();
    // In any order: a realized directory's parents were realized with it, so each has it (real or pooled) below.
    for (const dir of dirs) {
      if (lstatSync(dir, { throwIfNoEntry: false })?.isDirectory()) this.adoptDir(dir);
    }
  }

  /** Adopts `dir`'s files and pools it when it has no subdirectory; `intoSubdir` sees each real subdirectory first. */
  private adoptDir(dir: string, intoSubdir?: (path: string) => void): void {
    const hashes = new Map<string, string>();
    let subdirs = 0;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isSymbolicLink()) subdirs++;
      else if (entry.isDirectory()) {
        intoSubdir?.(path);
        subdirs++;
      } else if (entry.isFile()) hashes.set(entry.name, this.adoptFile(path));
    }
    if (subdirs === 0 && hashes.size > 0) this.poolDir(dir, hashes);
  }

  repool(dir: string): void {
    if (!existsSync(dir) || lstatSync(dir).isSymbolicLink()) return;
    const entries = readdirSync(dir, { withFileTypes: true });
    if (entries.length === 0) {
      rmSync(dir, { recursive: true });
      return;
    }
    if (entries.some((entry) => entry.isDirectory() || entry.isSymbolicLink())) return;
    const hashes = new Map(entries.map((entry) => [entry.name, this.adoptFile(join(dir, entry.name))] as const));
    this.poolDir(dir, hashes);
  }

  // Makes every directory from `root` down to `dir` real (hard links to a pooled one's files) so the caller may change it.
  realize(root: string, dir: string): void {
    let current = resolve(root);
    for (const part of relative(resolve(root), resolve(dir)).split('/').filter(Boolean)) {
      current = join(current, part);
      this.realized.add(current);
      const stat = lstatSync(current, { throwIfNoEntry: false });
      if (!stat) {
        mkdirSync(current);
      } else if (stat.isSymbolicLink()) {
        const target = resolve(dirname(current), readlinkSync(current));
        unlinkSync(current);
        mkdirSync(current);
        for (const name of readdirSync(target)) linkSync(join(target, name), join(current, name));
      }
    }
  }

  placeFile(source: string, target: string): void {
    const entry = this.fileEntry(this.storeFile(source));
    // rename(2) does nothing when both names are links to one file, so that case is left as it is.
    if (lstatSync(target, { throwIfNoEntry: false })?.ino === lstatSync(entry).ino) return;
    const temp = `${target}.new-${process.pid}`;
    linkSync(entry, temp);
    renameSync(temp, target);
  }

  /**
   * Removes stored directories no symbolic link names, then stored files only the store holds. Run under the
   * build lock, so no publish adds links meanwhile; it may be stopped at any point (the next publish does not
   * wait for it): a directory leaves `dirs/` by one rename before it is deleted, a file by one unlink.
   */
  collectGarbage(releases: readonly string[]): { dirs: number; files: number } {
    rmSync(this.garbage, { recursive: true, force: true });
    const used = new Set<string>();
    for (const release of releases) {
      // A release that vanishes meanwhile (moved by a switch, pruned) throws: its links were not all seen.
      for (const entry of readdirSync(release, { recursive: true, withFileTypes: true })) {
        if (entry.isSymbolicLink()) used.add(resolve(entry.parentPath, readlinkSync(join(entry.parentPath, entry.name))));
      }
    }
    let dirs = 0;
    for (const name of readdirSync(this.dirs)) {
      const path = join(this.dirs, name);
      if (!used.has(path)) {
        mkdirSync(this.garbage, { recursive: true });
        renameSync(path, join(this.garbage, name));
        rmSync(join(this.garbage, name), { recursive: true, force: true });
        dirs++;
      }
    }
    let files = 0;
    for (const shard of readdirSync(this.files)) {
      for (const name of readdirSync(join(this.files, shard))) {
        const path = join(this.files, shard, name);
        if (statSync(path).nlink === 1) {
          unlinkSync(path);
          files++;
        }
      }
    }
    rmSync(this.garbage, { recursive: true, force: true });
    return { dirs, files };
  }
}

/**
 * A new release tree at `to` (which must not exist) sharing everything with `from`: new directories, and a hard
 * link for each file and each symbolic link (the same relative target at the same depth): no new inodes, whose cost
 * grows with how busy the disk is (docs/decisions/release-storage.md). By `cp`, in a process of its own at the
 * lowest priority: a publish makes it beside Next's render, with the cycles the render leaves idle.
 */
export function linkTree(from: string, to: string): Promise<void> {
  return new Promise((done, fail) => {
    execFile('nice', ['-n', '19', 'cp', '-R', '--link', '--no-dereference', '--', from, to], (error, _stdout, stderr) => {
      if (error) fail(new Error(`could not link ${from} into ${to}: ${stderr.trim() || error.message}`));
      else done();
    });
  });
}
