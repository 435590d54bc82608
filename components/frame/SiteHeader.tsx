import { Mail } from 'lucide-react';
import type { Locale } from '@/lib/i18n/routing';
import type { Contacts, SocialLinks as SocialLinksData } from '@/lib/api/types';
import { pathTo } from '@/lib/routes/table';
import { headerTexts } from './frame-texts';
import { Link } from '@/components/ui/PrefetchLink';
import { AccessibilityToggle } from '@/components/accessibility/AccessibilityToggle';
import { HeaderSearchModal } from '@/components/search/HeaderSearchModal';
import { Clock } from './Clock';
import { HeaderSearch } from '@/components/search/HeaderSearch';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainMenu } from './MainMenu';
import { MobileMenu } from './MobileMenu';
import { SocialLinks } from './SocialLinks';
import { StickyHeader } from './StickyHeader';
import { TestModeBanner } from './TestModeBanner';
import styles from './SiteHeader.module.css';

const LOGO = '/logo.svg';

/** What every part of the frame is given: the page's language and the API's first contact and social records. */
export interface FrameProps {
  locale: Locale;
  contacts: Contacts | null;
  socials: SocialLinksData | null;
}

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
            <MobileMenu {...texts.mobileMenu} socials={{ socials, ...texts.socials }} />
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
