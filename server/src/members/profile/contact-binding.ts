import { ResponseCode } from 'shared/contract';
import { checkCode, CODE_EXPIRED, redeemCode } from '../../codes/code-store';
import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { bindCodePurpose, requireAreaPhone, requireEmail, requireUnboundElsewhere } from './bind-codes';

/** Namespaces these advisory locks apart from the other keys of the server (migrations, seed, codes). */
const CONTACT_LOCK_SPACE = 7_400_012;

export interface CodeSecret {
  db: Database;
  /** HMAC key of the stored codes. */
  secret: string;
}

/**
 * Checks the code sent to `receiver` for `purpose` (6036 wrong and counted, 6037 after too many
 * tries, 6038 expired or used) and then runs `apply` with the code used up, in one transaction.
 * The check itself runs outside it: a wrong try must stay counted even though the call fails.
 */
async function withCode(
  deps: CodeSecret,
  memberId: number,
  purpose: 'bindPhone' | 'bindEmail',
  receiver: string,
  code: string,
  now: Date,
  apply: (tx: Queryable) => Promise<void>,
): Promise<void> {
  const owner = { memberId, purpose: bindCodePurpose(purpose), receiver };
  const codeId = await checkCode(deps.db, deps.secret, owner, code, now);
  await deps.db.transaction(async (tx) => {
    // Two members binding one address at once: the second waits, then finds it taken.
    await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [CONTACT_LOCK_SPACE, receiver]);
    await apply(tx);
    if (!(await redeemCode(tx, codeId, now)))
      throw new DomainError(ResponseCode.AUTHENTICATION_CODE_EXPIRED, CODE_EXPIRED);
  });
}

/** bindPhone: binds or replaces the member's phone with the one the code went to. */
export async function bindPhone(
  deps: CodeSecret,
  memberId: number,
  input: { areaCode: string; phone: string; code: string },
  now: Date,
): Promise<void> {
  const phone = await requireAreaPhone(deps.db, input.areaCode, input.phone);
  await requireUnboundElsewhere(deps.db, memberId, { areaCode: input.areaCode, phone });
  await withCode(deps, memberId, 'bindPhone', phone, input.code, now, async (tx) => {
    await requireUnboundElsewhere(tx, memberId, { areaCode: input.areaCode, phone });
    // The code just proved the phone: the brand's phone rules (sites/fund-rules) count from here.
    await tx.query('update members set phone = $2, phone_area_code = $3, phone_verified_at = $4 where id = $1', [
      memberId,
      phone,
      input.areaCode,
      now,
    ]);
  });
}

/** member/bindEmail: binds or replaces the member's e-mail with the one the code went to. */
export async function bindEmail(
  deps: CodeSecret,
  memberId: number,
  input: { email: string; code: string },
  now: Date,
): Promise<void> {
  const email = requireEmail(input.email);
  await requireUnboundElsewhere(deps.db, memberId, { email });
  await withCode(deps, memberId, 'bindEmail', email, input.code, now, async (tx) => {
    await requireUnboundElsewhere(tx, memberId, { email });
    await tx.query('update members set email = $2 where id = $1', [memberId, email]);
  });
}
