import { leafTexts } from '@/components/frame/frame-texts';
import { inEveryLocale } from '@/lib/testing/examples';

export const readAloudExamples = inEveryLocale((locale) => leafTexts(locale).readAloud);
