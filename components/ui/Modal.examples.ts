import { translator } from '@/lib/i18n/translate';
import { inEveryLocale } from '@/lib/testing/examples';

// A leader's dialog, the modal's commonest use: the title is the name as each language's page spells it.
const leaderName = { uz: 'Abdusalomov Anvar', ru: 'Абдусаломов Анвар', en: 'Anvar Abdusalomov', oz: 'Абдусаломов Анвар' };

export const modalExamples = inEveryLocale((locale) => ({ title: leaderName[locale], closeLabel: translator(locale, 'Modal')('close') }));
