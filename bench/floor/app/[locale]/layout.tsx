import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { htmlLang, isLocale, locales } from '@/i18n/routing';
import { Toggle } from '@/components/Toggle';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Floor' });
  return { title: { default: t('site'), template: `%s | ${t('site')}` }, description: t('description') };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Floor' });
  return (
    <html lang={htmlLang[locale]}>
      <body>
        <NextIntlClientProvider locale={locale} messages={null}>
          <main>
            {children}
            <Toggle more={t('more')} less={t('less')} />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
