import type { SocialLinks } from '@/lib/api/types';
import { inEveryLocale } from '@/lib/testing/examples';
import { headerTexts } from './frame-texts';

const socials: SocialLinks = { facebook: 'https://facebook.com/federation', instagram: 'https://instagram.com/federation', telegram: 'https://t.me/federation', youtube: null };

export const mobileMenuExamples = inEveryLocale((locale) => {
  const texts = headerTexts(locale);
  return { ...texts.mobileMenu, socials: { socials, ...texts.socials } };
});
