import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlatformProviders } from './PlatformProviders';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

/**
 * happy-dom answers '' from Node.prototype's nodeName getter and names nodes only in subclasses,
 * while DOMPurify reads nodeName through Node.prototype (to resist clobbering): without this shim
 * DOMPurify sees nameless nodes in tests. Browsers define nodeName on Node.prototype properly.
 */
const nodeNameOfNode = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
Object.defineProperty(Node.prototype, 'nodeName', {
  configurable: true,
  get(this: Node): string {
    for (
      let proto: object | null = Object.getPrototypeOf(this) as object | null;
      proto !== null && proto !== Node.prototype;
      proto = Object.getPrototypeOf(proto) as object | null
    ) {
      const getter = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
      if (getter !== undefined) return getter.call(this) as string;
    }
    return (nodeNameOfNode?.get?.call(this) as string | undefined) ?? '';
  },
});

/** Renders the HTML and waits until the sanitised content is in (the sanitiser loads on first use). */
async function renderHtml(html: string): Promise<HTMLElement> {
  const { getByTestId } = render(
    <PlatformProviders withGlobalStyle={false}>
      <SafeHtml html={html} data-testid="safe" />
    </PlatformProviders>,
  );
  const body = getByTestId('safe');
  await waitFor(() => expect(body.innerHTML).not.toBe(''));
  return body;
}

describe('SafeHtml', () => {
  it('shows none of the HTML until the sanitiser has loaded, then only the clean part', async () => {
    vi.resetModules();
    // A fresh copy of the module: its sanitiser is not loaded yet.
    const { SafeHtml: Fresh } = await import('./SafeHtml');
    const { PlatformProviders: Providers } = await import('./PlatformProviders');
    const { getByTestId } = render(
      <Providers withGlobalStyle={false}>
        <Fresh html={'<p>公告</p><img src="x" onerror="window.__early = true">'} data-testid="fresh" />
      </Providers>,
    );
    const body = getByTestId('fresh');
    expect(body.innerHTML).toBe('');
    await waitFor(() => expect(body.textContent).toBe('公告'));
    expect(body.querySelector('[onerror]')).toBeNull();
  });

  it('keeps the formatting of operator content', async () => {
    const body = await renderHtml('<p>存款<b>30分钟</b>内到账</p>');
    expect(body.querySelector('p b')?.textContent).toBe('30分钟');
  });

  it('removes a script and an onerror attribute', async () => {
    const body = await renderHtml(
      '<p>提示</p><script>window.__xss = true</script><img src="x" onerror="window.__xss = true">',
    );
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toContain('__xss');
    expect(body.querySelector('[onerror]')).toBeNull();
    expect(body.textContent).toContain('提示');
    expect((window as { __xss?: boolean }).__xss).toBeUndefined();
  });

  it('drops javascript: links and opens the others in a new tab without an opener', async () => {
    const body = await renderHtml('<a href="javascript:alert(1)">坏</a><a href="/app/help/zxkf">客服</a>');
    const [bad, good] = [...body.querySelectorAll('a')];
    expect(bad?.getAttribute('href')).toBeNull();
    expect(good?.getAttribute('href')).toBe('/app/help/zxkf');
    expect(good?.getAttribute('target')).toBe('_blank');
    expect(good?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('strips frames and inline styles', async () => {
    const clean = await sanitizeHtml('<p>a</p><iframe srcdoc="<b>x</b>"></iframe><p style="position:fixed">x</p>');
    expect(clean).not.toMatch(/iframe|style=/);
    expect(clean).toContain('x');
  });
});
