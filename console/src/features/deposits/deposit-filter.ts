import type { DeskDepositFilter } from 'shared/contract/console';
import { beijingDayEnd, beijingDayStart } from '../../lib/beijing-day';

/** The filter form as typed: days are Beijing calendar days (YYYY-MM-DD), '' when not set. */
export interface DepositFilterDraft {
  channelId: string;
  member: string;
  orderNo: string;
  reference: string;
  from: string;
  to: string;
}

export const emptyDepositDraft: DepositFilterDraft = {
  channelId: '',
  member: '',
  orderNo: '',
  reference: '',
  from: '',
  to: '',
};

export type DepositFilterFields = Omit<DeskDepositFilter, 'state'>;

/** The contract's filter without the state (the pills' part): blanks dropped, days as instants, `to` exclusive. */
export function depositFilterOf(draft: DepositFilterDraft): DepositFilterFields | { problem: 'range' } {
  if (draft.from && draft.to && draft.from > draft.to) return { problem: 'range' };
  const text = (value: string) => value.trim();
  return {
    ...(draft.channelId ? { channelId: draft.channelId } : {}),
    ...(text(draft.member) ? { member: text(draft.member) } : {}),
    ...(text(draft.orderNo) ? { orderNo: text(draft.orderNo) } : {}),
    ...(text(draft.reference) ? { reference: text(draft.reference) } : {}),
    ...(draft.from ? { from: beijingDayStart(draft.from) } : {}),
    ...(draft.to ? { to: beijingDayEnd(draft.to) } : {}),
  };
}

/** What the operator types as the statement's amount: yuan, positive, at most two decimals; null otherwise. */
export function statementAmount(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount > 0 ? amount : null;
}
