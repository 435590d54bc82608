// The frame's texts in each language, as its server parts pass them to the client leaves: one place, so the
// components' examples (*.examples.ts) are exactly what the site renders.
import { localeLabel } from '@/lib/i18n/routing';
import { perLocale, translator } from '@/lib/i18n/translate';
import { toastTypes, type ToastType } from '@/lib/store/toast-types';
import { mainMenu, type MenuKey } from '@/lib/site';
import { localePath } from '@/lib/routes/table';
import type { MenuLabels } from './MainMenu';

export const menuLabels = perLocale((locale): MenuLabels => {
  const t = translator(locale, 'Menu');
  const keys = mainMenu.flatMap((item) => (item.type === 'link' ? [item.key] : [item.key, ...item.subItems.map((s) => s.key)]));
  return Object.fromEntries(keys.map((key: MenuKey) => [key, t(key)])) as MenuLabels;
});

/** The same on every page of a language, so translated once per language. */
export const headerTexts = perLocale((locale) => {
  const t = translator(locale, 'Frame');
  const tm = translator(locale, 'Menu');
  const tMobile = translator(locale, 'MobileMenu');
  const tSearch = translator(locale, 'Search');
  const tLang = translator(locale, 'LanguageSwitcher');
  const tMeta = translator(locale, 'Metadata');
  const tPanel = translator(locale, 'AccessibilityPanel');
  const search = { action: localePath(locale, 'news'), label: tSearch('label'), placeholder: tSearch('placeholder'), submitLabel: tSearch('submit') };
  const switcher = { label: tLang('label'), chooseLabel: tLang('choose', { language: localeLabel[locale].name }) };
  const menu = { labels: menuLabels(locale), label: tm('label') };
  return {
    banner: { text: t('testModeBanner'), pauseLabel: t('pauseBanner'), playLabel: t('playBanner') },
    clock: { timeLabel: t('currentTime'), dateLabel: t('today') },
    accessibility: t('accessibility'),
    panel: {
      title: tPanel('title'),
      close: tPanel('close'),
      filters: tPanel('filters'),
      filter: { default: tPanel('default'), blackWhite: tPanel('blackWhite'), hightContrast: tPanel('hightContrast') },
      noImage: tPanel('noImage'),
      textSize: tPanel('textSize'),
      zoom: tPanel('zoom'),
      decrease: tPanel('decrease'),
      increase: tPanel('increase'),
      reset: tPanel('reset'),
    },
    email: t('email'),
    socials: { label: t('socials'), newTabLabel: t('opensInNewTab') },
    switcher,
    search,
    homeLink: t('homeLink'),
    siteName: tMeta('siteName'),
    // The mobile menu's panel brings the menu, search box and switcher again; socials come with the page's data.
    mobileMenu: { openLabel: tMobile('open'), closeLabel: tMobile('close'), title: tMobile('title'), labels: menu.labels, search, switcher },
    menu,
  };
});

/** The frame's leaves outside the header: read-aloud and the toasts. */
export const leafTexts = perLocale((locale) => {
  const tRead = translator(locale, 'ReadAloud');
  const tToast = translator(locale, 'Toast');
  return {
    readAloud: { read: tRead('read'), stop: tRead('stop'), noVoice: tRead('noVoice'), unsupported: tRead('unsupported'), failed: tRead('failed') },
    toasts: {
      region: tToast('region'),
      close: tToast('close'),
      types: Object.fromEntries(toastTypes.map((type) => [type, tToast(type)])) as Record<ToastType, string>,
    },
  };
});
