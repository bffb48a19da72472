import type { AuditFilter, ConsoleAuditAction } from 'shared/contract/console';

/** The filter form as typed: days are Beijing calendar days (YYYY-MM-DD), '' when not set. */
export interface AuditFilterDraft {
  operatorId: string;
  action: ConsoleAuditAction | '';
  target: string;
  from: string;
  to: string;
}

export const emptyDraft: AuditFilterDraft = { operatorId: '', action: '', target: '', from: '', to: '' };

const DAY_MS = 86_400_000;

/** A Beijing day's first instant as ISO. */
function beijingDayStart(day: string): string {
  return new Date(`${day}T00:00:00+08:00`).toISOString();
}

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
    ...(draft.to ? { to: new Date(Date.parse(beijingDayStart(draft.to)) + DAY_MS).toISOString() } : {}),
  };
}
