import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

const expected = { display: '+998 90 123 45 67', href: 'tel:+998901234567' };

describe('formatPhone', () => {
  it.each([
    '901234567',
    '998901234567',
    '+998901234567',
    '+998 (90) 123-45-67',
    '+998 90 123 45 67',
    '998-90-123-45-67',
    '90.123.45.67',
    '(90) 123 45 67',
    '  +998\u00a090\u00a0123\u00a045\u00a067  ',
    '00998 90 123 45 67',
    '+998 90 123–45–67',
  ])('normalises %j', (raw) => {
    expect(formatPhone(raw)).toEqual(expected);
  });

  it('keeps the operator code and groups digits 2-3-2-2', () => {
    expect(formatPhone('71 200 00 01')).toEqual({ display: '+998 71 200 00 01', href: 'tel:+998712000001' });
  });

  it.each([
    ['empty', ''],
    ['too short', '12345678'],
    ['too long', '9012345678'],
    ['12 digits without the 998 prefix', '997901234567'],
    ['a foreign code', '+7 901 234 56 78'],
    ['a plus before 9 digits', '+901234567'],
    ['letters', '90 123 45 6x'],
    ['an extension', '+998 90 123 45 67 ext 2'],
    ['a plus in the middle', '998+901234567'],
  ])('rejects %s', (_label, raw) => {
    expect(formatPhone(raw)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(formatPhone(null)).toBeNull();
    expect(formatPhone(undefined)).toBeNull();
  });
});
