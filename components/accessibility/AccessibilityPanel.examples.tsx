/** The accessibility panel's props in each language, from the real message files (tests render and axe-check them). */
import type { Locale } from '@/lib/i18n/routing';
import uz from '@/messages/uz.json';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import oz from '@/messages/oz.json';
import type { PanelLabels } from './AccessibilityPanel';

function labels(m: typeof en.AccessibilityPanel): PanelLabels {
  return {
    title: m.title,
    close: m.close,
    filters: m.filters,
    filter: { default: m.default, blackWhite: m.blackWhite, hightContrast: m.hightContrast },
    noImage: m.noImage,
    textSize: m.textSize,
    zoom: m.zoom,
    decrease: m.decrease,
    increase: m.increase,
    reset: m.reset,
  };
}

export const accessibilityPanelExamples: Record<Locale, PanelLabels> = {
  uz: labels(uz.AccessibilityPanel),
  ru: labels(ru.AccessibilityPanel),
  en: labels(en.AccessibilityPanel),
  oz: labels(oz.AccessibilityPanel),
};
