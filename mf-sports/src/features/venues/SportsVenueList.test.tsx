import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { getVenueInfoByCategory, type Venue } from 'shared/contract';
import { setLanguage } from 'shared/i18n';
import { routePatterns } from 'shared/routes';
import SportsVenuePage from '../../exposes/SportsVenuePage';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../setup';

function venue(overrides: Partial<Venue>): Venue {
  return {
    venueId: 1,
    enName: 'CRTY',
    name: '皇冠体育',
    category: 'TY',
    description: '本站自营体育',
    imageUrl: '/img/crty.png',
    status: 'normal',
    hot: false,
    sort: 1,
    ...overrides,
  };
}

const crown = venue({ venueId: 101, enName: 'CRTY', name: '皇冠体育', hot: true, sort: 1 });
const saba = venue({ venueId: 102, enName: 'SBTY', name: '沙巴体育', sort: 2 });
const closed = venue({ venueId: 103, enName: 'IMTY', name: 'IM体育', status: 'maintenance', sort: 3 });

function LocalSportProbe() {
  return <p>local sport {useParams().enName}</p>;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path={routePatterns.sport} element={<SportsVenuePage />} />
      <Route path={routePatterns.localSport} element={<LocalSportProbe />} />
    </Routes>,
    { route: routePatterns.sport },
  );
}

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

beforeEach(resetPlatformState);
afterEach(() => vi.restoreAllMocks());

describe('SportsVenuePage', () => {
  it('asks for the TY venues and lists them in display order with their badges', async () => {
    const request = fakeEndpoints({ getVenueInfoByCategory: { list: [closed, saba, crown] } });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
    const cards = await screen.findAllByTestId('sports-venue-card');
    expect(request).toHaveBeenCalledWith(getVenueInfoByCategory, { category: 'TY' });
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['皇冠体育', '沙巴体育', 'IM体育']);
    expect(within(card('皇冠体育')).getByText('热门')).toBeInTheDocument();
    expect(within(card('皇冠体育')).getByText('本站自营体育')).toBeInTheDocument();
    expect(within(card('IM体育')).getByText('维护中')).toBeInTheDocument();
    expect(within(card('IM体育')).queryByRole('button', { name: '进入' })).not.toBeInTheDocument();
    expect(screen.getByText('共 3 个场馆')).toBeInTheDocument();
  });

  it('shows the error with a retry that loads again', async () => {
    let calls = 0;
    const request = fakeEndpoints({
      getVenueInfoByCategory: () => {
        calls += 1;
        if (calls === 1)
          throw new ApiError({
            kind: 'network',
            code: 0,
            message: '网络异常，请检查网络连接后重试',
            path: getVenueInfoByCategory.path,
          });
        return { list: [saba] };
      },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常，请检查网络连接后重试');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(await screen.findByRole('article', { name: '沙巴体育' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('keeps venue texts in Simplified Chinese when the site shows Traditional', async () => {
    fakeEndpoints({ getVenueInfoByCategory: { list: [crown] } });
    await setLanguage('zh-TW');
    try {
      renderPage();
      const name = await screen.findByRole('heading', { name: '皇冠体育' });
      expect(name).toHaveAttribute('lang', 'zh-CN');
      expect(screen.getByText('熱門')).toBeInTheDocument();
    } finally {
      await setLanguage('zh-CN');
    }
  });

  it('shows the empty state when there are no venues', async () => {
    fakeEndpoints({ getVenueInfoByCategory: { list: [] } });
    renderPage();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('entering a sports venue', () => {
  it('asks a visitor to log in first', async () => {
    fakeEndpoints({ getVenueInfoByCategory: { list: [saba] } });
    const emit = vi.spyOn(bus, 'emit');
    renderPage();
    fireEvent.click(
      await within(await screen.findByRole('article', { name: '沙巴体育' })).findByRole('button', { name: '进入' }),
    );
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '请先登录账号，才能了解更多', position: 'bottom' });
    expect(emit).toHaveBeenCalledWith('ui:login-tips');
  });

  it('opens the local sports page for the CRTY venue', async () => {
    signInForTest();
    fakeEndpoints({ getVenueInfoByCategory: { list: [crown] } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '进入' }));
    expect(await screen.findByText('local sport crty')).toBeInTheDocument();
  });

  it('opens any other sports venue at its /game/sport/{enName} launch page', async () => {
    signInForTest();
    fakeEndpoints({ getVenueInfoByCategory: { list: [saba] } });
    const emit = vi.spyOn(bus, 'emit');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '进入' }));
    expect(await screen.findByText('local sport sbty')).toBeInTheDocument();
    expect(emit).not.toHaveBeenCalledWith('ui:login-tips');
  });
});
