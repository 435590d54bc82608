/** Fixture shorthands: Uzbek is written once in Latin and transliterated for UZK. */
import { hostile, html, type Block } from './html';
import { t, type T } from './types';
import { cyr, stripMarks } from './uzk';

/** A translated text: `tx(uzbekLatin, russian, english)`. */
export function tx(uz: string, ru: string | null, en: string | null): T {
  return t(stripMarks(uz), ru, en, cyr(uz));
}

/** Translated rich text; `en` may be `null` or `''` for a translation gap. */
export function doc(uz: Block[], ru: Block[], en: Block[] | string | null): T {
  const latin = html(uz);
  return t(stripMarks(latin), html(ru), Array.isArray(en) ? html(en) : en, cyr(latin));
}

/**
 * `text` with the quiet hostile HTML (see html.ts) appended in each language, for records that are
 * not news: every payload sets `window.__xss`, so the browser tests can prove none runs.
 */
export function withHostile(text: T): T {
  const add = (lang: keyof T, heading: string, items: [string, string]) =>
    `${text[lang] ?? ''}\n${html(hostile(heading, 'Test.', items, ['Paxtakor', 'Nasaf'], true))}`;
  return t(
    add('UZL', 'Sinov', ['Birinchi', 'Ikkinchi']),
    add('RUS', 'Проверка', ['Первый', 'Второй']),
    add('ENG', 'Test', ['First', 'Second']),
    add('UZK', 'Синов', ['Биринчи', 'Иккинчи']),
  );
}
