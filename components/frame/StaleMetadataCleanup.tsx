'use client';

import { useEffect } from 'react';

/**
 * The tags Next renders from a page's `metadata`: title, description, canonical, hreflang
 * alternates, Open Graph, Twitter and icons. Not the viewport's tags (the same on every page) nor
 * the layout's own <head> children (the feed link has no hreflang), which React hydrates at once.
 */
const METADATA_TAGS = [
  'title',
  'meta[name]:not([name="viewport"]):not([name="theme-color"])',
  'meta[property]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'link[rel="icon"]',
].join(',');

const CANONICAL = 'link[rel="canonical"]';

/**
 * Watches <head> and removes the first page's metadata tags once React has left them behind;
 * returns the function that stops watching.
 *
 * Next hydrates a page's metadata last, at idle priority. A link followed before that (a quick
 * click on a slow phone) leaves the first page's tags in <head>, unowned, beside the new page's,
 * for good (vercel/next.js#97472). The language switcher reads the hreflang alternates and would
 * take the visitor to the first page's translation.
 *
 * Every page has exactly one canonical link, so a second one next to the first page's proves the
 * first page's metadata was never hydrated; all of it is stale then. If the first page's canonical
 * leaves <head> instead, React owns the tags and there is nothing to do.
 */
export function watchForStaleMetadata(head: HTMLHeadElement): () => void {
  const firstPageCanonical = head.querySelector(CANONICAL);
  if (!firstPageCanonical) return () => {};
  const firstPageTags = [...head.querySelectorAll(METADATA_TAGS)];
  const observer = new MutationObserver(() => {
    if (!firstPageCanonical.isConnected) {
      observer.disconnect();
    } else if (head.querySelectorAll(CANONICAL).length > 1) {
      observer.disconnect();
      for (const tag of firstPageTags) tag.remove();
    }
  });
  observer.observe(head, { childList: true });
  return () => observer.disconnect();
}

export function StaleMetadataCleanup() {
  useEffect(() => watchForStaleMetadata(document.head), []);
  return null;
}
