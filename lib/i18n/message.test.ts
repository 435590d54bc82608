import { describe, expect, it } from 'vitest';
import { formatMessage } from './message';
import { messages } from './messages';
import { locales } from './routing';

describe('formatMessage', () => {
  it.each(locales)('fills the gallery position and the search heading in %s', (locale) => {
    const position = formatMessage(locale, messages[locale].Gallery.position, { current: 2, total: 5 });
    expect(position).toMatch(/2\D+5/);
    expect(position).not.toContain('{');
    expect(formatMessage(locale, messages[locale].News.searchResults, { query: 'Super Cup' })).toContain('Super Cup');
  });

  it('takes a value as text, never as part of the message', () => {
    expect(formatMessage('en', messages.en.News.searchResults, { query: '{total} #' })).toBe('Search results for “{total} #”');
  });

  it('chooses plural forms by the language’s rules', () => {
    const stories = '{count, plural, one {# новость} few {# новости} many {# новостей} other {# новости}}';
    expect([1, 3, 5, 21].map((count) => formatMessage('ru', stories, { count }))).toEqual(['1 новость', '3 новости', '5 новостей', '21 новость']);
  });
});
