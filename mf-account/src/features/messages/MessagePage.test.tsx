import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import {
  letterDelete,
  letterList,
  letterOnekeyRead,
  letterRead,
  unreadTotal,
  type Endpoint,
  type Letter,
  type LetterCategory,
  type UnreadCounts,
} from 'shared/contract';
import { appStore, unreadCountsAtom } from 'shared/state';
import { fakeEndpoints, type RequestSpy } from 'shared/testing/fake-endpoints';
import { noUnreadCounts } from 'shared/testing/fake-unread';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import MessagePage from '../../exposes/MessagePage';
import '../../setup';

const letter = (id: number, category: LetterCategory, read = false): Letter => ({
  id,
  category,
  title: `标题${id}`,
  content: `第一段${id}\n第二段${id}`,
  createdAt: '2026-11-24T04:05:06.000Z',
  read,
});

/** A letter server over `letters` like the real one: counters follow every change. */
function fakeLetterServer(initial: Letter[], { failOnce }: { failOnce?: Endpoint } = {}) {
  let letters = [...initial];
  let failing = failOnce;
  const counts = (): UnreadCounts => {
    const count = (category: LetterCategory) => letters.filter((l) => l.category === category && !l.read).length;
    return {
      brnotice_count: count('brnotice'),
      bractivity_count: count('bractivity'),
      brbulletin_count: count('brbulletin'),
      brmatch_count: count('brmatch'),
      brfd_count: count('brfd'),
      notice_count: count('notice'),
      activity_count: count('activity'),
      fd_count: count('fd'),
    };
  };
  /** The first call to the failing endpoint is lost on the network. */
  const failFirst = (endpoint: Endpoint) => {
    if (endpoint !== failing) return;
    failing = undefined;
    throw new ApiError({ kind: 'network', code: 0, message: '网络异常，请检查网络连接后重试', path: endpoint.path });
  };
  const request = fakeEndpoints({
    letterList: ({ categories = [], pageNum = 1, pageSize = 10 }) => {
      failFirst(letterList);
      const matching = letters.filter((l) => categories.length === 0 || categories.includes(l.category));
      return {
        list: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize),
        total: matching.length,
        pageNum,
        pageSize,
      };
    },
    letterRead: ({ id }) => {
      failFirst(letterRead);
      letters = letters.map((l) => (l.id === id ? { ...l, read: true } : l));
      return { letter: letters.find((l) => l.id === id)!, unread: counts() };
    },
    letterDelete: ({ ids }) => {
      failFirst(letterDelete);
      const before = letters.length;
      letters = letters.filter((l) => !ids.includes(l.id));
      return { deleted: before - letters.length, unread: counts() };
    },
    letterOnekeyRead: ({ categories = [] }) => {
      failFirst(letterOnekeyRead);
      const updated = letters.filter((l) => !l.read && categories.includes(l.category)).length;
      letters = letters.map((l) => (categories.includes(l.category) ? { ...l, read: true } : l));
      return { updated, unread: counts() };
    },
  });
  appStore.set(unreadCountsAtom, counts());
  return { request, counts };
}

/** The list was asked for again after the write: it shows what the server now holds. */
const listedAfter = (request: RequestSpy, write: Endpoint) => {
  const endpoints = request.mock.calls.map(([endpoint]) => endpoint);
  return endpoints.lastIndexOf(letterList) > endpoints.indexOf(write) && endpoints.includes(write);
};

const unreadTotalNow = () => unreadTotal(appStore.get(unreadCountsAtom) ?? fakeZero);
const fakeZero = noUnreadCounts();

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('MessagePage tabs', () => {
  it('shows each tab with its unread count from the shared counters, and lists the first tab', async () => {
    const { request } = fakeLetterServer([
      letter(1, 'notice'),
      letter(2, 'brnotice'),
      letter(3, 'notice', true),
      letter(4, 'bractivity'),
      letter(5, 'brfd'),
    ]);
    renderWithProviders(<MessagePage />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['通知2', '活动1', '公告', '赛事', '反馈1']);
    expect(screen.getByRole('tab', { name: /通知/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByTestId('letter')).toHaveLength(3);
    expect(request).toHaveBeenCalledWith(letterList, { categories: ['notice', 'brnotice'], pageNum: 1, pageSize: 10 });
  });

  it('lists the letters of the tab chosen, from the address too', async () => {
    const { request } = fakeLetterServer([letter(1, 'notice'), letter(4, 'bractivity'), letter(6, 'activity', true)]);
    renderWithProviders(<MessagePage />, { route: '/mine/message?tab=activity' });
    expect(await screen.findAllByTestId('letter')).toHaveLength(2);
    expect(request).toHaveBeenCalledWith(letterList, {
      categories: ['activity', 'bractivity'],
      pageNum: 1,
      pageSize: 10,
    });
    fireEvent.click(screen.getByRole('tab', { name: /公告/ }));
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    expect(request).toHaveBeenLastCalledWith(letterList, { categories: ['brbulletin'], pageNum: 1, pageSize: 10 });
  });

  it('marks unread letters with a dot and bold title', async () => {
    fakeLetterServer([letter(1, 'notice'), letter(2, 'notice', true)]);
    renderWithProviders(<MessagePage />);
    const [unread, read] = await screen.findAllByTestId('letter');
    expect(within(unread!).getByRole('img', { name: '未读' })).toBeInTheDocument();
    expect(within(read!).queryByRole('img', { name: '未读' })).not.toBeInTheDocument();
  });

  it('pages through a tab ten letters at a time', async () => {
    const many = Array.from({ length: 12 }, (_, i) => letter(i + 1, 'brmatch', true));
    const { request } = fakeLetterServer(many);
    renderWithProviders(<MessagePage />, { route: '/mine/message?tab=match' });
    expect(await screen.findAllByTestId('letter')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(screen.getAllByTestId('letter')).toHaveLength(2));
    expect(request).toHaveBeenLastCalledWith(letterList, { categories: ['brmatch'], pageNum: 2, pageSize: 10 });
  });

  it('shows an error with a retry', async () => {
    fakeLetterServer([letter(1, 'notice')], { failOnce: letterList });
    renderWithProviders(<MessagePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常，请检查网络连接后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findAllByTestId('letter')).toHaveLength(1);
  });
});

describe('reading a letter', () => {
  it('opens its text, marks it read and updates the shared counters', async () => {
    const { request } = fakeLetterServer([letter(1, 'notice'), letter(2, 'brnotice')]);
    renderWithProviders(<MessagePage />);
    await screen.findAllByTestId('letter');
    expect(unreadTotalNow()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: /标题1/ }));
    expect(screen.getByRole('region', { name: '标题1' })).toHaveTextContent('第一段1第二段1');
    await waitFor(() => expect(unreadTotalNow()).toBe(1));
    expect(request).toHaveBeenCalledWith(letterRead, { id: 1 });
    expect(screen.getByRole('tab', { name: /通知/ })).toHaveTextContent('通知1');
    await waitFor(() =>
      expect(within(screen.getAllByTestId('letter')[0]!).queryByRole('img', { name: '未读' })).not.toBeInTheDocument(),
    );
    expect(listedAfter(request, letterRead)).toBe(true);
    // Opening a read letter again asks nothing more.
    fireEvent.click(screen.getByRole('button', { name: /标题1/ }));
    fireEvent.click(screen.getByRole('button', { name: /标题1/ }));
    expect(request.mock.calls.filter(([endpoint]) => endpoint === letterRead)).toHaveLength(1);
  });

  it('tells the member when marking read fails', async () => {
    fakeLetterServer([letter(1, 'notice')], { failOnce: letterRead });
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<MessagePage />);
    await screen.findAllByTestId('letter');
    fireEvent.click(screen.getByRole('button', { name: /标题1/ }));
    await waitFor(() =>
      expect(emit).toHaveBeenCalledWith('ui:toast', { message: '网络异常，请检查网络连接后重试', kind: 'error' }),
    );
    expect(unreadTotalNow()).toBe(1);
  });
});

describe('deleting letters', () => {
  it('deletes the ticked letters only after confirming, and updates the counters', async () => {
    const { request } = fakeLetterServer([letter(1, 'notice'), letter(2, 'notice'), letter(3, 'notice', true)]);
    renderWithProviders(<MessagePage />);
    await screen.findAllByTestId('letter');
    const remove = screen.getByRole('button', { name: '删除' });
    expect(remove).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: '选择：标题1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择：标题3' }));
    fireEvent.click(screen.getByRole('button', { name: '删除（2）' }));
    const dialog = screen.getByRole('dialog', { name: '删除消息' });
    expect(dialog).toHaveTextContent('确定删除选中的 2 条消息吗？');
    // Cancelling deletes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(request.mock.calls.some(([endpoint]) => endpoint === letterDelete)).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '删除（2）' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认删除' })));
    expect(request).toHaveBeenCalledWith(letterDelete, { ids: [1, 3] });
    await waitFor(() => expect(screen.getAllByTestId('letter')).toHaveLength(1));
    expect(listedAfter(request, letterDelete)).toBe(true);
    expect(screen.getByText('标题2')).toBeInTheDocument();
    expect(unreadTotalNow()).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when deleting fails', async () => {
    fakeLetterServer([letter(1, 'notice')], { failOnce: letterDelete });
    renderWithProviders(<MessagePage />);
    await screen.findAllByTestId('letter');
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    fireEvent.click(screen.getByRole('button', { name: '删除（1）' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认删除' })));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('网络异常');
    expect(screen.getAllByTestId('letter')).toHaveLength(1);
  });
});

describe('全部已读', () => {
  it('marks every letter of the tab read, leaving the other tabs', async () => {
    const { request } = fakeLetterServer([letter(1, 'notice'), letter(2, 'brnotice'), letter(4, 'bractivity')]);
    renderWithProviders(<MessagePage />);
    await screen.findAllByTestId('letter');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '全部已读' })));
    expect(request).toHaveBeenCalledWith(letterOnekeyRead, { categories: ['notice', 'brnotice'] });
    await waitFor(() => expect(screen.queryAllByRole('img', { name: '未读' })).toHaveLength(0));
    expect(listedAfter(request, letterOnekeyRead)).toBe(true);
    expect(unreadTotalNow()).toBe(1);
    expect(screen.getByRole('tab', { name: /活动/ })).toHaveTextContent('活动1');
    expect(screen.getByRole('button', { name: '全部已读' })).toBeDisabled();
  });
});
