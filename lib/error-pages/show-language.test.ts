// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bothWays } from '@/lib/testing/both-ways';
import { showErrorPageLanguage, type ErrorPageLanguages } from './show-language';

const languages: ErrorPageLanguages = {
  texts: {
    uz: { lang: 'uz-Latn', title: 'Sahifa topilmadi', elements: { 't-title': 'Sahifa topilmadi: {path}', 't-home': 'Bosh sahifa' } },
    ru: { lang: 'ru', title: 'Страница не найдена', elements: { 't-title': 'Страница не найдена: {path}', 't-home': 'На главную' } },
  },
  locales: ['uz', 'ru'],
  fallback: 'uz',
  homeLinkId: 't-home',
};

describe.each(bothWays(showErrorPageLanguage, languages))('the error page language: %s', (_, run) => {
  const runAt = (path: string) => {
    window.history.pushState({}, '', path);
    run();
  };

  beforeEach(() => {
    // A fresh <head>: each run leaves an observer on the head it saw, as a page has one run.
    document.documentElement.replaceChild(document.createElement('head'), document.head);
    document.body.innerHTML = '<h1 id="t-title">x</h1><a id="t-home" href="/uz/">x</a>';
  });
  afterEach(() => {
    document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
  });

  it("shows the path's language, with the address asked for and a home link in that language", () => {
    runAt('/ru/net%20takoy/');
    expect(document.documentElement.lang).toBe('ru');
    expect(document.title).toBe('Страница не найдена');
    expect(document.getElementById('t-title')!.textContent).toBe('Страница не найдена: /ru/net takoy/');
    expect(document.getElementById('t-home')!.getAttribute('href')).toBe('/ru/');
  });

  it('falls back to the stored language, then to the default', () => {
    document.cookie = 'NEXT_LOCALE=ru; path=/';
    runAt('/nowhere');
    expect(document.getElementById('t-home')!.textContent).toBe('На главную');
    document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
    runAt('/xx/nowhere');
    expect(document.getElementById('t-home')!.textContent).toBe('Bosh sahifa');
  });

  it('shows a malformed address as it was asked for instead of failing', () => {
    runAt('/uz/%E0%A4%A');
    expect(document.getElementById('t-title')!.textContent).toBe('Sahifa topilmadi: /uz/%E0%A4%A');
  });

  it("shows a path with replacement patterns as the text asked for, not as patterns", () => {
    runAt("/uz/$'$&$`$$<b>x</b>");
    expect(document.getElementById('t-title')!.textContent).toBe("Sahifa topilmadi: /uz/$'$&$`$$<b>x</b>");
    expect(document.getElementById('t-title')!.children).toHaveLength(0);
  });

  it('shortens a very long path to 80 characters, never halving a letter', () => {
    runAt(`/uz/${'😀'.repeat(5000)}`);
    const shown = document.getElementById('t-title')!.textContent!.replace('Sahifa topilmadi: ', '');
    expect(Array.from(shown)).toHaveLength(80);
    expect(shown).toBe(`/uz/${'😀'.repeat(75)}…`);
  });

  it('keeps the title when something puts another one back', async () => {
    runAt('/ru/x');
    document.title = 'Page Not Found';
    await new Promise((done) => setTimeout(done, 0));
    expect(document.title).toBe('Страница не найдена');
  });
});
