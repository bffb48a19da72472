import type { FastifyBaseLogger } from 'fastify';
import { ResponseCode } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { normaliseReceiver, type CodeChannel, type CodePurpose } from '../../codes/receiver';
import { sendVerificationCode, type CodeDeps } from '../../codes/send-code';
import { findCountryArea } from '../../countries/country-areas';
import { DomainError } from '../../domain/domain-error';

export type BindPurpose = 'bindPhone' | 'bindEmail';

/** Stored purposes of binding codes (migration 014): their own, so a binding code never unlocks a reset or a login. */
const STORED_PURPOSE: Readonly<Record<BindPurpose, CodePurpose>> = { bindPhone: 5, bindEmail: 6 };

export function bindCodePurpose(purpose: BindPurpose): CodePurpose {
  return STORED_PURPOSE[purpose];
}

export const PHONE_INVALID = '请输入正确的手机号码';
export const EMAIL_INVALID = '请输入正确的邮箱地址';
export const PHONE_TAKEN = '该手机号已被绑定';
export const EMAIL_TAKEN = '该邮箱已被绑定';

/** A national number valid for its dialling area (the pattern queryCountryArea gives the client), as digits. */
export async function requireAreaPhone(db: Queryable, areaCode: string, raw: string): Promise<string> {
  const phone = normaliseReceiver(0, raw);
  const area = await findCountryArea(db, areaCode);
  if (phone === null || area === null || !new RegExp(area.regex).test(phone))
    throw new DomainError(ResponseCode.INVALID_PARAMETER, PHONE_INVALID);
  return phone;
}

export function requireEmail(raw: string): string {
  const email = normaliseReceiver(1, raw);
  if (email === null) throw new DomainError(ResponseCode.INVALID_PARAMETER, EMAIL_INVALID);
  return email;
}

/** 6009 when another member already has this phone (same dialling area) or e-mail. */
export async function requireUnboundElsewhere(
  db: Queryable,
  memberId: number,
  target: { areaCode: string; phone: string } | { email: string },
): Promise<void> {
  if ('phone' in target) {
    const rows = await db.query<{ id: number }>(
      'select id from members where phone = $1 and phone_area_code = $2 and id <> $3 limit 1',
      [target.phone, target.areaCode, memberId],
    );
    if (rows.length > 0) throw new DomainError(ResponseCode.DATA_EXISTS, PHONE_TAKEN);
    return;
  }
  const rows = await db.query<{ id: number }>('select id from members where lower(email) = $1 and id <> $2 limit 1', [
    target.email,
    memberId,
  ]);
  if (rows.length > 0) throw new DomainError(ResponseCode.DATA_EXISTS, EMAIL_TAKEN);
}

export interface BindCodeRequest {
  purpose: BindPurpose;
  cate: 0 | 1;
  receiver: string;
  areaCode: string;
}

/**
 * sendCode/two: a code to the phone or e-mail the member is about to bind, under sendCode/one's
 * receiver limits (one a minute per purpose → 6066 with data.resendAfter, ten an hour). The receiver is kept as
 * the national number or the lower-case address, which is also how testLastCode finds it.
 */
export async function sendBindCode(
  deps: CodeDeps,
  memberId: number,
  request: BindCodeRequest,
  log: FastifyBaseLogger,
  now: Date,
): Promise<number> {
  const channel: CodeChannel = request.cate;
  if ((request.purpose === 'bindPhone') !== (channel === 0)) throw new DomainError(ResponseCode.INVALID_PARAMETER);
  let receiver: string;
  if (channel === 0) {
    receiver = await requireAreaPhone(deps.db, request.areaCode, request.receiver);
    await requireUnboundElsewhere(deps.db, memberId, { areaCode: request.areaCode, phone: receiver });
  } else {
    receiver = requireEmail(request.receiver);
    await requireUnboundElsewhere(deps.db, memberId, { email: receiver });
  }
  return sendVerificationCode(
    deps,
    { memberId, purpose: bindCodePurpose(request.purpose), receiver },
    channel,
    log,
    now,
  );
}
