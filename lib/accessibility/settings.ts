/** The accessibility panel's settings and the spec's tables (section 9), as pure data and functions. */
export const filterColors = ['default', 'blackWhite', 'hightContrast'] as const;
export type FilterColor = (typeof filterColors)[number];

export interface AccessibilitySettings {
  filterColor: FilterColor;
  noImage: boolean;
  /** 0..100 in steps of 10; 50 is the page as designed. */
  screenZoom: number;
  textSize: number;
}

export const defaultSettings: AccessibilitySettings = {
  filterColor: 'default',
  noImage: false,
  screenZoom: 50,
  textSize: 50,
};

export const SLIDER = { min: 0, max: 100, step: 10 } as const;
export const BASE_FONT_PX = 16;

export const TEXT_SIZE_OFFSETS: Readonly<Record<number, number>> = {
  0: -6, 10: -5, 20: -4, 30: -3, 40: -2, 50: 0, 60: 2, 70: 3, 80: 5, 90: 6, 100: 7,
};

/** Page zoom per step; step 0 leaves the page unzoomed (the spec applies zoom only above it). */
export const ZOOM_FACTORS: Readonly<Record<number, number>> = {
  10: 0.1, 20: 0.3, 30: 0.5, 40: 0.7, 50: 1, 60: 1.1, 70: 1.2, 80: 1.3, 90: 1.4, 100: 1.5,
};

export function toStep(value: unknown, fallback = 50): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (value == null || value === '' || !Number.isFinite(n)) return fallback;
  return Math.min(SLIDER.max, Math.max(SLIDER.min, Math.round(n / SLIDER.step) * SLIDER.step));
}

export function fontSizePx(textSize: number): number {
  return BASE_FONT_PX + (TEXT_SIZE_OFFSETS[toStep(textSize)] ?? 0);
}

export function zoomFactor(screenZoom: number): number {
  return ZOOM_FACTORS[toStep(screenZoom)] ?? 1;
}

/** Choosing the active filter again returns to the default look. */
export function nextFilter(current: FilterColor, chosen: FilterColor): FilterColor {
  return current === chosen ? 'default' : chosen;
}

/** Leniently: unknown values fall back; either spelling of the zoom key. */
export function normaliseSettings(stored: unknown): AccessibilitySettings {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const filterColor = filterColors.includes(s.filterColor as FilterColor) ? (s.filterColor as FilterColor) : 'default';
  return {
    filterColor,
    noImage: s.noImage === true,
    screenZoom: toStep(s.screenZoom ?? s.screenZomm, defaultSettings.screenZoom),
    textSize: toStep(s.textSize, defaultSettings.textSize),
  };
}
