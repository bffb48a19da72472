import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, setTestBrand } from '../render-page';
import { HomePage, type LoadHomeSections } from './HomePage';

const sections = { HomeTop: () => <p>banners and notices</p>, HomeBottom: () => <p>vendors, matches and sponsors</p> };

beforeEach(() => setTestBrand());
afterEach(() => vi.restoreAllMocks());

describe('the home page', () => {
  it('holds the carousel box and shows the vertical entries while its data parts load, then shows them', async () => {
    let arrive: (value: Awaited<ReturnType<LoadHomeSections>>) => void = () => undefined;
    // One chunk for both parts, as the real import is.
    const chunk = new Promise<Awaited<ReturnType<LoadHomeSections>>>((resolve) => (arrive = resolve));
    const load = vi.fn<LoadHomeSections>(() => chunk);
    const view = renderPage(<HomePage load={load} />);
    expect(view.container.querySelector('section[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByText('热门游戏')).toBeInTheDocument();
    arrive(sections);
    expect(await screen.findByText('banners and notices')).toBeInTheDocument();
    expect(screen.getByText('vendors, matches and sponsors')).toBeInTheDocument();
  });

  it('shows a retry, not a blank page, when the data parts fail to load, and the retry loads them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<LoadHomeSections>()
      .mockRejectedValueOnce(new Error('Loading chunk home-sections failed'))
      .mockResolvedValue(sections);
    renderPage(<HomePage load={load} />);
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('banners and notices')).toBeInTheDocument();
    expect(screen.getByText('热门游戏')).toBeInTheDocument();
  });
});
