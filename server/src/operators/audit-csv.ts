import type { AuditEntry } from 'shared/contract/console';

const HEADER = ['编号', '时间', '操作员', '角色', '操作', '对象', '操作前', '操作后', '原因', '追踪号', '地址'];

/**
 * One RFC 4180 field: quoted when it holds a comma, quote or line break (quotes doubled). A field a
 * spreadsheet would run as a formula (= + - @, tab, carriage return first) gets a leading apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function json(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/** UTF-8 BOM first, so spreadsheet programs read the Chinese right; CRLF line ends. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [
    HEADER,
    ...entries.map((e) => [
      String(e.id),
      e.at,
      e.operatorName,
      e.role,
      e.action,
      e.target,
      json(e.before),
      json(e.after),
      e.reason,
      e.traceId,
      e.address,
    ]),
  ];
  return `\uFEFF${lines.map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n`;
}
