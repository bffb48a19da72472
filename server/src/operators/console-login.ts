import { ResponseCode } from 'shared/contract';
import type { ConsoleSession } from 'shared/contract/console';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { decoyPasswordHash, verifyPassword } from '../members/password';
import { appendAudit } from './audit-log';
import { findChallenge, openChallenge, spendChallenge } from './challenges';
import { clearFailures, isLocked, recordFailure } from './login-limits';
import { findOperator, findOperatorByName, operatorView } from './operator-accounts';
import { openOperatorSession } from './operator-sessions';
import { newTotpSecret, totpUri, verifyTotp } from './totp';

export const TOTP_ISSUER = '星耀控制台';

export interface LoginPlace {
  address: string;
  traceId: string | null;
  now: Date;
}

export type LoginStep =
  | { step: 'totp'; challenge: string; expiresAt: string }
  | { step: 'enrol'; challenge: string; expiresAt: string; secret: string; otpauthUri: string };

/**
 * Step one: 8004 while the name is locked, 8003 for a wrong name or password (the same time either
 * way: an unknown name is checked against a decoy hash), 8008 for a disabled operator. Answers a
 * challenge for the code, with a fresh secret when the operator has none yet.
 */
export async function startOperatorLogin(
  db: Database,
  name: string,
  password: string,
  place: LoginPlace,
): Promise<LoginStep> {
  if (await isLocked(db, name, place.now)) throw new DomainError(ResponseCode.CONSOLE_LOGIN_LOCKED);
  const operator = await findOperatorByName(db, name);
  const passwordOk = await verifyPassword(password, operator?.passwordHash ?? (await decoyPasswordHash()));
  if (operator === null || !passwordOk) {
    await recordFailure(db, name, place.now);
    throw new DomainError(ResponseCode.CONSOLE_INVALID_CREDENTIALS);
  }
  if (operator.status !== 'active') throw new DomainError(ResponseCode.CONSOLE_OPERATOR_DISABLED);
  if (operator.totpSecret !== null) {
    const { token, expiresAt } = await openChallenge(
      db,
      { operatorId: operator.id, kind: 'totp', enrolSecret: null },
      place.now,
    );
    return { step: 'totp', challenge: token, expiresAt: expiresAt.toISOString() };
  }
  const secret = newTotpSecret();
  const { token, expiresAt } = await openChallenge(
    db,
    { operatorId: operator.id, kind: 'enrol', enrolSecret: secret },
    place.now,
  );
  return {
    step: 'enrol',
    challenge: token,
    expiresAt: expiresAt.toISOString(),
    secret,
    otpauthUri: totpUri(TOTP_ISSUER, operator.name, secret),
  };
}

/** A code that is wrong, or right for a step already used (a replay: 8006). */
class CodeRefused extends DomainError {
  constructor(
    readonly operatorName: string,
    reused: boolean,
  ) {
    super(reused ? ResponseCode.CONSOLE_TOTP_REUSED : ResponseCode.CONSOLE_TOTP_WRONG);
  }
}

/**
 * Step two, for both kinds of challenge: checks the code (±1 step, never a step at or before the last
 * one used), spends the challenge, keeps the enrolled secret, opens the session and writes the audit
 * row, all in one transaction. 8007 for a challenge that is unknown, spent or expired. A wrong code
 * counts towards the name's lock like a wrong password.
 */
export async function finishOperatorLogin(
  db: Database,
  kind: 'totp' | 'enrol',
  challengeToken: string,
  code: string,
  idleMs: number,
  place: LoginPlace,
): Promise<ConsoleSession> {
  try {
    return await db.transaction(async (tx) => {
      const challenge = await findChallenge(tx, challengeToken, kind, place.now);
      if (challenge === null) throw new DomainError(ResponseCode.CONSOLE_CHALLENGE_EXPIRED);
      const operator = await findOperator(tx, challenge.operatorId, true);
      if (await isLocked(tx, operator.name, place.now)) throw new DomainError(ResponseCode.CONSOLE_LOGIN_LOCKED);
      if (operator.status !== 'active') throw new DomainError(ResponseCode.CONSOLE_OPERATOR_DISABLED);
      const secret = kind === 'enrol' ? challenge.enrolSecret : operator.totpSecret;
      if (secret === null) throw new DomainError(ResponseCode.CONSOLE_CHALLENGE_EXPIRED);
      const lastStep = kind === 'enrol' ? null : operator.totpLastStep;
      const step = verifyTotp(secret, code, place.now, lastStep);
      if (step === null)
        throw new CodeRefused(operator.name, lastStep !== null && verifyTotp(secret, code, place.now, null) !== null);
      await spendChallenge(tx, challengeToken, place.now);
      await tx.query(`update operators set totp_secret = $2, totp_last_step = $3, last_login_at = $4 where id = $1`, [
        operator.id,
        secret,
        step,
        place.now,
      ]);
      const token = await openOperatorSession(tx, operator.id, place.address, place.now);
      const actor = {
        operatorId: operator.id,
        operatorName: operator.name,
        roles: operator.roles,
        address: place.address,
        traceId: place.traceId,
      };
      await appendAudit(
        tx,
        actor,
        { action: kind === 'enrol' ? 'auth.enrol' : 'auth.login', target: `operator:${operator.id}` },
        place.now,
      );
      await clearFailures(tx, operator.name);
      const fresh = await findOperator(tx, operator.id);
      return { token, operator: operatorView(fresh), idleTimeoutSeconds: Math.round(idleMs / 1000) };
    });
  } catch (error) {
    if (error instanceof CodeRefused) await recordFailure(db, error.operatorName, place.now);
    throw error;
  }
}
