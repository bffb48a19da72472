import { useMemo } from 'react';
import { getBonusPools, type VenueCategory } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import type { PoolReading } from './pool-amount';

const none: ReadonlyMap<string, PoolReading> = new Map();

/**
 * The jackpots of a category's venues by venue code. A failed call answers no pools: the figures are
 * extras, so the cards simply show none. Each answer is stamped when it arrives: the figures count on
 * from there.
 */
export function useBonusPools(category: VenueCategory): ReadonlyMap<string, PoolReading> {
  const pools = useEndpoint(getBonusPools, { category });
  const list = pools.status === 'success' ? pools.data.list : undefined;
  return useMemo(() => {
    if (!list) return none;
    const receivedAt = Date.now();
    return new Map(list.map((pool) => [pool.enName, { pool, receivedAt }] as const));
  }, [list]);
}
