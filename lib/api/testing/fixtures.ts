/** Minimal contract-shaped records per endpoint, for tests that script an API. */
import type { ApiLanguage } from '../errors';

export function fixtureFor(path: string, lang: ApiLanguage | string): unknown[] | undefined {
  const t = (text: string) => `${text} ${lang}`;
  switch (path) {
    case '/news':
      return [
        { id: 2, title: t('Cup final'), content: '<p>Won</p><script>alert(1)</script>', date: '2026-11-20T09:30:00Z', image: '/uploads/news/2.jpg' },
        { id: 1, title: lang === 'ENG' ? '' : t('Friendly'), content: '<p>Draw</p>', date: '2026-11-19', image: null },
      ];
    case '/services':
      return [{ id: 1, title: t('Licensing'), content: '<p>How to</p>', image: 'https://cdn.example.uz/s.png' }];
    case '/abouts':
      return [{ id: 1, title: t('History'), content: '<p>Since 1946</p>' }];
    case '/players':
      return [{ id: 1, full_name: 'Eldor Shomurodov', photo: '/uploads/p/1.jpg', position: t('Forward'), number: 14 }];
    case '/leaders':
      return [{ id: 1, full_name: 'Leader', position_title: t('President'), phone: '901234567', email: 'p@fa.uz', biography: '<p>Bio</p>' }];
    case '/photo-medias':
      return [{ id: 1, title: t('Training'), image: '/uploads/g/1.jpg', date: '2026-11-01' }];
    case '/video-medias':
      return [{ id: 1, title: t('Goals'), link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', date: '2026-11-02', cover: null }];
    case '/useful-links':
      return [{ id: 1, title: 'FIFA', link: 'https://www.fifa.com', logo: null }];
    case '/contacts':
      return [{ id: 1, address: t('Tashkent'), phones: ['+998 (71) 200-00-01'], email: 'info@fa.uz' }];
    case '/social-networks':
      return [{ id: 1, telegram: 'https://t.me/fa', instagram: null, facebook: null, youtube: null, active: 1, created_at: 'x', updated_at: 'y' }];
    default:
      return undefined;
  }
}
