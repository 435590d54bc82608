// vCard 3.0 (RFC 2426): 4.0 is still patchy in Outlook and older phones.
import { contentLines, escapeText } from './content-lines';

export interface Contact {
  fullName: string;
  organization?: string | null;
  title?: string | null;
  /** E.164, `+998901234567`. */
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  photoUrl?: string | null;
  url?: string | null;
  note?: string | null;
}

/** A patronymic closes a Russian or Uzbek name written family name first ("Ivanov Ivan Ivanovich"). */
const PATRONYMIC = /(?:vich|vna|ich|ichna|вич|вна|ич|ична|o[ʻ'‘`]?g[ʻ'‘`]?li|qizi|ўғли|қизи|угли|кизи|кызы)$/i;

/** Structured name parts (family; given; additional): "Given Family", or "Family Given Patronymic". */
export function nameParts(fullName: string): { family: string; given: string; additional: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 3 && PATRONYMIC.test(words[words.length - 1]!)) {
    return { family: words[0]!, given: words[1]!, additional: words.slice(2).join(' ') };
  }
  if (words.length < 2) return { family: '', given: words[0] ?? '', additional: '' };
  return { family: words[words.length - 1]!, given: words.slice(0, -1).join(' '), additional: '' };
}

export function vCard(contact: Contact): string {
  const { family, given, additional } = nameParts(contact.fullName);
  return contentLines([
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${[family, given, additional, '', ''].map(escapeText).join(';')}`,
    `FN:${escapeText(contact.fullName)}`,
    contact.organization ? `ORG:${escapeText(contact.organization)}` : null,
    contact.title ? `TITLE:${escapeText(contact.title)}` : null,
    contact.phone ? `TEL;TYPE=WORK,VOICE:${contact.phone}` : null,
    contact.email ? `EMAIL;TYPE=INTERNET,WORK:${contact.email}` : null,
    contact.address ? `ADR;TYPE=WORK:;;${escapeText(contact.address)};;;;` : null,
    contact.photoUrl ? `PHOTO;VALUE=URI:${contact.photoUrl}` : null,
    contact.url ? `URL:${contact.url}` : null,
    contact.note ? `NOTE:${escapeText(contact.note)}` : null,
    'END:VCARD',
  ]);
}
