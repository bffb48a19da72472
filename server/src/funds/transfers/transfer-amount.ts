import { ResponseCode } from 'shared/contract';
import { DomainError } from '../../domain/domain-error';

const AMOUNT_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A money string the contract already held to its canonical form (moneyStringSchema) as whole
 * hundredths (fen, or USDT cents), read digit by digit so no float ever rounds money. Zero is no
 * amount: 6007.
 */
export function parseTransferAmount(text: string): number {
  const match = AMOUNT_PATTERN.exec(text);
  if (match === null)
    throw new DomainError(ResponseCode.INVALID_PARAMETER, '金额格式不正确，只能填写数字，最多两位小数');
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(fen) || fen <= 0) throw new DomainError(ResponseCode.INVALID_PARAMETER, '转账金额须大于0');
  return fen;
}
