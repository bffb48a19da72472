import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { getBalance, launchGame, venueTransfer } from 'shared/contract';
import { fakeEndpoints, type RequestSpy } from 'shared/testing/fake-endpoints';
import { appStore, balanceAtom, sessionAtom } from 'shared/state';
import { PlatformProviders } from 'shared/ui';
import '../../setup';
import { EnterVenueDialog } from './EnterVenueDialog';

const TICKET = 'abcdEFGH1234_-xyZ9';

const balance = () => ({ centerWalletBalance: 123.456, lockMoney: 0, totalMoney: 200 });
const transferred = () => ({
  channelCode: 'PGDZ',
  ty: '1' as const,
  amount: 50,
  centerWalletBalance: 73.45,
  venueBalance: 50,
});
const launched = () => ({ url: TICKET });

/** The request id each venueTransfer call carried (the third argument of api.request). */
function transferIds(request: RequestSpy): unknown[] {
  return request.mock.calls
    .filter(([endpoint]) => endpoint === venueTransfer)
    .map((call) => ((call as unknown[])[2] as { requestId?: string } | undefined)?.requestId);
}

function renderDialog() {
  return render(
    <PlatformProviders>
      <MemoryRouter>
        <EnterVenueDialog />
      </MemoryRouter>
    </PlatformProviders>,
  );
}

const offs: (() => void)[] = [];
beforeEach(() => appStore.set(sessionAtom, { token: 't', userId: '7' }));
afterEach(() => {
  offs.splice(0).forEach((off) => off());
  bus.forget('ui:enter-venue');
  appStore.set(sessionAtom, null);
  appStore.set(balanceAtom, null);
  vi.restoreAllMocks();
});

describe('EnterVenueDialog', () => {
  it('opens on the request that loaded it, with the server message and the centre balance, then forgets it', async () => {
    fakeEndpoints({ getBalance: balance });
    bus.emit('ui:enter-venue', { enName: 'PGDZ', message: '活动进行中，请先转入' });
    renderDialog();
    expect(await screen.findByRole('dialog', { name: '转入' })).toBeInTheDocument();
    expect(screen.getByText('活动进行中，请先转入')).toBeInTheDocument();
    expect(await screen.findByText('123.46')).toBeInTheDocument();
    expect(bus.last('ui:enter-venue')).toBeUndefined();
  });

  it('falls back to the catalogue text, and Escape closes', async () => {
    fakeEndpoints({ getBalance: balance });
    renderDialog();
    act(() => bus.emit('ui:enter-venue', { enName: 'PGDZ' }));
    expect(await screen.findByText('您还在活动中，转入后未达到流水要求的金额将无法转出')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('requires an amount and fills the whole balance with 全部', async () => {
    const request = fakeEndpoints({ getBalance: balance });
    renderDialog();
    act(() => bus.emit('ui:enter-venue', { enName: 'PGDZ' }));
    await screen.findByText('123.46');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入转账金额')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith(venueTransfer, expect.anything(), expect.anything());
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(screen.getByLabelText('转账金额')).toHaveValue('123.45');
    expect(screen.queryByText('请输入转账金额')).not.toBeInTheDocument();
  });

  it('直接进入 launches with isActivity and moves no money', async () => {
    const request = fakeEndpoints({ getBalance: balance, launchGame: launched });
    renderDialog();
    act(() => bus.emit('ui:enter-venue', { enName: 'PGDZ', gameCode: 'G9' }));
    await screen.findByText('123.46');
    fireEvent.click(screen.getByRole('button', { name: '直接进入' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(launchGame, { enName: 'PGDZ', gameCode: 'G9', isActivity: true }),
    );
    expect(request.mock.calls.some(([endpoint]) => endpoint === venueTransfer)).toBe(false);
  });

  it('确定 transfers once, tells the balance to refresh, then launches and closes', async () => {
    let finish: (value: ReturnType<typeof transferred>) => void = () => {};
    const request = fakeEndpoints({
      getBalance: balance,
      venueTransfer: () => new Promise((resolve) => (finish = resolve)),
      launchGame: launched,
    });
    const toast = vi.fn();
    const refresh = vi.fn();
    offs.push(bus.on('ui:toast', toast), bus.on('balance:refresh', refresh));
    renderDialog();
    act(() => bus.emit('ui:enter-venue', { enName: 'PGDZ' }));
    await screen.findByText('123.46');
    fireEvent.change(screen.getByLabelText('转账金额'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('button', { name: '直接进入' })).toBeDisabled();
    // The money layer sends on its own turn: answer once the call is out.
    await waitFor(() => expect(transferIds(request)).toHaveLength(1));
    await act(async () => finish(transferred()));
    const transfers = request.mock.calls.filter(([endpoint]) => endpoint === venueTransfer);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.[1]).toEqual({ channelCode: 'PGDZ', amount: '50', ty: '1', isActivity: true });
    expect(transferIds(request)).toEqual([expect.any(String) as unknown]);
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ message: '转账成功', kind: 'success' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(launchGame, { enName: 'PGDZ', gameCode: '', isActivity: true }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a refusal in the dialog, and a retry after a lost answer reuses the request id', async () => {
    const transfer = vi
      .fn<() => ReturnType<typeof transferred>>()
      .mockImplementationOnce(() => {
        throw new ApiError({ kind: 'timeout', code: 0, message: '请求超时，请稍后重试', path: venueTransfer.path });
      })
      .mockImplementationOnce(() => {
        throw new ApiError({ kind: 'business', code: 7101, message: '余额不足', path: venueTransfer.path });
      })
      .mockImplementation(transferred);
    const request = fakeEndpoints({ getBalance: balance, venueTransfer: transfer, launchGame: launched });
    renderDialog();
    act(() => bus.emit('ui:enter-venue', { enName: 'PGDZ' }));
    await screen.findByText('123.46');
    fireEvent.change(screen.getByLabelText('转账金额'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请求超时，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('余额不足')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const ids = transferIds(request);
    expect(ids[0]).toBe(ids[1]);
    // A refusal spends the id: the next press is a new transfer.
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(transferIds(request)[2]).not.toBe(ids[0]);
  });

  it('shows a balance failure with a retry', async () => {
    let down = true;
    fakeEndpoints({
      getBalance: () => {
        if (down) throw new ApiError({ kind: 'network', code: 0, message: '网络异常', path: getBalance.path });
        return balance();
      },
    });
    renderDialog();
    act(() => bus.emit('ui:enter-venue', { enName: 'PGDZ' }));
    expect(await screen.findByText('网络异常')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部' })).toBeDisabled();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('123.46')).toBeInTheDocument();
  });
});
