import type { Metadata } from 'next';
import { translator } from '@/lib/i18n/translate';
import { formatLongDate } from '@/lib/i18n/format';
import { pageAlternates } from '@/lib/seo';
import { pathTo, routes } from '@/lib/routes';
import { AnthemVerse } from '@/components/state-symbols/AnthemVerse';
import { SymbolSection } from '@/components/state-symbols/SymbolSection';
import styles from './state-symbols.module.css';

type Props = { params: Promise<{ locale: string }> };

const route = routes.stateSymbols;

/** Its languages: in an incremental publish, those its plan renders (lib/routes/static-params.ts). */
export const generateStaticParams = route.staticParams;

/** Adoption dates of the state symbols (noon, so no time zone moves the day). */
const ADOPTED = { flag: '1991-11-18T12:00:00+05:00', emblem: '1992-07-02T12:00:00+05:00', anthem: '1992-12-10T12:00:00+05:00' };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await route.load(params);
  const t = translator(locale, 'StateSymbols');
  return { title: t('title'), description: t('description'), alternates: pageAlternates(locale, pathTo('stateSymbols')) };
}

export default async function StateSymbolsPage({ params }: Props) {
  const { locale } = await route.load(params);
  const t = translator(locale, 'StateSymbols');
  const adopted = (date: string) => ({
    label: t('adopted'),
    value: <time dateTime={date.slice(0, 10)}>{formatLongDate(date, locale)}</time>,
  });
  // Uzbek pages show the verse as written; others show the Uzbek original beside a translation.
  const isUzbek = locale === 'uz' || locale === 'oz';

  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <div className={styles.list}>
        <SymbolSection
          id="flag"
          title={t('flag')}
          text={t('flagText')}
          facts={[adopted(ADOPTED.flag)]}
          visual={
            <img src="/state-symbols/flag.svg" alt={t('flagAlt')} width={480} height={240} className={styles.flag} />
          }
        />
        <SymbolSection
          id="emblem"
          title={t('emblem')}
          text={t('emblemText')}
          facts={[adopted(ADOPTED.emblem)]}
          visual={
            <img
              src="/state-symbols/emblem.svg"
              alt={t('emblemAlt')}
              width={320}
              height={354}
              loading="lazy"
              className={styles.emblem}
            />
          }
        />
        <SymbolSection
          id="anthem"
          title={t('anthem')}
          text={t('anthemText')}
          facts={[
            adopted(ADOPTED.anthem),
            { label: t('anthemWords'), value: t('anthemLyricist') },
            { label: t('anthemMusic'), value: t('anthemComposer') },
          ]}
        >
          <AnthemVerse
            title={t('anthemVerseTitle')}
            verse={t('anthemVerse')}
            original={
              isUzbek
                ? undefined
                : {
                    text: t('anthemOriginal'),
                    lang: 'uz-Latn',
                    label: t('anthemOriginalLabel'),
                    translationLabel: t('anthemTranslationLabel'),
                  }
            }
          />
        </SymbolSection>
      </div>
    </div>
  );
}
