import { z } from 'zod/mini';

/**
 * What a page reports about itself (shared/diagnostics' reporter): sent with navigator.sendBeacon as
 * plain text JSON, so it carries no signature and no headers; the server answers 204 (kept), 400
 * (not this shape), 413 (over DIAGNOSTICS_REPORT_MAX_BYTES) or 429 (too many from one address). Nothing
 * personal travels: the page load's trace id names the player, and the server takes the member from
 * that trace's own API calls.
 */
export const DIAGNOSTICS_REPORT_PATH = '/site/api/v1/diagnostics/report';
export const DIAGNOSTICS_REPORT_MAX_BYTES = 16 * 1024;
export const DIAGNOSTICS_REPORT_MAX_ENTRIES = 40;

/** How long each text may be; the reporter cuts to these before sending. */
export const DIAGNOSTICS_TEXT_LIMITS = { name: 64, message: 300, source: 300, stack: 800 } as const;

const name = z.string().check(z.maxLength(DIAGNOSTICS_TEXT_LIMITS.name));
const message = z.string().check(z.maxLength(DIAGNOSTICS_TEXT_LIMITS.message));
const source = z.string().check(z.maxLength(DIAGNOSTICS_TEXT_LIMITS.source));
const stack = z.string().check(z.maxLength(DIAGNOSTICS_TEXT_LIMITS.stack));
const at = z.iso.datetime({ offset: true });

export const remoteLoadOutcomeSchema = z.enum(['ok', 'unavailable', 'incompatible']);
export type RemoteLoadOutcome = z.infer<typeof remoteLoadOutcomeSchema>;

export const diagnosticsEntrySchema = z.discriminatedUnion('kind', [
  /** One remote module load as the host saw it: how long it took, and how it ended. */
  z.object({
    kind: z.literal('remote-load'),
    remote: name,
    outcome: remoteLoadOutcomeSchema,
    ms: z.int().check(z.gte(0), z.lte(600_000)),
    version: z._default(name, ''),
    at,
  }),
  /** A remote event the member never sees as an error (diagnostics/remote-events: script-error ...). */
  z.object({ kind: z.literal('remote-event'), remote: name, event: name, message, at }),
  /** An uncaught error (window error) or an unhandled promise rejection. */
  z.object({ kind: z.enum(['error', 'rejection']), message, source, stack, at }),
  /** A Content-Security-Policy violation: the directive and what it blocked. */
  z.object({ kind: z.literal('csp'), directive: name, blocked: source, source, at }),
]);
export type DiagnosticsEntry = z.infer<typeof diagnosticsEntrySchema>;

export const diagnosticsReportSchema = z.object({
  traceId: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9-]+$/)),
  siteId: z._default(z.string().check(z.maxLength(32)), ''),
  entries: z.array(diagnosticsEntrySchema).check(z.minLength(1), z.maxLength(DIAGNOSTICS_REPORT_MAX_ENTRIES)),
});
export type DiagnosticsReport = z.infer<typeof diagnosticsReportSchema>;
