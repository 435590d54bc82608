import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { htmlLang } from '@/lib/i18n/routing';
import { pageLocale } from '@/lib/i18n/params';
import { perLocale, translator } from '@/lib/i18n/translate';
import { loadFrame } from '@/lib/routes';
import { staticLocales } from '@/lib/routes/static-params';
import { MAIN_ID } from '@/lib/constants';
import { siteConfig } from '@/lib/site';
import { siteUrl } from '@/lib/seo';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { SiteFooter } from '@/components/frame/SiteFooter';
import { BackToTop } from '@/components/frame/BackToTop';
import { ErrorTextsProvider } from '@/components/frame/ErrorTexts';
import { PictureFallback } from '@/components/ui/PictureFallback';
import { StaleMetadataCleanup } from '@/components/frame/StaleMetadataCleanup';
import { PrePaintScripts } from '@/components/frame/PrePaintScripts';
import { PageTransition } from '@/components/page-transition/PageTransition';
import { Splash } from '@/components/splash/Splash';
import { FrameLeaves } from '@/components/frame/FrameLeaves';

export const dynamicParams = false;

export function generateStaticParams() {
  return staticLocales();
}

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

const layoutTexts = perLocale((locale) => {
  const t = translator(locale, 'Frame');
  const tError = translator(locale, 'Error');
  const tMeta = translator(locale, 'Metadata');
  return {
    siteName: tMeta('siteName'),
    description: tMeta('description'),
    skipToContent: t('skipToContent'),
    backToTop: t('backToTop'),
    error: { title: tError('title'), description: tError('description'), retry: tError('retry'), home: tError('home') },
  };
});

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { siteName, description } = layoutTexts(locale);
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: siteName, template: `%s | ${siteName}` },
    description,
    applicationName: siteName,
    icons: { icon: '/logo.svg' },
    openGraph: { siteName, locale: htmlLang[locale], type: 'website' },
  };
}

export const viewport: Viewport = { themeColor: siteConfig.themeColor, width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: Props) {
  const locale = await pageLocale(params);
  const texts = layoutTexts(locale);
  const { contacts, socials, year } = loadFrame(locale);

  return (
    <html lang={htmlLang[locale]} data-locale={locale}>
      <head>
        {/* The paint waits only for the header (lib/build/first-paint.ts adds the wait and the
            critical CSS); the first screen's space is reserved, so nothing moves when the rest arrives. */}
        <PrePaintScripts />
      </head>
      <body>
        <Splash />
        <a className="skip-link" href={`#${MAIN_ID}`}>
          {texts.skipToContent}
        </a>
        {/* The page zoom applies here, not to <body>, so panels, dialogs and fixed controls stay usable. */}
        <div className="page-zoom">
          <SiteHeader locale={locale} contacts={contacts} socials={socials} />
          <main id={MAIN_ID} tabIndex={-1}>
            <ErrorTextsProvider texts={texts.error}>
              <PageTransition>{children}</PageTransition>
            </ErrorTextsProvider>
          </main>
          <SiteFooter locale={locale} contacts={contacts} socials={socials} year={year} />
        </div>
        <BackToTop label={texts.backToTop} />
        <PictureFallback />
        <StaleMetadataCleanup />
        <FrameLeaves locale={locale} />
      </body>
    </html>
  );
}
