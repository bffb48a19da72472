import type { FastifyInstance } from 'fastify';
import { DIAGNOSTICS_REPORT_MAX_BYTES, DIAGNOSTICS_REPORT_PATH, diagnosticsReportSchema } from 'shared/contract';
import type { Database } from '../db/database';
import { withdrawFailingCanaries, type CanaryRollbackLimits } from '../delivery/canary-guard';
import { storeBrowserReport } from '../diagnostics/browser-reports';
import type { ReportRateLimit } from '../diagnostics/report-rate-limit';
import { normaliseIp } from './request-headers';

/**
 * POST DIAGNOSTICS_REPORT_PATH: a page's own report (shared/diagnostics reporter). A beacon carries no
 * headers and reads no answer, so this route stands outside the signed API pipeline: it trusts
 * nothing but the shape, refuses bodies over DIAGNOSTICS_REPORT_MAX_BYTES (413) and addresses over
 * their rate (429), and answers 204 without a body. Each stored report is checked against the brand's
 * canaries (delivery/canary-guard): a failing one is withdrawn before the answer.
 */
export function registerBrowserReportRoute(
  app: FastifyInstance,
  db: Database,
  limit: ReportRateLimit,
  clock: () => Date,
  canaryLimits: CanaryRollbackLimits,
): void {
  app.post(DIAGNOSTICS_REPORT_PATH, { bodyLimit: DIAGNOSTICS_REPORT_MAX_BYTES }, async (request, reply) => {
    if (!limit.allow(normaliseIp(request.ip), Date.now())) return reply.code(429).send();
    const report = diagnosticsReportSchema.safeParse(parseText(request.body));
    if (!report.success) {
      request.log.info({ issues: report.error.issues.slice(0, 3) }, 'browser report refused: not a report');
      return reply.code(400).send();
    }
    const now = clock();
    await storeBrowserReport(db, report.data, now);
    const withdrawn = await withdrawFailingCanaries(db, report.data, canaryLimits, now);
    if (withdrawn.length > 0) request.log.warn({ siteId: report.data.siteId, withdrawn }, 'failing canary withdrawn');
    return reply.code(204).send();
  });
}

function parseText(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
