import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bus, type TipsDialogMessage } from 'shared/bus';
import { onlineCustomService } from 'shared/contract';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { openCustomerService } from './open-customer-service';

const texts = { warning: '为了您的资金安全……', failed: '客服链接获取失败，请稍后重试' };

function tipsDialog(emit: { mock: { calls: unknown[][] } }): TipsDialogMessage {
  const call = emit.mock.calls.find(([event]) => event === 'ui:tips-dialog');
  if (!call) throw new Error('no tips dialog');
  return call[1] as TipsDialogMessage;
}

afterEach(() => vi.restoreAllMocks());

describe('contact customer service', () => {
  it('warns first and opens the service address only on confirm', async () => {
    const emit = vi.spyOn(bus, 'emit');
    const request = fakeEndpoints({ onlineCustomService: { url: 'https://cs.example.com/chat' } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openCustomerService(texts);
    const dialog = tipsDialog(emit);
    expect(dialog).toMatchObject({ msg: texts.warning, isShowCancel: true });
    expect(request).not.toHaveBeenCalled();
    await dialog.onSure?.();
    expect(request).toHaveBeenCalledWith(onlineCustomService, {});
    expect(open).toHaveBeenCalledWith('https://cs.example.com/chat', '_blank', 'noopener');
  });

  it('toasts the server message when the address cannot be had', async () => {
    const emit = vi.spyOn(bus, 'emit');
    fakeEndpoints({
      onlineCustomService: () => {
        throw new ApiError({ kind: 'business', code: 6013, message: '维护中', path: onlineCustomService.path });
      },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openCustomerService(texts);
    await tipsDialog(emit).onSure?.();
    expect(open).not.toHaveBeenCalled();
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '维护中', kind: 'error' });
  });
});
