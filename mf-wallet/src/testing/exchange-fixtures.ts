import { ApiError } from 'shared/api';
import { utcTransfer, type Endpoint } from 'shared/contract';
import { fakeEndpoints, type FakeAnswer, type RequestSpy } from 'shared/testing/fake-endpoints';
import type { TransferRates } from '../features/exchange';

/** Test fixtures of the USDT exchange, shared by the exchange page's and the transfer card's tests. */
export const rates: TransferRates = {
  currency: 'USDT',
  buyRate: 7.2,
  sellRate: 7.1,
  usdtBalance: 13.88,
  centerWalletBalance: 1000,
  minUsdt: 1,
  maxUsdt: 10000,
  updatedAt: '2026-11-24T00:00:00.000Z',
};

/** An exchange answer for a test that presses nothing: a press fails it loudly. */
export const noExchange: FakeAnswer<'utcTransfer'> = () => {
  throw new Error('no exchange expected');
};

/** Answers the rate and the exchange calls (`rate` defaults to `rates`); any other call fails. */
export function mockApi(exchange: FakeAnswer<'utcTransfer'>, rate: FakeAnswer<'getTransferRate'> = rates): RequestSpy {
  return fakeEndpoints({ getTransferRate: rate, utcTransfer: exchange });
}

/** The calls `request` saw to `endpoint`, each as [endpoint, input, options]. */
export const callsTo = (request: RequestSpy, endpoint: Endpoint): unknown[][] =>
  request.mock.calls.filter(([called]) => called === endpoint);

/**
 * An exchange answer that refuses the first try with 7401 (the rate moved to 1 USDT = 7.30 元) and
 * then exchanges ¥73 for 10 USDT at the new rate.
 */
export function rateMovesOnce(): FakeAnswer<'utcTransfer'> {
  const moved: TransferRates = { ...rates, buyRate: 7.3, sellRate: 7.15 };
  let first = true;
  return () => {
    if (first) {
      first = false;
      throw new ApiError({
        kind: 'business',
        code: 7401,
        message: '汇率已变动为7.30，请确认新汇率后再兑换',
        path: utcTransfer.path,
        data: moved,
      });
    }
    return { direction: 'toUsdt', amount: 73, converted: 10, rate: 7.3, centerWalletBalance: 927, usdtBalance: 23.88 };
  };
}
