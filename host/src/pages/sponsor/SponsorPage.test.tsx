import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderPage, setTestBrand } from '../render-page';
import { SponsorPage } from './SponsorPage';

beforeEach(() => setTestBrand());
afterEach(() => vi.restoreAllMocks());

const item = {
  id: 1,
  title: '官方亚洲合作伙伴',
  partner: '阿斯顿维拉足球俱乐部',
  period: '2024/25 赛季',
  imageUrl: 'http://x/static/sponsor/1.svg',
  content: '<p>合作<b>三年</b></p>',
};

describe('sponsor page', () => {
  it('lists every sponsorship with picture, partner, period and content', async () => {
    fakeEndpoints({ sponsorContent: { list: [item, { ...item, id: 2, partner: 'LGD电子竞技俱乐部' }] } });
    renderPage(<SponsorPage />);
    const list = await screen.findByTestId('sponsor-list');
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('img', { name: '阿斯顿维拉足球俱乐部' })).toHaveAttribute('src', item.imageUrl);
    expect(list).toHaveTextContent('合作期：2024/25 赛季');
    // The operator's content shows once the sanitiser is in (it loads on first use).
    await waitFor(() => expect(list).toHaveTextContent('合作三年'));
  });

  it('says when there are none', async () => {
    fakeEndpoints({ sponsorContent: { list: [] } });
    renderPage(<SponsorPage />);
    expect(await screen.findByText('暂无赞助信息')).toBeInTheDocument();
  });

  it('shows a failed load', async () => {
    fakeEndpoints({ sponsorContent: () => Promise.reject(new Error('down')) });
    renderPage(<SponsorPage />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
