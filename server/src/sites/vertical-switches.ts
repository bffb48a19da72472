import {
  switchableVerticals,
  type SwitchableVertical,
  type VerticalState,
  type VerticalStatus,
  type VerticalStatuses,
} from 'shared/contract';
import type { Queryable } from '../db/database';

interface SwitchRow {
  vertical: SwitchableVertical;
  state: VerticalState;
  message: string;
  until: Date | null;
}

/** Every switchable vertical of a site: the operator's switch where there is one, on otherwise. */
export async function verticalStatuses(db: Queryable, siteId: string): Promise<VerticalStatuses> {
  const rows = await db.query<SwitchRow>(
    'select vertical, state, message, until from site_vertical_switches where site_id = $1',
    [siteId],
  );
  const byVertical = new Map(rows.map((row) => [row.vertical, row]));
  const status = (vertical: SwitchableVertical): VerticalStatus => {
    const row = byVertical.get(vertical);
    if (row === undefined || row.state === 'on') return { state: 'on' };
    return {
      state: row.state,
      ...(row.message !== '' ? { message: row.message } : {}),
      ...(row.until !== null ? { until: new Date(row.until).toISOString() } : {}),
    };
  };
  return Object.fromEntries(switchableVerticals.map((vertical) => [vertical, status(vertical)])) as VerticalStatuses;
}

export interface VerticalSwitch {
  siteId: string;
  vertical: SwitchableVertical;
  state: VerticalState;
  message: string;
  until?: string | undefined;
}

/** The operator's switch (console 版块开关, sites/switch-vertical): 'on' drops the message and end time. */
export async function setVerticalSwitch(db: Queryable, change: VerticalSwitch, now: Date): Promise<void> {
  const on = change.state === 'on';
  await db.query(
    `insert into site_vertical_switches (site_id, vertical, state, message, until, updated_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (site_id, vertical) do update set state = excluded.state, message = excluded.message, until = excluded.until, updated_at = excluded.updated_at`,
    [change.siteId, change.vertical, change.state, on ? '' : change.message, on ? null : (change.until ?? null), now],
  );
}
