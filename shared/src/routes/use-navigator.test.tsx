import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from '../router';
import { useNavigator, type Navigator } from './use-navigator';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function setup(start = '/') {
  let nav: Navigator | undefined;
  function Grab() {
    nav = useNavigator();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[start]}>
      <Grab />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  if (!nav) throw new Error('navigator not captured');
  return () => nav as Navigator;
}

const where = () => screen.getByTestId('where').textContent;

describe('useNavigator', () => {
  it('goes to a named screen with params and query, then back', () => {
    const nav = setup('/');
    act(() => nav().toName('accountManage', { id: 3 }, { from: 'card' }));
    expect(where()).toBe('/mine/accountManage/3?from=card');
    act(() => nav().toName('home'));
    expect(where()).toBe('/');
    act(() => nav().back());
    expect(where()).toBe('/mine/accountManage/3?from=card');
  });

  it('goes to a path and reloads through /redirect', () => {
    const nav = setup('/game/chess?type=1');
    act(() => nav().reload());
    expect(where()).toBe('/redirect/game/chess?type=1');
    act(() => nav().toPath('/agent'));
    expect(where()).toBe('/agent');
  });
});
