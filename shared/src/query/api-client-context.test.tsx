import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { getBalance } from '../contract/endpoints/funds';
import { endpointFaker, fakeEndpoints } from '../../testing/fake-endpoints';
import { endpoints } from '../contract/registry';
import { ApiClientProvider } from './api-client-context';
import { useEndpoint } from './use-endpoint';
import { useEndpointMutation } from './use-endpoint-mutation';

/** A second client, as an app with its own API (the operator console) makes one. */
const other = createApiClient({
  target: () => ({ baseUrl: 'http://other.invalid', siteId: '', obfuscation: false }),
  token: () => null,
  visitorId: () => '',
  clientIp: () => '',
  onLoginExpired: () => undefined,
  onBindRealName: () => undefined,
  translate: (key) => key,
  translateStatus: (status) => String(status),
});
const fakeOther = endpointFaker(other, endpoints);
const balance = { centerWalletBalance: 7, lockMoney: 0, totalMoney: 7 };

const wrapper = ({ children }: { children: ReactNode }) => (
  <ApiClientProvider client={other}>{children}</ApiClientProvider>
);

afterEach(() => vi.restoreAllMocks());

describe('ApiClientProvider', () => {
  it('sends the query hooks below it through its client instead of the page one', async () => {
    const page = fakeEndpoints({});
    const own = fakeOther({ getBalance: balance });
    const { result } = renderHook(() => useEndpoint(getBalance, {}), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(balance);
    expect(own).toHaveBeenCalledWith(getBalance, {});
    expect(page).not.toHaveBeenCalled();
  });

  it('sends mutations through it too', async () => {
    const own = fakeOther({ getBalance: balance });
    const { result } = renderHook(() => useEndpointMutation(getBalance), { wrapper });
    await expect(result.current.call({})).resolves.toEqual(balance);
    expect(own).toHaveBeenCalledTimes(1);
  });
});
