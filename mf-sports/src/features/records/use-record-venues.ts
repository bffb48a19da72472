import { getVenueInfoByCategory, type Venue, type VenueCategory } from 'shared/contract';
import { i18n } from 'shared/i18n';
import { useEndpoint, type EndpointState } from 'shared/query';
import { CASINO_CATEGORIES } from './record-venue';

export interface VenueGroup {
  category: VenueCategory;
  venues: Venue[];
}

export interface RecordVenues {
  groups: VenueGroup[];
  /** Some categories did not load: the selector offers a retry. */
  incomplete: boolean;
}

function useCategory(index: number) {
  return useEndpoint(getVenueInfoByCategory, { category: CASINO_CATEGORIES[index] ?? 'ZR' });
}

/**
 * The casino venues by category, for the records' venue selector; cached for the visit (the
 * endpoint is cacheable). A category that fails to load leaves the others usable; only when every
 * one fails is it an error. One query per category: the same entries the casino pages use.
 */
export function useRecordVenues(): EndpointState<RecordVenues> {
  // CASINO_CATEGORIES is a fixed list of six: one hook call each, always in the same order.
  const answers = [useCategory(0), useCategory(1), useCategory(2), useCategory(3), useCategory(4), useCategory(5)];
  const failed = answers.map((answer) => answer.status === 'error');
  const loading = answers.some((answer) => answer.status === 'loading');
  // A few dozen venues: sorted on each render, no memo needed.
  const groups = answers.flatMap(({ data }, i): VenueGroup[] => {
    const category = CASINO_CATEGORIES[i];
    if (data === undefined || category === undefined || data.list.length === 0) return [];
    return [{ category, venues: [...data.list].sort((a, b) => a.sort - b.sort) }];
  });
  const reload = () =>
    answers.forEach((answer, i) => {
      if (failed[i]) answer.reload();
    });
  const refresh = () => answers.forEach((answer) => answer.refresh());
  if (failed.every(Boolean))
    return {
      status: 'error',
      data: undefined,
      error: answers[0]?.error ?? i18n.t('shared:common.loadFailed'),
      reload,
      refresh,
    };
  if (loading)
    return {
      status: 'loading',
      data: groups.length > 0 ? { groups, incomplete: true } : undefined,
      error: undefined,
      reload,
      refresh,
    };
  return { status: 'success', data: { groups, incomplete: failed.some(Boolean) }, error: undefined, reload, refresh };
}
