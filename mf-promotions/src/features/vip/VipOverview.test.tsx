import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { memberGradeInfoByGrade } from 'shared/contract';
import { appStore, brandAtom } from 'shared/state';
import { failNextCall, fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../setup';
import VipPage from '../../exposes/VipPage';
import type { MemberGrade } from './use-vip-overview';
import { grades, member, rebates, setBrand, topMember } from './vip-fixtures';

function serve(who: MemberGrade = member) {
  return fakeEndpoints({
    memberGradeInfoByGrade: who,
    memberGradeConfigList: { list: [...grades].reverse() },
    getGameFanshuiHighLow: { list: rebates },
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((td) => td.textContent);

beforeEach(() => {
  resetPlatformState();
  setBrand(false);
  signInForTest();
});
afterEach(() => {
  appStore.set(brandAtom, null);
  vi.restoreAllMocks();
});

describe('VipPage', () => {
  it('shows the grade card with the deposit and turnover still needed for the next grade', async () => {
    const request = serve();
    renderWithProviders(<VipPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'VIP1' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(memberGradeInfoByGrade, {});
    expect(screen.getByText('距离晋级VIP2')).toBeInTheDocument();
    const deposit = screen.getByRole('progressbar', { name: '累计存款' });
    expect(deposit).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByTestId('vip-progress-deposit')).toHaveTextContent('¥2,500 / ¥10,000');
    expect(screen.getByTestId('vip-progress-deposit-note')).toHaveTextContent('还需 ¥7,500');
    expect(screen.getByRole('progressbar', { name: '累计流水' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('vip-progress-turnover-note')).toHaveTextContent('还需 ¥30,000');
    expect(screen.queryByTestId('vip-top-grade')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看VIP详情' })).toHaveAttribute('href', '/mine/vip/detail');
  });

  it('says 已达最高等级 at the top grade, without progress bars', async () => {
    serve(topMember);
    renderWithProviders(<VipPage />);
    await waitFor(() => expect(screen.getByTestId('vip-top-grade')).toHaveTextContent('已达最高等级'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lists every grade lowest first with its terms, the member row highlighted', async () => {
    serve();
    renderWithProviders(<VipPage />);
    const table = await screen.findByTestId('vip-grades');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['等级', '累计存款', '累计流水', '晋级礼金', '生日礼金', '每周礼金', '每月礼金', '每日提款次数']);
    const rows = within(table).getAllByTestId('vip-grade-row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['VIP0', 'VIP1（当前）', 'VIP2']);
    expect(cells(rows[2]!)).toEqual(['¥10,000', '¥50,000', '¥88', '¥188', '¥28', '¥88', '10 次']);
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true', null]);
  });

  it('shows the rebate rates by category and grade, the member column highlighted', async () => {
    serve();
    renderWithProviders(<VipPage />);
    const table = await screen.findByTestId('vip-rebates');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['游戏类别', 'VIP0', 'VIP1', 'VIP2']);
    const rows = within(table).getAllByTestId('vip-rebate-row');
    // Sports first, as the navigation lists the categories.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['体育', '真人']);
    expect(cells(rows[0]!)).toEqual(['0.5%', '0.7%', '1%']);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((td) => td.hasAttribute('data-current')),
    ).toEqual([false, true, false]);
    // How the rates are paid: a daily rebate claimed in the welfare centre.
    expect(screen.getByTestId('vip-rebate-daily')).toHaveTextContent('次日起在福利中心领取');
    expect(within(screen.getByTestId('vip-rebate-daily')).getByRole('link', { name: '去福利中心' })).toHaveAttribute(
      'href',
      '/mine/welfare',
    );
  });

  it('computes the rebate at the member grade for a turnover and category, capped from the threshold', async () => {
    serve();
    renderWithProviders(<VipPage />);
    const turnover = await screen.findByLabelText('有效流水（元）');
    const result = screen.getByTestId('vip-calculator-result');
    fireEvent.change(turnover, { target: { value: '10000' } });
    expect(result).toHaveTextContent('按您的返水比例 0.7% 预计可得¥70');
    fireEvent.change(screen.getByLabelText('游戏类别'), { target: { value: 'ZR' } });
    expect(result).toHaveTextContent('0.6%');
    expect(result).toHaveTextContent('¥60');
    fireEvent.change(turnover, { target: { value: '100000' } });
    // 0.6% of 100,000 is 600; from the ¥100,000 threshold the cap of ¥500 applies.
    expect(result).toHaveTextContent('¥500');
    expect(result).toHaveTextContent('有效流水达到 ¥100,000 后，返水最高 ¥500');
    fireEvent.change(turnover, { target: { value: '12.345' } });
    expect(screen.getByRole('alert')).toHaveTextContent('请输入有效的流水金额，最多两位小数');
  });

  it('hides the deposit requirement and progress when the brand sets vipNoSave', async () => {
    setBrand(true);
    serve();
    renderWithProviders(<VipPage />);
    const table = await screen.findByTestId('vip-grades');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).not.toContain('累计存款');
    expect(cells(within(table).getAllByTestId('vip-grade-row')[2]!)).toEqual([
      '¥50,000',
      '¥88',
      '¥188',
      '¥28',
      '¥88',
      '10 次',
    ]);
    expect(screen.queryByRole('progressbar', { name: '累计存款' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '累计流水' })).toBeInTheDocument();
  });

  it('shows the error with a retry that loads again', async () => {
    const request = serve();
    failNextCall(
      request,
      'memberGradeInfoByGrade',
      new ApiError({
        kind: 'business',
        code: 6005,
        message: '服务开小差了，请稍后重试',
        path: memberGradeInfoByGrade.path,
      }),
    );
    renderWithProviders(<VipPage />);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('服务开小差了，请稍后重试');
    await act(async () => fireEvent.click(within(error).getByRole('button', { name: '重试' })));
    expect(await screen.findByTestId('vip-grade-card')).toBeInTheDocument();
  });
});
