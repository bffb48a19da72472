import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveVerticalsAtom } from 'shared/config';
import { appStore } from 'shared/state';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { testBrand } from '../testing/test-brand';
import { HOME_STATE_ID, readHomeState } from './home-state';
import { hydrateHome } from './hydrate-home';
import { renderHome } from './render-home';

const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><title>星耀体育</title></head><body><div id="root"></div></body></html>';

const on = { state: 'on' } as const;
const banner = (id: number, title: string) => ({
  id,
  title,
  subtitle: '',
  imageUrl: `http://127.0.0.1:8090/static/nav/${id}.svg`,
  link: { type: 'none' as const },
  sort: id,
});

function fakeHomeCalls() {
  return fakeEndpoints({
    siteBrandConfig: { version: null, config: null },
    navigationList: { list: [banner(1, '欧洲杯投注冲榜赛'), banner(2, '新会员首存送100%')] },
    queryNoticeListByPage: {
      list: [{ id: 1, title: '提款须知', content: '<p>提款须知</p>', publishTime: '2026-12-01 10:00:00' }],
      total: 1,
      pageNum: 1,
      pageSize: 10,
    },
    siteVerticals: { verticals: { sports: on, casino: on, wallet: on, promotions: on, chat: on } },
    getVenueInfoByCategory: { list: [] },
  });
}

// The files of this suite share one module graph and document: what a test adds is taken away.
const added: Element[] = [];
let hydrated: Root | null = null;

/** Lays the server's page into this test's document, as the browser would have parsed it. */
function loadPage(html: string): HTMLElement {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const head = [...parsed.head.children];
  document.head.append(...head);
  added.push(...head);
  document.body.innerHTML = parsed.body.innerHTML;
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root in the page');
  return root;
}

afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = null;
  for (const element of added.splice(0)) element.remove();
  document.body.innerHTML = '';
  appStore.set(liveVerticalsAtom, null);
  vi.restoreAllMocks();
});

describe('the prerendered home', () => {
  it('carries the shell, the first banner and the notices in its HTML, with the state it was drawn from', async () => {
    fakeHomeCalls();
    const html = await renderHome({ template: TEMPLATE, brandJson: JSON.stringify(testBrand()) });
    const root = loadPage(html);
    expect(root.querySelector('header')).not.toBeNull();
    expect(root.querySelector('img[alt="欧洲杯投注冲榜赛"]')).not.toBeNull();
    expect(root.querySelector('[data-testid="notice-strip"]')?.textContent).toContain('提款须知');
    // One document: no boundary sent apart for an inline script to reveal.
    expect(html).not.toMatch(/<script>/);
    expect(document.head.querySelector('style[data-styled]')).not.toBeNull();
    // The first banner, the largest paint, is the one picture asked for at once.
    const preloads = [...root.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')])).toEqual([
      ['http://127.0.0.1:8090/static/nav/1.svg', 'high'],
    ]);
    const state = readHomeState(document);
    expect(state?.banners.list).toHaveLength(2);
    expect(state?.language).toBe('zh-CN');
    expect(state?.edition).toBe('classic');
  });

  it('is adopted by the browser as it stands: no part redrawn, and the page answers clicks', async () => {
    fakeHomeCalls();
    const html = await renderHome({ template: TEMPLATE, brandJson: JSON.stringify(testBrand()) });
    const root = loadPage(html);
    const state = readHomeState(document);
    if (!state) throw new Error('no state in the page');
    const banner = root.querySelector('img[alt="欧洲杯投注冲榜赛"]');
    const recovered = vi.spyOn(console, 'warn');
    await act(async () => {
      hydrated = await hydrateHome(root, state, state.file);
    });
    await waitFor(() => expect(screen.getByTestId('page-trace-id')).toBeInTheDocument());
    expect(recovered.mock.calls.filter(([first]) => String(first).includes('hydration'))).toEqual([]);
    // The very element the server drew is the live one: hydrated, not replaced.
    expect(root.querySelector('img[alt="欧洲杯投注冲榜赛"]')).toBe(banner);
    expect(screen.getAllByRole('button', { name: '新会员首存送100%' }).length).toBeGreaterThan(0);
  });

  it('is not taken from a page whose state does not pass the contract', () => {
    document.body.innerHTML = `<script type="application/json" id="${HOME_STATE_ID}">{"brand":{},"language":"zh-CN"}</script>`;
    expect(readHomeState(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${HOME_STATE_ID}">{not json</script>`;
    expect(readHomeState(document)).toBeNull();
  });
});
