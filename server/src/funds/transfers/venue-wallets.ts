import { ResponseCode } from 'shared/contract';
import type { Queryable } from '../../db/database';
import type { VenueCategory } from '../../games/venues';
import { DomainError } from '../../domain/domain-error';
import { formatBeijing } from '../../time/beijing';

export interface VenueWalletRow {
  venueId: number;
  channelCode: string;
  name: string;
  category: VenueCategory;
  /** The venue's own status, before its maintenance window is considered. */
  status: 'normal' | 'maintenance';
  maintenanceFrom: Date | null;
  maintenanceUntil: Date | null;
  balanceFen: number;
}

const SELECT = `select v.id as "venueId", v.en_name as "channelCode", v.name, v.category, v.status,
                       v.maintenance_from as "maintenanceFrom", v.maintenance_until as "maintenanceUntil",
                       coalesce(w.balance_fen, 0) as "balanceFen"
                  from venues v left join venue_wallets w on w.venue_id = v.id and w.member_id = $1
                 where v.enabled`;

/** Every enabled venue with the member's wallet there (0 when it never had money), in list order. */
export function listVenueWallets(db: Queryable, memberId: number): Promise<VenueWalletRow[]> {
  return db.query<VenueWalletRow>(`${SELECT} order by v.id`, [memberId]);
}

/** One venue wallet by venue code; an unknown or disabled venue answers 6004. */
export async function findVenueWallet(db: Queryable, memberId: number, channelCode: string): Promise<VenueWalletRow> {
  const rows = await db.query<VenueWalletRow>(`${SELECT} and v.en_name = $2`, [memberId, channelCode]);
  const row = rows[0];
  if (row === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '场馆不存在');
  return row;
}

/** Under maintenance: marked so, or inside a published window. */
export function underMaintenance(venue: VenueWalletRow, now: Date): boolean {
  if (venue.status === 'maintenance') return true;
  if (venue.maintenanceFrom === null) return false;
  return venue.maintenanceFrom <= now && (venue.maintenanceUntil === null || now < venue.maintenanceUntil);
}

export function maintenanceWindow(
  venue: VenueWalletRow,
  now: Date,
): { from: string | null; until: string | null } | null {
  if (!underMaintenance(venue, now)) return null;
  return { from: venue.maintenanceFrom?.toISOString() ?? null, until: venue.maintenanceUntil?.toISOString() ?? null };
}

/** 6415 with the window in the message (Beijing time) and in `data`. */
export function refuseIfUnderMaintenance(venue: VenueWalletRow, now: Date): void {
  const window = maintenanceWindow(venue, now);
  if (window === null) return;
  const span =
    venue.maintenanceUntil === null
      ? ''
      : `，预计${formatBeijing(venue.maintenanceUntil).slice(5, 16)}（北京时间）恢复`;
  throw new DomainError(ResponseCode.VENUE_MAINTENANCE, `${venue.name}维护中${span}，请稍后再试`, window);
}

export async function readAutoTransfer(db: Queryable, memberId: number): Promise<boolean> {
  const rows = await db.query<{ auto: boolean }>('select auto_transfer as auto from members where id = $1', [memberId]);
  return rows[0]?.auto ?? false;
}

export async function writeAutoTransfer(db: Queryable, memberId: number, on: boolean): Promise<boolean> {
  const rows = await db.query<{ auto: boolean }>(
    'update members set auto_transfer = $2 where id = $1 returning auto_transfer as auto',
    [memberId, on],
  );
  return rows[0]?.auto ?? on;
}
