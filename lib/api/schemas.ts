/**
 * Zod schemas of the API's raw records (federation-api.md): liberal where editors may leave things
 * out, strict where the site needs a value (ids, dates). Browser-safe: search validates with them.
 */
import { z } from '@/lib/zod';
import { ApiValidationError, type ApiLanguage } from './errors';

const id = z.number().int().positive();
/** Translated text: may be empty or null where editors have not translated it. */
const text = z.string().nullish();
const html = z.string().nullish();
const url = z.string().nullish();
const date = z.string();
/** Editors type numbers into text fields. */
const numberish = z.union([z.number(), z.string()]).nullish();

export const rawNews = z.object({ id, title: text, content: html, date, image: url });
export const rawService = z.object({ id, title: text, content: html, image: url });
export const rawAbout = z.object({ id, title: text, content: html });
export const rawPlayer = z.object({
  id,
  full_name: text,
  photo: url,
  position: text,
  number: numberish,
  birth_date: z.string().nullish(),
  club: text,
});
export const rawLeader = z.object({
  id,
  full_name: text,
  position_title: text,
  photo: url,
  admission_days: text,
  admission_hours: text,
  phone: numberish,
  email: z.string().nullish(),
  biography: html,
});
export const rawPhoto = z.object({ id, title: text, image: url, date });
export const rawVideo = z.object({ id, title: text, link: url, date, cover: url });
export const rawUsefulLink = z.object({ id, title: text, link: url, logo: url });
export const rawContact = z.object({
  id,
  address: text,
  phones: z.array(z.string().nullish()).nullish(),
  email: z.string().nullish(),
});
/** `active`, `created_at` and `updated_at` are not read, so zod drops them (spec section 3). */
export const rawSocial = z.object({ id, telegram: url, instagram: url, facebook: url, youtube: url });

export type RawNews = z.infer<typeof rawNews>;
export type RawService = z.infer<typeof rawService>;
export type RawAbout = z.infer<typeof rawAbout>;
export type RawPlayer = z.infer<typeof rawPlayer>;
export type RawLeader = z.infer<typeof rawLeader>;
export type RawPhoto = z.infer<typeof rawPhoto>;
export type RawVideo = z.infer<typeof rawVideo>;
export type RawUsefulLink = z.infer<typeof rawUsefulLink>;
export type RawContact = z.infer<typeof rawContact>;
export type RawSocial = z.infer<typeof rawSocial>;

const count = z.number().int().nonnegative();
const pageMeta = z.object({ page: count, per_page: count, total: count, last_page: count });

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}

export function pageEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMeta });
}

export function detailEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** Problems listed in one error message; the rest are counted. */
const MAX_LISTED_PROBLEMS = 3;

/** Validates a body, or throws `Invalid response from /news (lang=UZL): data[3].date: expected string, got number`. */
export function parseResponse<T extends z.ZodType>(
  schema: T,
  body: unknown,
  where: { endpoint: string; lang: ApiLanguage },
): z.infer<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${formatPath(issue.path)}: ${describeIssue(issue, body)}`);
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS).join('; ');
  const more = problems.length > MAX_LISTED_PROBLEMS ? ` (and ${problems.length - MAX_LISTED_PROBLEMS} more)` : '';
  throw new ApiValidationError(
    `Invalid response from ${where.endpoint} (lang=${where.lang}): ${listed}${more}`,
    where.endpoint,
    where.lang,
    problems,
  );
}

/** `data[3].date`; the body itself is `body`. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'body';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

function describeIssue(issue: z.core.$ZodIssue, body: unknown): string {
  const got = describeValue(valueAt(body, issue.path));
  if (issue.code === 'invalid_type') return `expected ${issue.expected}, got ${got}`;
  if (issue.code === 'invalid_union') {
    const expected = [...new Set(issue.errors.flat().flatMap((inner) => (inner.code === 'invalid_type' ? [inner.expected] : [])))];
    if (expected.length > 0) return `expected ${expected.join(' or ')}, got ${got}`;
  }
  return issue.message.replace(/^Invalid input: /, '');
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let current = body;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
