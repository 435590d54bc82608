/** The main menu (spec section 2): labels are `Menu` message keys, hrefs locale-less. */
export type MenuKey =
  | 'home'
  | 'federation'
  | 'about'
  | 'players'
  | 'managements'
  | 'news'
  | 'services'
  | 'media'
  | 'mediaOverview'
  | 'photoGallery'
  | 'videoGallery'
  | 'stateSymbols';

interface MenuSubItem {
  key: MenuKey;
  href: string;
}

export type MenuItem =
  | { type: 'link'; key: MenuKey; href: string }
  | { type: 'dropdown'; key: MenuKey; subItems: MenuSubItem[] };

export const mainMenu: MenuItem[] = [
  { type: 'link', key: 'home', href: '/' },
  {
    type: 'dropdown',
    key: 'federation',
    subItems: [
      { key: 'about', href: '/about-us' },
      { key: 'players', href: '/players' },
      { key: 'managements', href: '/managements' },
    ],
  },
  { type: 'link', key: 'news', href: '/news' },
  { type: 'link', key: 'services', href: '/services' },
  {
    type: 'dropdown',
    key: 'media',
    subItems: [
      // The spec's /media entry: the overview of both galleries, first in the media dropdown.
      { key: 'mediaOverview', href: '/media' },
      { key: 'photoGallery', href: '/gallery?tab=photo-gallery' },
      { key: 'videoGallery', href: '/gallery?tab=video-gallery' },
    ],
  },
  { type: 'link', key: 'stateSymbols', href: '/state-symbols' },
];

export const socialNetworks = ['telegram', 'instagram', 'facebook', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const siteConfig = {
  developer: { name: 'Uzinfocom', url: 'https://uzinfocom.uz' },
  themeColor: '#0b6139',
};

/** Which menu entry (and sub entry) a locale-less pathname belongs to; home clears both. */
export function activeMenu(pathname: string, tab?: string | null): { parent: MenuKey | null; sub: MenuKey | null } {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { parent: null, sub: null };
  for (const item of mainMenu) {
    if (item.type === 'link') {
      if (item.href !== '/' && (path === item.href || path.startsWith(`${item.href}/`))) return { parent: item.key, sub: null };
      continue;
    }
    for (const sub of item.subItems) {
      const [subPath, query] = sub.href.split('?');
      if (path === subPath || path.startsWith(`${subPath}/`)) {
        const subTab = new URLSearchParams(query).get('tab');
        if (subTab && (tab ?? 'photo-gallery') !== subTab) continue;
        return { parent: item.key, sub: sub.key };
      }
    }
  }
  return { parent: null, sub: null };
}
