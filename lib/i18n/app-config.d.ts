// next-intl's types: the locales, and message keys checked against messages/en.json (messages.test.ts: the others).
import type { Messages } from './messages';
import type { Locale } from './routing';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
