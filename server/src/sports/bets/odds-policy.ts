import { DEFAULT_ODDS_POLICY, oddsPolicySchema, type OddsPolicy } from 'shared/contract';
import type { Queryable } from '../../db/database';
import type { ResolvedSelection } from './resolve-selections';

/** The member's stored policy (migration 021); chosen is false while they never set one. */
export async function readOddsPolicy(
  db: Queryable,
  memberId: number,
): Promise<{ policy: OddsPolicy; chosen: boolean }> {
  const rows = await db.query<{ odds_policy: string }>(
    'select odds_policy from member_sports_settings where member_id = $1',
    [memberId],
  );
  const stored = oddsPolicySchema.safeParse(rows[0]?.odds_policy);
  return stored.success ? { policy: stored.data, chosen: true } : { policy: DEFAULT_ODDS_POLICY, chosen: false };
}

export async function saveOddsPolicy(
  db: Queryable,
  memberId: number,
  policy: OddsPolicy,
  now: Date,
): Promise<{ policy: OddsPolicy; chosen: boolean }> {
  await db.query(
    `insert into member_sports_settings (member_id, odds_policy, updated_at) values ($1, $2, $3)
     on conflict (member_id) do update set odds_policy = excluded.odds_policy, updated_at = excluded.updated_at`,
    [memberId, policy, now],
  );
  return { policy, chosen: true };
}

/**
 * Whether the policy takes the prices as they are now against those the slip showed: 'any' takes
 * every change, 'ask' none, 'higher' only when every change is a rise on the same line (a new line is
 * another bet, never "higher").
 */
export function policyAccepts(
  policy: OddsPolicy,
  resolved: readonly Pick<ResolvedSelection, 'selection' | 'odds' | 'ratio'>[],
): boolean {
  if (policy === 'any') return true;
  const changed = resolved.filter(
    (s) => Math.abs(s.odds - s.selection.odds) > 0.0001 || (s.ratio ?? null) !== (s.selection.ratio ?? null),
  );
  if (changed.length === 0) return true;
  if (policy === 'ask') return false;
  return changed.every((s) => (s.ratio ?? null) === (s.selection.ratio ?? null) && s.odds > s.selection.odds);
}
