// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { htmlLang, locales } from '@/lib/i18n/routing';
import { axeViolations } from '@/lib/testing/examples';
import { AccessibilityPanel } from './AccessibilityPanel';
import { accessibilityPanelExamples } from './AccessibilityPanel.examples';

afterEach(cleanup);

describe.each(locales)('the accessibility panel in %s', (locale) => {
  it('is a named dialog with every control named, and axe finds nothing (colour contrast: browser tests only, jsdom has no layout)', async () => {
    document.documentElement.lang = htmlLang[locale];
    const labels = accessibilityPanelExamples[locale];
    render(<AccessibilityPanel labels={labels} />);

    expect(screen.getByRole('dialog', { name: labels.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: labels.close })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: labels.reset })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    // axe in jsdom takes seconds on a loaded machine.
  }, 60_000);
});

describe('the slider values', () => {
  it('are polite live regions once the panel is open, so a step button’s change is read out', () => {
    const labels = accessibilityPanelExamples.en;
    render(<AccessibilityPanel labels={labels} />);
    const values = screen.getAllByRole('status');
    expect(values.map((value) => [value.textContent, value.getAttribute('aria-live')])).toEqual([
      ['50', 'polite'],
      ['50', 'polite'],
    ]);
  });
});
