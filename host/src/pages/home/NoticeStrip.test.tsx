import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from 'shared/api';
import { renderPage, setTestBrand } from '../render-page';
import { NoticeStrip } from './NoticeStrip';

beforeEach(() => setTestBrand());
afterEach(() => vi.restoreAllMocks());

describe('notice strip', () => {
  it('opens the notice list with titles, times and bodies, without the hostile markup', async () => {
    vi.spyOn(api, 'request').mockResolvedValue({
      list: [
        { id: 1, title: '系统维护公告', publishTime: '2025-05-01 09:00:00', content: '<p>每周三<b>13:00</b>维护</p>' },
        { id: 2, title: '风险提示', publishTime: '2025-05-02 18:00:00', content: '<p>认准官网</p><script>window.__x = 1</script><img src="x" onerror="window.__x = 1">' },
      ],
      total: 2,
      pageNum: 1,
      pageSize: 10,
    } as never);
    renderPage(<NoticeStrip />);
    fireEvent.click(await screen.findByTestId('notice-open'));
    const list = within(screen.getByRole('dialog', { name: '平台公告' })).getByTestId('notice-list');
    expect(list).toHaveTextContent('系统维护公告');
    expect(list).toHaveTextContent('2025-05-01 09:00:00');
    expect(list).toHaveTextContent('认准官网');
    expect(list.querySelector('script, [onerror]')).toBeNull();
  });
});
