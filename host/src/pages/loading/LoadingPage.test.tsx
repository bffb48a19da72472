import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'shared/router';
import { PlatformProviders } from 'shared/ui';
import { setTestBrand } from '../render-page';
import { LoadingPage } from './LoadingPage';
import { safeTarget } from './safe-target';

function visit(route: string) {
  render(
    <PlatformProviders withGlobalStyle={false}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/loading" element={<LoadingPage />} />
          <Route path="/mine/wallet" element={<p>wallet-page</p>} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

beforeEach(() => setTestBrand());

describe('loading page', () => {
  it('shows the site name and 加载中...', () => {
    visit('/loading');
    expect(screen.getByRole('heading', { name: '星耀体育' })).toBeInTheDocument();
    expect(screen.getByText('加载中...')).toBeInTheDocument();
  });

  it('moves on to a same-site ?to=', () => {
    visit('/loading?to=%2Fmine%2Fwallet');
    expect(screen.getByText('wallet-page')).toBeInTheDocument();
  });

  it('stays for another site', () => {
    visit('/loading?to=https%3A%2F%2Fevil.example');
    expect(screen.getByTestId('loading-page')).toBeInTheDocument();
  });

  it('accepts only paths of this site', () => {
    expect(safeTarget('/game/sport?x=1')).toBe('/game/sport?x=1');
    for (const bad of [null, '//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)'])
      expect(safeTarget(bad)).toBeNull();
  });
});
