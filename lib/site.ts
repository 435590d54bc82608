import { pathTo, routeTable, type RouteId } from '@/lib/routes/table';

/** A route the menu links to, labelled with its `Menu` message key from the route table. */
type MenuRoute = { [I in RouteId]: (typeof routeTable)[I] extends { menu: string } ? I : never }[RouteId];

/** The main menu (spec section 2): labels are `Menu` message keys, hrefs locale-less. */
export type MenuKey = (typeof routeTable)[MenuRoute]['menu'] | 'federation' | 'media' | 'photoGallery' | 'videoGallery';

interface MenuSubItem {
  key: MenuKey;
  href: string;
}

export type MenuItem =
  | { type: 'link'; key: MenuKey; href: string }
  | { type: 'dropdown'; key: MenuKey; subItems: MenuSubItem[] };

const entry = (id: MenuRoute): MenuSubItem => ({ key: routeTable[id].menu, href: pathTo(id) });
const link = (id: MenuRoute): MenuItem => ({ type: 'link', ...entry(id) });

export const mainMenu: MenuItem[] = [
  link('home'),
  { type: 'dropdown', key: 'federation', subItems: [entry('about'), entry('players'), entry('leaders')] },
  link('news'),
  link('services'),
  {
    type: 'dropdown',
    key: 'media',
    subItems: [
      // The spec's /media entry: the overview of both galleries, first in the media dropdown.
      entry('media'),
      { key: 'photoGallery', href: `${pathTo('gallery')}?tab=photo-gallery` },
      { key: 'videoGallery', href: `${pathTo('gallery')}?tab=video-gallery` },
    ],
  },
  link('stateSymbols'),
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
