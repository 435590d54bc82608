// Imported, not loaded on demand: a page's bytes must not depend on being its worker's first of a language.
import en from '../../messages/en.json';
import oz from '../../messages/oz.json';
import ru from '../../messages/ru.json';
import uz from '../../messages/uz.json';
import type { Locale } from './routing';

export type Messages = typeof en;

export const messages: Record<Locale, Messages> = { uz, ru, en, oz };
