import { headerTexts } from '@/components/frame/frame-texts';
import { inEveryLocale } from '@/lib/testing/examples';

export const accessibilityPanelExamples = inEveryLocale((locale) => headerTexts(locale).panel);
