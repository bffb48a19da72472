import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyClick, takeEarlyClick } from './early-clicks';

function button(label: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = label;
  return element;
}

afterEach(() => {
  delete window.__xyEarlyClicks;
  document.body.replaceChildren();
});

describe('early presses', () => {
  it('takes the last press once and stops the keeper', () => {
    const first = button('登录');
    const last = button('注册');
    const take = vi.fn(() => [first, last]);
    window.__xyEarlyClicks = take;
    expect(takeEarlyClick()).toBe(last);
    expect(window.__xyEarlyClicks).toBeUndefined();
    expect(takeEarlyClick()).toBeNull();
    expect(take).toHaveBeenCalledTimes(1);
  });

  it('is null on a page without the keeper or without presses', () => {
    expect(takeEarlyClick()).toBeNull();
    window.__xyEarlyClicks = () => [];
    expect(takeEarlyClick()).toBeNull();
  });

  it('presses a button still on the page again, and drops one that is gone', () => {
    const kept = button('登录');
    const gone = button('注册');
    document.body.append(kept);
    const onKept = vi.fn();
    const onGone = vi.fn();
    kept.addEventListener('click', onKept);
    gone.addEventListener('click', onGone);
    replayEarlyClick(kept);
    replayEarlyClick(gone);
    replayEarlyClick(null);
    expect(onKept).toHaveBeenCalledTimes(1);
    expect(onGone).not.toHaveBeenCalled();
  });
});
