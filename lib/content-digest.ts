// The digest of a file's bytes, taken once: precompress finds repeated files by it and hands it on, and the store
// names its entries by it (lib/publish/store.ts), so a full build hashes each file once.
import { hash } from 'node:crypto';

/** 128 bits of SHA-256, in hex; one-shot `hash` is half the cost of `createHash` per call. */
export const contentDigest = (data: Buffer | string): string => hash('sha256', data, 'hex').slice(0, 32);
