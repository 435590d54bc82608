// Uzbek Latin <-> Cyrillic (the 1995 alphabet): the API matches one script, so search asks for both forms.
// No maintained npm package covers Uzbek.

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'j', з: 'z', и: 'i', й: 'y', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'x', ц: 's',
  ч: 'ch', ш: 'sh', щ: 'sh', ъ: 'ʼ', ь: '', ы: 'i', э: 'e', ю: 'yu', я: 'ya', ў: 'oʻ', қ: 'q',
  ғ: 'gʻ', ҳ: 'h',
};

/** Longest first, so digraphs win over their single letters. */
const LATIN_TO_CYRILLIC: Array<[RegExp, string]> = [
  [/o[ʻ'`ʼ‘’]/g, 'ў'],
  [/g[ʻ'`ʼ‘’]/g, 'ғ'],
  [/sh/g, 'ш'],
  [/ch/g, 'ч'],
  [/yo/g, 'ё'],
  [/yu/g, 'ю'],
  [/ya/g, 'я'],
  [/(^|[\s\p{P}])ye/gu, '$1е'],
  [/(^|[\s\p{P}])e/gu, '$1э'],
  [/[ʼ’']/g, 'ъ'],
  ...Object.entries({
    a: 'а', b: 'б', d: 'д', e: 'е', f: 'ф', g: 'г', h: 'ҳ', i: 'и', j: 'ж', k: 'к', l: 'л', m: 'м',
    n: 'н', o: 'о', p: 'п', q: 'қ', r: 'р', s: 'с', t: 'т', u: 'у', v: 'в', x: 'х', y: 'й', z: 'з',
  }).map(([latin, cyrillic]): [RegExp, string] => [new RegExp(latin, 'g'), cyrillic]),
];

const CYRILLIC = /[\u0400-\u04FF]/;

export function toLatin(text: string): string {
  return [...text.toLowerCase()].map((ch) => CYRILLIC_TO_LATIN[ch] ?? ch).join('');
}

export function toCyrillic(text: string): string {
  return LATIN_TO_CYRILLIC.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text.toLowerCase());
}

export function crossScriptQueries(query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return [];
  const other = CYRILLIC.test(trimmed) ? toLatin(trimmed) : toCyrillic(trimmed);
  return other === trimmed.toLowerCase() ? [trimmed] : [trimmed, other];
}
