import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlPosition } from './control-position';
import { loadVoices, pickVoice, primaryLanguage, speakableText, speechChunks } from './speech';

const voice = (lang: string, extra: Partial<SpeechSynthesisVoice> = {}) => ({ lang, default: false, localService: false, name: lang, ...extra });

describe('read-aloud helpers', () => {
  it('matches voices by primary language', () => {
    expect(primaryLanguage('uz-Cyrl')).toBe('uz');
    const voices = [voice('en-US'), voice('ru-RU'), voice('uz-UZ')];
    expect(pickVoice(voices, 'ru')?.lang).toBe('ru-RU');
    expect(pickVoice(voices, 'uz-Latn')?.lang).toBe('uz-UZ');
    expect(pickVoice(voices, 'uz-Cyrl')?.lang).toBe('uz-UZ');
    expect(pickVoice([voice('en-US')], 'uz-Latn')).toBeNull();
  });

  it('prefers the exact tag, then the default voice, then a local one', () => {
    const voices = [voice('en-GB'), voice('en-US', { localService: true }), voice('en-AU', { default: true })];
    expect(pickVoice(voices, 'en')?.lang).toBe('en-AU');
    expect(pickVoice(voices, 'en-GB')?.lang).toBe('en-GB');
  });

  it('gives Uzbek Cyrillic to the voice in Latin letters', () => {
    expect(speakableText('  Терма\n жамоа ', 'uz-Cyrl')).toBe('terma jamoa');
    expect(speakableText('  Сборная\n команда ', 'ru')).toBe('Сборная команда');
  });

  it('places the control 50 px below the selection, on screen', () => {
    const viewport = { width: 1000, height: 800 };
    const control = { width: 120, height: 40 };
    expect(controlPosition({ top: 100, bottom: 126, left: 200, right: 400 }, viewport, control)).toEqual({ left: 340, top: 150 });
    // A tall line (a big heading): never over the text.
    expect(controlPosition({ top: 100, bottom: 170, left: 0, right: 300 }, viewport, control).top).toBe(178);
    // Near the edges: kept inside.
    expect(controlPosition({ top: 780, bottom: 800, left: 950, right: 990 }, viewport, control)).toEqual({ left: 872, top: 752 });
  });
});

describe('loadVoices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the list to arrive, up to a second', async () => {
    let list: SpeechSynthesisVoice[] = [];
    const listeners: Array<() => void> = [];
    const synth = {
      getVoices: () => list,
      addEventListener: (_: string, fn: () => void) => listeners.push(fn),
      removeEventListener: vi.fn(),
    } as unknown as SpeechSynthesis;
    const pending = loadVoices(synth);
    list = [voice('ru-RU') as SpeechSynthesisVoice];
    listeners.forEach((fn) => fn());
    expect((await pending).map((v) => v.lang)).toEqual(['ru-RU']);

    list = [];
    const empty = loadVoices(synth);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await empty).toEqual([]);
  });
});

describe('speechChunks', () => {
  it('keeps short text whole and splits long text at sentence ends', () => {
    expect(speechChunks('One. Two.')).toEqual(['One. Two.']);
    const long = Array.from({ length: 12 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const chunks = speechChunks(long, 80);
    expect(chunks.every((c) => c.length <= 80)).toBe(true);
    expect(chunks.every((c) => c.endsWith('.'))).toBe(true);
    expect(chunks.join(' ')).toBe(long);
  });

  it('splits a sentence longer than the limit at spaces', () => {
    const words = Array.from({ length: 50 }, () => 'word').join(' ');
    const chunks = speechChunks(words, 30);
    expect(chunks.every((c) => c.length <= 30)).toBe(true);
    expect(chunks.join(' ')).toBe(words);
  });
});
