'use client';

import type { ReactNode } from 'react';
import { LazyMotion, MotionConfig } from 'framer-motion';
import * as m from 'framer-motion/m';
import { PAGE_TRANSITION_MS, PAGE_TRANSITION_OFFSET_PX } from '@/lib/constants';
import styles from './page-transition.module.css';

const loadFeatures = () => import('./motion-features').then((mod) => mod.default);

export default function MotionPage({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          className={styles.page}
          data-page-transition=""
          initial={{ x: PAGE_TRANSITION_OFFSET_PX }}
          animate={{ x: 0 }}
          transition={{ duration: PAGE_TRANSITION_MS / 1000, ease: 'easeOut' }}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  );
}
