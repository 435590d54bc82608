import { describe, expect, it, vi } from 'vitest';
import { firstOfEachId } from './first-of-each-id';

describe('firstOfEachId', () => {
  it('keeps the first record of each id in order and reports each repeated id once', () => {
    const onRepeat = vi.fn();
    const records = [{ id: 2, v: 'a' }, { id: 1, v: 'b' }, { id: 2, v: 'c' }, { id: 2, v: 'd' }];
    expect(firstOfEachId(records, onRepeat)).toEqual([{ id: 2, v: 'a' }, { id: 1, v: 'b' }]);
    expect(onRepeat.mock.calls).toEqual([[2, 3]]);
  });
});
