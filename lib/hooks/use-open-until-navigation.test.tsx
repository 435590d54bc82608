// @vitest-environment jsdom
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useOpenUntilNavigation } from './use-open-until-navigation';

let pathname = '/en/news/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));
afterEach(() => {
  pathname = '/en/news/';
});

function Menu({ openBeforeEffects = false }: { openBeforeEffects?: boolean }) {
  const [open, setOpen] = useOpenUntilNavigation();
  // A layout effect runs before the commit's passive ones: a click React takes right after hydrating.
  useLayoutEffect(() => {
    if (openBeforeEffects) setOpen(true);
  }, [openBeforeEffects, setOpen]);
  return (
    <button type="button" onClick={() => setOpen((o) => !o)}>
      {open ? 'open' : 'closed'}
    </button>
  );
}

describe('useOpenUntilNavigation', () => {
  it('keeps a menu open that was opened before the first effects ran', async () => {
    render(<Menu openBeforeEffects />);
    await act(async () => {});
    expect(screen.getByRole('button')).toHaveTextContent('open');
  });

  it('closes the menu when the path changes, and not when the page only renders again', () => {
    const { rerender } = render(<Menu />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('open');
    rerender(<Menu />);
    expect(screen.getByRole('button')).toHaveTextContent('open');

    pathname = '/en/news/1/';
    rerender(<Menu />);
    expect(screen.getByRole('button')).toHaveTextContent('closed');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('open');
  });
});
