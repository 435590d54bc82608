import { inEveryLocale } from '@/lib/testing/examples';
import { headerTexts } from './frame-texts';

export const languageSwitcherExamples = inEveryLocale((locale) => headerTexts(locale).switcher);
