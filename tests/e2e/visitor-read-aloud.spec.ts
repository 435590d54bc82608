import type { Page } from '@playwright/test';
import { expect, test, url } from './support';

/**
 * Read-aloud with the Web Speech API observed: a stand-in speechSynthesis records what is spoken,
 * in which language and with which voice, and when it is cancelled.
 */
type Spoken = { text: string; lang: string; voice: string };
type Recorder = { spoken: Spoken[]; cancels: number };

async function fakeSpeech(page: Page, voiceLangs: string[]) {
  await page.addInitScript((langs: string[]) => {
    const record: Recorder = { spoken: [], cancels: 0 };
    (window as unknown as { speech: Recorder }).speech = record;
    const voices = langs.map((lang) => ({ lang, name: `Voice ${lang}`, default: false, localService: true, voiceURI: lang }));
    let speaking = false;
    class Utterance {
      text: string;
      lang = '';
      voice: { name: string } | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    const synth = Object.assign(new EventTarget(), {
      pending: false,
      paused: false,
      getVoices: () => voices,
      speak(u: Utterance) {
        speaking = true;
        record.spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.name ?? '' });
      },
      cancel() {
        speaking = false;
        record.cancels++;
      },
      pause() {},
      resume() {},
    });
    Object.defineProperty(synth, 'speaking', { get: () => speaking });
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, get: () => synth });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, writable: true, value: Utterance });
  }, voiceLangs);
}

const recorder = (page: Page) => page.evaluate(() => (window as unknown as { speech: Recorder }).speech);

/** Selects the text of the first element matching `selector`; returns the selection's last line box. */
function select(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    el.scrollIntoView({ block: 'center' });
    const range = document.createRange();
    range.selectNodeContents(el);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    const lines = range.getClientRects();
    const last = lines[lines.length - 1]!;
    return { text: selection.toString(), top: last.top, bottom: last.bottom };
  }, selector);
}

/** Selects as `select` does, then waits for the control: once read-aloud has seen the selection, its key listener is in place. */
async function selectForReading(page: Page, selector: string) {
  await select(page, selector);
  await expect(page.getByTestId('read-aloud')).toBeVisible();
}

const clearSelection = (page: Page) => page.evaluate(() => document.getSelection()!.removeAllRanges());

async function openFirstStory(page: Page, locale: 'en' | 'ru' | 'uz' | 'oz') {
  await page.goto(url(locale, '/news'));
  await page.locator('main article h2 a').first().click();
  await expect(page).toHaveURL(/\/news\/\d+\/$/, { timeout: 15_000 });
}

test.describe('read-aloud', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Ctrl+Enter reads the selection in the page language; clearing the selection stops it', async ({ page }) => {
    await fakeSpeech(page, ['en-US', 'ru-RU']);
    await openFirstStory(page, 'ru');
    const selected = await select(page, 'main h1');
    const control = page.getByTestId('read-aloud');
    await expect(control).toBeVisible();
    await expect(control).toHaveText('Прочитать вслух');
    // 50 px below the top of the selection's last line, clear of the selected text.
    const box = (await control.boundingBox())!;
    expect(Math.abs(box.y - Math.max(selected.top + 50, selected.bottom + 8))).toBeLessThanOrEqual(2);

    await page.keyboard.press('Control+Enter');
    await expect.poll(async () => (await recorder(page)).spoken.length).toBe(1);
    const [spoken] = (await recorder(page)).spoken;
    expect(spoken).toEqual({ text: selected.text.replace(/\s+/g, ' ').trim(), lang: 'ru-RU', voice: 'Voice ru-RU' });
    await expect(control).toHaveText('Остановить чтение');

    const cancelsBefore = (await recorder(page)).cancels;
    await clearSelection(page);
    await expect(control).toBeHidden();
    await expect.poll(async () => (await recorder(page)).cancels).toBeGreaterThan(cancelsBefore);
  });

  test('the control reads the selection too, and stops it', async ({ page }) => {
    await fakeSpeech(page, ['en-GB']);
    await openFirstStory(page, 'en');
    await select(page, 'main article p');
    const control = page.getByTestId('read-aloud');
    await control.click();
    await expect.poll(async () => (await recorder(page)).spoken.length).toBeGreaterThan(0);
    expect((await recorder(page)).spoken[0]!.lang).toBe('en-GB');
    await expect(control).toHaveText('Stop reading');
    await control.click();
    await expect(control).toHaveText('Read aloud');
    // The selection is still there to read again.
    expect(await page.evaluate(() => document.getSelection()!.toString().length)).toBeGreaterThan(0);
  });

  test('Uzbek Cyrillic is read by an Uzbek voice in Latin letters', async ({ page }) => {
    await fakeSpeech(page, ['uz-UZ']);
    await openFirstStory(page, 'oz');
    await selectForReading(page, 'main h1');
    await page.keyboard.press('Control+Enter');
    await expect.poll(async () => (await recorder(page)).spoken.length).toBe(1);
    const [spoken] = (await recorder(page)).spoken;
    expect(spoken!.lang).toBe('uz-UZ');
    expect(spoken!.text).toMatch(/^[a-zʻʼ0-9\s.,:;!?“”"«»()\-–—]+$/i);
  });

  test('without a voice for the language it says so, in a warning toast that closes after 1000 ms', async ({ page }) => {
    await fakeSpeech(page, ['en-US']);
    // Every toast as the page saw it: type, text, and how long it stayed.
    await page.addInitScript(() => {
      const log: { type: string; text: string; added: number; removed?: number }[] = [];
      (window as unknown as { toastLog: typeof log }).toastLog = log;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLLIElement && node.closest('[data-testid="toasts"]')) {
              log.push({ type: node.dataset.type ?? '', text: node.textContent ?? '', added: performance.now() });
              (node as unknown as { logIndex: number }).logIndex = log.length - 1;
            }
          }
          for (const node of record.removedNodes) {
            const index = (node as unknown as { logIndex?: number }).logIndex;
            if (index !== undefined) log[index]!.removed = performance.now();
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await openFirstStory(page, 'uz');
    await selectForReading(page, 'main h1');
    await page.keyboard.press('Control+Enter');
    type Logged = { type: string; text: string; added: number; removed?: number };
    const toastLog = () => page.evaluate(() => (window as unknown as { toastLog: Logged[] }).toastLog);
    await expect.poll(async () => (await toastLog()).find((t) => t.removed !== undefined), { timeout: 15_000 }).toBeTruthy();
    const [toast] = await toastLog();
    expect(toast!.type).toBe('warning');
    expect(toast!.text).toContain('Bu qurilmada tanlangan matn tili uchun ovoz yoʻq');
    expect(toast!.removed! - toast!.added).toBeGreaterThanOrEqual(950);
    expect(toast!.removed! - toast!.added).toBeLessThan(3000);
    expect((await recorder(page)).spoken).toEqual([]);
  });

  test('without speech at all it says so', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: undefined });
    });
    await openFirstStory(page, 'en');
    await selectForReading(page, 'main h1');
    await page.keyboard.press('Control+Enter');
    await expect(page.getByTestId('toasts')).toContainText('This browser cannot read text aloud.');
  });
});
