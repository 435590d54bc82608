// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MODAL_CLEAR_DELAY_MS, MODAL_FOCUS_RETURN_DELAY_MS, MODAL_OPEN_DELAY_MS } from '@/lib/constants';
import { htmlLang, locales } from '@/lib/i18n/routing';
import { axeViolations } from '@/lib/testing/examples';
import { Modal } from './Modal';
import { modalExamples } from './Modal.examples';

beforeAll(() => {
  // jsdom has <dialog> without its methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

let reducedMotion = false;
const getClientRects = Element.prototype.getClientRects;
beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no layout; every element counts as visible here (the focus trap skips hidden ones).
  Element.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query })) as typeof window.matchMedia;
});
afterEach(() => {
  vi.useRealTimers();
  Element.prototype.getClientRects = getClientRects;
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Leader" closeLabel="Close">
        <p>Body text</p>
        {/* A button, like the close icon: jsdom's selector engine lists matches of a selector list by selector, not in document order. */}
        <button type="button">Last button</button>
      </Modal>
    </>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function openIt() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Modal', () => {
  it('appears 100 ms after the request, labelled, modal, with focus on the close icon', () => {
    render(<Harness />);
    openIt();
    expect(document.querySelector('dialog')).toBeNull();
    advance(MODAL_OPEN_DELAY_MS - 1);
    expect(document.querySelector('dialog')).toBeNull();
    advance(1);
    const dialog = document.querySelector('dialog')!;
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-state', 'shown');
    const heading = screen.getByRole('heading', { name: 'Leader' });
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on the icon, animates out, clears the content after 300 ms and returns focus', () => {
    render(<Harness />);
    const opener = openIt();
    advance(MODAL_OPEN_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = document.querySelector('dialog')!;
    expect(dialog).toHaveAttribute('data-state', 'closing');
    expect(screen.getByText('Body text')).toBeInTheDocument();
    advance(MODAL_CLEAR_DELAY_MS - 1);
    expect(screen.getByText('Body text')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Body text')).toBeNull();
    // Focus goes back a moment after the close, once the page is out of the dialog's inert state.
    expect(opener).not.toHaveFocus();
    advance(MODAL_FOCUS_RETURN_DELAY_MS);
    expect(opener).toHaveFocus();
  });

  it('leaves focus where the visitor put it in the moment before it would go back', () => {
    reducedMotion = true;
    render(<Harness />);
    openIt();
    advance(MODAL_OPEN_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.focus();
    advance(MODAL_FOCUS_RETURN_DELAY_MS);
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });

  it('closes on Escape and on a click on the backdrop, not on a click in the panel', () => {
    render(<Harness />);
    openIt();
    advance(MODAL_OPEN_DELAY_MS);
    const dialog = document.querySelector('dialog')!;
    fireEvent.pointerDown(screen.getByText('Body text'));
    fireEvent.click(screen.getByText('Body text'));
    expect(dialog).toHaveAttribute('data-state', 'shown');
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(dialog).toHaveAttribute('data-state', 'closing');
    advance(MODAL_CLEAR_DELAY_MS);

    openIt();
    advance(MODAL_OPEN_DELAY_MS);
    fireEvent.keyDown(document.querySelector('dialog')!, { key: 'Escape' });
    expect(document.querySelector('dialog')).toHaveAttribute('data-state', 'closing');
  });

  it('keeps Tab inside the dialog', () => {
    render(<Harness />);
    openIt();
    advance(MODAL_OPEN_DELAY_MS);
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last button' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('under reduced motion hides at once and returns focus, still clearing after 300 ms', () => {
    reducedMotion = true;
    render(<Harness />);
    const opener = openIt();
    advance(MODAL_OPEN_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
    advance(MODAL_FOCUS_RETURN_DELAY_MS);
    expect(opener).toHaveFocus();
    advance(MODAL_CLEAR_DELAY_MS);
    expect(document.querySelector('dialog')).toBeNull();
  });
});

describe.each(locales)('the modal in %s', (locale) => {
  it('is a dialog named by its title, with a named close button, and axe finds nothing', async () => {
    vi.useRealTimers(); // axe waits on real timers
    document.documentElement.lang = htmlLang[locale];
    const { title, closeLabel } = modalExamples[locale];
    render(
      <Modal open onClose={() => undefined} title={title} closeLabel={closeLabel}>
        <p>{title}</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: closeLabel })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  }, 60_000);
});
