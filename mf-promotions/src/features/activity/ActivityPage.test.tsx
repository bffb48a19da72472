import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { joinActivity, promotionConfig, promotionVerification, type ActivityPageType } from 'shared/contract';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import ActivityPage from '../../exposes/ActivityPage';
import { activityFixture } from './activity-fixture';

const race = activityFixture({
  pageType: 'racePage',
  metric: 'turnover',
  prizes: [{ rankFrom: 1, rankTo: 1, amount: 888 }],
  leaderboard: [{ rank: 1, name: 'ab***9', value: 52000 }],
  me: null,
  result: null,
});
const land = activityFixture(
  { pageType: 'activityLandPage', contentHtml: '<p>落地页正文</p>' },
  { id: 8, title: '春节活动' },
);
const joinable = activityFixture(
  { pageType: 'activityLandPage', contentHtml: '<p>报名活动</p>' },
  { id: 9, requiresJoin: true, joined: false },
);

function renderPage(path: string, pageType: ActivityPageType) {
  return renderWithProviders(
    <Routes>
      <Route path="/activity/:type/:id" element={<ActivityPage pageType={pageType} />} />
      <Route path="/activity/friendInvitation" element={<ActivityPage pageType="friendInvitation" />} />
    </Routes>,
    { route: path },
  );
}

const business = (code: number, message: string, path: string) =>
  new ApiError({ kind: 'business', code, message, path });
const refuse = (code: number, message: string, path: string) => () => {
  throw business(code, message, path);
};

beforeEach(resetPlatformState);
afterEach(() => vi.restoreAllMocks());

describe('ActivityPage', () => {
  it('loads the activity of the address and shows the shell with the race panel', async () => {
    const request = fakeEndpoints({ promotionConfig: race });
    renderPage('/activity/racePage/7', 'racePage');
    expect(await screen.findByRole('heading', { level: 1, name: '体育流水大比拼' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(promotionConfig, { activityId: 7 });
    expect(screen.getByText('流水越高奖励越多')).toBeInTheDocument();
    expect(screen.getByTestId('activity-status')).toHaveTextContent('进行中');
    expect(screen.getByText('活动时间：2025-01-01 00:00:00 至 2099-12-31 23:59:59')).toBeInTheDocument();
    expect(screen.getAllByTestId('activity-countdown')[0]).toHaveTextContent(/^剩余 \d+ 天 \d\d:\d\d:\d\d$/);
    expect(screen.getByText('奖金次日派发')).toBeInTheDocument();
    expect(screen.getByTestId('race-leaderboard')).toHaveTextContent('ab***9');
  });

  it('renders the panel of the page type: the land page shows its content', async () => {
    fakeEndpoints({ promotionConfig: land });
    renderPage('/activity/activityLandPage/8', 'activityLandPage');
    await waitFor(() => expect(screen.getByTestId('activity-land-content')).toHaveTextContent('落地页正文'));
    expect(screen.queryByTestId('race-leaderboard')).not.toBeInTheDocument();
  });

  it('asks friendInvitation by page type, without an id', async () => {
    const request = fakeEndpoints({ promotionConfig: refuse(6004, '活动不存在', promotionConfig.path) });
    renderPage('/activity/friendInvitation', 'friendInvitation');
    expect(await screen.findByText('活动不存在或已下线')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(promotionConfig, { pageType: 'friendInvitation' });
  });

  it('shows not-found when the activity is of another type than the address', async () => {
    fakeEndpoints({ promotionConfig: land });
    renderPage('/activity/racePage/8', 'racePage');
    expect(await screen.findByText('活动不存在或已下线')).toBeInTheDocument();
    expect(screen.queryByTestId('activity-page')).not.toBeInTheDocument();
  });

  it('shows not-found for an unknown id (6004)', async () => {
    fakeEndpoints({ promotionConfig: refuse(6004, '数据不存在', promotionConfig.path) });
    renderPage('/activity/racePage/404', 'racePage');
    expect(await screen.findByText('活动不存在或已下线')).toBeInTheDocument();
  });

  it('does not ask for an id that is not a number', async () => {
    const request = fakeEndpoints({});
    renderPage('/activity/racePage/abc', 'racePage');
    expect(await screen.findByText('活动不存在或已下线')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    fakeEndpoints({
      promotionConfig: () => {
        if (++calls === 1)
          throw new ApiError({
            kind: 'network',
            code: 0,
            message: '网络异常，请检查网络后重试',
            path: promotionConfig.path,
          });
        return race;
      },
    });
    renderPage('/activity/racePage/7', 'racePage');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(await screen.findByRole('heading', { level: 1, name: '体育流水大比拼' })).toBeInTheDocument();
  });

  describe('joining', () => {
    it('offers a visitor 登录后参加, which opens the login tips', async () => {
      fakeEndpoints({ promotionConfig: { ...joinable, joined: null } });
      const tips = vi.fn();
      const off = bus.on('ui:login-tips', tips);
      renderPage('/activity/activityLandPage/9', 'activityLandPage');
      const button = await screen.findByRole('button', { name: '登录后参加' });
      await act(async () => fireEvent.click(button));
      off();
      expect(tips).toHaveBeenCalledTimes(1);
    });

    it('checks eligibility first and shows why a member may not join, without joining', async () => {
      signInForTest();
      const request = fakeEndpoints({
        promotionConfig: joinable,
        promotionVerification: { eligible: false, reason: 'needsBinding', message: '请先绑定手机号后再参加' },
      });
      renderPage('/activity/activityLandPage/9', 'activityLandPage');
      const button = await screen.findByRole('button', { name: '立即参加' });
      await act(async () => fireEvent.click(button));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('请先绑定手机号后再参加'));
      expect(request).toHaveBeenCalledWith(promotionVerification, { activityId: 9 });
      expect(request).not.toHaveBeenCalledWith(joinActivity, expect.anything());
    });

    it('joins an eligible member and shows 已参加', async () => {
      signInForTest();
      const request = fakeEndpoints({
        promotionConfig: joinable,
        promotionVerification: { eligible: true, reason: null, message: '' },
        joinActivity: { ...joinable, joined: true },
      });
      renderPage('/activity/activityLandPage/9', 'activityLandPage');
      const button = await screen.findByRole('button', { name: '立即参加' });
      await act(async () => fireEvent.click(button));
      await waitFor(() => expect(screen.getByRole('button', { name: '已参加' })).toBeDisabled());
      expect(request).toHaveBeenCalledWith(
        joinActivity,
        { activityId: 9 },
        { requestId: expect.any(String) as string },
      );
    });

    it('shows an already-joined member 已参加 with no button to press', async () => {
      signInForTest();
      fakeEndpoints({ promotionConfig: { ...joinable, joined: true } });
      renderPage('/activity/activityLandPage/9', 'activityLandPage');
      await waitFor(() => expect(screen.getByRole('button', { name: '已参加' })).toBeDisabled());
      expect(screen.queryByRole('button', { name: '立即参加' })).not.toBeInTheDocument();
    });

    it("shows a second join's 6009 message and then counts the member as joined", async () => {
      signInForTest();
      fakeEndpoints({
        promotionConfig: joinable,
        promotionVerification: { eligible: true, reason: null, message: '' },
        joinActivity: refuse(6009, '您已参加该活动', joinActivity.path),
      });
      renderPage('/activity/activityLandPage/9', 'activityLandPage');
      const button = await screen.findByRole('button', { name: '立即参加' });
      await act(async () => fireEvent.click(button));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('您已参加该活动'));
      expect(screen.getByRole('button', { name: '已参加' })).toBeDisabled();
    });

    it('shows no join area for an activity that asks for no join', async () => {
      fakeEndpoints({ promotionConfig: land });
      renderPage('/activity/activityLandPage/8', 'activityLandPage');
      await screen.findByTestId('activity-land-content');
      expect(screen.queryByTestId('activity-join')).not.toBeInTheDocument();
    });
  });
});
