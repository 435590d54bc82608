import { inlineScript } from '@/lib/inline-script';
import {
  BASE_FONT_PX,
  SLIDER,
  TEXT_SIZE_OFFSETS,
  ZOOM_FACTORS,
  defaultSettings,
  filterColors,
  fontSizePx,
  zoomFactor,
  type AccessibilitySettings,
} from './settings';

export const ACCESSIBILITY_STORAGE_KEY = 'accessibility';

/** Puts the settings on <html>, for globals.css. */
export function applySettings(settings: AccessibilitySettings, root: HTMLElement = document.documentElement) {
  root.style.setProperty('--base-font-size', `${fontSizePx(settings.textSize)}px`);
  root.style.setProperty('--page-zoom', String(zoomFactor(settings.screenZoom)));
  root.dataset.filter = settings.filterColor;
  root.dataset.noImage = String(settings.noImage);
}

export const storedSettingsData = {
  key: ACCESSIBILITY_STORAGE_KEY,
  base: BASE_FONT_PX,
  text: TEXT_SIZE_OFFSETS,
  zoom: ZOOM_FACTORS,
  filters: filterColors as readonly string[],
  slider: SLIDER,
  defaults: defaultSettings,
};

/** normaliseSettings and applySettings before the first paint, serialised: nothing from outside its body. */
export function applyStoredSettings(d: typeof storedSettingsData): void {
  try {
    const raw = localStorage.getItem(d.key);
    if (!raw) return;
    const s: Record<string, unknown> = (JSON.parse(raw) || {}).state || {};
    const step = (value: unknown, fallback: number) => {
      const n = typeof value === 'number' ? value : Number(value);
      if (value == null || value === '' || !isFinite(n)) return fallback;
      return Math.min(d.slider.max, Math.max(d.slider.min, Math.round(n / d.slider.step) * d.slider.step));
    };
    const root = document.documentElement;
    root.style.setProperty('--base-font-size', `${d.base + (d.text[step(s.textSize, d.defaults.textSize)] || 0)}px`);
    root.style.setProperty('--page-zoom', String(d.zoom[step(s.screenZoom ?? s.screenZomm, d.defaults.screenZoom)] || 1));
    root.dataset.filter = d.filters.includes(s.filterColor as string) ? (s.filterColor as string) : 'default';
    root.dataset.noImage = String(s.noImage === true);
  } catch {
    // Storage blocked or a corrupt record.
  }
}

export const headScript = (): string => inlineScript(applyStoredSettings, storedSettingsData);
