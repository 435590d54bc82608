import type { UsefulLink } from '@/lib/api/types';
import styles from './partners.module.css';

/** Useful links (partners), each opening in a new tab. Links the data module rejected show as plain text. */
export function PartnerList({ links, newTabLabel }: { links: UsefulLink[]; newTabLabel: string }) {
  return (
    <ul className={styles.list}>
      {links.map((link) => {
        const body = (
          <>
            {link.logo ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={link.logo} alt="" width={160} height={80} loading="lazy" decoding="async" className={styles.logo} />
            ) : null}
            <span className={styles.name}>{link.title}</span>
          </>
        );
        return (
          <li key={link.id} className={styles.item}>
            {link.link ? (
              <a href={link.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {body}
                <span className="visually-hidden"> {newTabLabel}</span>
              </a>
            ) : (
              <span className={styles.link}>{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
