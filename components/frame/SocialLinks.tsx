import type { SocialLinks as SocialLinksData } from '@/lib/api/types';
import { socialNetworks } from '@/lib/site';
import { SocialIcon, socialLabel } from '@/components/ui/SocialIcon';
import styles from './SocialLinks.module.css';

export function SocialLinks({
  socials,
  label,
  newTabLabel,
  variant = 'light',
}: {
  socials: SocialLinksData | null;
  label: string;
  newTabLabel: string;
  variant?: 'light' | 'dark';
}) {
  const links = socialNetworks.flatMap((network) => {
    const href = socials?.[network];
    return href ? [{ network, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={styles.socials} data-variant={variant} aria-label={label}>
      {links.map(({ network, href }) => (
        <li key={network}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${socialLabel[network]} ${newTabLabel}`}>
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
