import { describe, expect, it } from 'vitest';
import { isConstrainedConnection } from './network';

describe('isConstrainedConnection', () => {
  it('is true under Save-Data or on 2g', () => {
    expect(isConstrainedConnection({ connection: { saveData: true, effectiveType: '4g' } })).toBe(true);
    expect(isConstrainedConnection({ connection: { effectiveType: '2g' } })).toBe(true);
    expect(isConstrainedConnection({ connection: { effectiveType: 'slow-2g' } })).toBe(true);
  });

  it('is false otherwise, and without the API', () => {
    expect(isConstrainedConnection({ connection: { saveData: false, effectiveType: '3g' } })).toBe(false);
    expect(isConstrainedConnection({})).toBe(false);
    expect(isConstrainedConnection(undefined)).toBe(false);
  });
});
