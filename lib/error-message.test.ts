import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('gives an Error its message alone, without its name or stack', () => {
    expect(errorMessage(new TypeError('fetch failed'))).toBe('fetch failed');
  });

  it('gives anything else thrown as text', () => {
    expect(errorMessage('the API timed out')).toBe('the API timed out');
    expect(errorMessage(408)).toBe('408');
    expect(errorMessage(undefined)).toBe('undefined');
  });
});
