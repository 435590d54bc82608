/** Fixture shorthands: Uzbek is written once in Latin and transliterated for UZK. */
import { html, type Block } from './html';
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
