import { headerTexts } from '@/components/frame/frame-texts';
import { inEveryLocale } from '@/lib/testing/examples';

export const headerSearchExamples = inEveryLocale((locale) => headerTexts(locale).search);
