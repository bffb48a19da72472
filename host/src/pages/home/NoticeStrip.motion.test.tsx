import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { fakeReducedMotion } from 'shared/testing/fake-reduced-motion';
import { renderPage, setTestBrand } from '../render-page';
import { NoticeStrip } from './NoticeStrip';

const notice = (id: number, title: string) => ({ id, title, publishTime: '2025-05-01 09:00:00', content: '' });

beforeEach(() => {
  setTestBrand();
  fakeEndpoints({
    queryNoticeListByPage: {
      list: [notice(1, '系统维护公告'), notice(2, '风险提示')],
      total: 2,
      pageNum: 1,
      pageSize: 10,
    },
  });
});
afterEach(() => vi.restoreAllMocks());

describe('notice strip and motion', () => {
  it('scrolls the titles round (a second copy follows the first)', async () => {
    fakeReducedMotion(false);
    renderPage(<NoticeStrip />);
    const strip = await screen.findByTestId('notice-strip');
    await waitFor(() => expect(strip).toHaveTextContent('风险提示'));
    expect(strip.textContent?.match(/风险提示/g)).toHaveLength(2);
    // The opener lies over the titles, named for what it does: its name does not compete with them.
    expect(screen.getByRole('button', { name: '查看全部公告' })).toHaveTextContent('');
    expect(screen.queryByTestId('notice-still')).not.toBeInTheDocument();
  });

  it('holds the titles still, once each, whole in the title, when the member asked for less motion', async () => {
    fakeReducedMotion(true);
    renderPage(<NoticeStrip />);
    const still = await screen.findByTestId('notice-still');
    await waitFor(() => expect(still).toHaveTextContent('风险提示'));
    expect(still.textContent?.match(/风险提示/g)).toHaveLength(1);
    expect(screen.getByTestId('notice-open')).toHaveAttribute('title', '系统维护公告 · 风险提示');
  });
});
