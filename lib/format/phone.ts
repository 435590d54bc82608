import { PHONE_PREFIX } from '@/lib/constants';
import type { Phone } from '@/lib/api/types';

/** National (subscriber) numbers in Uzbekistan are 9 digits: 2-digit operator code + 7. */
const NATIONAL_DIGITS = 9;
const SEPARATORS = /[\s\u00a0\u2010-\u2015.()/-]/g;

/** Any editor form (`901234567`, `+998 (90) 123-45-67`, `00998 ...`) as `+998 XX XXX XX XX` and a tel: link; null unless 9 national digits. */
export function formatPhone(raw: string | null | undefined): Phone | null {
  if (typeof raw !== 'string') return null;
  const compact = raw.replace(SEPARATORS, '');
  const match = /^(\+|00)?(\d+)$/.exec(compact);
  if (!match) return null;
  const [, international, digits = ''] = match;

  let national: string;
  if (digits.length === PHONE_PREFIX.length + NATIONAL_DIGITS && digits.startsWith(PHONE_PREFIX)) {
    national = digits.slice(PHONE_PREFIX.length);
  } else if (digits.length === NATIONAL_DIGITS && !international) {
    // A `+` followed by 9 digits names some other country's code, not an Uzbek number.
    national = digits;
  } else {
    return null;
  }

  const groups = [national.slice(0, 2), national.slice(2, 5), national.slice(5, 7), national.slice(7, 9)];
  return {
    display: `+${PHONE_PREFIX} ${groups.join(' ')}`,
    href: `tel:+${PHONE_PREFIX}${national}`,
  };
}
