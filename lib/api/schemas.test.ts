import { describe, expect, it } from 'vitest';
import { ApiValidationError } from './errors';
import { detailEnvelope, formatPath, listEnvelope, pageEnvelope, parseResponse, rawNews, rawPlayer, rawSocial } from './schemas';

const where = { endpoint: '/news', lang: 'UZL' } as const;

function problem(schema: Parameters<typeof parseResponse>[0], body: unknown): ApiValidationError {
  try {
    parseResponse(schema, body, where);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiValidationError);
    return error as ApiValidationError;
  }
  throw new Error('expected a validation error');
}

describe('schemas', () => {
  it('accept null and missing translated fields and ignore extra fields', () => {
    const body = { data: [{ id: 1, title: null, content: null, date: '2026-11-20', extra: { x: 1 } }, { id: 2, date: '2026-11-21' }] };
    expect(parseResponse(listEnvelope(rawNews), body, where).data).toEqual([
      { id: 1, title: null, content: null, date: '2026-11-20' },
      { id: 2, date: '2026-11-21' },
    ]);
  });

  it('drop the bookkeeping fields of social records', () => {
    const body = { data: [{ id: 1, telegram: 'https://t.me/x', active: true, created_at: 'x', updated_at: 'y' }] };
    expect(parseResponse(listEnvelope(rawSocial), body, where).data[0]).toEqual({ id: 1, telegram: 'https://t.me/x' });
  });

  it('accept a player number as a number or a string', () => {
    const body = { data: [{ id: 1, full_name: 'A', number: 10 }, { id: 2, full_name: 'B', number: '7' }] };
    expect(parseResponse(listEnvelope(rawPlayer), body, where).data.map((p) => p.number)).toEqual([10, '7']);
  });

  it('parse page and detail envelopes', () => {
    const page = parseResponse(pageEnvelope(rawNews), { data: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } }, where);
    expect(page.meta.last_page).toBe(1);
    expect(parseResponse(detailEnvelope(rawNews), { data: { id: 3, title: 't', content: '', date: '2026-01-01' } }, where).data.id).toBe(3);
  });

  it('name the endpoint, language and exact field path', () => {
    const body = { data: [0, 1, 2].map((id) => ({ id: id + 1, title: 't', content: '', date: '2026-01-01' })).concat([{ id: 4, title: 't', content: '', date: 5 } as never]) };
    expect(problem(listEnvelope(rawNews), body).message).toBe('Invalid response from /news (lang=UZL): data[3].date: expected string, got number');
  });

  it('report bad ids, unions, missing data and wrong bodies', () => {
    expect(problem(listEnvelope(rawNews), { data: [{ id: '1', title: 't', date: 'x' }] }).message).toContain('data[0].id: expected number, got string');
    expect(problem(listEnvelope(rawNews), { data: [{ id: 0, title: 't', date: 'x' }] }).message).toContain('data[0].id: Too small');
    expect(problem(listEnvelope(rawPlayer), { data: [{ id: 1, number: true }] }).message).toContain('data[0].number: expected number or string, got boolean');
    expect(problem(listEnvelope(rawNews), { items: [] }).message).toBe('Invalid response from /news (lang=UZL): data: expected array, got nothing (missing)');
    expect(problem(listEnvelope(rawNews), [1]).message).toBe('Invalid response from /news (lang=UZL): body: expected object, got array');
  });

  it('list at most three problems and count the rest', () => {
    const body = { data: [1, 2, 3, 4, 5].map(() => ({ id: 1, title: 't' })) };
    const error = problem(listEnvelope(rawNews), body);
    expect(error.problems).toHaveLength(5);
    expect(error.message).toMatch(/data\[2\]\.date: expected string, got nothing \(missing\) \(and 2 more\)$/);
    expect(error.endpoint).toBe('/news');
    expect(error.lang).toBe('UZL');
  });

  it('format paths', () => {
    expect(formatPath(['data', 3, 'date'])).toBe('data[3].date');
    expect(formatPath(['meta', 'per_page'])).toBe('meta.per_page');
    expect(formatPath([])).toBe('body');
  });
});
