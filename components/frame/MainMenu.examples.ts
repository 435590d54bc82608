import { inEveryLocale } from '@/lib/testing/examples';
import { headerTexts } from './frame-texts';

export const mainMenuExamples = inEveryLocale((locale) => headerTexts(locale).menu);
