import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as contract from 'shared/contract';
import { renderPage, setTestBrand } from '../pages/render-page';
import { HelpTopicView } from '../pages/help/HelpTopicView';
import { SeoText } from '../pages/seo/SeoText';
import { Footer } from './Footer';

// Other figures than the real ones: a text that states its own instead of reading the shared fact fails.
vi.mock('shared/contract', async (importOriginal) => ({
  ...(await importOriginal<typeof contract>()),
  serviceFactValues: () => ({ days: 6, hours: 12, deposit: 2, payout: 7 }),
}));

describe('service facts in the shell', () => {
  it('the footer states the service hours and the average deposit and payout times from SERVICE_FACTS', () => {
    setTestBrand();
    renderPage(<Footer />);
    expect(screen.getByTestId('site-footer')).toHaveTextContent(
      '6×12小时在线客服，存款平均到账2分钟，提款平均到账7分钟。',
    );
  });

  it('the search-engine text and the help centre say the same', async () => {
    setTestBrand();
    renderPage(
      <>
        <SeoText />
        <HelpTopicView topic="qk" />
        <HelpTopicView topic="ck" />
        <HelpTopicView topic="zxkf" />
      </>,
    );
    expect(screen.getByTestId('seo-text')).toHaveTextContent('6×12小时在线客服');
    expect(await screen.findByText(/平均7分钟到账/)).toBeInTheDocument();
    expect(screen.getByText(/存款平均2分钟到账/)).toBeInTheDocument();
    expect(screen.getByText(/在线客服6×12小时为您服务/)).toBeInTheDocument();
  });
});
