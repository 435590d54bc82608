import type { Metadata } from 'next';
import { translator } from '@/lib/i18n/translate';
import { pageAlternates } from '@/lib/seo';
import { pathTo, routes } from '@/lib/routes';
import { PlayerCard } from '@/components/players/PlayerCard';
import { PlayerGrid } from '@/components/players/PlayerGrid';

type Props = { params: Promise<{ locale: string }> };

const route = routes.players;

/** Its languages: in an incremental publish, those its plan renders (lib/routes/static-params.ts). */
export const generateStaticParams = route.staticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await route.load(params);
  const t = translator(locale, 'Players');
  return { title: t('title'), description: t('description'), alternates: pageAlternates(locale, pathTo('players')) };
}

export default async function PlayersPage({ params }: Props) {
  const { locale, data: { players } } = await route.load(params);
  const t = translator(locale, 'Players');
  const labels = { number: t('number'), position: t('position'), club: t('club'), born: t('born') };

  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
      {players.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <PlayerGrid>
          {players.map((player, index) => (
            <li key={player.id}>
              <PlayerCard player={player} locale={locale} labels={labels} priority={index === 0} />
            </li>
          ))}
        </PlayerGrid>
      )}
    </div>
  );
}
