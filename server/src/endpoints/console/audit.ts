import { auditCsv } from '../../operators/audit-csv';
import { appendAudit, auditPage, auditRows } from '../../operators/audit-log';
import { actorOf, type ConsoleHandlerMap } from '../../http/console/console-context';
import type { ConsoleDeps } from './console-deps';

/** Rows one export may carry; narrower filters get the rest. */
const EXPORT_LIMIT = 10_000;

/** The audit log, read and exported (admin; contract console/audit). */
export function consoleAuditHandlers({ db }: ConsoleDeps) {
  return {
    consoleAuditLog: async ({ pageNum, pageSize, ...filter }) => ({
      ...(await auditPage(db, filter, { pageNum, pageSize })),
      pageNum,
      pageSize,
    }),

    consoleAuditExport: async (filter, ctx) =>
      db.transaction(async (tx) => {
        const rows = await auditRows(tx, filter, EXPORT_LIMIT);
        // Who took a copy of the log, and of what, is itself in the log.
        await appendAudit(
          tx,
          actorOf(ctx),
          { action: 'audit.export', target: 'audit', after: { filter, rows: rows.length } },
          ctx.wallNow,
        );
        return {
          fileName: `audit-${ctx.wallNow.toISOString().slice(0, 10)}.csv`,
          csv: auditCsv(rows),
          rows: rows.length,
        };
      }),
  } satisfies Pick<ConsoleHandlerMap, 'consoleAuditLog' | 'consoleAuditExport'>;
}
