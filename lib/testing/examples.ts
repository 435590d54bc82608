// A component's examples (GOV.UK Frontend keeps them beside each component): its props in every language, made
// by the same texts module its server parent uses, so what the tests render and axe-check is what the site sends.
import axe from 'axe-core';
import { locales, type Locale } from '@/lib/i18n/routing';
import { WCAG_AA_TAGS } from './wcag';

export function inEveryLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>;
}

/** axe-core's WCAG 2.2 AA rules over what jsdom rendered (colour contrast needs layout: the browser tests check it). */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: WCAG_AA_TAGS },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
