'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { ChevronDown, Globe } from 'lucide-react';
import { useLocale, usePathname } from '@/lib/i18n/navigation';
import { htmlLang, localeLabel, locales, localizedPath, type Locale } from '@/lib/i18n/routing';
import { LOCALE_COOKIE_MAX_AGE_DAYS } from '@/lib/constants';
import { useDismiss } from '@/lib/hooks/use-dismiss';
import styles from './LanguageSwitcher.module.css';

/** The cookie the unprefixed routes read to send a visitor to their stored language. */
const LOCALE_COOKIE = 'NEXT_LOCALE';

function storeLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_DAYS * 86_400}; samesite=lax`;
}

/** The page's hreflang alternate; an untranslated story has none, so the section instead of a 404. */
function targetHref(locale: Locale, pathname: string): string {
  const alternate = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${htmlLang[locale]}"]`);
  if (alternate) return new URL(alternate.href).pathname + window.location.search + window.location.hash;
  const section = pathname.split('/').filter(Boolean)[0] ?? '';
  return localizedPath(locale, section);
}

/**
 * The link without script (and to a crawler): the same page for a page every language has, else its section.
 * A story or archive page may be missing in another language, and the layout cannot know; the click above
 * still goes to the story's own translation when the page names one.
 */
function staticHref(locale: Locale, current: Locale, pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return localizedPath(locale, locale === current || segments.length < 2 ? pathname : segments[0]!);
}

export interface LanguageSwitcherProps {
  label: string;
  chooseLabel: string;
}

/** `light`: on a light background (the mobile menu); otherwise it takes its surroundings' colour. */
export function LanguageSwitcher({ label, chooseLabel, variant }: LanguageSwitcherProps & { variant?: 'light' }) {
  const current = useLocale();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close, buttonRef);

  return (
    <div className={styles.switcher} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.switcherButton}
        data-variant={variant}
        aria-expanded={open}
        aria-controls={listId}
        title={chooseLabel}
        onClick={() => setOpen((o) => !o)}
      >
        <Globe size={16} aria-hidden />
        {/* The name starts with the visible text (WCAG 2.5.3): "Рус, Выберите язык…" */}
        <span lang={htmlLang[current]}>{localeLabel[current].short}</span>
        <span className="visually-hidden">, {chooseLabel}</span>
        <ChevronDown size={14} aria-hidden />
      </button>
      <ul id={listId} className={styles.switcherList} hidden={!open} aria-label={label}>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={staticHref(locale, current, pathname)}
              hrefLang={htmlLang[locale]}
              lang={htmlLang[locale]}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                storeLocale(locale);
                setOpen(false);
                // A full load: the new language changes <html lang> and every message on the page.
                window.location.assign(targetHref(locale, pathname));
              }}
            >
              {localeLabel[locale].name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
