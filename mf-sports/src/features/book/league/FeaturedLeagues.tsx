import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { FEATURED_LEAGUE_IDS, type League } from 'shared/contract';
import { NAMESPACE } from '../../../setup';
import { bookActionAtom, bookFilterAtom } from '../book-atoms';
import { TabButton, TabStrip } from '../filters/tab-button';

/** The fixed featured leagues of SPEC §2 (0 = all) that have something in this market, named by the leagues answer. */
export function FeaturedLeagues({ leagues }: { leagues: readonly League[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { leagueIds } = useAtomValue(bookFilterAtom);
  const act = useSetAtom(bookActionAtom);
  const names = new Map(leagues.map((league) => [league.league_id, league.name]));
  return (
    <TabStrip role="group" aria-label={t('book.featured.label')}>
      {FEATURED_LEAGUE_IDS.map((id) => {
        const name = id === 0 ? t('book.featured.all') : names.get(id);
        if (name === undefined) return null;
        const active = id === 0 ? leagueIds.length === 0 : leagueIds.length === 1 && leagueIds[0] === id;
        return (
          <TabButton
            key={id}
            type="button"
            $active={active}
            aria-pressed={active}
            data-testid={`featured-league-${id}`}
            onClick={() => act({ type: 'leagues', leagueIds: id === 0 ? [] : [id] })}
          >
            {name}
          </TabButton>
        );
      })}
    </TabStrip>
  );
}
