import { describe, expect, it } from 'vitest';
import { pageAlternates } from './seo';
import { localizedPath } from '@/lib/i18n/routing';

describe('page alternates', () => {
  it('serves pages under their locale with a trailing slash', () => {
    expect(localizedPath('ru', '/news/5')).toBe('/ru/news/5/');
    expect(localizedPath('uz', '/')).toBe('/uz/');
  });

  it('names the canonical URL and every language, with x-default on uz', () => {
    const alternates = pageAlternates('en', '/news');
    expect(alternates?.canonical).toBe('http://localhost:3000/en/news/');
    expect(alternates?.languages).toEqual({
      'uz-Latn': 'http://localhost:3000/uz/news/',
      ru: 'http://localhost:3000/ru/news/',
      en: 'http://localhost:3000/en/news/',
      'uz-Cyrl': 'http://localhost:3000/oz/news/',
      'x-default': 'http://localhost:3000/uz/news/',
    });
  });

  it('leaves out the languages a page does not exist in', () => {
    const alternates = pageAlternates('ru', '/news/7', ['uz', 'ru']);
    expect(Object.keys(alternates?.languages ?? {})).toEqual(['uz-Latn', 'ru', 'x-default']);
  });
});
