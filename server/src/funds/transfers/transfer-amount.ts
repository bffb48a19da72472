import { ResponseCode } from 'shared/contract';
import { AMOUNT_MAX_LENGTH } from 'shared/validation';
import { ApiFailure } from '../../http/api-failure';

const AMOUNT_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * The transfer amount of SPEC §3/§5 (a string: at most 2 decimals and 12 characters) as whole fen,
 * parsed digit by digit so no float ever rounds money. Anything else is refused with 6007.
 */
export function parseTransferAmount(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') throw new ApiFailure(ResponseCode.INVALID_PARAMETER, '请输入转账金额');
  if (trimmed.length > AMOUNT_MAX_LENGTH) throw new ApiFailure(ResponseCode.INVALID_PARAMETER, `转账金额最多${AMOUNT_MAX_LENGTH}位`);
  const match = AMOUNT_PATTERN.exec(trimmed);
  if (match === null) throw new ApiFailure(ResponseCode.INVALID_PARAMETER, '转账金额格式不正确，最多保留两位小数');
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(fen) || fen <= 0) throw new ApiFailure(ResponseCode.INVALID_PARAMETER, '转账金额须大于0');
  return fen;
}
