import { createHmac } from 'node:crypto';
import { request } from '@playwright/test';
import type { Envelope } from './api';
import { demoOperators } from '../../scripts/lib/demo-operators.mjs';
import { urls } from './ports';

interface DemoOperator {
  name: string;
  password: string;
  totpSecret: string;
}

/** The seeded demo operators, from the one file the server seeds them from. */
const DEMO_OPERATORS = demoOperators() as DemoOperator[];

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text) {
    value = (value << 5) | ALPHABET.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 (SHA-1, 30 s, 6 digits) at `step`: what the operator's authenticator app shows. */
function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A console call as the console app sends it: plain JSON, bearer token. */
export async function callConsole<T>(path: string, body: object, token?: string): Promise<Envelope<T>> {
  const context = await request.newContext();
  try {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) };
    const response = await context.post(`${urls.api}/console/api/v1${path}`, { headers, data: JSON.stringify(body) });
    return (await response.json()) as Envelope<T>;
  } finally {
    await context.dispose();
  }
}

const sessions = new Map<string, Promise<string>>();

/**
 * A console session of a demo operator, logged in once per worker: a TOTP code works once per 30 s
 * step for an operator, so a second login in the same step would be refused as a replay (8006). When
 * another worker took this step, the next step's code is accepted too (±1 step).
 */
export function operatorToken(name: string): Promise<string> {
  let session = sessions.get(name);
  if (session === undefined) {
    session = logIn(name);
    sessions.set(name, session);
  }
  return session;
}

async function logIn(name: string): Promise<string> {
  const operator = DEMO_OPERATORS.find((o) => o.name === name);
  if (operator === undefined) throw new Error(`no demo operator ${name}`);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const step = await callConsole<{ step: string; challenge: string }>('/auth/login', { name, password: operator.password });
    if (step.status_code !== 6000) throw new Error(`console login of ${name}: ${step.message}`);
    const now = Math.floor(Date.now() / 30_000);
    for (const offset of [0, 1]) {
      const answer = await callConsole<{ token: string }>('/auth/totp', { challenge: step.data.challenge, code: totp(operator.totpSecret, now + offset) });
      if (answer.status_code === 6000) return answer.data.token;
      if (answer.status_code === 8007) break;
    }
    // Both codes already used by another worker's login: the next step brings a fresh one.
    await new Promise((resolve) => setTimeout(resolve, 30_000));
  }
  throw new Error(`console login of ${name} kept failing`);
}
