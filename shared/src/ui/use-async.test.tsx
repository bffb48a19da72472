import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAsync } from './use-async';

describe('useAsync', () => {
  it('loads, then reloads through a loading state that keeps the data', async () => {
    let value = 1;
    const { result } = renderHook(() => useAsync(() => Promise.resolve(value), []));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 1 }));
    value = 2;
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'loading', data: 1 });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 2 }));
  });

  it('refreshes quietly: no loading state, and a failed refresh keeps what is shown', async () => {
    const load = vi.fn<() => Promise<number>>().mockResolvedValueOnce(1).mockResolvedValueOnce(2).mockRejectedValueOnce(new Error('断网'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useAsync(load, []));
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => result.current.refresh());
    expect(result.current.status).toBe('success');
    await waitFor(() => expect(result.current.data).toBe(2));
    act(() => result.current.refresh());
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(result.current).toMatchObject({ status: 'success', data: 2 });
    warn.mockRestore();
  });
});
