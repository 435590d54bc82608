import type { Metadata } from 'next';
import { translator } from '@/lib/i18n/translate';
import { Contrast, ImageOff, Keyboard, Mail, RotateCcw, Type, ZoomIn } from 'lucide-react';
import { pageAlternates } from '@/lib/seo';
import { pathTo, routes } from '@/lib/routes';
import styles from './accessibility.module.css';

type Props = { params: Promise<{ locale: string }> };

const route = routes.accessibility;

/** Its languages: in an incremental publish, those its plan renders (lib/routes/static-params.ts). */
export const generateStaticParams = route.staticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await route.load(params);
  const t = translator(locale, 'AccessibilityStatement');
  return { title: t('title'), description: t('description'), alternates: pageAlternates(locale, pathTo('accessibility')) };
}

export default async function AccessibilityStatementPage({ params }: Props) {
  const { locale, data: { email } } = await route.load(params);
  const t = translator(locale, 'AccessibilityStatement');
  const tPanel = translator(locale, 'AccessibilityPanel');
  const tFrame = translator(locale, 'Frame');
  const panel = [
    { icon: Contrast, name: tPanel('filters'), text: t('panelColours') },
    { icon: ImageOff, name: tPanel('noImage'), text: t('panelImages') },
    { icon: Type, name: tPanel('textSize'), text: t('panelTextSize') },
    { icon: ZoomIn, name: tPanel('zoom'), text: t('panelZoom') },
    { icon: RotateCcw, name: tPanel('reset'), text: t('panelReset') },
  ];

  return (
    <div className="container page">
      <div className={styles.statement}>
        <h1 className="page-title">{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>

        <section aria-labelledby="a11y-standard" className={styles.block}>
          <h2 id="a11y-standard" className="section-title">
            {t('standardTitle')}
          </h2>
          <p>{t('standardText')}</p>
        </section>

        <section aria-labelledby="a11y-panel" className={styles.block}>
          <h2 id="a11y-panel" className="section-title">
            {t('panelTitle')}
          </h2>
          <p>{t('panelIntro', { button: tFrame('accessibility') })}</p>
          <ul className={styles.features}>
            {panel.map(({ icon: Icon, name, text }) => (
              <li key={name}>
                <Icon size={20} aria-hidden className={styles.featureIcon} />
                <p>
                  <strong>{name}</strong>: {text}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="a11y-keyboard" className={styles.block}>
          <h2 id="a11y-keyboard" className="section-title">
            {t('keyboardTitle')}
          </h2>
          <ul className={styles.features}>
            {[t('keyboardSkip', { link: tFrame('skipToContent') }), t('keyboardFocus'), t('keyboardOrder')].map((text) => (
              <li key={text}>
                <Keyboard size={20} aria-hidden className={styles.featureIcon} />
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="a11y-limits" className={styles.block}>
          <h2 id="a11y-limits" className="section-title">
            {t('limitsTitle')}
          </h2>
          <p>{t('limitsIntro')}</p>
          <ul className={styles.limits}>
            <li>{t('limitsVideos')}</li>
            <li>{t('limitsImages')}</li>
            <li>{t('limitsEmbeds')}</li>
          </ul>
          <p>{t('limitsPlan')}</p>
        </section>

        <section aria-labelledby="a11y-contact" className={styles.block}>
          <h2 id="a11y-contact" className="section-title">
            {t('contactTitle')}
          </h2>
          <p>{t('contactText')}</p>
          {email ? (
            <p className={styles.contact}>
              <Mail size={20} aria-hidden className={styles.featureIcon} />
              <span>
                {t('contactEmail')} <a href={`mailto:${email}`}>{email}</a>
              </span>
            </p>
          ) : (
            <p>{t('contactFallback')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
