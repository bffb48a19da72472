import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { bus } from '../bus/instance';
import { letterDelete, letterList } from '../contract/endpoints/letter';
import { fakeEndpoints } from '../../testing/fake-endpoints';
import { noUnreadCounts } from '../../testing/fake-unread';
import { sendEndpoint } from './send-endpoint';
import { useEndpoint } from './use-endpoint';
import { resetQueryClient } from './testing';

const unread = noUnreadCounts();

beforeEach(() => resetQueryClient());
afterEach(() => vi.restoreAllMocks());

describe('sendEndpoint', () => {
  it('refetches the lists it names after a success', async () => {
    let total = 2;
    const request = fakeEndpoints({
      letterList: () => ({ list: [], total, pageNum: 1, pageSize: 10 }),
      letterDelete: () => {
        total = 1;
        return { deleted: 1, unread };
      },
    });
    const { result } = renderHook(() => useEndpoint(letterList, {}));
    await waitFor(() => expect(result.current.data?.total).toBe(2));
    await sendEndpoint(letterDelete, { ids: [7] }, { invalidates: [letterList] });
    await waitFor(() => expect(result.current.data?.total).toBe(1));
    expect(request).toHaveBeenCalledWith(letterDelete, { ids: [7] });
  });

  it('sends the request id it is given and refreshes money figures when the outcome is unknown', async () => {
    const refreshed = vi.fn();
    const off = bus.on('balance:refresh', refreshed);
    const request = fakeEndpoints({
      letterDelete: () => {
        throw new Error('network');
      },
    });
    await expect(sendEndpoint(letterDelete, { ids: [7] }, { money: true, requestId: 'r-1' })).rejects.toThrow();
    expect(request).toHaveBeenCalledWith(letterDelete, { ids: [7] }, { requestId: 'r-1' });
    expect(refreshed).toHaveBeenCalledTimes(1);
    off();
  });

  it('refreshes nothing after a refusal', async () => {
    const refreshed = vi.fn();
    const off = bus.on('balance:refresh', refreshed);
    fakeEndpoints({
      letterDelete: () => {
        throw new ApiError({ kind: 'business', code: 6008, message: '非法请求', path: letterDelete.path });
      },
    });
    await expect(sendEndpoint(letterDelete, { ids: [7] }, { money: true })).rejects.toMatchObject({ code: 6008 });
    expect(refreshed).not.toHaveBeenCalled();
    off();
  });
});
