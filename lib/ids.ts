// The one id format of snapshots (their build id) and releases: sortable by time, unique enough.
import { randomUUID } from 'node:crypto';

const TIME_ID = /^\d{8}T\d{6}Z-[0-9a-f]{8}$/;

/** `20261121T235700Z-1a2b3c4d`: the time to the second, then 8 random hex digits. */
export function newTimeId(now = new Date()): string {
  return `${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')}-${randomUUID().slice(0, 8)}`;
}

export function isTimeId(id: string): boolean {
  return TIME_ID.test(id);
}
