import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { messages } from './messages';
import { routing, TIME_ZONE } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, timeZone: TIME_ZONE, messages: messages[locale] };
});
