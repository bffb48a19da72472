import { useMemo } from 'react';
import { api } from 'shared/api';
import { getBonusPools, type VenueCategory } from 'shared/contract';
import { useAsync } from 'shared/ui';
import type { PoolReading } from './pool-amount';

const none: ReadonlyMap<string, PoolReading> = new Map();

/**
 * The jackpots of a category's venues by venue code, fetched once per category page. A failed call
 * answers no pools: the figures are extras, so the cards simply show none.
 */
export function useBonusPools(category: VenueCategory): ReadonlyMap<string, PoolReading> {
  const pools = useAsync(async () => {
    const { list } = await api.request(getBonusPools, { category });
    const receivedAt = Date.now();
    return new Map(list.map((pool) => [pool.enName, { pool, receivedAt }] as const));
  }, [category]);
  const data = pools.status === 'success' ? pools.data : undefined;
  return useMemo(() => data ?? none, [data]);
}
