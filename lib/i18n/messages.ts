/**
 * Every language's interface texts, imported rather than loaded on demand: they are there before
 * any page renders, so a page's bytes do not depend on whether it was the first of its language
 * in a build worker (incremental publishing relies on that).
 */
import en from '../../messages/en.json';
import oz from '../../messages/oz.json';
import ru from '../../messages/ru.json';
import uz from '../../messages/uz.json';
import type { Locale } from './routing';

export type Messages = typeof en;

export const messages: Record<Locale, Messages> = { uz, ru, en, oz };
