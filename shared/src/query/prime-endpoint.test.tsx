import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigationList } from '../contract/endpoints/advertising';
import { fakeEndpoints } from '../../testing/fake-endpoints';
import { primeEndpoint } from './prime-endpoint';
import { useEndpoint } from './use-endpoint';
import { resetQueryClient } from './testing';

beforeEach(() => resetQueryClient());
afterEach(() => vi.restoreAllMocks());

const banner = { id: 1, title: '首存', subtitle: '', imageUrl: '/1.svg', link: { type: 'none' as const }, sort: 1 };

describe('primeEndpoint', () => {
  it('gives a component the answer at once, in its first render, without a call', () => {
    const request = fakeEndpoints({ navigationList: { list: [] } });
    primeEndpoint(navigationList, { position: 'home_banner' }, { list: [banner] });
    const { result } = renderHook(() => useEndpoint(navigationList, { position: 'home_banner' }));
    expect(result.current.status).toBe('success');
    expect(result.current.data?.list).toEqual([banner]);
    // The endpoint is cacheable: a primed answer is as fresh as a fetched one.
    expect(request).not.toHaveBeenCalled();
  });

  it('keeps inputs apart: another position still loads', () => {
    fakeEndpoints({ navigationList: { list: [] } });
    primeEndpoint(navigationList, { position: 'home_banner' }, { list: [banner] });
    const { result } = renderHook(() => useEndpoint(navigationList, { position: 'sponsor' }));
    expect(result.current.status).toBe('loading');
  });
});
