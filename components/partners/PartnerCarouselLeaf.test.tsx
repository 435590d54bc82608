// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { htmlLang, locales } from '@/lib/i18n/routing';
import { axeViolations } from '@/lib/testing/examples';
import { PartnerCarouselLeaf } from './PartnerCarouselLeaf';
import { partnerCarouselExamples } from './PartnerCarouselLeaf.examples';

beforeEach(() => {
  // The carousel starts when it nears the screen; jsdom has no observer, so it is on screen at once here.
  globalThis.IntersectionObserver = class {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

describe.each(locales)('the partner carousel in %s', (locale) => {
  it('is a named carousel whose controls come with swiper, named in the language; axe finds nothing before or after', async () => {
    document.documentElement.lang = htmlLang[locale];
    const labels = partnerCarouselExamples[locale];
    render(
      <PartnerCarouselLeaf labels={labels}>
        <ul className="swiper-wrapper">
          {['UEFA', 'AFC', 'FIFA'].map((name) => (
            <li key={name} className="swiper-slide">
              <a href={`https://${name.toLowerCase()}.example/`}>{name}</a>
            </li>
          ))}
        </ul>
      </PartnerCarouselLeaf>,
    );
    const carousel = screen.getByRole('group', { name: labels.label });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(await axeViolations()).toEqual([]);

    for (const name of [labels.previous, labels.pause, labels.next]) expect(await within(carousel).findByRole('button', { name })).toBeInTheDocument();
    expect(within(carousel).getAllByRole('link')).toHaveLength(3);
    expect(await axeViolations()).toEqual([]);
  }, 60_000);
});
