'use client';

import { useState } from 'react';
import { Pause, Play } from 'lucide-react';
import styles from './TestModeBanner.module.css';

/** Moving text must be pausable (WCAG 2.2.2). */
export function TestModeBanner({ text, pauseLabel, playLabel }: { text: string; pauseLabel: string; playLabel: string }) {
  const [paused, setPaused] = useState(false);
  return (
    <div className={styles.banner} data-paused={paused}>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => setPaused((p) => !p)}
        aria-pressed={paused}
        aria-label={paused ? playLabel : pauseLabel}
        title={paused ? playLabel : pauseLabel}
      >
        {paused ? <Play size={14} aria-hidden /> : <Pause size={14} aria-hidden />}
      </button>
      <div className={styles.bannerViewport}>
        <p className={styles.bannerText} data-testid="test-mode-banner">
          {text}
        </p>
      </div>
    </div>
  );
}
