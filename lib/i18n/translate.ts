/**
 * Texts that are the same on every page of a language (the frame's, the leaves'), translated once
 * per language and synchronously, from the imported messages. Synchronous matters: an awaited
 * per-process cache made the first page of a build worker stream its React payload in another
 * order than the pages after it, so the same page came out in different bytes in a full build and
 * in an incremental one.
 */
import { createTranslator } from 'use-intl/core';
import { messages, type Messages } from './messages';
import { TIME_ZONE, type Locale } from './routing';

type Namespace = keyof Messages;

/** A translator for one language and one namespace of messages/<locale>.json. */
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
