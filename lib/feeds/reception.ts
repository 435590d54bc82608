// Reception days and hours as the API writes them in any language ("Dushanba - Juma", "Понедельник - Пятница",
// "10:00 - 12:00") read into iCalendar weekdays and clock times; null for anything not understood.

/** iCalendar BYDAY codes, Monday first (ISO order). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Day names and usual abbreviations, lower case, apostrophes removed. */
const NAMES: Record<Weekday, readonly string[]> = {
  MO: ['dushanba', 'душанба', 'понедельник', 'monday', 'mon', 'пн', 'du'],
  TU: ['seshanba', 'сешанба', 'вторник', 'tuesday', 'tue', 'tues', 'вт', 'se'],
  WE: ['chorshanba', 'чоршанба', 'среда', 'среду', 'wednesday', 'wed', 'ср', 'chor', 'чор'],
  TH: ['payshanba', 'пайшанба', 'четверг', 'thursday', 'thu', 'thur', 'thurs', 'чт', 'pay', 'пай'],
  FR: ['juma', 'жума', 'пятница', 'пятницу', 'friday', 'fri', 'пт', 'ju'],
  SA: ['shanba', 'шанба', 'суббота', 'субботу', 'saturday', 'sat', 'сб', 'sha', 'ша'],
  SU: ['yakshanba', 'якшанба', 'воскресенье', 'sunday', 'sun', 'вс', 'yak', 'як'],
};

const LOOKUP: ReadonlyMap<string, Weekday> = new Map(
  (Object.entries(NAMES) as Array<[Weekday, readonly string[]]>).flatMap(([day, names]) => names.map((name) => [name, day] as const)),
);

/** Apostrophe-like marks inside Uzbek words (oʻ, gʻ, ʼ) and trailing dots of abbreviations. */
const MARKS = /[ʻʼ'‘’`´.]/g;

function dayOf(word: string): Weekday | null {
  return LOOKUP.get(word.trim().toLowerCase().replace(MARKS, '')) ?? null;
}

function range(from: Weekday, to: Weekday): Weekday[] {
  const start = WEEKDAYS.indexOf(from);
  const length = ((WEEKDAYS.indexOf(to) - start + 7) % 7) + 1;
  return Array.from({ length }, (_, i) => WEEKDAYS[(start + i) % 7]!);
}

/** Ranges, lists or a mix ("Monday - Wednesday, Friday"), in week order without repeats; null if any part is unknown. */
export function parseReceptionDays(text: string | null | undefined): Weekday[] | null {
  if (!text?.trim()) return null;
  const days = new Set<Weekday>();
  // Lists: commas, semicolons, slashes, "and" in the four languages.
  const parts = text.split(/\s*(?:[,;/&+]|\s(?:and|va|ва|и)\s)\s*/i).filter((part) => part.trim() !== '');
  if (parts.length === 0) return null;
  for (const part of parts) {
    // Ranges: hyphen or dashes, or "to"/"до"/"gacha" style words.
    const ends = part.split(/\s*(?:[-–—‒]|\s(?:to|до|по)\s)\s*/i).filter((end) => end.trim() !== '');
    if (ends.length === 1) {
      const day = dayOf(ends[0]!);
      if (!day) return null;
      days.add(day);
    } else if (ends.length === 2) {
      const from = dayOf(ends[0]!);
      const to = dayOf(ends[1]!);
      if (!from || !to) return null;
      for (const day of range(from, to)) days.add(day);
    } else {
      return null;
    }
  }
  return WEEKDAYS.filter((day) => days.has(day));
}

export interface ClockTime {
  hour: number;
  minute: number;
}

/** "10:00 - 12:00", "10.00–12.00", "с 9:30 до 11:00": start and end; null unless two times with end after start. */
export function parseReceptionHours(text: string | null | undefined): { start: ClockTime; end: ClockTime } | null {
  if (!text) return null;
  const times = [...text.matchAll(/(?<!\d)([01]?\d|2[0-3])[:.]([0-5]\d)(?!\d)/g)].map((m) => ({ hour: Number(m[1]), minute: Number(m[2]) }));
  if (times.length !== 2) return null;
  const [start, end] = times as [ClockTime, ClockTime];
  if (end.hour * 60 + end.minute <= start.hour * 60 + start.minute) return null;
  return { start, end };
}

export interface ReceptionText {
  id: number;
  fullName: string;
  admissionDays: string | null;
  admissionHours: string | null;
}

/** Text that is there but unreadable is an editor's slip the site would hide: the build warns, naming the leader. */
export function readReception(
  leader: ReceptionText,
  warn: (message: string) => void = console.warn,
): { days: Weekday[]; hours: { start: ClockTime; end: ClockTime } } | null {
  const days = parseReceptionDays(leader.admissionDays);
  const hours = parseReceptionHours(leader.admissionHours);
  if (days && hours) return { days, hours };
  if (leader.admissionDays?.trim() || leader.admissionHours?.trim()) {
    const text = [leader.admissionDays, leader.admissionHours].map((part) => JSON.stringify(part ?? '')).join(', ');
    warn(`Warning: leader ${leader.id} (${leader.fullName}): reception ${text} cannot be read into a calendar event, so the leader has no .ics file.`);
  }
  return null;
}
