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

/** Where zustand `persist` keeps the settings in localStorage. */
export const ACCESSIBILITY_STORAGE_KEY = 'accessibility';

/** Puts the settings on <html>: CSS in globals.css reads the data attributes and variables. */
export function applySettings(settings: AccessibilitySettings, root: HTMLElement = document.documentElement) {
  root.style.setProperty('--base-font-size', `${fontSizePx(settings.textSize)}px`);
  root.style.setProperty('--page-zoom', String(zoomFactor(settings.screenZoom)));
  root.dataset.filter = settings.filterColor;
  root.dataset.noImage = String(settings.noImage);
}

/**
 * A script for <head> that applies the stored settings before the first paint, so a reload never
 * flashes the default look. It cannot import modules, so it carries the same tables as data;
 * apply.test.ts checks it agrees with `applySettings` for every step.
 */
export function headScript(): string {
  const data = JSON.stringify({
    key: ACCESSIBILITY_STORAGE_KEY,
    base: BASE_FONT_PX,
    text: TEXT_SIZE_OFFSETS,
    zoom: ZOOM_FACTORS,
    filters: filterColors,
    slider: SLIDER,
    defaults: defaultSettings,
  });
  return `(function(d){try{var raw=localStorage.getItem(d.key);if(!raw)return;var s=(JSON.parse(raw)||{}).state||{};
function step(v,f){var n=typeof v==='number'?v:Number(v);if(v==null||v===''||!isFinite(n))return f;n=Math.round(n/d.slider.step)*d.slider.step;return Math.min(d.slider.max,Math.max(d.slider.min,n));}
var t=step(s.textSize,d.defaults.textSize),z=step(s.screenZoom!=null?s.screenZoom:s.screenZomm,d.defaults.screenZoom);
var r=document.documentElement;r.style.setProperty('--base-font-size',(d.base+(d.text[t]||0))+'px');
r.style.setProperty('--page-zoom',String(d.zoom[z]||1));r.dataset.filter=d.filters.indexOf(s.filterColor)>=0?s.filterColor:'default';
r.dataset.noImage=String(s.noImage===true);}catch(e){}})(${data});`;
}
