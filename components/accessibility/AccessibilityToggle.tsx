'use client';

import { useEffect } from 'react';
import { Eye } from 'lucide-react';
import { useAccessibility } from '@/lib/store/accessibility';
import { applySettings } from '@/lib/accessibility/apply';
import { useLazyComponent } from '@/lib/hooks/use-lazy-component';
import { useMounted } from '@/lib/hooks/use-mounted';
import type { PanelLabels } from './AccessibilityPanel';
import styles from './accessibility.module.css';

// The panel's code loads when a visitor reaches for the button (or had the panel open when they
// left). Not next/dynamic: the panel never renders on the server, and next/dynamic would add its
// own loader to every page's first-load JS.
const loadPanel = () => import('./AccessibilityPanel').then((m) => m.AccessibilityPanel);

/** Top-bar button that opens the accessibility panel; also keeps <html> in step with the settings. */
export function AccessibilityToggle({ label, panelLabels }: { label: string; panelLabels: PanelLabels }) {
  const open = useAccessibility((s) => s.open);
  const setOpen = useAccessibility((s) => s.setOpen);
  const filterColor = useAccessibility((s) => s.filterColor);
  const noImage = useAccessibility((s) => s.noImage);
  const screenZoom = useAccessibility((s) => s.screenZoom);
  const textSize = useAccessibility((s) => s.textSize);
  // The first client render matches the HTML; the stored settings apply from the next.
  const hydrated = useMounted();
  const [Panel, load] = useLazyComponent(loadPanel);

  useEffect(() => {
    if (hydrated && open) load();
  }, [hydrated, open, load]);
  useEffect(() => {
    // Before hydration the head script has already applied the stored look; don't undo it.
    if (hydrated) applySettings({ filterColor, noImage, screenZoom, textSize });
  }, [hydrated, filterColor, noImage, screenZoom, textSize]);

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-haspopup="dialog"
        aria-expanded={hydrated && open}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => setOpen(true)}
        data-testid="accessibility-toggle"
      >
        <Eye size={16} aria-hidden />
        <span className={styles.toggleText}>{label}</span>
      </button>
      {hydrated && open && Panel ? <Panel labels={panelLabels} /> : null}
    </>
  );
}
