import type { ReactNode } from 'react';
import styles from './state-symbols.module.css';

export interface SymbolFact {
  label: string;
  value: ReactNode;
}

export function SymbolSection({
  id,
  title,
  visual,
  text,
  facts,
  children,
}: {
  id: string;
  title: string;
  visual?: ReactNode;
  text: string;
  facts: SymbolFact[];
  children?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.symbol} data-visual={visual ? 'true' : undefined}>
      {visual ? <div className={styles.visual}>{visual}</div> : null}
      <div className={styles.content}>
        <h2 id={`${id}-title`} className="section-title">
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {children}
      </div>
    </section>
  );
}
