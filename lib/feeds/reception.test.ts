import { describe, expect, it, vi } from 'vitest';
import { parseReceptionDays, parseReceptionHours, readReception } from './reception';

describe('parseReceptionDays', () => {
  it.each([
    ['Dushanba - Juma', ['MO', 'TU', 'WE', 'TH', 'FR']],
    ['Понедельник - Пятница', ['MO', 'TU', 'WE', 'TH', 'FR']],
    ['Monday - Friday', ['MO', 'TU', 'WE', 'TH', 'FR']],
    ['Душанба - Жума', ['MO', 'TU', 'WE', 'TH', 'FR']],
    ['Seshanba, Payshanba', ['TU', 'TH']],
    ['Вторник, Четверг', ['TU', 'TH']],
    ['Tuesday, Thursday', ['TU', 'TH']],
    ['Сешанба, Пайшанба', ['TU', 'TH']],
    ['Chorshanba', ['WE']],
    ['Среда', ['WE']],
    ['Wednesday', ['WE']],
    ['Чоршанба', ['WE']],
  ])('%s', (text, days) => {
    expect(parseReceptionDays(text)).toEqual(days);
  });

  it('reads the usual variants: dashes, case, spacing, "and", abbreviations, mixes', () => {
    expect(parseReceptionDays('dushanba–juma')).toEqual(['MO', 'TU', 'WE', 'TH', 'FR']);
    expect(parseReceptionDays('ПОНЕДЕЛЬНИК — ПЯТНИЦА')).toEqual(['MO', 'TU', 'WE', 'TH', 'FR']);
    expect(parseReceptionDays('Seshanba va Payshanba')).toEqual(['TU', 'TH']);
    expect(parseReceptionDays('вторник и четверг')).toEqual(['TU', 'TH']);
    expect(parseReceptionDays('Mon-Wed, Fri')).toEqual(['MO', 'TU', 'WE', 'FR']);
    expect(parseReceptionDays('Пн–Пт')).toEqual(['MO', 'TU', 'WE', 'TH', 'FR']);
    expect(parseReceptionDays('Payshanba, Seshanba, Payshanba')).toEqual(['TU', 'TH']);
    // "shanba" (Saturday) is a word of its own, not the end of "dushanba".
    expect(parseReceptionDays('Shanba')).toEqual(['SA']);
    expect(parseReceptionDays('Yakshanba')).toEqual(['SU']);
    expect(parseReceptionDays('Шанба, Якшанба')).toEqual(['SA', 'SU']);
  });

  it('wraps a range round the week end', () => {
    expect(parseReceptionDays('Friday - Monday')).toEqual(['MO', 'FR', 'SA', 'SU']);
  });

  it('gives null for anything it cannot read', () => {
    expect(parseReceptionDays(null)).toBeNull();
    expect(parseReceptionDays('')).toBeNull();
    expect(parseReceptionDays('Har kuni')).toBeNull();
    expect(parseReceptionDays('Monday - someday')).toBeNull();
    expect(parseReceptionDays('Monday - Tuesday - Friday')).toBeNull();
  });
});

describe('parseReceptionHours', () => {
  it('reads two times in the usual forms', () => {
    expect(parseReceptionHours('10:00 - 12:00')).toEqual({ start: { hour: 10, minute: 0 }, end: { hour: 12, minute: 0 } });
    expect(parseReceptionHours('9.30–11.00')).toEqual({ start: { hour: 9, minute: 30 }, end: { hour: 11, minute: 0 } });
    expect(parseReceptionHours('с 14:00 до 16:00')).toEqual({ start: { hour: 14, minute: 0 }, end: { hour: 16, minute: 0 } });
  });

  it('gives null without exactly two times, end after start', () => {
    expect(parseReceptionHours(null)).toBeNull();
    expect(parseReceptionHours('10:00')).toBeNull();
    expect(parseReceptionHours('12:00 - 10:00')).toBeNull();
    expect(parseReceptionHours('25:00 - 26:00')).toBeNull();
    expect(parseReceptionHours('tushgacha')).toBeNull();
  });
});

describe('readReception', () => {
  const leader = { id: 7, fullName: 'Malika Abdullayeva', admissionDays: 'Dushanba - Juma', admissionHours: '15:00 - 17:00' };

  it('reads days and hours without a warning', () => {
    const warn = vi.fn();
    expect(readReception(leader, warn)).toEqual({ days: ['MO', 'TU', 'WE', 'TH', 'FR'], hours: { start: { hour: 15, minute: 0 }, end: { hour: 17, minute: 0 } } });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns, naming the leader, when there is reception text it cannot read', () => {
    const warn = vi.fn();
    expect(readReception({ ...leader, admissionDays: 'Har kuni' }, warn)).toBeNull();
    expect(readReception({ ...leader, admissionHours: 'kelishuv boʻyicha' }, warn)).toBeNull();
    expect(readReception({ ...leader, admissionHours: null }, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]![0]).toMatch(/leader 7 \(Malika Abdullayeva\): reception "Har kuni", "15:00 - 17:00" cannot be read/);
  });

  it('stays silent for a leader without reception text', () => {
    const warn = vi.fn();
    expect(readReception({ ...leader, admissionDays: null, admissionHours: '  ' }, warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
