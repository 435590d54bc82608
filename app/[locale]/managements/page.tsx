import type { Metadata } from 'next';
import { translator } from '@/lib/i18n/translate';
import { pageAlternates } from '@/lib/seo';
import { pathTo, routes } from '@/lib/routes';
import { LeaderCard, leaderFiles } from '@/components/leaders/LeaderCard';
import { LeaderModalHost } from '@/components/leaders/LeaderModalHost';
import { LeaderList } from '@/components/leaders/LeaderList';

type Props = { params: Promise<{ locale: string }> };

const route = routes.leaders;

/** Its languages: in an incremental publish, those its plan renders (lib/routes/static-params.ts). */
export const generateStaticParams = route.staticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await route.load(params);
  const t = translator(locale, 'Leaders');
  return { title: t('title'), description: t('description'), alternates: pageAlternates(locale, pathTo('leaders')) };
}

export default async function ManagementsPage({ params }: Props) {
  const { locale, data: { leaders } } = await route.load(params);
  const t = translator(locale, 'Leaders');
  const tModal = translator(locale, 'Modal');
  const labels = {
    receptionDays: t('receptionDays'),
    receptionHours: t('receptionHours'),
    phone: t('phone'),
    email: t('email'),
    addToCalendar: t('addToCalendar'),
    saveContact: t('saveContact'),
  };
  const files = Object.fromEntries(leaders.map((leader) => [leader.id, leaderFiles(leader, locale)]));
  // The dialog (a client leaf) shows each photo's copy: the CSP allows pictures from the site only.
  const dialogLeaders = leaders.map(({ picture, ...leader }) => ({ ...leader, photo: picture?.src ?? null }));

  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
      {leaders.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <LeaderModalHost leaders={dialogLeaders} files={files} labels={{ ...labels, biography: t('biography'), close: tModal('close') }}>
          <LeaderList>
            {leaders.map((leader, index) => (
              <li key={leader.id}>
                <LeaderCard
                  leader={leader}
                  files={files[leader.id]!}
                  labels={labels}
                  moreLabel={t('details', { name: leader.fullName })}
                  priority={index === 0}
                />
              </li>
            ))}
          </LeaderList>
        </LeaderModalHost>
      )}
    </div>
  );
}
