import styles from './state-symbols.module.css';

/**
 * The anthem's first verse. In Uzbek (either script) the verse is shown as written; in other
 * languages the Uzbek original (marked with its language) sits beside the translation.
 */
export function AnthemVerse({
  title,
  verse,
  original,
}: {
  title: string;
  /** The verse in the page's language. */
  verse: string;
  /** The Uzbek text and its label, when the page is in another language. */
  original?: { text: string; lang: string; label: string; translationLabel: string };
}) {
  return (
    <div className={styles.anthem}>
      <h3 className={styles.verseTitle}>{title}</h3>
      {original ? (
        <div className={styles.verses}>
          <figure className={styles.verse}>
            <figcaption>{original.label}</figcaption>
            <blockquote lang={original.lang}>
              <p>{original.text}</p>
            </blockquote>
          </figure>
          <figure className={styles.verse}>
            <figcaption>{original.translationLabel}</figcaption>
            <blockquote>
              <p>{verse}</p>
            </blockquote>
          </figure>
        </div>
      ) : (
        <blockquote className={styles.verse}>
          <p>{verse}</p>
        </blockquote>
      )}
    </div>
  );
}
