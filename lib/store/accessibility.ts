import 'client-only';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ACCESSIBILITY_STORAGE_KEY } from '@/lib/accessibility/apply';
import {
  defaultSettings,
  nextFilter,
  normaliseSettings,
  toStep,
  type AccessibilitySettings,
  type FilterColor,
} from '@/lib/accessibility/settings';

interface AccessibilityState extends AccessibilitySettings {
  open: boolean;
  setOpen: (open: boolean) => void;
  chooseFilter: (filter: FilterColor) => void;
  toggleNoImage: () => void;
  setTextSize: (value: number) => void;
  setScreenZoom: (value: number) => void;
  reset: () => void;
}

/** The panel's settings, kept in localStorage under the spec's keys (zoom read in both spellings). */
export const useAccessibility = create<AccessibilityState>()(
  persist(
    (set) => ({
      ...defaultSettings,
      open: false,
      setOpen: (open) => set({ open }),
      chooseFilter: (filter) => set((s) => ({ filterColor: nextFilter(s.filterColor, filter) })),
      toggleNoImage: () => set((s) => ({ noImage: !s.noImage })),
      setTextSize: (value) => set({ textSize: toStep(value) }),
      setScreenZoom: (value) => set({ screenZoom: toStep(value) }),
      reset: () => set({ ...defaultSettings, open: false }),
    }),
    {
      name: ACCESSIBILITY_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ filterColor, noImage, screenZoom, textSize, open }) => ({ filterColor, noImage, screenZoom, textSize, open }),
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Record<string, unknown>;
        return { ...current, ...normaliseSettings(stored), open: stored.open === true };
      },
    },
  ),
);
