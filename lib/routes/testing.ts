// A small site for the route tests: four languages, `news` stories each (30 unless told), newest first.
import type { NewsItem, Site, SiteContent } from '@/lib/api';
import { locales, type Locale } from '@/lib/i18n/routing';

export const story = (id: number): NewsItem => ({ id, title: `Story ${id}`, contentHtml: `<p>Body ${id}</p>`, excerpt: `Body ${id}`, date: `2026-01-${String(id % 28 + 1).padStart(2, '0')}`, image: null, picture: null });

export const copies = { src: '/media/g3-800.webp', srcSet: '/media/g3-800.webp 800w' };

function content(locale: Locale, newsCount: number): SiteContent {
  return {
    locale,
    news: Array.from({ length: newsCount }, (_, index) => story(newsCount - index)),
    services: locale === 'en' ? [] : [{ id: 5, title: 'Licensing', contentHtml: '<p>How</p>', excerpt: 'How', image: null, picture: null }],
    abouts: [],
    players: [],
    leaders: [
      { id: 1, fullName: 'A', positionTitle: 'President', photo: null, picture: null, admissionDays: 'Monday - Friday', admissionHours: '10:00 - 12:00', phone: null, email: null, biographyHtml: '' },
      { id: 2, fullName: 'B', positionTitle: 'Vice', photo: null, picture: null, admissionDays: 'sometimes', admissionHours: null, phone: null, email: null, biographyHtml: '' },
    ],
    photos: [{ id: 3, title: 'Training', image: 'https://api.example.uz/g/3.jpg', picture: copies, date: '2026-01-01' }],
    videos: [{ id: 4, title: 'Goals', link: null, embedUrl: null, date: '2026-01-02', cover: null, picture: null }],
    usefulLinks: [],
    contacts: { address: 'Tashkent', phones: [], email: 'info@fa.uz' },
    socials: null,
  };
}

export function testSite(counts: Partial<Record<Locale, number>> = {}): Site {
  const all = Object.fromEntries(locales.map((locale) => [locale, content(locale, counts[locale] ?? 30)]));
  return { content: all as Site['content'], meta: { buildId: 'b', fetchedAt: '2026-12-31T20:00:00Z', apiBaseUrl: 'http://x/api', requests: 40 } };
}
