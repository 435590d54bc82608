/** Useful links (one hostile `javascript:` link that sets `window.__xss`), contacts and social networks. */
import { tx } from './text';
import { SELF, same, type RawContact, type RawSocialNetwork, type RawUsefulLink } from './types';

export const USEFUL_LINKS: RawUsefulLink[] = [
  { id: 1, title: same('FIFA'), link: 'https://www.fifa.com/', logo: '/uploads/links/1.jpg' },
  { id: 2, title: tx('Osiyo futbol konfederatsiyasi', 'Азиатская конфедерация футбола', 'Asian Football Confederation'), link: 'https://www.the-afc.com/', logo: '/uploads/links/2.jpg' },
  { id: 3, title: same('UEFA'), link: 'https://www.uefa.com', logo: '/uploads/links/3.jpg' },
  { id: 4, title: tx('Sport vazirligi', 'Министерство спорта', 'Ministry of Sport'), link: 'https://minsport.uz/', logo: SELF + '/uploads/links/4.jpg' },
  { id: 5, title: tx('Milliy Olimpiya qoʻmitasi', 'Национальный олимпийский комитет', 'National Olympic Committee'), link: 'https://olympic.uz', logo: '/uploads/links/5.jpg' },
  { id: 6, title: tx('Hukumat portali', 'Правительственный портал', 'Government portal'), link: 'https://gov.uz/', logo: '/uploads/links/6.jpg' },
  { id: 7, title: tx('Federatsiya arxivi', 'Архив федерации', 'Federation archive'), link: 'javascript:window.__xss=15', logo: null },
];

export const CONTACTS: RawContact[] = [
  {
    id: 1,
    address: tx(
      '100047, Toshkent shahri, Mirobod tumani, Afrosiyob koʻchasi, 12-uy',
      '100047, г. Ташкент, Мирабадский район, ул. Афросиаб, 12',
      '12 Afrosiyob Street, Mirobod District, Tashkent 100047, Uzbekistan',
    ),
    phones: ['+998 (71) 244-59-00', '998901234567', '901112233'],
    email: 'info@uzfootball.example',
  },
];

export const SOCIAL_NETWORKS: RawSocialNetwork[] = [
  {
    id: 1,
    telegram: 'https://t.me/uzfootball',
    instagram: 'https://www.instagram.com/uzfootball/',
    facebook: 'https://www.facebook.com/uzfootball',
    youtube: 'https://www.youtube.com/@uzfootball',
    active: true,
    created_at: '2024-02-01T08:00:00Z',
    updated_at: '2026-10-15T12:30:00Z',
  },
];
