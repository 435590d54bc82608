import { Mail } from 'lucide-react';
import { localeLabel, type Locale } from '@/lib/i18n/routing';
import type { Contacts, SocialLinks as SocialLinksData } from '@/lib/api/types';
import { mainMenu, type MenuKey } from '@/lib/site';
import { localePath, pathTo } from '@/lib/routes/table';
import { perLocale, translator } from '@/lib/i18n/translate';
import { Link } from '@/components/ui/PrefetchLink';
import { AccessibilityToggle } from '@/components/accessibility/AccessibilityToggle';
import { HeaderSearchModal } from '@/components/search/HeaderSearchModal';
import { Clock } from './Clock';
import { HeaderSearch } from '@/components/search/HeaderSearch';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainMenu, type MenuLabels } from './MainMenu';
import { MobileMenu } from './MobileMenu';
import { SocialLinks } from './SocialLinks';
import { StickyHeader } from './StickyHeader';
import { TestModeBanner } from './TestModeBanner';
import styles from './SiteHeader.module.css';

const LOGO = '/logo.svg';

export const menuLabels = perLocale((locale): MenuLabels => {
  const t = translator(locale, 'Menu');
  const keys = mainMenu.flatMap((item) => (item.type === 'link' ? [item.key] : [item.key, ...item.subItems.map((s) => s.key)]));
  return Object.fromEntries(keys.map((key: MenuKey) => [key, t(key)])) as MenuLabels;
});

/** What every part of the frame is given: the page's language and the API's first contact and social records. */
export interface FrameProps {
  locale: Locale;
  contacts: Contacts | null;
  socials: SocialLinksData | null;
}

/** The same on every page of a language, so translated once per language. */
const headerTexts = perLocale((locale) => {
  const t = translator(locale, 'Frame');
  const tm = translator(locale, 'Menu');
  const tMobile = translator(locale, 'MobileMenu');
  const tSearch = translator(locale, 'Search');
  const tLang = translator(locale, 'LanguageSwitcher');
  const tMeta = translator(locale, 'Metadata');
  const tPanel = translator(locale, 'AccessibilityPanel');
  return {
    banner: { text: t('testModeBanner'), pauseLabel: t('pauseBanner'), playLabel: t('playBanner') },
    clock: { timeLabel: t('currentTime'), dateLabel: t('today') },
    accessibility: t('accessibility'),
    panel: {
      title: tPanel('title'),
      close: tPanel('close'),
      filters: tPanel('filters'),
      filter: { default: tPanel('default'), blackWhite: tPanel('blackWhite'), hightContrast: tPanel('hightContrast') },
      noImage: tPanel('noImage'),
      textSize: tPanel('textSize'),
      zoom: tPanel('zoom'),
      decrease: tPanel('decrease'),
      increase: tPanel('increase'),
      reset: tPanel('reset'),
    },
    email: t('email'),
    socials: { label: t('socials'), newTabLabel: t('opensInNewTab') },
    switcher: { label: tLang('label'), chooseLabel: tLang('choose', { language: localeLabel[locale].name }) },
    search: { action: localePath(locale, 'news'), label: tSearch('label'), placeholder: tSearch('placeholder'), submitLabel: tSearch('submit') },
    homeLink: t('homeLink'),
    siteName: tMeta('siteName'),
    mobile: { openLabel: tMobile('open'), closeLabel: tMobile('close'), title: tMobile('title') },
    menu: { labels: menuLabels(locale), label: tm('label') },
  };
});

export function SiteHeader({ locale, contacts, socials }: FrameProps) {
  const texts = headerTexts(locale);

  return (
    <StickyHeader className="no-print">
      <div className={styles.bannerStrip}>
        <div className="container">
          <TestModeBanner {...texts.banner} />
        </div>
      </div>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <Clock {...texts.clock} />
          <AccessibilityToggle label={texts.accessibility} panelLabels={texts.panel} />
          {contacts?.email ? (
            <a className={styles.topBarEmail} href={`mailto:${contacts.email}`}>
              <Mail size={16} aria-hidden />
              <span className="visually-hidden">{texts.email}: </span>
              {contacts.email}
            </a>
          ) : null}
          <div className={styles.wideOnly}>
            <SocialLinks socials={socials} {...texts.socials} variant="dark" />
          </div>
          {/* The one switcher at every width; the mobile menu's panel brings its own when opened. */}
          <LanguageSwitcher {...texts.switcher} />
        </div>
      </div>
      <div className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <Link href={pathTo('home')} className={styles.brand} aria-label={texts.homeLink}>
            {/* Low priority: React preloads no low-priority picture (see Splash). */}
            <img src={LOGO} alt="" width={48} height={54} fetchPriority="low" className={styles.logo} />
            <span className={styles.brandName}>{texts.siteName}</span>
          </Link>
          <div className={styles.headerSearch}>
            <HeaderSearch {...texts.search} />
          </div>
          <HeaderSearchModal locale={locale} />
          <div className={styles.narrowOnly}>
            <MobileMenu
              {...texts.mobile}
              labels={texts.menu.labels}
              search={texts.search}
              switcher={texts.switcher}
              socials={{ socials, ...texts.socials }}
            />
          </div>
        </div>
      </div>
      <div className={styles.menuBar}>
        <div className={`container ${styles.menuBarInner}`}>
          <Link href={pathTo('home')} className={styles.compactBrand} aria-label={texts.homeLink} tabIndex={-1}>
            <img src={LOGO} alt="" width={30} height={34} fetchPriority="low" />
          </Link>
          <MainMenu {...texts.menu} />
        </div>
      </div>
    </StickyHeader>
  );
}
