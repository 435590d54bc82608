import type { About } from '@/lib/api/types';
import styles from './about.module.css';

/** The about page's sections (HTML sanitised by lib/api), with contents when there are several. */
export function AboutSections({ sections, contentsLabel }: { sections: About[]; contentsLabel: string }) {
  const anchor = (section: About) => `about-${section.id}`;
  const withContents = sections.length > 1;
  return (
    <div className={styles.layout} data-contents={withContents ? 'true' : undefined}>
      {withContents ? (
        <nav aria-labelledby="about-contents" className={styles.contents}>
          <h2 id="about-contents" className={styles.contentsTitle}>
            {contentsLabel}
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${anchor(section)}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className={styles.sections}>
        {sections.map((section) => (
          <section key={section.id} id={anchor(section)} aria-labelledby={`${anchor(section)}-title`} className={styles.section}>
            <h2 id={`${anchor(section)}-title`} className="section-title">
              {section.title}
            </h2>
            {section.contentHtml ? (
              <div className={`prose ${styles.prose}`} dangerouslySetInnerHTML={{ __html: section.contentHtml }} />
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}
