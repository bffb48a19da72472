import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { getBonusPools, getVenueInfoByCategory, type BonusPool, type Venue } from 'shared/contract';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import '../../setup';
import { VenueList } from './VenueList';

const launcher = vi.hoisted(() => ({ launch: vi.fn(), launching: false }));
vi.mock('../launch/use-launch-game', () => ({ useLaunchGame: () => launcher }));

const venue = (id: number, overrides: Partial<Venue> = {}): Venue => ({
  venueId: id,
  enName: `V${id}`,
  name: `场馆${id}`,
  category: 'ZR',
  description: '真人实况',
  imageUrl: `http://127.0.0.1/venue/${id}.svg`,
  status: 'normal',
  hot: false,
  sort: id,
  ...overrides,
});

const pool = (enName: string, amount: number, perSecond: number): BonusPool => ({
  enName,
  amount,
  perSecond,
  at: '2026-11-24T00:00:00.000Z',
});

/** Answers the two calls of the page; a value that is an Error rejects. */
function serve({ venues, pools = [] }: { venues: Venue[] | Error; pools?: BonusPool[] | Error }) {
  return fakeEndpoints({
    getVenueInfoByCategory: () => {
      if (venues instanceof Error) throw venues;
      return { list: venues };
    },
    getBonusPools: () => {
      if (pools instanceof Error) throw pools;
      return { list: pools };
    },
  });
}

const networkError = () =>
  new ApiError({ kind: 'network', code: 0, message: '网络异常，请检查网络连接后重试', path: '/x' });

beforeEach(() => {
  resetPlatformState();
  launcher.launch.mockReset();
  launcher.launching = false;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('VenueList', () => {
  it('shows the venues of the category in server order with their badges', async () => {
    serve({ venues: [venue(2, { hot: true }), venue(1, { status: 'maintenance' })] });
    renderWithProviders(<VenueList category="ZR" />);
    const cards = await screen.findAllByTestId('venue-card');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['场馆1', '场馆2']);
    expect(screen.getByText('维护中')).toBeInTheDocument();
    expect(screen.getByText('热门')).toBeInTheDocument();
    expect(screen.getByText('共 2 个场馆')).toBeInTheDocument();
  });

  it('enters a venue through the launcher, for a visitor too (the launcher asks them to log in)', async () => {
    serve({ venues: [venue(1), venue(2)] });
    renderWithProviders(<VenueList category="ZR" />);
    const enter = await screen.findByRole('button', { name: '进入游戏：场馆2' });
    expect(enter).toHaveTextContent('进入游戏');
    fireEvent.click(enter);
    expect(launcher.launch).toHaveBeenCalledExactlyOnceWith({ enName: 'V2', name: '场馆2' });
  });

  it('shows a venue under maintenance without a way in', async () => {
    serve({ venues: [venue(1, { status: 'maintenance' }), venue(2)] });
    renderWithProviders(<VenueList category="ZR" />);
    await screen.findAllByTestId('venue-card');
    expect(screen.getByText('场馆维护中，暂时无法进入')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '进入游戏：场馆1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '进入游戏：场馆2' })).toBeEnabled();
  });

  it('disables every enter button while a launch runs', async () => {
    launcher.launching = true;
    serve({ venues: [venue(1), venue(2)] });
    renderWithProviders(<VenueList category="ZR" />);
    expect(await screen.findByRole('button', { name: '进入游戏：场馆1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '进入游戏：场馆2' })).toBeDisabled();
  });

  it('counts a bonus pool up from its amount and stops counting when the page goes', async () => {
    vi.useFakeTimers();
    const request = serve({ venues: [venue(1), venue(2)], pools: [pool('V2', 1000, 2.5)] });
    const view = renderWithProviders(<VenueList category="ZR" />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(request).toHaveBeenCalledWith(getBonusPools, { category: 'ZR' });
    const figures = screen.getAllByTestId('bonus-pool');
    expect(figures).toHaveLength(1);
    expect(screen.getByRole('article', { name: '场馆2' })).toContainElement(figures[0] ?? null);
    expect(figures[0]).toHaveTextContent('奖池¥1,000.00');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('bonus-pool')).toHaveTextContent('¥1,002.50');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByTestId('bonus-pool')).toHaveTextContent('¥1,003.50');
    const stop = vi.spyOn(globalThis, 'clearInterval');
    view.unmount();
    expect(stop).toHaveBeenCalled();
    // One pools call for the page, however long it counts.
    expect(request.mock.calls.filter(([endpoint]) => endpoint === getBonusPools)).toHaveLength(1);
  });

  it('hides the pool figures when the pools call fails', async () => {
    serve({ venues: [venue(1)], pools: networkError() });
    renderWithProviders(<VenueList category="ZR" />);
    expect(await screen.findByRole('button', { name: '进入游戏：场馆1' })).toBeInTheDocument();
    expect(screen.queryByTestId('bonus-pool')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server message and retries', async () => {
    const request = serve({ venues: networkError() });
    renderWithProviders(<VenueList category="ZR" />);
    expect(await screen.findByText('网络异常，请检查网络连接后重试')).toBeInTheDocument();
    request.mockRestore();
    const again = serve({ venues: [venue(1)] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重试' }));
    });
    expect(await screen.findByTestId('venue-card')).toBeInTheDocument();
    expect(again).toHaveBeenCalledWith(getVenueInfoByCategory, { category: 'ZR' });
  });

  it('shows the empty state', async () => {
    serve({ venues: [] });
    renderWithProviders(<VenueList category="ZR" />);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
