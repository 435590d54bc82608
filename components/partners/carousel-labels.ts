import { perLocale, translator } from '@/lib/i18n/translate';
import type { CarouselLabels } from './PartnerCarouselLeaf';

/** The partner carousel's texts in each language (the home page passes them; its examples are these). */
export const carouselLabels = perLocale((locale): CarouselLabels => {
  const tHome = translator(locale, 'Home');
  const t = translator(locale, 'Partners');
  return { label: tHome('partners'), previous: t('previous'), next: t('next'), pause: t('pause'), play: t('play') };
});
