// A leader's weekly reception as an iCalendar event in Tashkent time. By hand: the `ics` package writes UTC
// times, not the zoned floating times a weekly office hour needs, and this is a few lines of text.
import { contentLines, escapeText } from './content-lines';
import { WEEKDAYS, type ClockTime, type Weekday } from './reception';

const TIME_ZONE = 'Asia/Tashkent';
/** Tashkent has kept UTC+5 all year since 1992. */
const OFFSET_HOURS = 5;

export interface WeeklyEvent {
  uid: string;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  days: readonly Weekday[];
  start: ClockTime;
  end: ClockTime;
  /** The first occurrence is the first matching day on or after this instant's Tashkent date. */
  from: Date;
  stamp: Date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function utcStamp(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** The Tashkent calendar date (as a UTC-midnight Date) of the first `days` weekday on or after `from`. */
export function firstOccurrence(from: Date, days: readonly Weekday[]): Date {
  const local = new Date(from.getTime() + OFFSET_HOURS * 3_600_000);
  const date = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
  for (let i = 0; i < 7; i++) {
    const candidate = new Date(date.getTime() + i * 86_400_000);
    // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
    if (days.includes(WEEKDAYS[(candidate.getUTCDay() + 6) % 7]!)) return candidate;
  }
  throw new Error('firstOccurrence: no weekday given');
}

function localDateTime(day: Date, time: ClockTime): string {
  return `${day.getUTCFullYear()}${pad(day.getUTCMonth() + 1)}${pad(day.getUTCDate())}T${pad(time.hour)}${pad(time.minute)}00`;
}

export function weeklyEventCalendar(event: WeeklyEvent, prodId: string): string {
  if (event.days.length === 0) throw new Error('weeklyEventCalendar: no weekday given');
  const day = firstOccurrence(event.from, event.days);
  return contentLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0500',
    'TZOFFSETTO:+0500',
    'TZNAME:+05',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${TIME_ZONE}:${localDateTime(day, event.start)}`,
    `DTEND;TZID=${TIME_ZONE}:${localDateTime(day, event.end)}`,
    `RRULE:FREQ=WEEKLY;BYDAY=${event.days.join(',')}`,
    `SUMMARY:${escapeText(event.summary)}`,
    event.description ? `DESCRIPTION:${escapeText(event.description)}` : null,
    event.location ? `LOCATION:${escapeText(event.location)}` : null,
    event.url ? `URL:${event.url}` : null,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
}
