import { describe, expect, it } from 'vitest';
import { isTimeId, newTimeId } from './ids';

describe('newTimeId', () => {
  it('sorts by time to the second and differs between two made in the same second', () => {
    const now = new Date('2026-11-21T23:57:00.123Z');
    expect(newTimeId(now)).toMatch(/^20261121T235700Z-[0-9a-f]{8}$/);
    expect(newTimeId(now)).not.toBe(newTimeId(now));
    expect([newTimeId(new Date('2026-11-22T00:00:00Z')), newTimeId(now)].sort()[0]).toMatch(/^20261121T/);
  });

  it('is recognised, and names that are not ids are not', () => {
    expect(isTimeId(newTimeId())).toBe(true);
    for (const name of ['.store', 'current', '20261121T235700Z', '20261121T235700Z-1A2B3C4D', '../20261121T235700Z-1a2b3c4d']) expect(isTimeId(name), name).toBe(false);
  });
});
