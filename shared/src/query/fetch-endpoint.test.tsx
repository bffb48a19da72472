import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { letterList } from '../contract/endpoints/letter';
import { fakeEndpoints } from '../../testing/fake-endpoints';
import { fetchEndpoint } from './fetch-endpoint';
import { useEndpoint } from './use-endpoint';
import { resetQueryClient } from './testing';

beforeEach(() => resetQueryClient());
afterEach(() => vi.restoreAllMocks());

describe('fetchEndpoint', () => {
  it('shares the cache entry and the running request of useEndpoint', async () => {
    const request = fakeEndpoints({ letterList: { list: [], total: 3, pageNum: 1, pageSize: 10 } });
    const { result } = renderHook(() => useEndpoint(letterList, {}, { freshFor: Infinity }));
    const fetched = await fetchEndpoint(letterList, {}, { freshFor: Infinity });
    expect(fetched.total).toBe(3);
    await waitFor(() => expect(result.current.data?.total).toBe(3));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks again when the answer is not fresh, and rejects with the call error', async () => {
    let total = 1;
    const request = fakeEndpoints({
      letterList: () => {
        if (total > 2) throw new Error('down');
        return { list: [], total: total++, pageNum: 1, pageSize: 10 };
      },
    });
    expect((await fetchEndpoint(letterList, {})).total).toBe(1);
    expect((await fetchEndpoint(letterList, {})).total).toBe(2);
    await expect(fetchEndpoint(letterList, {})).rejects.toThrow('down');
    expect(request).toHaveBeenCalledTimes(3);
  });
});
