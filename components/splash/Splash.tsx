import { SPLASH_ELEMENT_ID } from './splash';
import styles from './splash.module.css';

/**
 * The splash loader (spec section 2): a progress strip counting to 100 at the top of the page.
 * Server markup only: it shows only when the head script (components/splash/splash.ts) marked <html> for
 * the first page of a visit, and the same script counts and hides it, so it needs no client
 * JavaScript. Decorative, small and transparent to the pointer: the page is visible and usable
 * beneath it from the first paint, and the skip link shows above it.
 */
export function Splash() {
  return (
    <div id={SPLASH_ELEMENT_ID} className={`${styles.splash} no-print`} aria-hidden="true" data-testid="splash">
      <div className={styles.track}>
        <div className={styles.bar} />
      </div>
      <div className={styles.badge}>
        {/* Low priority, so React makes it no preload: a preload it makes for a picture it finds
            while rendering took its place in the head by how far a build worker's render had got
            when it came to the picture, so one page came out in two orders. Pictures that should
            load first are hinted by the server render (components/ui/Picture.tsx). */}
        <img src="/logo.svg" alt="" width={20} height={23} fetchPriority="low" className={styles.logo} />
        <span className={styles.count} />
      </div>
    </div>
  );
}
