import { ResponseCode } from 'shared/contract';
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';

/**
 * MEMBER_MAX_DEVICES and RISKY_LOGIN_MEMBERS_PER_ADDRESS (config.ts). The defaults sit far above
 * what a household or the e2e suite (every member from 127.0.0.1) reaches.
 */
export interface LoginLimits {
  /** Browsers one member may use within DEVICE_WINDOW_MS; a login from one more is 6039. */
  devicesPerMember: number;
  /** Members logged in from one address within the last hour; beyond it a protected member's login is 6029. */
  membersPerAddressPerHour: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { devicesPerMember: 200, membersPerAddressPerHour: 500 };

/** The devices that count: seen within the last 30 days. */
export const DEVICE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export const TOO_MANY_DEVICES_MESSAGE = '登录设备过多，请在常用设备上登录或联系客服';

/** 6039 when this browser is new to the member and the member already used `limit` others lately. */
export async function refuseTooManyDevices(
  db: Queryable,
  memberId: number,
  visitorId: string,
  limit: number,
  now: Date,
): Promise<void> {
  if (visitorId === '') return;
  const rows = await db.query<{ known: boolean; recent: number }>(
    `select bool_or(visitor_id = $2) as known, count(*) filter (where last_seen_at > $3)::int as recent
       from member_devices where member_id = $1`,
    [memberId, visitorId, new Date(now.getTime() - DEVICE_WINDOW_MS)],
  );
  const row = rows[0];
  if (row?.known === true) return;
  if ((row?.recent ?? 0) >= limit) throw new DomainError(ResponseCode.TOO_MANY_DEVICES, TOO_MANY_DEVICES_MESSAGE);
}

/** Whether `limit` or more different members logged in from this address within the last hour. */
export async function crowdedAddress(db: Queryable, ip: string, limit: number, now: Date): Promise<boolean> {
  const rows = await db.query<{ members: number }>(
    `select count(distinct name_key)::int as members from login_attempts
      where ip = $1 and status_code = $2 and created_at > $3`,
    [ip, ResponseCode.SUCCESS, new Date(now.getTime() - 60 * 60 * 1000)],
  );
  return (rows[0]?.members ?? 0) >= limit;
}
