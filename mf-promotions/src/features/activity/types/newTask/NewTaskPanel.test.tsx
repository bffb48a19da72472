import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { confirmInfo, type ActivityConfig } from 'shared/contract';
import { appStore, routeTableAtom } from 'shared/state';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../../../setup';
import type { PanelProps } from '../../panel-props';
import { NewTaskPanel } from './NewTaskPanel';
import type { Task } from './task';

type NewTaskActivity = PanelProps<'newTask'>['activity'];

const tasks: Task[] = [
  { key: 'bindPhone', title: '绑定手机号', reward: 8, target: 1, progress: 1, status: 'claimable' },
  { key: 'bindRealName', title: '完善真实姓名', reward: 8, target: 1, progress: 0, status: 'doing' },
  { key: 'firstDeposit', title: '完成首次存款', reward: 18, target: 1, progress: 1, status: 'claimed' },
  { key: 'firstBet', title: '完成首次投注', reward: 10, target: 1, progress: 0, status: 'doing' },
  { key: 'turnover', title: '累计有效投注', reward: 14, target: 1000, progress: 250, status: 'doing' },
];

function activityWith(over: Partial<ActivityConfig> = {}, taskList: Task[] = tasks): NewTaskActivity {
  return {
    id: 5,
    title: '新手任务大礼包',
    subtitle: '完成绑定与首投 领取58元彩金',
    imageUrl: '/a.png',
    category: 'newcomer',
    pageType: 'newTask',
    startTime: '2026-10-01T00:00:00+08:00',
    endTime: '2027-10-01T00:00:00+08:00',
    status: 'running',
    rules: ['每位会员限领一次'],
    requiresJoin: false,
    joined: true,
    ...over,
    detail: { pageType: 'newTask', tasks: taskList },
  } as NewTaskActivity;
}

/** The page's part: it keeps the activity the panel hands back. */
function Page({ initial, onChange }: { initial: NewTaskActivity; onChange?: (next: ActivityConfig) => void }) {
  const [activity, setActivity] = useState(initial);
  return (
    <NewTaskPanel
      activity={activity}
      onChange={(next) => {
        onChange?.(next);
        setActivity(next as NewTaskActivity);
      }}
    />
  );
}

const row = (key: string) => screen.getByTestId(`task-${key}`);

beforeEach(() => {
  resetPlatformState();
  // The host serves the profile, security and deposit pages here, but no sports book.
  appStore.set(routeTableAtom, [
    { path: '/mine/auth', name: 'auth' },
    { path: '/mine/userinfo', name: 'userinfo' },
    { path: '/mine/savemoney', name: 'saveMoney' },
  ]);
});
afterEach(() => {
  appStore.set(routeTableAtom, []);
  vi.restoreAllMocks();
});

describe('NewTaskPanel', () => {
  it('lists each task with its reward, progress and status', () => {
    signInForTest();
    renderWithProviders(<Page initial={activityWith()} />);
    expect(screen.getByText('完成全部任务最高可领取 ¥58')).toBeInTheDocument();
    expect(within(row('bindPhone')).getByRole('heading', { name: '绑定手机号' })).toBeInTheDocument();
    expect(row('bindPhone')).toHaveTextContent('奖励 ¥8');
    expect(within(row('bindPhone')).getByTestId('task-status')).toHaveTextContent('可领取');
    expect(within(row('firstDeposit')).getByTestId('task-status')).toHaveTextContent('已领取');
    expect(within(row('turnover')).getByTestId('task-status')).toHaveTextContent('进行中');
    expect(row('turnover')).toHaveTextContent('进度 ¥250/¥1,000');
    expect(within(row('turnover')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(row('bindRealName')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(row('firstDeposit')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('links an unfinished task to the page that completes it, only where that page is served', () => {
    signInForTest();
    renderWithProviders(
      <Page
        initial={activityWith(
          {},
          tasks.map((task) => ({ ...task, status: 'doing', progress: 0 })),
        )}
      />,
    );
    expect(within(row('bindPhone')).getByRole('link', { name: '去完成：绑定手机号' })).toHaveAttribute(
      'href',
      '/mine/auth',
    );
    expect(within(row('bindRealName')).getByRole('link', { name: '去完成：完善真实姓名' })).toHaveAttribute(
      'href',
      '/mine/userinfo#realName',
    );
    expect(within(row('firstDeposit')).getByRole('link', { name: '去完成：完成首次存款' })).toHaveAttribute(
      'href',
      '/mine/savemoney',
    );
    // /game/sport is not in this site's route table.
    expect(within(row('firstBet')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row('turnover')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('claims a finished task with its key and shows the activity the server answers', async () => {
    signInForTest();
    const claimed = activityWith(
      {},
      tasks.map((task) => (task.key === 'bindPhone' ? { ...task, status: 'claimed' as const } : task)),
    );
    const request = fakeEndpoints({
      confirmInfo: { reward: { amount: 8, turnoverRequired: 8, title: '绑定手机号' }, prize: null, activity: claimed },
    });
    const onChange = vi.fn();
    renderWithProviders(<Page initial={activityWith()} onChange={onChange} />);
    expect(within(row('firstDeposit')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('bindRealName')).queryByRole('button')).not.toBeInTheDocument();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '领取绑定手机号奖励' })));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(
      confirmInfo,
      { action: 'claimTask', taskKey: 'bindPhone', activityId: 5 },
      expect.objectContaining({ requestId: expect.any(String) }),
    );
    expect(onChange).toHaveBeenCalledWith(claimed);
    expect(within(row('bindPhone')).getByTestId('task-status')).toHaveTextContent('已领取');
    expect(screen.queryByRole('button', { name: '领取绑定手机号奖励' })).not.toBeInTheDocument();
  });

  it('disables the claim while it is on its way and shows the refusal', async () => {
    signInForTest();
    let refuse: (error: unknown) => void = () => undefined;
    fakeEndpoints({ confirmInfo: () => new Promise((_, reject) => (refuse = reject)) });
    renderWithProviders(<Page initial={activityWith()} />);
    const claim = screen.getByRole('button', { name: '领取绑定手机号奖励' });
    await act(async () => fireEvent.click(claim));
    expect(claim).toBeDisabled();
    await act(async () =>
      refuse(new ApiError({ kind: 'business', code: 6012, message: '您暂不符合参与条件', path: confirmInfo.path })),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('您暂不符合参与条件');
    expect(claim).toBeEnabled();
  });

  it('does not let a member claim before the activity starts or before joining it', () => {
    signInForTest();
    const { unmount } = renderWithProviders(<Page initial={activityWith({ status: 'upcoming' })} />);
    expect(screen.getByRole('button', { name: '领取绑定手机号奖励' })).toBeDisabled();
    unmount();
    renderWithProviders(<Page initial={activityWith({ requiresJoin: true, joined: false })} />);
    expect(screen.getByRole('button', { name: '领取绑定手机号奖励' })).toBeDisabled();
  });

  it('shows a visitor the tasks without claims or links, and asks them to log in', () => {
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<Page initial={activityWith({ joined: null })} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /领取/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '登录后参与' }));
    expect(emit).toHaveBeenCalledWith('ui:login-tips');
  });
});
