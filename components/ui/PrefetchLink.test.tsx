// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Locale } from '@/lib/i18n/routing';
import { route } from '@/lib/testing/next-router';
import { Link } from './PrefetchLink';

// The page's [locale] segment, as Next's router gives it to the client.
vi.mock('next/navigation', async (original) => ({ ...(await original<object>()), ...(await import('@/lib/testing/next-router')).nextNavigation }));

function inLocale(locale: Locale, link: ReactNode) {
  route.locale = locale;
  render(link);
}

describe('Link', () => {
  it("points at the page in the visitor's language and keeps its own attributes", () => {
    inLocale('ru', <Link href="/news" className="more">Новости</Link>);
    const link = screen.getByRole('link', { name: 'Новости' });
    expect(link.getAttribute('href')).toMatch(/^\/ru\/news\/?$/);
    expect(link.className).toBe('more');
  });

  it('keeps the query of an object href', () => {
    inLocale('oz', <Link href={{ pathname: '/media', query: { tab: 'video-gallery' } }}>Видео</Link>);
    expect(screen.getByRole('link', { name: 'Видео' }).getAttribute('href')).toMatch(/^\/oz\/media\/?\?tab=video-gallery$/);
  });

  it('links the home page as the language root', () => {
    inLocale('en', <Link href="/">Home</Link>);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toMatch(/^\/en\/?$/);
  });
});
