/** schema.org structured data for search engines (rendered by components/news/JsonLd.tsx). */
import type { Contacts, SocialLinks } from '@/lib/api/types';
import { socialNetworks } from '@/lib/site';

/** The federation as a schema.org SportsOrganization; missing fields are left out. */
export function sportsOrganization({
  name,
  url,
  logo,
  contacts,
  socials,
}: {
  name: string;
  url: string;
  logo: string;
  contacts: Contacts | null;
  socials: SocialLinks | null;
}): Record<string, unknown> {
  const sameAs = socials ? socialNetworks.map((network) => socials[network]).filter((link): link is string => Boolean(link)) : [];
  const phone = contacts?.phones[0]?.href.replace(/^tel:/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name,
    url,
    logo,
    sport: 'Football',
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(contacts?.address ? { address: { '@type': 'PostalAddress', streetAddress: contacts.address, addressCountry: 'UZ' } } : {}),
    ...(contacts?.email ? { email: contacts.email } : {}),
    ...(phone ? { telephone: phone } : {}),
  };
}
