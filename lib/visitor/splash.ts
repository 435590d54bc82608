import { SPLASH_HIDE_MS, SPLASH_PROGRESS_MAX, SPLASH_TICK_MS } from '@/lib/constants';

/** sessionStorage key: the splash shows on the first page of a visit only. */
export const SPLASH_SESSION_KEY = 'splash-shown';
export const SPLASH_ELEMENT_ID = 'splash';

export interface SplashOptions {
  key: string;
  id: string;
  tick: number;
  hide: number;
  max: number;
}

const splashOptions: SplashOptions = {
  key: SPLASH_SESSION_KEY,
  id: SPLASH_ELEMENT_ID,
  tick: SPLASH_TICK_MS,
  hide: SPLASH_HIDE_MS,
  max: SPLASH_PROGRESS_MAX,
};

/**
 * A script for <head>. On the first page of a visit (and not under reduced motion) it marks <html>
 * `data-splash="on"` before the first paint, ticks every 15 ms with the progress at one per 15 ms
 * elapsed, up to 100 (time-based, so a busy main thread skips steps rather than falling behind;
 * written on the overlay only, so no page-wide style work), and at 2 s, or at the visitor's first
 * key or pointer press, marks it `done`. The page's HTML is complete beneath the overlay and
 * nothing waits for React: without JavaScript the overlay never shows.
 */
export function splashScript(options: SplashOptions = splashOptions): string {
  return `(function(o){try{var r=document.documentElement;
if(window.matchMedia&&matchMedia('(prefers-reduced-motion: reduce)').matches)return;
if(sessionStorage.getItem(o.key))return;sessionStorage.setItem(o.key,'1');r.setAttribute('data-splash','on');
var start=Date.now(),el=null,set=function(p){el=el||document.getElementById(o.id);if(el)el.style.setProperty('--splash-progress',String(p));};
var t=setInterval(function(){var p=Math.min(o.max,Math.floor((Date.now()-start)/o.tick));set(p);if(p>=o.max)clearInterval(t);},o.tick);
var done=function(){clearInterval(t);clearTimeout(h);set(o.max);r.setAttribute('data-splash','done');
removeEventListener('keydown',done,true);removeEventListener('pointerdown',done,true);};
var h=setTimeout(done,o.hide);addEventListener('keydown',done,true);addEventListener('pointerdown',done,true);
}catch(e){}})(${JSON.stringify(options)});`;
}
