/**
 * Uzbek Latin to Uzbek Cyrillic, for fixture text written once in Latin. Only text outside
 * HTML tags and entities is changed; `[[...]]` protects a span (the brackets are dropped)
 * and `stripMarks` gives the Latin text without the brackets.
 */

/** Words whose Cyrillic spelling is not letter-for-letter (loanwords, acronyms). */
const WORDS: Record<string, string> = {
  yanvar: 'январь',
  fevral: 'февраль',
  aprel: 'апрель',
  iyun: 'июнь',
  iyul: 'июль',
  sentabr: 'сентябрь',
  oktabr: 'октябрь',
  noyabr: 'ноябрь',
  dekabr: 'декабрь',
  antalya: 'Анталья',
  antalyada: 'Антальяда',
  fifa: 'ФИФА',
  afc: 'ОФК',
  uefa: 'УЕФА',
  agmk: 'ОКМК',
  ofa: 'ЎФА',
};

const MULTI: Array<[string, string]> = [
  ['ksiya', 'кция'],
  ['ensiya', 'енция'],
  ['yoʻ', 'йў'],
  ['yo', 'ё'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['ye', 'е'],
  ['oʻ', 'ў'],
  ['gʻ', 'ғ'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['ts', 'ц'],
];

const SINGLE: Record<string, string> = {
  a: 'а', b: 'б', d: 'д', e: 'е', f: 'ф', g: 'г', h: 'ҳ', i: 'и', j: 'ж', k: 'к', l: 'л', m: 'м',
  n: 'н', o: 'о', p: 'п', q: 'қ', r: 'р', s: 'с', t: 'т', u: 'у', v: 'в', x: 'х', y: 'й', z: 'з',
  c: 'с', w: 'в', 'ʼ': 'ъ',
};

const VOWELS = 'aeiouʻ';

const memo = new Map<string, string>();

function word(latin: string): string {
  let out = memo.get(latin);
  if (out === undefined) {
    out = convert(latin);
    memo.set(latin, out);
  }
  return out;
}

function convert(latin: string): string {
  const lower = latin.toLowerCase();
  const known = WORDS[lower.replace(/[ʻʼ]/g, '')];
  if (known) return known;
  // Acronyms and single capitals before a digit or hyphen (U-17) stay as written.
  if (latin.length >= 2 && latin === latin.toUpperCase() && !/[ʻʼ]/.test(latin)) return latin;
  let out = '';
  let i = 0;
  while (i < lower.length) {
    const upper = latin[i] !== lower[i];
    let piece: string | undefined;
    let used = 1;
    for (const [from, to] of MULTI) {
      if (lower.startsWith(from, i)) {
        piece = to;
        used = from.length;
        break;
      }
    }
    if (piece === undefined) {
      const ch = lower[i] as string;
      if (ch === 'e' && (i === 0 || VOWELS.includes(lower[i - 1] as string))) piece = 'э';
      else piece = SINGLE[ch] ?? ch;
    }
    out += upper ? piece.charAt(0).toUpperCase() + piece.slice(1) : piece;
    i += used;
  }
  return out;
}

function text(latin: string): string {
  return latin
    .replace(/\bU-(?=\d)/g, '\u0000')
    .replace(/[A-Za-zʻʼ]+/g, word)
    .replace(/\u0000/g, 'U-');
}

/** Transliterates `source` (HTML or plain text) to Uzbek Cyrillic. */
export function cyr(source: string): string {
  return source
    .split(/(\[\[[\s\S]*?\]\]|<[^>]*>|&[#a-zA-Z0-9]+;)/)
    .map((part) => {
      if (part.startsWith('[[')) return part.slice(2, -2);
      if (part.startsWith('<') || part.startsWith('&')) return part;
      return text(part);
    })
    .join('');
}

/** The Latin text with `[[...]]` markers removed. */
export function stripMarks(source: string): string {
  return source.replace(/\[\[([\s\S]*?)\]\]/g, '$1');
}
