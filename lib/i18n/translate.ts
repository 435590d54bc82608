// The one way to translate on the server: `translator(locale, 'Section')`, synchronous (client leaves get their
// texts as props, and lib/i18n/message.ts fills in what only the browser knows). Not next-intl's awaited
// getTranslations: an awaited cache made a worker's first page stream its payload in another order, so a page
// differed between a full and an incremental build.
import { createTranslator } from 'use-intl/core';
import { messages, type Messages } from './messages';
import { TIME_ZONE, type Locale } from './routing';

type Namespace = keyof Messages;

export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: messages[locale], namespace, timeZone: TIME_ZONE });
}

/** `make(locale)` once per language for the life of the process (but each time under `next dev`, so edited messages show). */
export function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    if (process.env.NODE_ENV === 'development') return make(locale);
    if (!made.has(locale)) made.set(locale, make(locale));
    return made.get(locale)!;
  };
}
