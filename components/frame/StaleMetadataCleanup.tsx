'use client';

import { useEffect } from 'react';

/** The tags Next renders from a page's `metadata`; not the viewport's, nor the layout's own head children. */
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
 * Removes the first page's metadata tags when a link followed before Next hydrated them left them
 * beside the next page's (vercel/next.js#97472): a second canonical link is the sign. The language
 * switcher reads the hreflang alternates, so stale ones would send the visitor astray.
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
