import type { Locale } from '@/lib/i18n/routing';
import { analyticsConfig } from '@/lib/build-env';
import { leafTexts } from './frame-texts';
import { Analytics } from '@/components/analytics/Analytics';
import { BuildWatcher } from '@/components/build-watcher/BuildWatcher';
import { LazyReadAloud } from '@/components/read-aloud/LazyReadAloud';
import { ScrollReveal } from '@/components/scroll-reveal/ScrollReveal';
import { Toaster } from '@/components/toaster/Toaster';
import './system.css';

/** The frame's client leaves without a place in the header, each given its text here. */
export function FrameLeaves({ locale }: { locale: Locale }) {
  const texts = leafTexts(locale);
  // Also checked in next.config.ts, so a wrong id stops the build before any page is rendered.
  const { gtmId, gaId } = analyticsConfig();
  return (
    <>
      <LazyReadAloud labels={texts.readAloud} />
      <Toaster labels={texts.toasts} />
      <ScrollReveal />
      <BuildWatcher buildId={process.env.NEXT_PUBLIC_BUILD_ID ?? ''} />
      {gtmId || gaId ? <Analytics gtmId={gtmId} gaId={gaId} /> : null}
    </>
  );
}
