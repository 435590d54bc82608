// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { htmlLang, locales } from '@/lib/i18n/routing';
import { mainMenu } from '@/lib/site';
import { axeViolations } from '@/lib/testing/examples';
import { route } from '@/lib/testing/next-router';
import { MobileMenu } from './MobileMenu';
import { mobileMenuExamples } from './MobileMenu.examples';

vi.mock('next/navigation', async (original) => ({ ...(await original<object>()), ...(await import('@/lib/testing/next-router')).nextNavigation }));
const getClientRects = Element.prototype.getClientRects;
beforeEach(() => {
  // jsdom has no layout; every element counts as visible here (the focus trap skips hidden ones).
  Element.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
afterEach(() => {
  cleanup();
  Element.prototype.getClientRects = getClientRects;
});

describe.each(locales)('the mobile menu in %s', (locale) => {
  it('opens a named dialog with the menu, search and languages, focus inside; axe finds nothing closed or open', async () => {
    Object.assign(route, { locale, pathname: `/${locale}/` });
    document.documentElement.lang = htmlLang[locale];
    const props = mobileMenuExamples[locale];
    render(<MobileMenu {...props} />);

    const opener = screen.getByRole('button', { name: props.openLabel });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(await axeViolations()).toEqual([]);
    await act(async () => fireEvent.click(opener));

    const dialog = await screen.findByRole('dialog', { name: props.title });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('button', { name: props.closeLabel })).toBeInTheDocument();
    expect(within(dialog).getByRole('searchbox', { name: props.search.label })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: (name) => name.endsWith(`, ${props.switcher.chooseLabel}`) })).toBeInTheDocument();
    for (const item of mainMenu) expect(within(dialog).getAllByText(props.labels[item.key]).length).toBeGreaterThan(0);
    expect(await axeViolations()).toEqual([]);
  }, 60_000);
});
