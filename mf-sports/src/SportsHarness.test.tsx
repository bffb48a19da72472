import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SportsBookProps } from 'shared/remotes';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import { SportsHarness } from './SportsHarness';

// The pages themselves have their own tests: here only which one each address mounts.
vi.mock('./exposes/SportsVenuePage', () => ({ default: () => <p>venues page</p> }));
vi.mock('./exposes/SportsBookPage', () => ({ default: ({ enName }: SportsBookProps) => <p>book page {enName}</p> }));
vi.mock('./exposes/BetRecordPage', () => ({ default: () => <p>records page</p> }));

describe('the sports harness', () => {
  beforeEach(() => {
    resetPlatformState();
  });

  it('shows the venues at /game/sport', () => {
    renderWithProviders(<SportsHarness />, { route: '/game/sport' });
    expect(screen.getByText('venues page')).toBeInTheDocument();
  });

  it('mounts the local book at /game/sport/crty as the host does', () => {
    signInForTest();
    renderWithProviders(<SportsHarness />, { route: '/game/sport/crty' });
    expect(screen.getByText('book page crty')).toBeInTheDocument();
  });

  it('mounts the bet records at /mine/betRecord', () => {
    signInForTest();
    renderWithProviders(<SportsHarness />, { route: '/mine/betRecord' });
    expect(screen.getByText('records page')).toBeInTheDocument();
  });

  it('leaves other sports venues to the host frame', () => {
    signInForTest();
    renderWithProviders(<SportsHarness />, { route: '/game/sport/ibc' });
    expect(screen.getByText('/game/sport/ibc')).toBeInTheDocument();
    expect(screen.queryByText(/book page/)).not.toBeInTheDocument();
  });

  it('asks a visitor to log in before the book or the records', () => {
    renderWithProviders(<SportsHarness />, { route: '/game/sport/crty' });
    expect(screen.queryByText(/book page/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('请先登录');
  });
});
