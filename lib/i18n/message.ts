/** ICU messages whose values only the browser knows, formatted with icu-minify (next-intl's small compiler). */
import compile from 'icu-minify/compile';
import format, { type CompiledMessage } from 'icu-minify/format';
import { htmlLang, type Locale } from './routing';

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};
const compiled = new Map<string, CompiledMessage>();

export function formatMessage(locale: Locale, message: string, values: Record<string, string | number>): string {
  let parsed = compiled.get(message);
  if (!parsed) compiled.set(message, (parsed = compile(message)));
  const result = format(parsed, htmlLang[locale], values, { formatters });
  return Array.isArray(result) ? result.join('') : String(result);
}
