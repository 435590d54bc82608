import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { locales } from './routing';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const messages = Object.fromEntries(
  locales.map((locale) => [locale, flatten(JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Tree)]),
);
const reference = messages.en!;

/** Top-level ICU arguments: `{name}` and `{count, plural, ...}` both name `name`/`count`. */
function argumentsOf(text: string): string[] {
  return [...text.matchAll(/\{\s*([a-zA-Z_]\w*)\s*[,}]/g)].map((m) => m[1]!).filter((v, i, a) => a.indexOf(v) === i).sort();
}

describe('interface messages', () => {
  it.each(locales)('%s has exactly the keys of en', (locale) => {
    expect([...messages[locale]!.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each(locales)('%s has no empty text', (locale) => {
    const empty = [...messages[locale]!].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(locales)('%s uses the same placeholders as en', (locale) => {
    const mismatched = [...reference]
      .filter(([key, text]) => argumentsOf(text).join() !== argumentsOf(messages[locale]!.get(key) ?? '').join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('writes Uzbek Cyrillic in Cyrillic and Uzbek Latin in Latin', () => {
    expect(messages.oz!.get('Menu.news')).toMatch(/^[\u0400-\u04FF\s]+$/);
    expect(messages.uz!.get('Menu.news')).toMatch(/^[A-Za-zʻʼ'\s]+$/);
  });
});
