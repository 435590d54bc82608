import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './routing';

/**
 * The language of the page being rendered, from its `[locale]` segment, checked against the locale
 * list and set for next-intl's server functions (a static export has no middleware to do it).
 * Any other segment is a 404, which `dynamicParams = false` already keeps from being rendered.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
