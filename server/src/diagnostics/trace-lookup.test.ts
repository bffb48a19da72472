import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAGNOSTICS_REPORT_PATH, getBalance, Header, ResponseCode, siteVerticals } from 'shared/contract';
import { consoleAuditLog, consoleTraceLookup } from 'shared/contract/console';
import type { ApiEnvelope } from '../http/pipeline';
import { pruneDiagnostics } from './prune-diagnostics';
import { consoleCall, consoleLoginAs, consoleOk } from '../testing/console-calls';
import { signedHeaders } from '../testing/signed-request';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let support: string;
let admin: string;
let finance: string;
let moderator: string;

beforeAll(async () => {
  // Flushes only when asked (the lookup flushes first), so a test sees exactly what it caused.
  t = await createTestApp({ diagnostics: { flushMs: 3_600_000, reportsPerMinute: 3 } });
  const tokens = await Promise.all(
    ['support', 'admin', 'finance', 'moderator'].map((name) => consoleLoginAs(t.app, name, new Date())),
  );
  [support, admin, finance, moderator] = tokens as [string, string, string, string];
});
afterAll(async () => {
  await t.close();
});

async function tracedCall(path: string, traceId: string, token?: string): Promise<ApiEnvelope> {
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...signedHeaders(path, '{}', token === undefined ? {} : { token }), [Header.traceId]: traceId },
    payload: '{}',
  });
  return response.json<ApiEnvelope>();
}

/** A beacon: plain text, no signature, from one address. */
function sendReport(body: unknown, address = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: DIAGNOSTICS_REPORT_PATH,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: address,
  });
}

const at = () => new Date().toISOString();
const lookUp = (traceId: string, token = support) => consoleOk(t.app, consoleTraceLookup, { traceId }, token);

describe('trace lookup: what a page load did', () => {
  it('finds the API calls of a page load with their code and time, and the member who made them', async () => {
    const traceId = randomUUID();
    const member = await t.loginAs('casino02', 'casino1234');
    expect((await tracedCall(siteVerticals.path, traceId)).status_code).toBe(6000);
    expect((await tracedCall(getBalance.path, traceId, member)).status_code).toBe(6000);
    expect((await tracedCall(getBalance.path, randomUUID(), 'not-a-session')).status_code).not.toBe(6000);

    const found = await lookUp(traceId);
    expect(found.calls.map((call) => [call.path, call.code, call.httpStatus])).toEqual([
      [siteVerticals.path, 6000, 200],
      [getBalance.path, 6000, 200],
    ]);
    expect(found.calls.every((call) => call.ms >= 0 && !Number.isNaN(Date.parse(call.at)))).toBe(true);
    expect(found.member?.username).toBe('casino02');
    expect(found.truncated).toBe(false);
  });

  it('keeps the code of a refused call and names no member for a guest', async () => {
    const traceId = randomUUID();
    await tracedCall(getBalance.path, traceId);
    const found = await lookUp(traceId);
    expect(found.calls.map((call) => call.code)).toEqual([ResponseCode.LOGIN_EXPIRED]);
    expect(found.member).toBeNull();
  });

  it('audits each lookup with the trace id as its target', async () => {
    const traceId = randomUUID();
    await lookUp(traceId, admin);
    const rows = (
      await consoleOk(t.app, consoleAuditLog, { pageNum: 1, pageSize: 5, target: `trace:${traceId}` }, admin)
    ).list;
    expect(rows.map((row) => [row.action, row.operatorName])).toEqual([['trace.lookup', 'admin']]);
  });

  it('refuses other roles, a member token and no token; a malformed id is a clear message', async () => {
    const code = async (token?: string) =>
      (await consoleCall(t.app, consoleTraceLookup, { traceId: randomUUID() }, token)).envelope.status_code;
    expect(await code(finance)).toBe(8002);
    expect(await code(moderator)).toBe(8002);
    expect(await code(await t.loginAs('casino02', 'casino1234'))).toBe(8001);
    expect(await code()).toBe(8001);
    const odd = await consoleCall(t.app, consoleTraceLookup, { traceId: '<script>' }, support);
    expect([odd.envelope.status_code, odd.envelope.message]).toEqual([6007, '问题编号不正确']);
  });
});

describe('browser reports', () => {
  it('keeps remote loads, remote failures, errors and CSP violations under the trace id', async () => {
    const traceId = randomUUID();
    const answer = await sendReport(
      {
        traceId,
        siteId: '1',
        entries: [
          { kind: 'remote-load', remote: 'mf_sports', outcome: 'ok', ms: 412, version: 'abc123', at: at() },
          { kind: 'remote-load', remote: 'mf_casino', outcome: 'unavailable', ms: 95, at: at() },
          { kind: 'remote-event', remote: 'mf_casino', event: 'load-failed', message: 'HTTP 500', at: at() },
          {
            kind: 'error',
            message: 'TypeError: x is undefined',
            source: 'http://x/app.js:1:2',
            stack: 'at f',
            at: at(),
          },
          { kind: 'csp', directive: 'script-src', blocked: 'https://evil.example', source: 'http://x/', at: at() },
        ],
      },
      '10.0.0.11',
    );
    expect(answer.statusCode).toBe(204);
    const found = await lookUp(traceId);
    expect(found.remotes.map((row) => [row.kind, row.remote, row.outcome, row.ms, row.version])).toEqual([
      ['remote-load', 'mf_sports', 'ok', 412, 'abc123'],
      ['remote-load', 'mf_casino', 'unavailable', 95, ''],
      ['remote-event', 'mf_casino', 'load-failed', null, ''],
    ]);
    expect(found.errors.map((row) => [row.kind, row.message])).toEqual([
      ['error', 'TypeError: x is undefined'],
      ['csp', 'script-src: https://evil.example'],
    ]);
  });

  it('refuses what is not a report, an oversized body, and keeps nothing of either', async () => {
    const traceId = randomUUID();
    expect((await sendReport('not json', '10.0.0.21')).statusCode).toBe(400);
    expect((await sendReport({ traceId, entries: [] }, '10.0.0.22')).statusCode).toBe(400);
    const long = { kind: 'error', message: 'x'.repeat(301), source: '', stack: '', at: at() };
    expect((await sendReport({ traceId, entries: [long] }, '10.0.0.23')).statusCode).toBe(400);
    const many = Array.from({ length: 39 }, () => ({ ...long, message: 'y'.repeat(300), stack: 'z'.repeat(200) }));
    expect((await sendReport({ traceId, entries: many }, '10.0.0.24')).statusCode).toBe(413);
    const found = await lookUp(traceId);
    expect([found.remotes, found.errors]).toEqual([[], []]);
  });

  it('answers 429 to an address past its reports per minute, and not to another address', async () => {
    const report = {
      traceId: randomUUID(),
      entries: [{ kind: 'rejection', message: 'boom', source: '', stack: '', at: at() }],
    };
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await sendReport(report, '10.0.0.31')).statusCode);
    expect(codes).toEqual([204, 204, 204, 429]);
    expect((await sendReport(report, '10.0.0.32')).statusCode).toBe(204);
  });
});

describe('retention', () => {
  it('keeps a page load findable for 7 days, then prunes its calls and reports', async () => {
    const traceId = randomUUID();
    await tracedCall(siteVerticals.path, traceId);
    const report = { traceId, entries: [{ kind: 'rejection', message: 'late', source: '', stack: '', at: at() }] };
    expect((await sendReport(report, '10.0.0.41')).statusCode).toBe(204);
    expect((await lookUp(traceId)).calls).toHaveLength(1);
    const day = 24 * 60 * 60 * 1000;
    await pruneDiagnostics(t.db, new Date(Date.now() + 6 * day));
    const kept = await lookUp(traceId);
    expect([kept.calls.length, kept.errors.length]).toEqual([1, 1]);
    await pruneDiagnostics(t.db, new Date(Date.now() + 8 * day));
    const gone = await lookUp(traceId);
    expect([gone.calls.length, gone.errors.length]).toEqual([0, 0]);
  });
});
