// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlLang, locales } from '@/lib/i18n/routing';
import { mainMenu } from '@/lib/site';
import { axeViolations } from '@/lib/testing/examples';
import { route } from '@/lib/testing/next-router';
import { MainMenu } from './MainMenu';
import { mainMenuExamples } from './MainMenu.examples';

vi.mock('next/navigation', async (original) => ({ ...(await original<object>()), ...(await import('@/lib/testing/next-router')).nextNavigation }));
afterEach(cleanup);

describe.each(locales)('the main menu in %s', (locale) => {
  it('names every entry in the language, marks the page a visitor is on, and axe finds nothing closed or open', async () => {
    Object.assign(route, { locale, pathname: `/${locale}/players/` });
    document.documentElement.lang = htmlLang[locale];
    const { label, labels } = mainMenuExamples[locale];
    await act(async () => render(<MainMenu label={label} labels={labels} />));

    const nav = screen.getByRole('navigation', { name: label });
    const entries = within(nav).getAllByRole('listitem').filter((item) => item.parentElement?.parentElement === nav);
    expect(entries.map((entry) => entry.firstElementChild?.textContent)).toEqual(mainMenu.map((item) => labels[item.key]));
    expect(await axeViolations()).toEqual([]);

    for (const item of mainMenu) if (item.type === 'dropdown') fireEvent.click(within(nav).getByRole('button', { name: labels[item.key] }));
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(labels.players);
    // Next adds the trailing slash from next.config.ts, which a unit test does not load.
    expect(within(nav).getByRole('link', { name: labels.players })).toHaveAttribute('href', expect.stringMatching(new RegExp(`^/${locale}/players/?$`)));
    expect(await axeViolations()).toEqual([]);
  }, 60_000);
});
