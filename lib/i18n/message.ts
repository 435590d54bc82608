/**
 * ICU messages filled in by the browser, for texts whose values only the browser knows (a search
 * query, a result count, a slide number). Server parents pass such a message raw (`t.raw`); this
 * compiles and formats it with icu-minify, next-intl's own small compiler and formatter, instead of
 * the full ICU parser (see lib/i18n/client.ts for why the browser has no translator).
 */
import compile from 'icu-minify/compile';
import format, { type CompiledMessage } from 'icu-minify/format';
import { htmlLang, type Locale } from './routing';

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};
const compiled = new Map<string, CompiledMessage>();

/** `message` ("Photo {current} of {total}") with its arguments filled in, in `locale`'s formats. */
export function formatMessage(locale: Locale, message: string, values: Record<string, string | number>): string {
  let parsed = compiled.get(message);
  if (!parsed) compiled.set(message, (parsed = compile(message)));
  const result = format(parsed, htmlLang[locale], values, { formatters });
  return Array.isArray(result) ? result.join('') : String(result);
}
