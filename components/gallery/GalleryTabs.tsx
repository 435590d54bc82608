'use client';

import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Film, Images } from 'lucide-react';
import { useRouter } from '@/lib/i18n/navigation';
import { pathTo } from '@/lib/routes/table';
import { SearchParamListener } from '@/components/ui/SearchParamListener';
import { galleryTabs, parseGalleryTab, type GalleryTab } from './tabs';
import styles from './gallery.module.css';

interface GalleryTabContent {
  label: string;
  count: number;
  /** The panel's first content is a control (a photo, a playable video), so the panel needs no tab stop of its own. */
  startsWithControl: boolean;
  /** Rendered on the server; both panels are in the page, the inactive one hidden. */
  panel: ReactNode;
}

type Props = {
  label: string;
  tabs: Record<GalleryTab, GalleryTabContent>;
};

const icons: Record<GalleryTab, typeof Images> = { 'photo-gallery': Images, 'video-gallery': Film };
const tabId = (tab: GalleryTab) => `gallery-tab-${tab}`;
const panelId = (tab: GalleryTab) => `gallery-panel-${tab}`;

/** The page is static, so the tab comes from `?tab=` in the browser; the HTML shows the photos. */
export function GalleryTabs(props: Props) {
  const router = useRouter();
  const [active, setActive] = useState<GalleryTab>('photo-gallery');
  const followUrl = useCallback((tab: string | null) => setActive(parseGalleryTab(tab)), []);

  const select = (tab: GalleryTab) => {
    if (tab === active) return;
    setActive(tab);
    const query: Record<string, string> = Object.fromEntries(new URLSearchParams(window.location.search).entries());
    query.tab = tab;
    router.replace({ pathname: pathTo('gallery'), query }, { scroll: false });
  };

  return (
    <>
      <SearchParamListener name="tab" onChange={followUrl} />
      <TabsView {...props} active={active} onSelect={select} />
    </>
  );
}

function TabsView({ label, tabs, active, onSelect }: Props & { active: GalleryTab; onSelect?: (tab: GalleryTab) => void }) {
  const buttons = useRef<Partial<Record<GalleryTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = galleryTabs.indexOf(active);
    const last = galleryTabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index + 1) % galleryTabs.length
      : event.key === 'ArrowLeft' ? (index - 1 + galleryTabs.length) % galleryTabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    const tab = galleryTabs[next]!;
    onSelect?.(tab);
    buttons.current[tab]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {galleryTabs.map((tab) => {
          const Icon = icons[tab];
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(element) => {
                buttons.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={panelId(tab)}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect?.(tab)}
            >
              <Icon size={18} aria-hidden />
              <span>{tabs[tab].label}</span>
              <span className={styles.count}>{tabs[tab].count}</span>
            </button>
          );
        })}
      </div>
      {galleryTabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          // The APG's rule: a tab stop only for a panel that does not start with a control. Orca read that extra stop
          // as "scroll pane clickable", with no name.
          tabIndex={tabs[tab].startsWithControl ? undefined : 0}
          hidden={tab !== active}
          className={styles.panel}
        >
          {tabs[tab].panel}
        </div>
      ))}
    </div>
  );
}
