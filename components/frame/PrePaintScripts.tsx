'use client';

import { headScript } from '@/lib/accessibility/apply';
import { chunkReloadScript } from './chunk-reload';
import { splashScript } from '@/components/splash/splash';

// Built once per page load, not per render.
const accessibilityScript = headScript();
const visitorScript = `${splashScript()};${chunkReloadScript()}`;

/**
 * The inline scripts that must run before the first paint: the visitor's stored accessibility
 * settings, and on the first page of a visit the splash (plus, on any page, the chunk-reload
 * guard). A client leaf though it does nothing once hydrated: what a server component renders is
 * also written into the page's React payload, which a page carries four times (inline in the HTML,
 * `index.txt`, `__next._full.txt`, the layout's segment), so these 3.7 KB of script text went out
 * five times a page. From here they are in the HTML once and in a cached script chunk.
 */
export function PrePaintScripts() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: accessibilityScript }} />
      <script dangerouslySetInnerHTML={{ __html: visitorScript }} />
    </>
  );
}
