'use client';

import { useCallback, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Minus, Plus, RotateCcw, X } from 'lucide-react';
import { useAccessibility } from '@/lib/store/accessibility';
import { useDialogFocus } from '@/lib/hooks/use-dialog-focus';
import { useMounted } from '@/lib/hooks/use-mounted';
import { SLIDER, filterColors, type FilterColor } from '@/lib/accessibility/settings';
import styles from './accessibility.module.css';
import iconButton from '@/components/ui/icon-button.module.css';

export interface PanelLabels {
  title: string;
  close: string;
  filters: string;
  filter: Record<FilterColor, string>;
  noImage: string;
  textSize: string;
  zoom: string;
  decrease: string;
  increase: string;
  reset: string;
}

/**
 * The value, read out when a step button changes it (focus stays on the button). An <output> is a polite live
 * region, and one mounted live was read out too ("50") as the panel opened: it turns live once it is in the page.
 */
function SliderValue({ id, value }: { id: string; value: number }) {
  const live = useMounted();
  return (
    <output htmlFor={id} aria-live={live ? 'polite' : 'off'}>
      {value}
    </output>
  );
}

function StepSlider({
  id,
  label,
  value,
  onChange,
  decrease,
  increase,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  decrease: string;
  increase: string;
}) {
  return (
    <div className={styles.slider}>
      <label htmlFor={id} className={styles.sliderLabel}>
        {label} <SliderValue id={id} value={value} />
      </label>
      <div className={styles.sliderRow}>
        {/* Buttons as well as the range: dragging alone fails WCAG 2.5.7. At the ends they are
            aria-disabled, not disabled, so keyboard focus stays on them instead of falling to <body>. */}
        <button
          type="button"
          className={styles.stepButton}
          aria-label={`${label}: ${decrease}`}
          aria-disabled={value <= SLIDER.min}
          onClick={() => {
            if (!(value <= SLIDER.min)) onChange(value - SLIDER.step);
          }}
        >
          <Minus size={16} aria-hidden />
        </button>
        <input
          id={id}
          type="range"
          min={SLIDER.min}
          max={SLIDER.max}
          step={SLIDER.step}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label={`${label}: ${increase}`}
          aria-disabled={value >= SLIDER.max}
          onClick={() => {
            if (!(value >= SLIDER.max)) onChange(value + SLIDER.step);
          }}
        >
          <Plus size={16} aria-hidden />
        </button>
      </div>
    </div>
  );
}

/** Rendered on <body>, outside the content its zoom scales, so it keeps its size at every step. */
export function AccessibilityPanel({ labels }: { labels: PanelLabels }) {
  const state = useAccessibility();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => useAccessibility.getState().setOpen(false), []);
  useDialogFocus(true, panelRef, close);

  return createPortal(
    <div className={styles.layer}>
      <div className={styles.overlay} onClick={close} aria-hidden="true" />
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby="a11y-title" data-testid="accessibility-panel">
        <div className={styles.head}>
          <h2 id="a11y-title" className={styles.title}>
            {labels.title}
          </h2>
          <button type="button" className={iconButton.iconButton} aria-label={labels.close} onClick={close}>
            <X size={22} aria-hidden />
          </button>
        </div>

        <fieldset className={styles.group}>
          <legend>{labels.filters}</legend>
          <div className={styles.filters}>
            {filterColors.map((filter) => (
              <button
                key={filter}
                type="button"
                className={styles.filterButton}
                data-filter={filter}
                aria-pressed={state.filterColor === filter}
                onClick={() => state.chooseFilter(filter)}
              >
                {labels.filter[filter]}
              </button>
            ))}
          </div>
        </fieldset>

        <button type="button" className={styles.switch} aria-pressed={state.noImage} onClick={state.toggleNoImage}>
          <span className={styles.switchTrack} aria-hidden />
          {labels.noImage}
        </button>

        <StepSlider
          id="a11y-text-size"
          label={labels.textSize}
          value={state.textSize}
          onChange={state.setTextSize}
          decrease={labels.decrease}
          increase={labels.increase}
        />
        <StepSlider
          id="a11y-zoom"
          label={labels.zoom}
          value={state.screenZoom}
          onChange={state.setScreenZoom}
          decrease={labels.decrease}
          increase={labels.increase}
        />

        <button type="button" className={styles.reset} onClick={state.reset}>
          <RotateCcw size={16} aria-hidden /> {labels.reset}
        </button>
      </div>
    </div>,
    document.body,
  );
}
