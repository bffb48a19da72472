import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageTraceId, remoteEvents } from 'shared/diagnostics';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import { lazyPage } from '../../pages/lazy-page';
import { isChunkLoadError } from './chunk-load-error';
import { PageErrorBoundary } from './PageErrorBoundary';
import '../../setup';

function chunkError(): Error {
  const error = new Error('Loading chunk 412 failed.\n(error: http://127.0.0.1:8080/static/js/async/412.js)');
  error.name = 'ChunkLoadError';
  return error;
}

let crash = true;
function Fragile() {
  if (crash) throw new TypeError("Cannot read properties of undefined (reading 'list')");
  return <p>页面内容</p>;
}

beforeEach(() => {
  resetPlatformState();
  crash = true;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('isChunkLoadError', () => {
  it('knows a missing code file from other errors', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 9 failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('PageErrorBoundary', () => {
  it('asks for a reload when a page’s chunk is gone after a deploy, and the button reloads', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const Page = lazyPage(() => Promise.reject(chunkError()));
    renderWithProviders(
      <>
        <nav>外壳</nav>
        <Page />
      </>,
      { route: '/app/download' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('页面已更新，请刷新');
    expect(screen.getByText('外壳')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '刷新页面' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(remoteEvents().at(-1)).toMatchObject({ kind: 'page-chunk-failed', remote: 'host', traceId: pageTraceId() });
  });

  it('shows any other render error in Chinese with the trace id, reports it, and retries', () => {
    renderWithProviders(
      <PageErrorBoundary>
        <Fragile />
      </PageErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('页面出错了');
    expect(alert).toHaveTextContent(pageTraceId());
    expect(remoteEvents().at(-1)).toMatchObject({ kind: 'render-error', remote: 'host' });
    expect(remoteEvents().at(-1)?.detail).toContain("reading 'list'");
    crash = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('页面内容')).toBeInTheDocument();
  });

  it('gives a new place a fresh try', () => {
    function Moving() {
      const [path, setPath] = useState('/a');
      return (
        <>
          <button
            type="button"
            onClick={() => {
              crash = false;
              setPath('/b');
            }}
          >
            去别处
          </button>
          <PageErrorBoundary resetKey={path}>
            <Fragile />
          </PageErrorBoundary>
        </>
      );
    }
    renderWithProviders(<Moving />);
    expect(screen.getByRole('alert')).toHaveTextContent('页面出错了');
    fireEvent.click(screen.getByRole('button', { name: '去别处' }));
    expect(screen.getByText('页面内容')).toBeInTheDocument();
  });
});
