import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/api';
import { playersRoute } from '@/lib/routes';
import { isLocale } from '@/lib/i18n/routing';
import { pageAlternates } from '@/lib/seo';
import { PlayerCard } from '@/components/players/PlayerCard';
import { PlayerGrid } from '@/components/players/PlayerGrid';
import { pageLocale } from '@/lib/i18n/params';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Players' });
  return { title: t('title'), description: t('description'), alternates: pageAlternates(locale, '/players') };
}

export default async function PlayersPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Players' });
  const { players } = playersRoute.data(getSite(), locale, {})!;
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
