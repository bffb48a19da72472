import { describe, expect, it } from 'vitest';
import { getBalance, queryDealRecord } from '../contract/endpoints/funds';
import { venueResource } from '../contract/endpoints/sports';
import { endpointKey } from './keys';

describe('endpointKey', () => {
  it('is the group, the path and the input as the request schema reads it', () => {
    expect(endpointKey(getBalance, {}, 'money')).toEqual(['money', getBalance.path, { withLockMoney: true }]);
    expect(endpointKey(getBalance, { withLockMoney: true }, 'money')).toEqual(endpointKey(getBalance, {}, 'money'));
    expect(endpointKey(getBalance, { withLockMoney: false }, 'money')).toEqual([
      'money',
      getBalance.path,
      { withLockMoney: false },
    ]);
  });

  it('defaults to the data group and tells pages apart', () => {
    const day = { beginTime: '2026-11-01', endTime: '2026-11-27' };
    expect(endpointKey(queryDealRecord, { ...day, pageNum: 2 })).toEqual([
      'data',
      queryDealRecord.path,
      { type: 'all', ...day, pageNum: 2, pageSize: 10 },
    ]);
    expect(endpointKey(queryDealRecord, { ...day, pageNum: 2 })).not.toEqual(endpointKey(queryDealRecord, day));
  });

  it('keeps an input the schema refuses as given', () => {
    const bad = { beginTime: 'yesterday', endTime: '2026-11-27' };
    expect(endpointKey(queryDealRecord, bad)).toEqual(['data', queryDealRecord.path, bad]);
  });

  it('leaves out the fields an endpoint stamps per send', () => {
    const asked = (timestamp: number) =>
      ({ method: 'betLimits', venueName: 'CRTY', Request: { mode: 'single', timestamp, langx: 'zh-cn' } }) as const;
    expect(endpointKey(venueResource, asked(1))).toEqual(endpointKey(venueResource, asked(2)));
    expect(endpointKey(venueResource, asked(1))[2]).toEqual({
      method: 'betLimits',
      venueName: 'CRTY',
      Request: { mode: 'single', langx: 'zh-cn' },
    });
  });
});
