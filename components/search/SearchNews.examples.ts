import { inEveryLocale } from '@/lib/testing/examples';
import { searchLabels, searchModalLabels } from './search-labels';

export const searchNewsExamples = inEveryLocale((locale) => ({ locale, labels: searchModalLabels(locale), resultLabels: searchLabels(locale) }));
