// next-intl's types for this site: its locales, and message keys checked against messages/en.json
// (lib/i18n/messages.test.ts holds the other three languages to the same keys).
import type { Messages } from './messages';
import type { Locale } from './routing';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
