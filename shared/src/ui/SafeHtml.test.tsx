import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    for (let proto: object | null = Object.getPrototypeOf(this) as object | null; proto !== null && proto !== Node.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
      const getter = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
      if (getter !== undefined) return getter.call(this) as string;
    }
    return (nodeNameOfNode?.get?.call(this) as string | undefined) ?? '';
  },
});

function renderHtml(html: string): HTMLElement {
  const { getByTestId } = render(
    <PlatformProviders withGlobalStyle={false}>
      <SafeHtml html={html} data-testid="safe" />
    </PlatformProviders>,
  );
  return getByTestId('safe');
}

describe('SafeHtml', () => {
  it('keeps the formatting of operator content', () => {
    const body = renderHtml('<p>存款<b>30分钟</b>内到账</p>');
    expect(body.querySelector('p b')?.textContent).toBe('30分钟');
  });

  it('removes a script and an onerror attribute', () => {
    const body = renderHtml('<p>提示</p><script>window.__xss = true</script><img src="x" onerror="window.__xss = true">');
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toContain('__xss');
    expect(body.querySelector('[onerror]')).toBeNull();
    expect(body.textContent).toContain('提示');
    expect((window as { __xss?: boolean }).__xss).toBeUndefined();
  });

  it('drops javascript: links and opens the others in a new tab without an opener', () => {
    const body = renderHtml('<a href="javascript:alert(1)">坏</a><a href="/app/help/zxkf">客服</a>');
    const [bad, good] = [...body.querySelectorAll('a')];
    expect(bad?.getAttribute('href')).toBeNull();
    expect(good?.getAttribute('href')).toBe('/app/help/zxkf');
    expect(good?.getAttribute('target')).toBe('_blank');
    expect(good?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('strips frames and inline styles', () => {
    const clean = sanitizeHtml('<p>a</p><iframe srcdoc="<b>x</b>"></iframe><p style="position:fixed">x</p>');
    expect(clean).not.toMatch(/iframe|style=/);
    expect(clean).toContain('x');
  });
});
