import { htmlLang, localeLabel, localizedPath, type Locale } from '@/lib/i18n/routing';
import styles from './article.module.css';

/** Plain links: a new language is a full page load (it changes <html lang> and every message). */
export function OtherLanguages({
  label,
  path,
  current,
  available,
}: {
  label: string;
  path: string;
  current: Locale;
  available: readonly Locale[];
}) {
  const others = available.filter((locale) => locale !== current);
  if (others.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.languages}>
      <p className={styles.languagesLabel} aria-hidden="true">
        {label}:
      </p>
      <ul>
        {others.map((locale) => (
          <li key={locale}>
            <a href={localizedPath(locale, path)} hrefLang={htmlLang[locale]} lang={htmlLang[locale]}>
              {localeLabel[locale].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
