// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { htmlLang, locales } from '@/lib/i18n/routing';
import { axeViolations } from '@/lib/testing/examples';
import { ReadAloud } from './ReadAloud';
import { readAloudExamples } from './ReadAloud.examples';

// jsdom has ranges without layout: a selection's lines are given a box here.
const line = { left: 20, top: 100, right: 220, bottom: 120, width: 200, height: 20, x: 20, y: 100 } as DOMRect;
beforeEach(() => {
  Range.prototype.getClientRects = () => [line] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => line;
});
afterEach(() => {
  document.getSelection()?.removeAllRanges();
  cleanup();
});

const nextFrame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));

describe.each(locales)('read-aloud in %s', (locale) => {
  it('offers its named control for selected text only, and axe finds nothing either way', async () => {
    document.documentElement.lang = htmlLang[locale];
    const labels = readAloudExamples[locale];
    render(
      <>
        <p>Milliy terma jamoa g‘alaba qozondi.</p>
        <ReadAloud labels={labels} />
      </>,
    );
    await nextFrame();
    expect(screen.queryByRole('button', { name: labels.read })).toBeNull();
    expect(await axeViolations()).toEqual([]);

    document.getSelection()!.selectAllChildren(screen.getByText(/Milliy/));
    document.dispatchEvent(new Event('selectionchange'));
    await nextFrame();
    expect(screen.getByRole('button', { name: labels.read })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  }, 60_000);
});
