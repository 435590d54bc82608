'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { Square, Volume2 } from 'lucide-react';
import { controlPosition } from './control-position';
import { toast } from '@/lib/store/toast';
import styles from './read-aloud.module.css';

export interface ReadAloudLabels {
  read: string;
  stop: string;
  noVoice: string;
  unsupported: string;
  failed: string;
}

interface Selected {
  text: string;
  lang: string;
  lastLine: DOMRect;
}

/** Where a selection is not page text to read: form fields, editable areas, this control. */
const NOT_READABLE = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [data-read-aloud]';
const CONTROL_SIZE = { width: 170, height: 40 };
/** The speech code (voices, transliteration, chunking) loads with the first selection. */
const loadSpeech = () => import('./speech');

function currentSelection(): Selected | null {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const text = selection.toString();
  if (!text.trim()) return null;
  const node = selection.anchorNode;
  const element = node instanceof Element ? node : node?.parentElement;
  if (!element || element.closest(NOT_READABLE)) return null;
  const range = selection.getRangeAt(selection.rangeCount - 1);
  const lines = range.getClientRects();
  const lastLine = lines[lines.length - 1] ?? range.getBoundingClientRect();
  const lang = element.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang;
  return { text, lang, lastLine };
}

function cancelSpeech() {
  if ('speechSynthesis' in window && window.speechSynthesis) window.speechSynthesis.cancel();
}

/** Reads the selected text aloud (Ctrl+Enter or the control below it) in the text's language. */
export function ReadAloud({ labels }: { labels: ReadAloudLabels }) {
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const [speaking, setSpeakingState] = useState(false);
  const speakingRef = useRef(false);
  const setSpeaking = useCallback((value: boolean) => {
    speakingRef.current = value;
    setSpeakingState(value);
  }, []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const size = useRef(CONTROL_SIZE);
  const labelsRef = useRef(labels);
  // eslint-disable-next-line react-hooks/refs -- the latest labels for callbacks made once
  labelsRef.current = labels;

  const stop = useCallback(() => {
    cancelSpeech();
    setSpeaking(false);
  }, [setSpeaking]);

  const read = useCallback(async () => {
    const selected = currentSelection();
    if (!selected) return;
    const { speak } = await loadSpeech();
    await speak(selected.text, selected.lang, {
      onSpeaking: setSpeaking,
      onProblem: (problem) => (problem === 'failed' ? toast.error : toast.warning)(labelsRef.current[problem]),
    });
  }, [setSpeaking]);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const selected = currentSelection();
        if (!selected) {
          setPosition(null);
          const synth = 'speechSynthesis' in window ? window.speechSynthesis : undefined;
          if (speakingRef.current || synth?.speaking || synth?.pending) stop();
          return;
        }
        void loadSpeech();
        // The control sits on <body>, outside the page zoom (.page-zoom), so viewport px apply as they are.
        const button = buttonRef.current;
        if (button?.offsetWidth) size.current = { width: button.offsetWidth, height: button.offsetHeight };
        setPosition(controlPosition(selected.lastLine, { width: window.innerWidth, height: window.innerHeight }, size.current));
      });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !event.ctrlKey || event.isComposing || !currentSelection()) return;
      event.preventDefault();
      void read();
    };
    document.addEventListener('selectionchange', update);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    document.addEventListener('keydown', onKeyDown);
    update();
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('selectionchange', update);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      document.removeEventListener('keydown', onKeyDown);
      cancelSpeech();
    };
  }, [read, stop]);

  return (
    <button
      ref={buttonRef}
      type="button"
      className={`${styles.readAloud} no-print`}
      data-read-aloud=""
      data-speaking={speaking}
      data-testid="read-aloud"
      hidden={!position}
      style={position ?? undefined}
      // Keep the selection: a press on the control must not clear what it is about to read.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => (speaking ? stop() : void read())}
    >
      {speaking ? <Square size={16} aria-hidden /> : <Volume2 size={18} aria-hidden />}
      {speaking ? labels.stop : labels.read}
    </button>
  );
}
