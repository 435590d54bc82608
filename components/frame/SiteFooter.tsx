import { Mail, MapPin, Phone } from 'lucide-react';
import { mainMenu, siteConfig } from '@/lib/site';
import { perLocale, translator } from '@/lib/i18n/translate';
import { Link } from '@/components/ui/PrefetchLink';
import type { FrameProps } from './SiteHeader';
import { menuLabels } from './frame-texts';
import { pathTo } from '@/lib/routes/table';
import { SocialLinks } from './SocialLinks';
import styles from './SiteFooter.module.css';

const footerTexts = perLocale((locale) => {
  const t = translator(locale, 'Footer');
  const tFrame = translator(locale, 'Frame');
  const tMeta = translator(locale, 'Metadata');
  const keys = ['navigation', 'accessibilityStatement', 'contacts', 'address', 'phone', 'otherPhones', 'email', 'developedBy'] as const;
  return {
    ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<(typeof keys)[number], string>),
    copyright: (year: number) => t('copyright', { year }),
    siteName: tMeta('siteName'),
    socials: tFrame('socials'),
    opensInNewTab: tFrame('opensInNewTab'),
  };
});

/** Contacts stay blank when the API gave none; the year is the content snapshot's. */
export function SiteFooter({ locale, contacts, socials, year }: FrameProps & { year: number }) {
  const texts = footerTexts(locale);
  const labels = menuLabels(locale);
  const [firstPhone, ...otherPhones] = contacts?.phones ?? [];

  return (
    <footer className={`${styles.footer} no-print`}>
      <div className={`container ${styles.footerGrid}`}>
        <div className={styles.footerBrand}>
          <img src="/logo.svg" alt="" width={56} height={63} loading="lazy" />
          <p className={styles.footerName}>{texts.siteName}</p>
          <SocialLinks socials={socials} label={texts.socials} newTabLabel={texts.opensInNewTab} variant="dark" />
        </div>

        <nav aria-label={texts.navigation}>
          <h2 className={styles.footerHeading}>{texts.navigation}</h2>
          <ul className={styles.footerLinks}>
            {mainMenu.flatMap((item) =>
              item.type === 'link'
                ? [{ key: item.key, href: item.href }]
                : item.subItems.map((sub) => ({ key: sub.key, href: sub.href })),
            ).map(({ key, href }) => (
              <li key={key}>
                <Link href={href}>{labels[key]}</Link>
              </li>
            ))}
            <li>
              <Link href={pathTo('accessibility')}>{texts.accessibilityStatement}</Link>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-contacts" className={styles.footerContacts}>
          <h2 id="footer-contacts" className={styles.footerHeading}>
            {texts.contacts}
          </h2>
          <dl>
            <div>
              <dt>
                <MapPin size={16} aria-hidden /> {texts.address}
              </dt>
              <dd data-testid="footer-address">{contacts?.address ?? ''}</dd>
            </div>
            <div>
              <dt>
                <Phone size={16} aria-hidden /> {texts.phone}
              </dt>
              <dd data-testid="footer-phone">{firstPhone ? <a href={firstPhone.href}>{firstPhone.display}</a> : ''}</dd>
            </div>
            {otherPhones.length > 0 ? (
              <div>
                <dt className="visually-hidden">{texts.otherPhones}</dt>
                {otherPhones.map((phone) => (
                  <dd key={phone.href}>
                    <a href={phone.href}>{phone.display}</a>
                  </dd>
                ))}
              </div>
            ) : null}
            <div>
              <dt>
                <Mail size={16} aria-hidden /> {texts.email}
              </dt>
              <dd data-testid="footer-email">{contacts?.email ? <a href={`mailto:${contacts.email}`}>{contacts.email}</a> : ''}</dd>
            </div>
          </dl>
        </section>
      </div>
      <div className={styles.footerBottom}>
        <div className={`container ${styles.footerBottomInner}`}>
          <p>{texts.copyright(year)}</p>
          <p>
            {texts.developedBy}{' '}
            <a href={siteConfig.developer.url} target="_blank" rel="noopener noreferrer">
              {siteConfig.developer.name}
              <span className="visually-hidden"> {texts.opensInNewTab}</span>
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
