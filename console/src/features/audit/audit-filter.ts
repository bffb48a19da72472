import type { AuditFilter, ConsoleAuditAction } from 'shared/contract/console';
import { beijingDayEnd, beijingDayStart } from '../../lib/beijing-day';

/** The filter form as typed: days are Beijing calendar days (YYYY-MM-DD), '' when not set. */
export interface AuditFilterDraft {
  operatorId: string;
  action: ConsoleAuditAction | '';
  target: string;
  from: string;
  to: string;
}

export const emptyDraft: AuditFilterDraft = { operatorId: '', action: '', target: '', from: '', to: '' };

/** The contract's filter: `to` is exclusive, so the chosen last day is included whole. */
export function auditFilterOf(draft: AuditFilterDraft): AuditFilter | { problem: 'operatorId' } {
  const operatorId = draft.operatorId.trim();
  if (operatorId !== '' && !/^\d+$/.test(operatorId)) return { problem: 'operatorId' };
  const target = draft.target.trim();
  return {
    ...(operatorId ? { operatorId: Number(operatorId) } : {}),
    ...(draft.action ? { action: draft.action } : {}),
    ...(target ? { target } : {}),
    ...(draft.from ? { from: beijingDayStart(draft.from) } : {}),
    ...(draft.to ? { to: beijingDayEnd(draft.to) } : {}),
  };
}
