'use client';

import { useEffect, useState } from 'react';
import { CLOCK_REFRESH_MS } from '@/lib/constants';
import { formatNumericDate, formatTime } from '@/lib/i18n/format';
import styles from './Clock.module.css';

/** Tashkent time, empty in the prerendered HTML (never the build's time); fixed width, so nothing moves. */
export function Clock({ timeLabel, dateLabel }: { timeLabel: string; dateLabel: string }) {
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the time is unknown at build time: it fills in once mounted
    setNow(new Date());
    const id = window.setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => window.clearInterval(id);
  }, []);

  return (
    <div className={styles.clock}>
      <span className="visually-hidden">{timeLabel}</span>
      <time className={styles.clockTime} dateTime={now?.toISOString()} data-testid="clock-time">
        {now ? formatTime(now) : '\u00a0'}
      </time>
      <span className="visually-hidden">{dateLabel}</span>
      <time className={styles.clockDate} data-testid="clock-date">
        {now ? formatNumericDate(now) : '\u00a0'}
      </time>
    </div>
  );
}
