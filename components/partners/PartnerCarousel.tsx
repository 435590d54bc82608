import type { UsefulLink } from '@/lib/api/types';
import { Picture } from '@/components/ui/Picture';
import { PartnerCarouselLeaf, type CarouselLabels } from './PartnerCarouselLeaf';
import styles from './partners.module.css';

/**
 * Server markup in swiper's structure, a wrapping grid until the client leaf makes it a carousel,
 * so the whole list shows without JavaScript.
 */
export function PartnerCarousel({ links, newTabLabel, labels }: { links: UsefulLink[]; newTabLabel: string; labels: CarouselLabels }) {
  return (
    <PartnerCarouselLeaf labels={labels}>
      <ul className={`swiper-wrapper ${styles.track}`}>
        {links.map((link) => {
          const body = (
            <>
              {link.picture ? <Picture picture={link.picture} alt="" width={160} height={80} sizes="160px" className={styles.logo} /> : null}
              <span className={styles.name}>{link.title}</span>
            </>
          );
          return (
            <li key={link.id} className={`swiper-slide ${styles.slide}`}>
              {link.link ? (
                <a href={link.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  {body}
                  <span className="visually-hidden"> {newTabLabel}</span>
                </a>
              ) : (
                <span className={styles.link} data-testid="partner-without-link">
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </PartnerCarouselLeaf>
  );
}
