import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { envelope, Header, MAX_CLOCK_SKEW_MS, messageForCode, ResponseCode } from 'shared/contract';
import { findSessionMember, type SessionMember } from '../auth/sessions';
import type { Database } from '../db/database';
import { requireSite } from '../sites/require-site';
import { checkSiteAccess, isGuarded, regionOf } from '../sites/access/access-gate';
import { currentSiteAccess } from '../sites/access/site-access-store';
import { DomainError } from '../domain/domain-error';
import { currentTraceId, withTraceId } from '../domain/trace-scope';
import type { Admission } from './admission';
import { ApiFailure } from './api-failure';
import type { RequestContext } from './context';
import type { RegisteredEndpoint } from './registered-endpoint';
import { headerValue } from './request-headers';
import { IDEMPOTENT_PATHS, type ReplayIds } from './replay-guard';
import { checkSecurity } from './security';
import { acceptedTraceId } from './trace-context';
import type { ApiCallRecorder } from '../diagnostics/api-call-recorder';

export interface PipelineDeps {
  db: Database;
  /** Parse every handler result with the endpoint's response schema (off only in production). */
  validateResponses: boolean;
  clock: () => Date;
  /** Request ids already answered within the signature's window (replay-guard). */
  replays: ReplayIds;
  /** How many calls run at once and wait for a place; the rest are answered 6317 (admission.ts). */
  admission: Admission;
  /** SITE_REGION_HEADER, lower case: the header a trusted proxy writes the visitor's country in; null: regions off. */
  regionHeader?: string | null;
  /** Where each call that names a trace id is noted for support's lookup (diagnostics); none: not recorded. */
  calls?: ApiCallRecorder;
}

/** One API call, reduced to what the pipeline needs whether it came in plain or obfuscated. */
export interface ApiCall {
  registered: RegisteredEndpoint;
  /** The exact body text the browser signed ('' for none). */
  rawBody: string;
  /** GET calls carry their input in the query string; null for POST. */
  queryInput: Record<string, unknown> | null;
  headers: IncomingHttpHeaders;
  ip: string;
  baseUrl: string;
  log: FastifyBaseLogger;
}

export interface ApiEnvelope {
  status_code: number;
  data: unknown;
  message: string;
}

export interface ApiAnswer {
  httpStatus: number;
  envelope: ApiEnvelope;
}

/** Shed before anything ran: the call may be sent again as it was (HTTP 503, as a proxy would say it). */
export const SYSTEM_BUSY: ApiAnswer = {
  httpStatus: 503,
  envelope: envelope(ResponseCode.SYSTEM_BUSY, null, messageForCode(ResponseCode.SYSTEM_BUSY)),
};

export const ILLEGAL_REQUEST: ApiAnswer = {
  httpStatus: 403,
  envelope: envelope(ResponseCode.ILLEGAL_PARAMETER, null, messageForCode(ResponseCode.ILLEGAL_PARAMETER)),
};

/** The handler returned something its contract schema rejects: a server bug, never the caller's fault. */
class ContractDriftError extends Error {
  constructor(path: string, issues: unknown) {
    super(`response of ${path} does not match its contract schema: ${JSON.stringify(issues)}`);
    this.name = 'ContractDriftError';
  }
}

/**
 * security check → session → body → schema → handler → envelope. Order matters: nothing about the
 * call (not even whether its token is valid) is looked at before the signature holds.
 */
export async function runApiCall(call: ApiCall, deps: PipelineDeps): Promise<ApiAnswer> {
  // The page load's trace id goes on every log line of the call and stays in scope for what it writes.
  const traceId = acceptedTraceId(headerValue(call.headers, Header.traceId));
  const log = traceId === null ? call.log : call.log.child({ traceId });
  log.info({ path: call.registered.endpoint.path }, 'api call');
  const started = performance.now();
  const caller: Caller = { memberId: null };
  const answer = await admitted({ ...call, log }, deps, traceId, caller);
  if (traceId !== null && deps.calls !== undefined) {
    // One push into a buffer written later: the answer never waits for the record.
    deps.calls.record({
      traceId,
      siteId: (headerValue(call.headers, Header.siteId) ?? '').slice(0, 32),
      path: call.registered.endpoint.path,
      httpStatus: answer.httpStatus,
      code: answer.envelope.status_code,
      ms: Math.round(performance.now() - started),
      memberId: caller.memberId,
      at: deps.clock(),
    });
  }
  return answer;
}

/** Who made the call, once the session is known (null: a guest, or refused before that). */
interface Caller {
  memberId: number | null;
}

async function admitted(call: ApiCall, deps: PipelineDeps, traceId: string | null, caller: Caller): Promise<ApiAnswer> {
  const release = await deps.admission.enter();
  if (release === null) {
    call.log.warn(
      { path: call.registered.endpoint.path, ...deps.admission.load },
      'api call shed: too many calls in flight',
    );
    return SYSTEM_BUSY;
  }
  try {
    return await withTraceId(traceId, () => runTracedCall(call, deps, caller));
  } finally {
    release();
  }
}

async function runTracedCall(call: ApiCall, deps: PipelineDeps, caller: Caller): Promise<ApiAnswer> {
  const now = deps.clock();
  const { endpoint } = call.registered;
  // The signature's timestamp is the caller's wall clock, so it is checked against this machine's wall
  // clock, never the business clock a test server moves forward for day-based rules.
  const verdict = checkSecurity({
    method: endpoint.method,
    path: endpoint.path,
    body: call.rawBody,
    headers: call.headers,
    nowMs: Date.now(),
  });
  if (!verdict.ok) {
    call.log.info({ path: endpoint.path, reason: verdict.reason }, 'request failed the security check');
    return ILLEGAL_REQUEST;
  }
  // A captured call resent inside the timestamp window is refused. Money and bet calls are the
  // exception by design: their handlers answer a repeated id with the stored first answer (same body)
  // or 7601 (another body), which is what lets a client retry after a dropped answer.
  const requestId = headerValue(call.headers, Header.requestId) ?? '';
  if (requestId === '' || requestId.length > 128) {
    call.log.info({ path: endpoint.path }, 'request refused: missing or oversized x-request-id');
    return ILLEGAL_REQUEST;
  }
  const firstSighting = await deps.replays.firstSighting(
    requestId,
    verdict.timestampMs + MAX_CLOCK_SKEW_MS,
    Date.now(),
  );
  if (!firstSighting && !IDEMPOTENT_PATHS.has(endpoint.path)) {
    call.log.info({ path: endpoint.path }, 'request refused: request id replayed inside the signature window');
    return ILLEGAL_REQUEST;
  }

  try {
    const siteId = headerValue(call.headers, Header.siteId) ?? '';
    const token = headerValue(call.headers, Header.token);
    // A member's call names a brand that exists (6003 otherwise) and the one its session was opened on.
    if (endpoint.auth || (token !== undefined && token !== '')) await requireSite(deps.db, siteId);
    // The operator's site access (maintenance, suspensions, regions, IP deny list) before any session work.
    if (isGuarded(endpoint.path, endpoint.auth)) {
      const header = deps.regionHeader ?? null;
      const region = header === null ? null : regionOf(headerValue(call.headers, header));
      checkSiteAccess(await currentSiteAccess(deps.db, siteId), {
        path: endpoint.path,
        auth: endpoint.auth,
        ip: call.ip,
        region,
      });
    }
    const member = await resolveMember(deps.db, token, siteId, now);
    caller.memberId = member?.memberId ?? null;
    if (endpoint.auth && member === null) throw new ApiFailure(ResponseCode.LOGIN_EXPIRED);
    const ctx: RequestContext = {
      member,
      siteId,
      ip: call.ip,
      requestId,
      // The fingerprint inside x-device; x-uuid carries the same id and stands in when that is empty.
      visitorId: verdict.device.visitorId || (headerValue(call.headers, Header.uuid) ?? ''),
      baseUrl: call.baseUrl,
      now,
      log: call.log,
    };
    const data = await call.registered.invoke(call.queryInput ?? parseJsonBody(call.rawBody), ctx);
    if (deps.validateResponses) {
      const check = endpoint.response.safeParse(data);
      if (!check.success) throw new ContractDriftError(endpoint.path, check.error.issues);
    }
    return { httpStatus: 200, envelope: envelope(ResponseCode.SUCCESS, data, messageForCode(ResponseCode.SUCCESS)) };
  } catch (error) {
    if (error instanceof DomainError) {
      return { httpStatus: 200, envelope: envelope(error.code, error.data, error.message) };
    }
    // The last resort: 6399 names the page's trace id (the request id when the page sent none), so
    // the number a member reports finds this log line.
    const reference = currentTraceId() ?? requestId;
    call.log.error({ err: error, path: endpoint.path, reference, requestId }, 'unexpected error in API call');
    const message = `${messageForCode(ResponseCode.SYSTEM_ABNORMAL)}（编号 ${reference}）`;
    return { httpStatus: 500, envelope: envelope(ResponseCode.SYSTEM_ABNORMAL, null, message) };
  }
}

async function resolveMember(
  db: Database,
  token: string | undefined,
  siteId: string,
  now: Date,
): Promise<SessionMember | null> {
  if (token === undefined || token === '') return null;
  return findSessionMember(db, token, siteId, now);
}

/** An empty body is an empty object; text that is not JSON is a bad request, not a crash. */
function parseJsonBody(raw: string): unknown {
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiFailure(ResponseCode.INVALID_PARAMETER);
  }
}
