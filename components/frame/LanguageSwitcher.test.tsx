// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlLang, localeLabel, locales } from '@/lib/i18n/routing';
import { axeViolations } from '@/lib/testing/examples';
import { route } from '@/lib/testing/next-router';
import { LanguageSwitcher } from './LanguageSwitcher';
import { languageSwitcherExamples } from './LanguageSwitcher.examples';

vi.mock('next/navigation', async (original) => ({ ...(await original<object>()), ...(await import('@/lib/testing/next-router')).nextNavigation }));
afterEach(cleanup);

describe.each(locales)('the language switcher in %s', (locale) => {
  it('names its button by the current language, lists every language at the same page, and axe finds nothing', async () => {
    Object.assign(route, { locale, pathname: `/${locale}/news/` });
    document.documentElement.lang = htmlLang[locale];
    const props = languageSwitcherExamples[locale];
    render(<LanguageSwitcher {...props} />);

    const button = screen.getByRole('button', { name: `${localeLabel[locale].short}, ${props.chooseLabel}` });
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: props.label });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('lang'), link.getAttribute('href')])).toEqual(locales.map((other) => [htmlLang[other], `/${other}/news/`]));
    expect(within(list).getByRole('link', { current: true })).toHaveTextContent(localeLabel[locale].name);
    expect(await axeViolations()).toEqual([]);
  }, 60_000);
});
