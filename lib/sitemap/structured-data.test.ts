import { describe, expect, it } from 'vitest';
import { sportsOrganization } from './structured-data';

describe('sportsOrganization', () => {
  const base = { name: 'Football Federation of Uzbekistan', url: 'https://uzfootball.example/en/', logo: 'https://uzfootball.example/logo.svg' };

  it('describes the federation with its socials, address, e-mail and first phone', () => {
    const data = sportsOrganization({
      ...base,
      contacts: {
        address: '12 Afrosiyob Street, Tashkent',
        phones: [
          { display: '+998 71 244 59 00', href: 'tel:+998712445900' },
          { display: '+998 90 123 45 67', href: 'tel:+998901234567' },
        ],
        email: 'info@uzfootball.example',
      },
      socials: { telegram: 'https://t.me/uzfootball', instagram: null, facebook: 'https://www.facebook.com/uzfootball', youtube: null },
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsOrganization',
      ...base,
      sport: 'Football',
      sameAs: ['https://t.me/uzfootball', 'https://www.facebook.com/uzfootball'],
      address: { '@type': 'PostalAddress', streetAddress: '12 Afrosiyob Street, Tashkent', addressCountry: 'UZ' },
      email: 'info@uzfootball.example',
      telephone: '+998712445900',
    });
  });

  it('leaves out what the API did not give', () => {
    expect(sportsOrganization({ ...base, contacts: null, socials: null })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsOrganization',
      ...base,
      sport: 'Football',
    });
  });
});
