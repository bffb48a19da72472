import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import type { Venue } from 'shared/contract';
import { PlatformProviders } from 'shared/ui';
import '../../setup';
import { VenueList } from './VenueList';

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

afterEach(() => vi.restoreAllMocks());

function renderList() {
  return render(
    <PlatformProviders>
      <VenueList category="ZR" />
    </PlatformProviders>,
  );
}

describe('VenueList', () => {
  it('shows the venues of the category in server order with their badges', async () => {
    vi.spyOn(api, 'request').mockResolvedValue({ list: [venue(2, { hot: true }), venue(1, { status: 'maintenance' })] });
    renderList();
    const cards = await screen.findAllByTestId('venue-card');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['场馆1', '场馆2']);
    expect(screen.getByText('维护中')).toBeInTheDocument();
    expect(screen.getByText('热门')).toBeInTheDocument();
    expect(screen.getByText('共 2 个场馆')).toBeInTheDocument();
  });

  it('asks a visitor to log in before playing', async () => {
    vi.spyOn(api, 'request').mockResolvedValue({ list: [venue(1)] });
    const tips = vi.fn();
    const off = bus.on('ui:login-tips', tips);
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: '登录后进入' }));
    expect(tips).toHaveBeenCalled();
    off();
  });

  it('shows the server message and retries', async () => {
    const request = vi
      .spyOn(api, 'request')
      .mockRejectedValueOnce(new ApiError({ kind: 'network', code: 0, message: '网络异常，请检查网络连接后重试', path: '/x' }))
      .mockResolvedValue({ list: [venue(1)] });
    renderList();
    expect(await screen.findByText('网络异常，请检查网络连接后重试')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重试' }));
    });
    expect(await screen.findByTestId('venue-card')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('shows the empty state', async () => {
    vi.spyOn(api, 'request').mockResolvedValue({ list: [] });
    renderList();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
