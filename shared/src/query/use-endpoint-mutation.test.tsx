import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { letterDelete, letterList } from '../contract/endpoints/letter';
import { fakeEndpoints } from '../../testing/fake-endpoints';
import { noUnreadCounts } from '../../testing/fake-unread';
import { useEndpoint } from './use-endpoint';
import { useEndpointMutation } from './use-endpoint-mutation';
import { resetQueryClient } from './testing';

const unread = noUnreadCounts();

beforeEach(() => resetQueryClient());
afterEach(() => vi.restoreAllMocks());

describe('useEndpointMutation', () => {
  it('refetches the lists it names after a success', async () => {
    let total = 2;
    const request = fakeEndpoints({
      letterList: () => ({ list: [], total, pageNum: 1, pageSize: 10 }),
      letterDelete: () => {
        total = 1;
        return { deleted: 1, unread };
      },
    });
    const { result } = renderHook(() => ({
      list: useEndpoint(letterList, {}),
      remove: useEndpointMutation(letterDelete, { invalidates: [letterList] }),
    }));
    await waitFor(() => expect(result.current.list.data?.total).toBe(2));
    await act(async () => void (await result.current.remove.call({ ids: [7] })));
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
    expect(request).toHaveBeenCalledWith(letterDelete, { ids: [7] });
  });

  it('keeps the failure for the page, answers null from run, and refetches nothing', async () => {
    const request = fakeEndpoints({
      letterList: { list: [], total: 2, pageNum: 1, pageSize: 10 },
      letterDelete: () => {
        throw new ApiError({ kind: 'business', code: 6008, message: '非法请求', path: letterDelete.path });
      },
    });
    const { result } = renderHook(() => ({
      list: useEndpoint(letterList, {}),
      remove: useEndpointMutation(letterDelete, { invalidates: [letterList] }),
    }));
    await waitFor(() => expect(result.current.list.status).toBe('success'));
    let answer: unknown = 'unset';
    await act(async () => void (answer = await result.current.remove.run({ ids: [7] })));
    expect(answer).toBeNull();
    await waitFor(() => expect(result.current.remove.failure).toMatchObject({ code: 6008 }));
    expect(request.mock.calls.filter(([endpoint]) => endpoint === letterList)).toHaveLength(1);
  });
});
