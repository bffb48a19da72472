import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'shared/router';
import { useCatalogueParams } from './use-catalogue-params';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/game/egame?vendor=PGDZ&q=%E9%BA%BB%E5%B0%86']}>{children}</MemoryRouter>;
}

describe('useCatalogueParams', () => {
  it('keeps both of two changes made before the page renders again (a filter press, then the search timer)', () => {
    const { result } = renderHook(() => ({ catalogue: useCatalogueParams(), location: useLocation() }), { wrapper });
    const [, update] = result.current.catalogue;
    act(() => {
      update({ filter: 'hot', page: 1 });
      // The same (older) update, as a timer set before the press would call it.
      update({ keyword: '', page: 1 }, { replace: true });
    });
    const [params] = result.current.catalogue;
    expect(params).toMatchObject({ vendor: 'PGDZ', filter: 'hot', keyword: '' });
    expect(result.current.location.search).toBe('?vendor=PGDZ&filter=hot');
  });

  it('adds nothing for a change to what is already shown', () => {
    const { result } = renderHook(() => ({ catalogue: useCatalogueParams(), location: useLocation() }), { wrapper });
    const before = result.current.location.key;
    act(() => result.current.catalogue[1]({ vendor: 'PGDZ' }));
    expect(result.current.location.key).toBe(before);
  });
});
