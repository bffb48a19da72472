import { request } from '@playwright/test';
import type { ConsoleSession } from 'shared/contract/console';
import type { Envelope } from './api';
import { demoOperator, type OperatorName } from './demo-operators';
import { urls } from './ports';
import { TOTP_STEP_MS, totpCode } from './totp';

/** A console call as the console app sends it: plain JSON, bearer token. */
export async function callConsole<T>(path: string, body: object, token?: string): Promise<Envelope<T>> {
  const context = await request.newContext();
  try {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    };
    const response = await context.post(`${urls.api}/console/api/v1${path}`, { headers, data: JSON.stringify(body) });
    return (await response.json()) as Envelope<T>;
  } finally {
    await context.dispose();
  }
}

const sessions = new Map<OperatorName, Promise<ConsoleSession>>();

/**
 * A console session of a demo operator, logged in once per worker: a TOTP code works once per 30 s
 * step for an operator, so a second login in the same step would be refused as a replay (8006). When
 * another worker took this step, the next step's code is accepted too (±1 step).
 */
export function operatorSession(name: OperatorName): Promise<ConsoleSession> {
  let session = sessions.get(name);
  if (session === undefined) {
    session = logIn(name);
    sessions.set(name, session);
    // A failed login is not kept: the next caller tries afresh.
    void session.catch(() => {
      if (sessions.get(name) === session) sessions.delete(name);
    });
  }
  return session;
}

/** The bearer token of `operatorSession(name)`. */
export async function operatorToken(name: OperatorName): Promise<string> {
  return (await operatorSession(name)).token;
}

/** Drops the worker's session of `name` (it ended on the server): the next call logs in again. */
export function forgetOperatorSession(name: OperatorName): void {
  sessions.delete(name);
}

async function logIn(name: OperatorName): Promise<ConsoleSession> {
  const operator = demoOperator(name);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const step = await callConsole<{ step: string; challenge: string }>('/auth/login', {
      name,
      password: operator.password,
    });
    if (step.status_code !== 6000) throw new Error(`console login of ${name}: ${step.message}`);
    const now = Date.now();
    for (const offset of [0, 1]) {
      const answer = await callConsole<ConsoleSession>('/auth/totp', {
        challenge: step.data.challenge,
        code: totpCode(operator.totpSecret, now + offset * TOTP_STEP_MS),
      });
      if (answer.status_code === 6000) return answer.data;
      if (answer.status_code === 8007) break;
    }
    // Both codes already used by another worker's login: the next step brings a fresh one.
    await new Promise((resolve) => setTimeout(resolve, TOTP_STEP_MS));
  }
  throw new Error(`console login of ${name} kept failing`);
}
