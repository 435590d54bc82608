// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { watchForStaleMetadata } from './StaleMetadataCleanup';

/** A page's metadata tags as Next renders them, plus the layout's own head children. */
function pageTags(path: string, title: string): string {
  return `
    <title>${title}</title>
    <meta name="description" content="${title} description">
    <link rel="canonical" href="https://example.test/ru${path}">
    <link rel="alternate" hreflang="ru" href="https://example.test/ru${path}">
    <link rel="alternate" hreflang="en" href="https://example.test/en${path}">
    <meta property="og:title" content="${title}">
    <link rel="icon" href="/logo.svg">`;
}

function append(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  document.head.append(...template.content.children);
}

/** MutationObserver callbacks run as microtasks. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop = () => {};
afterEach(() => {
  stop();
  document.head.innerHTML = '';
});

describe('watchForStaleMetadata', () => {
  it("removes the first page's tags when the next page's arrive beside them", async () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/a.css"><link rel="alternate" type="application/rss+xml" href="/ru/feed.xml">' +
      pageTags('/news/', 'News') +
      '<meta name="viewport" content="width=device-width">';
    stop = watchForStaleMetadata(document.head);

    append(pageTags('/news/1/', 'Story'));
    await observed();

    expect([...document.querySelectorAll('title')].map((t) => t.textContent)).toEqual(['Story']);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect([...document.querySelectorAll('link[hreflang="en"]')].map((l) => l.getAttribute('href'))).toEqual([
      'https://example.test/en/news/1/',
    ]);
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    // What is not page metadata stays.
    expect(document.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(document.querySelector('link[type="application/rss+xml"]')).not.toBeNull();
    expect(document.querySelector('meta[name="viewport"]')).not.toBeNull();
  });

  it("leaves tags alone that React owns: it removes the first page's canonical itself", async () => {
    document.head.innerHTML = pageTags('/news/', 'News');
    stop = watchForStaleMetadata(document.head);
    const firstTitle = document.querySelector('title');

    // React swaps the canonical and keeps (updates) the title in place.
    document.querySelector('link[rel="canonical"]')?.remove();
    append('<link rel="canonical" href="https://example.test/ru/news/1/">');
    await observed();
    append('<link rel="canonical" href="https://example.test/ru/news/2/">');
    await observed();

    expect(document.querySelector('title')).toBe(firstTitle);
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(2);
    expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(2);
  });

  it('does nothing on a page without a canonical link', async () => {
    document.head.innerHTML = '<title>Not found</title>';
    stop = watchForStaleMetadata(document.head);
    append('<title>Other</title><link rel="canonical" href="https://example.test/ru/">');
    await observed();
    expect(document.querySelectorAll('title')).toHaveLength(2);
  });
});
