import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { getMyDiscountAd } from 'shared/contract';
import { routePatterns } from 'shared/routes';
import { appStore, routeTableAtom } from 'shared/state';
import DiscountPage from '../../exposes/DiscountPage';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import '../../setup';
import type { DiscountAd, DiscountPageData } from './discount-types';

function ad(id: number, overrides: Partial<DiscountAd> = {}): DiscountAd {
  return {
    id,
    title: `活动${id}`,
    subtitle: `副标题${id}`,
    imageUrl: `/img/${id}.png`,
    category: 'sport',
    pageType: 'racePage',
    startTime: '2025-01-01 00:00:00',
    endTime: '2025-12-31 23:59:00',
    running: true,
    ...overrides,
  };
}

function page(list: DiscountAd[], total: number, pageNum = 1): DiscountPageData {
  return { list, total, pageNum, pageSize: 9 };
}

beforeEach(resetPlatformState);
afterEach(() => {
  appStore.set(routeTableAtom, []);
  vi.restoreAllMocks();
});

describe('DiscountPage', () => {
  it('shows the category tabs in the contract order, 全部 first', async () => {
    fakeEndpoints({ getMyDiscountAd: page([], 0) });
    renderWithProviders(<DiscountPage />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部',
      '体育',
      '真人娱乐',
      '存款',
      'VIP',
      '新人',
    ]);
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('lists the first nine activities with title, subtitle, period and status badge', async () => {
    const request = fakeEndpoints({ getMyDiscountAd: page([ad(1), ad(2, { running: false })], 2) });
    renderWithProviders(<DiscountPage />);
    const first = await screen.findByRole('article', { name: '活动1' });
    expect(request).toHaveBeenCalledWith(getMyDiscountAd, { pageNum: 1, pageSize: 9, category: 'all' });
    expect(within(first).getByText('副标题1')).toBeInTheDocument();
    expect(within(first).getByText('2025-01-01 至 2025-12-31')).toBeInTheDocument();
    expect(within(first).getByText('进行中')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '活动2' })).getByText('已结束')).toBeInTheDocument();
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });

  it('pages forward and back', async () => {
    const request = fakeEndpoints({ getMyDiscountAd: ({ pageNum = 1 }) => page([ad(pageNum * 100)], 20, pageNum) });
    renderWithProviders(<DiscountPage />);
    await screen.findByRole('article', { name: '活动100' });
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(
      within(screen.getByRole('navigation', { name: '分页' })).getAllByRole('button', { current: 'page' }),
    ).toHaveLength(1);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '下一页' })));
    await screen.findByRole('article', { name: '活动200' });
    expect(request).toHaveBeenLastCalledWith(getMyDiscountAd, { pageNum: 2, pageSize: 9, category: 'all' });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '下一页' })));
    await screen.findByRole('article', { name: '活动300' });
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '上一页' })));
    expect(await screen.findByRole('article', { name: '活动200' })).toBeInTheDocument();
  });

  it('loads the first page of a category when its tab is chosen', async () => {
    const request = fakeEndpoints({ getMyDiscountAd: page([ad(1)], 20) });
    renderWithProviders(<DiscountPage />);
    await screen.findByRole('article', { name: '活动1' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '下一页' })));
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: '真人娱乐' })));
    expect(request).toHaveBeenLastCalledWith(getMyDiscountAd, { pageNum: 1, pageSize: 9, category: 'casino' });
    expect(screen.getByRole('tab', { name: '真人娱乐' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the error with a retry', async () => {
    let calls = 0;
    const request = fakeEndpoints({
      getMyDiscountAd: () => {
        calls += 1;
        if (calls === 1)
          throw new ApiError({ kind: 'timeout', code: 0, message: '请求超时，请稍后重试', path: getMyDiscountAd.path });
        return page([ad(7)], 1);
      },
    });
    renderWithProviders(<DiscountPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('请求超时，请稍后重试');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(await screen.findByRole('article', { name: '活动7' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('opens each card on its page, where the host serves that page type', async () => {
    appStore.set(routeTableAtom, [
      { path: routePatterns.activityRacePage, name: 'activityRacePage' },
      { path: routePatterns.friendInvitation, name: 'friendInvitation' },
      { path: routePatterns.firstDeposit, name: 'firstDeposit' },
    ]);
    fakeEndpoints({
      getMyDiscountAd: page(
        [
          ad(1),
          ad(2, { pageType: 'friendInvitation' }),
          ad(3, { pageType: 'firstDeposit' }),
          ad(4, { pageType: 'drawGift' }),
        ],
        4,
      ),
    });
    renderWithProviders(<DiscountPage />);
    const race = await screen.findByRole('article', { name: '活动1' });
    expect(within(race).getByRole('link', { name: '查看活动：活动1' })).toHaveAttribute('href', '/activity/racePage/1');
    expect(within(screen.getByRole('article', { name: '活动2' })).getByRole('link')).toHaveAttribute(
      'href',
      '/activity/friendInvitation',
    );
    expect(within(screen.getByRole('article', { name: '活动3' })).getByRole('link')).toHaveAttribute(
      'href',
      '/activity/firstDeposit/3',
    );
    // drawGift is not in this route table: its card leads nowhere.
    expect(within(screen.getByRole('article', { name: '活动4' })).queryByRole('link')).not.toBeInTheDocument();
  });
});
