import { z } from 'zod/mini';
import { defineConsoleEndpoint } from './endpoint';

/**
 * Trace lookup (问题查询): what happened in one page load, found by the 问题编号 a player reads out
 * (the page's trace id). Support and admin; each lookup is an audit row (trace.lookup). Calls and
 * browser reports are kept 7 days; the longest lists stop at TRACE_LIST_LIMIT rows (oldest first)
 * and say so.
 */
export const TRACE_LIST_LIMIT = 300;

export const traceIdInputSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, '请输入问题编号'),
    z.maxLength(64, '问题编号不正确'),
    z.regex(/^[A-Za-z0-9-]+$/, '问题编号不正确'),
  );

export const traceCallSchema = z.object({
  path: z.string(),
  httpStatus: z.int(),
  /** The envelope's status_code (6000 success). */
  code: z.int(),
  ms: z.int(),
  at: z.string(),
});
export type TraceCall = z.infer<typeof traceCallSchema>;

export const traceRemoteSchema = z.object({
  /** remote-load: a load's outcome and time; remote-event: a failure the member did not see as one. */
  kind: z.enum(['remote-load', 'remote-event']),
  remote: z.string(),
  /** 'ok', 'unavailable', 'incompatible', or the event's kind (script-error, last-known-good ...). */
  outcome: z.string(),
  ms: z.nullable(z.int()),
  version: z.string(),
  detail: z.string(),
  at: z.string(),
});
export type TraceRemote = z.infer<typeof traceRemoteSchema>;

export const traceBrowserErrorSchema = z.object({
  kind: z.enum(['error', 'rejection', 'csp']),
  message: z.string(),
  /** The script (errors) or the directive and page (CSP). */
  source: z.string(),
  stack: z.string(),
  at: z.string(),
});
export type TraceBrowserError = z.infer<typeof traceBrowserErrorSchema>;

export const traceFindingsSchema = z.object({
  traceId: z.string(),
  /** The member whose session made the calls; null for a guest (or nothing found). */
  member: z.nullable(z.object({ id: z.int(), username: z.string() })),
  calls: z.array(traceCallSchema),
  remotes: z.array(traceRemoteSchema),
  errors: z.array(traceBrowserErrorSchema),
  /** Some list was cut at TRACE_LIST_LIMIT. */
  truncated: z.boolean(),
  tickets: z.array(z.object({ id: z.int(), memberId: z.int(), createdAt: z.string() })),
  chats: z.array(z.object({ userId: z.string(), supportRid: z.string(), siteId: z.string(), at: z.string() })),
});
export type TraceFindings = z.infer<typeof traceFindingsSchema>;

export const consoleTraceLookup = defineConsoleEndpoint({
  path: '/trace/lookup',
  request: z.object({ traceId: traceIdInputSchema }),
  response: traceFindingsSchema,
  roles: ['support', 'admin'],
});
