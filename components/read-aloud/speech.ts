/** Read-aloud (spec sections 2, 4, 9) in the selected text's language, with a voice of that language only. */
import { toLatin } from '@/lib/search/uzbek-script';

/** `uz-Cyrl` -> `uz`, `ru-RU` -> `ru`. */
export function primaryLanguage(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** The best voice for `lang`: same primary language, the system default first, local before remote. */
export function pickVoice<V extends Pick<SpeechSynthesisVoice, 'lang' | 'default' | 'localService'>>(voices: readonly V[], lang: string): V | null {
  const wanted = primaryLanguage(lang);
  const matching = voices.filter((voice) => primaryLanguage(voice.lang) === wanted);
  const exact = lang.toLowerCase();
  const score = (voice: V) => (voice.lang.toLowerCase() === exact ? 4 : 0) + (voice.default ? 2 : 0) + (voice.localService ? 1 : 0);
  return [...matching].sort((a, b) => score(b) - score(a))[0] ?? null;
}

/** Whitespace collapsed; Uzbek Cyrillic in Latin letters, which Uzbek voices read. */
export function speakableText(text: string, lang: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return lang.toLowerCase().startsWith('uz-cyrl') ? toLatin(clean) : clean;
}

/** The voices, waiting briefly for `voiceschanged` where the list loads late (Chromium). */
export function loadVoices(synth: SpeechSynthesis, waitMs = 1000): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener?.('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, waitMs);
    synth.addEventListener?.('voiceschanged', done);
  });
}

/** Pieces of at most `max` characters, at sentence ends: Chromium stops utterances after about 15 s. */
export function speechChunks(text: string, max = 200): string[] {
  const sentences = text.match(/[^.!?…]+[.!?…]*\s*/g) ?? [];
  const chunks: string[] = [];
  let current = '';
  const push = () => {
    if (current.trim()) chunks.push(current.trim());
    current = '';
  };
  for (const sentence of sentences) {
    if ((current + sentence).length <= max) {
      current += sentence;
      continue;
    }
    push();
    if (sentence.length <= max) {
      current = sentence;
      continue;
    }
    for (const word of sentence.split(/(\s+)/)) {
      if ((current + word).length > max) push();
      current += word.length > max ? '' : word;
      if (word.length > max) for (let i = 0; i < word.length; i += max) chunks.push(word.slice(i, i + max));
    }
  }
  push();
  return chunks;
}

export interface SpeakCallbacks {
  /** Speech has started (true) or ended, failed or been stopped (false). */
  onSpeaking: (speaking: boolean) => void;
  /** A reason not to speak, or a failure, to tell the visitor. */
  onProblem: (problem: 'unsupported' | 'noVoice' | 'failed') => void;
}

/** Loaded on demand by the ReadAloud leaf. */
export async function speak(text: string, lang: string, { onSpeaking, onProblem }: SpeakCallbacks): Promise<void> {
  if (!('speechSynthesis' in window) || !window.speechSynthesis || typeof SpeechSynthesisUtterance === 'undefined') {
    onProblem('unsupported');
    return;
  }
  const synth = window.speechSynthesis;
  const voice = pickVoice(await loadVoices(synth), lang);
  if (!voice) {
    onProblem('noVoice');
    return;
  }
  synth.cancel();
  const chunks = speechChunks(speakableText(text, lang));
  chunks.forEach((chunk, index) => {
    const utterance = new SpeechSynthesisUtterance(chunk);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    if (index === chunks.length - 1) utterance.onend = () => onSpeaking(false);
    utterance.onerror = (event) => {
      onSpeaking(false);
      if (event.error !== 'interrupted' && event.error !== 'canceled') onProblem('failed');
    };
    synth.speak(utterance);
  });
  onSpeaking(chunks.length > 0);
}
