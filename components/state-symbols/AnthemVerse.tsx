import styles from './state-symbols.module.css';

/** In other languages than Uzbek the original sits beside the translation. */
export function AnthemVerse({
  title,
  verse,
  original,
}: {
  title: string;
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
