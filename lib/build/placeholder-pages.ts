import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { locales } from '../i18n/routing';

// Next's export refuses a dynamic route with no params, so an empty language gets these 404 placeholders
// (lib/routes/static-params.ts). API ids and page numbers are positive: removed, they answer a true 404.
const PLACEHOLDER_PATHS = ['news/0', 'services/0', 'news/page/0', 'managements/0'] as const;

export async function removePlaceholderPages(root: string): Promise<void> {
  await Promise.all(
    locales.flatMap((locale) => PLACEHOLDER_PATHS.map((path) => rm(join(root, locale, path), { recursive: true, force: true }))),
  );
}
