import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderPage, setTestBrand } from '../render-page';
import { NoticeStrip } from './NoticeStrip';

beforeEach(() => setTestBrand());
afterEach(() => vi.restoreAllMocks());

describe('notice strip', () => {
  it('opens the notice list with titles, times and bodies, without the hostile markup', async () => {
    fakeEndpoints({
      queryNoticeListByPage: {
        list: [
          {
            id: 1,
            title: '系统维护公告',
            publishTime: '2025-05-01 09:00:00',
            content: '<p>每周三<b>13:00</b>维护</p>',
          },
          {
            id: 2,
            title: '风险提示',
            publishTime: '2025-05-02 18:00:00',
            content: '<p>认准官网</p><script>window.__x = 1</script><img src="x" onerror="window.__x = 1">',
          },
        ],
        total: 2,
        pageNum: 1,
        pageSize: 10,
      },
    });
    renderPage(<NoticeStrip />);
    fireEvent.click(await screen.findByTestId('notice-open'));
    const list = within(screen.getByRole('dialog', { name: '平台公告' })).getByTestId('notice-list');
    expect(list).toHaveTextContent('系统维护公告');
    expect(list).toHaveTextContent('2025-05-01 09:00:00');
    // The bodies show once the sanitiser is in (it loads on first use).
    await waitFor(() => expect(list).toHaveTextContent('认准官网'));
    expect(list.querySelector('script, [onerror]')).toBeNull();
  });

  it('shows a link to a page this site does not serve as plain text, and keeps the others', async () => {
    fakeEndpoints({
      queryNoticeListByPage: {
        list: [
          {
            id: 3,
            title: 'VIP礼金',
            publishTime: '2025-05-03 10:00:00',
            content: '<p>请前往<a href="/mine/vip">VIP中心</a>或<a href="/sponsor">赞助</a>查看</p>',
          },
        ],
        total: 1,
        pageNum: 1,
        pageSize: 10,
      },
    });
    renderPage(<NoticeStrip />);
    fireEvent.click(await screen.findByTestId('notice-open'));
    const list = screen.getByTestId('notice-list');
    await waitFor(() => expect(list).toHaveTextContent('请前往VIP中心或赞助查看'));
    expect(within(list).queryByRole('link', { name: 'VIP中心' })).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '赞助' })).toHaveAttribute('href', '/sponsor');
  });

  it('reads the bodies only once the list is opened', async () => {
    fakeEndpoints({
      queryNoticeListByPage: {
        list: [{ id: 4, title: '提款须知', publishTime: '2025-05-04 10:00:00', content: '<p>每日限额</p>' }],
        total: 1,
        pageNum: 1,
        pageSize: 10,
      },
    });
    const parses = vi.spyOn(document, 'createElement');
    const templates = () => parses.mock.calls.filter(([tag]) => tag === 'template').length;
    renderPage(<NoticeStrip />);
    await waitFor(() => expect(screen.getByTestId('notice-strip')).toHaveTextContent('提款须知'));
    expect(templates()).toBe(0);
    fireEvent.click(screen.getByTestId('notice-open'));
    await waitFor(() => expect(screen.getByTestId('notice-list')).toHaveTextContent('每日限额'));
    expect(templates()).toBeGreaterThan(0);
  });
});
