import { SPLASH_ELEMENT_ID } from '@/lib/visitor/splash';
import styles from './splash.module.css';

/**
 * The splash loader's overlay (spec section 2). Server markup only: it shows only when the head
 * script (lib/visitor/splash.ts) marked <html> for the first page of a visit, and the same script
 * counts and hides it, so it needs no client JavaScript. Decorative and transparent to the pointer:
 * the page is complete and usable beneath it, and the skip link shows above it.
 */
export function Splash() {
  return (
    <div id={SPLASH_ELEMENT_ID} className={`${styles.splash} no-print`} aria-hidden="true" data-testid="splash">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src="/logo.svg" alt="" width={64} height={72} className={styles.logo} />
      <div className={styles.track}>
        <div className={styles.bar} />
      </div>
      <span className={styles.count} />
    </div>
  );
}
