import { describe, expect, it } from 'vitest';
import { contentLines, escapeText, foldLine } from './content-lines';
import { firstOccurrence, weeklyEventCalendar } from './ics';
import { leaderCalendar, leaderVCard, downloadName, hasReception } from './leader-files';
import { nameParts, vCard } from './vcard';
import type { Leader } from '@/lib/api/types';

const octets = (text: string) => new TextEncoder().encode(text).length;
/** Undoes folding, as a reader does: CRLF followed by one space or tab disappears. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('content lines', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeText('tab\there\u0007')).toBe('tab\there');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'Приём граждан: '.repeat(12)}`;
    const folded = foldLine(line);
    for (const physical of folded.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(folded).not.toContain('\uFFFD');
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('ends every line with CRLF and drops empty ones', () => {
    expect(contentLines(['A:1', null, '', false, 'B:2'])).toBe('A:1\r\nB:2\r\n');
  });
});

describe('weeklyEventCalendar', () => {
  const base = {
    uid: 'leader-1-reception-en@example.org',
    summary: 'Reception of citizens: A. Nurmatov, President; Office',
    description: 'Line one\nLine two',
    location: '12 Afrosiyob Street, Tashkent',
    url: 'https://example.org/en/managements/#leader-1',
    start: { hour: 10, minute: 0 },
    end: { hour: 12, minute: 30 },
    // Sunday 2026-11-22, 20:00 UTC is already Monday 01:00 in Tashkent.
    from: new Date('2026-11-22T20:00:00Z'),
    stamp: new Date('2026-11-22T20:00:00Z'),
  };

  it('writes a weekly event in Tashkent time from the first matching day', () => {
    const ics = weeklyEventCalendar({ ...base, days: ['MO', 'TU', 'WE', 'TH', 'FR'] }, '-//Test//EN');
    const lines = unfold(ics).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('PRODID:-//Test//EN');
    expect(lines).toContain('TZID:Asia/Tashkent');
    expect(lines).toContain('TZOFFSETTO:+0500');
    expect(lines).toContain('DTSTAMP:20261122T200000Z');
    expect(lines).toContain('DTSTART;TZID=Asia/Tashkent:20261123T100000');
    expect(lines).toContain('DTEND;TZID=Asia/Tashkent:20261123T123000');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR');
    expect(lines).toContain('SUMMARY:Reception of citizens: A. Nurmatov\\, President\\; Office');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(lines).toContain('LOCATION:12 Afrosiyob Street\\, Tashkent');
    expect(lines).toContain('UID:leader-1-reception-en@example.org');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    for (const physical of ics.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75);
  });

  it('starts on the first listed weekday on or after the build date', () => {
    // Monday 23 Nov 2026 in Tashkent: Tuesday/Thursday starts on the 24th, Wednesday on the 25th.
    expect(firstOccurrence(base.from, ['TU', 'TH']).toISOString().slice(0, 10)).toBe('2026-11-24');
    expect(firstOccurrence(base.from, ['WE']).toISOString().slice(0, 10)).toBe('2026-11-25');
    expect(firstOccurrence(base.from, ['MO']).toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(firstOccurrence(base.from, ['SU']).toISOString().slice(0, 10)).toBe('2026-11-29');
  });
});

const leader: Leader = {
  id: 3,
  fullName: 'Дилшод Юсупов',
  positionTitle: 'Вице-президент (детско-юношеский футбол)',
  photo: 'http://localhost:4010/uploads/leaders/3.jpg',
  picture: null,
  admissionDays: 'Вторник, Четверг',
  admissionHours: '14:00 - 16:00',
  phone: { display: '+998 90 123 45 67', href: 'tel:+998901234567' },
  email: 'd.yusupov@uzfootball.example',
  biographyHtml: '<p>Bio</p>',
};
const ctx = {
  locale: 'ru' as const,
  siteUrl: 'https://uzfootball.example',
  organization: 'Федерация футбола Узбекистана',
  address: '100047, г. Ташкент, ул. Афросиаб, 12',
  summary: 'Приём граждан: Дилшод Юсупов',
  now: new Date('2026-11-23T06:00:00Z'),
};

describe('leader files', () => {
  it('make a calendar from the reception days as the API gives them in each language', () => {
    const byday = (days: string) => /RRULE:FREQ=WEEKLY;BYDAY=([A-Z,]+)/.exec(leaderCalendar({ ...leader, admissionDays: days }, ctx) ?? '')?.[1];
    expect(byday('Вторник, Четверг')).toBe('TU,TH');
    expect(byday('Seshanba, Payshanba')).toBe('TU,TH');
    expect(byday('Dushanba - Juma')).toBe('MO,TU,WE,TH,FR');
    expect(byday('Душанба - Жума')).toBe('MO,TU,WE,TH,FR');
    expect(byday('Monday - Friday')).toBe('MO,TU,WE,TH,FR');
    expect(byday('Понедельник - Пятница')).toBe('MO,TU,WE,TH,FR');
  });

  it('write the reception with the leader, place and link', () => {
    const ics = unfold(leaderCalendar(leader, ctx)!);
    expect(ics).toContain('UID:leader-3-reception-ru@uzfootball.example\r\n');
    expect(ics).toContain('SUMMARY:Приём граждан: Дилшод Юсупов\r\n');
    expect(ics).toContain('DTSTART;TZID=Asia/Tashkent:20261124T140000\r\n');
    expect(ics).toContain('URL:https://uzfootball.example/ru/managements/#leader-3\r\n');
    expect(ics).toContain('LOCATION:100047\\, г. Ташкент\\, ул. Афросиаб\\, 12\r\n');
    expect(ics).toContain('DESCRIPTION:Дилшод Юсупов\\, Вице-президент (детско-юношеский футбол)\\nВторник\\, Четверг\\, 14:00 - 16:00\\n+998 90 123 45 67\\nd.yusupov@uzfootball.example\r\n');
  });

  it('have no calendar when the days or hours cannot be read', () => {
    expect(leaderCalendar({ ...leader, admissionDays: null }, ctx)).toBeNull();
    expect(leaderCalendar({ ...leader, admissionHours: 'kelishuv boʻyicha' }, ctx)).toBeNull();
    expect(hasReception({ admissionDays: 'Chorshanba', admissionHours: '09:00 - 11:00' })).toBe(true);
    expect(hasReception({ admissionDays: 'Chorshanba', admissionHours: null })).toBe(false);
  });

  it('write a vCard 3.0 with escaped, folded fields', () => {
    const card = leaderVCard(leader, ctx);
    const lines = unfold(card).split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCARD', 'VERSION:3.0']);
    expect(lines).toContain('N:Юсупов;Дилшод;;;');
    expect(lines).toContain('FN:Дилшод Юсупов');
    expect(lines).toContain('ORG:Федерация футбола Узбекистана');
    expect(lines).toContain('TITLE:Вице-президент (детско-юношеский футбол)');
    expect(lines).toContain('TEL;TYPE=WORK,VOICE:+998901234567');
    expect(lines).toContain('EMAIL;TYPE=INTERNET,WORK:d.yusupov@uzfootball.example');
    expect(lines).toContain('ADR;TYPE=WORK:;;100047\\, г. Ташкент\\, ул. Афросиаб\\, 12;;;;');
    expect(lines).toContain('PHOTO;VALUE=URI:http://localhost:4010/uploads/leaders/3.jpg');
    expect(lines).toContain('NOTE:Вторник\\, Четверг\\, 14:00 - 16:00');
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
    for (const physical of card.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75);
  });

  it('leave out what the leader does not have', () => {
    const card = vCard({ fullName: 'Malika Abdullayeva' });
    expect(card).toBe('BEGIN:VCARD\r\nVERSION:3.0\r\nN:Abdullayeva;Malika;;;\r\nFN:Malika Abdullayeva\r\nEND:VCARD\r\n');
  });

  it('split names given-first, or family-first when a patronymic ends them', () => {
    expect(nameParts('Abdulaziz Nurmatov')).toEqual({ family: 'Nurmatov', given: 'Abdulaziz', additional: '' });
    expect(nameParts('Иванов Иван Иванович')).toEqual({ family: 'Иванов', given: 'Иван', additional: 'Иванович' });
    expect(nameParts('Nurmatov Abdulaziz Karimovich')).toEqual({ family: 'Nurmatov', given: 'Abdulaziz', additional: 'Karimovich' });
    expect(nameParts('Madonna')).toEqual({ family: '', given: 'Madonna', additional: '' });
  });

  it('name downloads after the person', () => {
    expect(downloadName('Дилшод Юсупов', 'vcf')).toBe('Дилшод Юсупов.vcf');
    expect(downloadName('A/B: "C"', 'ics')).toBe('A B C.ics');
  });
});
