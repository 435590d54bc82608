import { describe, expect, it } from 'vitest';
import { crossScriptQueries, toCyrillic, toLatin } from './uzbek-script';

describe('Uzbek script transliteration', () => {
  it('writes Cyrillic in Latin, digraphs and special letters included', () => {
    expect(toLatin('Ўзбекистон')).toBe('oʻzbekiston');
    expect(toLatin('Терма жамоа')).toBe('terma jamoa');
    expect(toLatin('ғалаба')).toBe('gʻalaba');
    expect(toLatin('Чемпионат')).toBe('chempionat');
    expect(toLatin('ҳакамлар')).toBe('hakamlar');
    expect(toLatin('қўшни')).toBe('qoʻshni');
  });

  it('writes Latin in Cyrillic with every apostrophe form', () => {
    expect(toCyrillic('Oʻzbekiston')).toBe('ўзбекистон');
    expect(toCyrillic("O'zbekiston")).toBe('ўзбекистон');
    expect(toCyrillic('gʻalaba')).toBe('ғалаба');
    expect(toCyrillic('terma jamoa')).toBe('терма жамоа');
    expect(toCyrillic('chempionat')).toBe('чемпионат');
    expect(toCyrillic('hakamlar')).toBe('ҳакамлар');
    expect(toCyrillic('qoʻshni')).toBe('қўшни');
    expect(toCyrillic('yangilik')).toBe('янгилик');
  });

  it('uses э at the start of a word', () => {
    expect(toCyrillic('eʼlon')).toBe('эълон');
  });

  it('gives the typed query and its other-script form', () => {
    expect(crossScriptQueries('  futbol ')).toEqual(['futbol', 'футбол']);
    expect(crossScriptQueries('футбол')).toEqual(['футбол', 'futbol']);
    expect(crossScriptQueries('   ')).toEqual([]);
    expect(crossScriptQueries('2026')).toEqual(['2026']);
  });
});
