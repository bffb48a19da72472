import { requireMember } from '../http/context';
import { readWalletFigures } from '../wallet/balance';
import { fenToYuan } from '../wallet/money';
import type { HandlerDeps, HandlerMap } from './handler-map';

export function fundsHandlers({ db }: HandlerDeps) {
  return {
    getBalance: async (input, ctx) => {
      const figures = await readWalletFigures(db, requireMember(ctx).memberId);
      return {
        centerWalletBalance: fenToYuan(figures.centerFen),
        // The schema requires the field; without withLockMoney the client asked not to be told.
        lockMoney: input.withLockMoney ? fenToYuan(figures.lockedFen) : 0,
        totalMoney: fenToYuan(figures.totalFen),
      };
    },
  } satisfies Pick<HandlerMap, 'getBalance'>;
}
