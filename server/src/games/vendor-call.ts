import type { FastifyBaseLogger } from 'fastify';
import { ResponseCode } from 'shared/contract';
import { DomainError } from '../domain/domain-error';

/**
 * A call into the game vendor (outside-world/game-vendor). When the vendor fails, the member is told
 * 6014 服务调用异常 (the platform is fine, the other party is not) and the log keeps the vendor's error.
 */
export function callVendor<T>(what: string, run: () => T, log: FastifyBaseLogger): T {
  try {
    return run();
  } catch (error) {
    log.error({ err: error, vendorCall: what }, 'game vendor call failed');
    throw new DomainError(ResponseCode.INVOCATION_ERROR);
  }
}
