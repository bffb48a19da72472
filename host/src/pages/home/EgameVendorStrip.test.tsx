import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { bus } from 'shared/bus';
import { getVenueInfoByCategory, type Venue } from 'shared/contract';
import { renderPage, serveForTest, setTestBrand } from '../render-page';
import { EgameVendorStrip } from './EgameVendorStrip';

const vendor = (enName: string, sort: number, overrides: Partial<Venue> = {}): Venue => ({
  venueId: sort,
  enName,
  name: `${enName}电子`,
  category: 'DZ',
  description: '',
  imageUrl: `http://127.0.0.1/${enName}.svg`,
  status: 'normal',
  hot: false,
  sort,
  ...overrides,
});

beforeEach(() => {
  setTestBrand();
  serveForTest('home', 'gameegame');
});
afterEach(() => {
  bus.forget('ui:egame-tab');
  vi.restoreAllMocks();
});

describe('EgameVendorStrip', () => {
  it('lists the DZ vendors in tab order; a click opens /game/egame on that vendor', async () => {
    const request = fakeEndpoints({
      getVenueInfoByCategory: { list: [vendor('PGDZ', 2), vendor('JDBDZ', 1, { status: 'maintenance' })] },
    });
    const tab = vi.fn();
    const off = bus.on('ui:egame-tab', tab);
    renderPage(<EgameVendorStrip />);
    expect(screen.getByRole('heading', { name: '热门电子' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['JDBDZ电子维护中', 'PGDZ电子']);
    expect(links[1]).toHaveAttribute('href', '/game/egame');
    expect(request).toHaveBeenCalledWith(getVenueInfoByCategory, { category: 'DZ' });
    fireEvent.click(screen.getByTestId('egame-vendor-PGDZ'));
    expect(tab).toHaveBeenCalledWith({ index: 1 });
    // Replayed: the e-game page, mounted after the click, still hears it.
    expect(bus.last('ui:egame-tab')).toEqual({ index: 1 });
    off();
  });

  it('is left out, and loads nothing, where the e-game page is not served', () => {
    serveForTest('home');
    const request = fakeEndpoints({});
    renderPage(<EgameVendorStrip />);
    expect(screen.queryByTestId('egame-vendors')).not.toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('shows a failure with a retry, and an empty list as such', async () => {
    let down = true;
    fakeEndpoints({
      getVenueInfoByCategory: () => {
        if (down)
          throw new ApiError({ kind: 'network', code: 0, message: '网络异常', path: getVenueInfoByCategory.path });
        return { list: [] };
      },
    });
    renderPage(<EgameVendorStrip />);
    expect(await screen.findByText('网络异常')).toBeInTheDocument();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无电子游戏厂商')).toBeInTheDocument();
  });
});
