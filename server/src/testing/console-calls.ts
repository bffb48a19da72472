import type { FastifyInstance } from 'fastify';
import type { RequestOf, ResponseOf } from 'shared/contract';
import { consoleLogin, consoleVerifyTotp, type ConsoleEndpoint } from 'shared/contract/console';
import { demoOperator } from '../operators/demo-operators';
import { base32Decode, hotp, totpStep } from '../operators/totp';

export interface ConsoleResult {
  httpStatus: number;
  envelope: { status_code: number; data: unknown; message: string };
}

/** A console call through app.inject, as the console app sends it: plain JSON, bearer token. */
export async function consoleCall<E extends ConsoleEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: RequestOf<E>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<ConsoleResult> {
  const auth = token === undefined ? {} : { authorization: `Bearer ${token}` };
  const response =
    endpoint.method === 'GET'
      ? await app.inject({
          method: 'GET',
          url: endpoint.path,
          query: input as Record<string, string>,
          headers: { ...auth, ...headers },
        })
      : await app.inject({
          method: 'POST',
          url: endpoint.path,
          payload: JSON.stringify(input),
          headers: { 'content-type': 'application/json', ...auth, ...headers },
        });
  return { httpStatus: response.statusCode, envelope: response.json() };
}

/** Expects 6000 and answers the data parsed with the contract's response schema. */
export async function consoleOk<E extends ConsoleEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: RequestOf<E>,
  token?: string,
): Promise<ResponseOf<E>> {
  const result = await consoleCall(app, endpoint, input, token);
  if (result.envelope.status_code !== 6000)
    throw new Error(`${endpoint.path} answered ${result.envelope.status_code} ${result.envelope.message}`);
  return endpoint.response.parse(result.envelope.data) as ResponseOf<E>;
}

/** The TOTP code of a base32 secret at `at`, `offset` steps away. */
export function totpCode(secret: string, at: Date, offset = 0): string {
  const key = base32Decode(secret);
  if (key === null) throw new Error('not a base32 secret');
  return hotp(key, totpStep(at) + offset);
}

/**
 * Logs a demo operator in with the code of step `offset` from `at` (an operator's code can be used
 * once per step, so a second login in one test uses offset 1); answers the session token.
 */
export async function consoleLoginAs(app: FastifyInstance, name: string, at: Date, offset = 0): Promise<string> {
  const operator = demoOperator(name);
  const step = await consoleOk(app, consoleLogin, { name, password: operator.password });
  if (step.step !== 'totp') throw new Error(`${name} is not enrolled`);
  const session = await consoleOk(app, consoleVerifyTotp, {
    challenge: step.challenge,
    code: totpCode(operator.totpSecret, at, offset),
  });
  return session.token;
}
