import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { routePatterns } from 'shared/routes';
import { appStore, routeTableAtom } from 'shared/state';
import { paymentPay, paymentTypes, type DepositOrder, type RequestOf } from 'shared/contract';
import { fakeEndpoints, type RequestSpy } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../../setup';
import { catalogue, customer, depositRewards, orderOf } from '../deposit-fixtures';
import { DepositForm } from './DepositForm';

type Pay = (body: RequestOf<typeof paymentPay>, requestId: string | undefined) => Promise<DepositOrder>;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function mockApi(pay: Pay): RequestSpy {
  return fakeEndpoints({
    paymentTypes: catalogue,
    getCustomerInfo: customer,
    querySiteDepositRewardConfigList: depositRewards,
    paymentPay: (body, options) => pay(body, options?.requestId),
  });
}

function renderForm() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/mine/savemoney"
        element={
          <>
            <DepositForm />
            <Where />
          </>
        }
      />
      <Route path="/mine/huione" element={<Where />} />
    </Routes>,
    { route: '/mine/savemoney' },
  );
}

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('DepositForm', () => {
  it('shows the deposit bonuses the member can still get, the types and the channels with their limits', async () => {
    // The host serves the activity pages, so the offer that needs a join links to its page.
    appStore.set(routeTableAtom, [{ path: routePatterns.againDeposit, name: 'againDeposit' }]);
    mockApi(async () => orderOf());
    renderForm();
    expect(await screen.findByTestId('deposit-reward-1')).toHaveTextContent(
      '新会员首存送100%存款满¥100送100%，最高¥8,888',
    );
    expect(screen.getByTestId('deposit-reward-1')).toHaveTextContent('本次存款满¥100，彩金随存款到账');
    expect(screen.getByTestId('deposit-reward-2')).toHaveTextContent('需先在活动页报名');
    expect(screen.getByRole('link', { name: '去报名' })).toHaveAttribute('href', '/activity/againDeposit/2');
    expect(screen.getByRole('tab', { name: '银行转账' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: '三方充值' }));
    expect(screen.getByRole('radio', { name: /快捷支付/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /扫码支付/ })).toHaveTextContent('单笔 ¥10 - ¥5,000');
  });

  it('moves between channels with the arrow keys', async () => {
    mockApi(async () => orderOf());
    renderForm();
    fireEvent.click(await screen.findByRole('tab', { name: '三方充值' }));
    const quick = screen.getByRole('radio', { name: /快捷支付/ });
    fireEvent.keyDown(quick, { key: 'ArrowRight' });
    const scan = screen.getByRole('radio', { name: /扫码支付/ });
    expect(scan).toHaveAttribute('aria-checked', 'true');
    expect(scan).toHaveFocus();
    fireEvent.keyDown(scan, { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: /快捷支付/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('fills a preset amount and confirms it in uppercase numerals', async () => {
    mockApi(async () => orderOf());
    renderForm();
    fireEvent.click(await screen.findByRole('tab', { name: '三方充值' }));
    fireEvent.click(screen.getByRole('button', { name: '¥300' }));
    expect(screen.getByLabelText('存款金额')).toHaveValue('300');
    expect(screen.getByTestId('deposit-amount-uppercase')).toHaveTextContent('叁佰');
  });

  it('refuses an amount outside the channel limits without calling the server', async () => {
    const pay = vi.fn<Pay>();
    mockApi(pay);
    renderForm();
    fireEvent.click(await screen.findByRole('tab', { name: '三方充值' }));
    fireEvent.change(screen.getByLabelText('存款金额'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: '立即存款' }));
    expect(await screen.findByText('单笔存款金额需在 ¥50 至 ¥20,000 之间')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('存款金额'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '立即存款' }));
    expect(await screen.findByText('请输入存款金额')).toBeInTheDocument();
    expect(pay).not.toHaveBeenCalled();
  });

  it('pays a bank transfer in the real name from customer info and opens its waiting screen', async () => {
    const pay = vi.fn<Pay>(async () => orderOf({ waitKind: 'transfer' }));
    mockApi(pay);
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('存款人姓名')).toHaveValue('钱多多'));
    fireEvent.change(screen.getByLabelText('存款金额'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: '立即存款' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/mine/savemoney?order=CK20261124120000123456'),
    );
    expect(pay).toHaveBeenCalledWith(
      { channelId: 'bank-card', amount: 500, depositorName: '钱多多' },
      expect.any(String),
    );
  });

  it('asks for the depositor name of a bank transfer', async () => {
    const pay = vi.fn<Pay>();
    mockApi(pay);
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('存款人姓名')).toHaveValue('钱多多'));
    fireEvent.change(screen.getByLabelText('存款人姓名'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('存款金额'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: '立即存款' }));
    expect(await screen.findByText('请填写存款人姓名')).toBeInTheDocument();
    expect(pay).not.toHaveBeenCalled();
  });

  it('sends one request per press, disables the button meanwhile, and goes to the huione page for a huione order', async () => {
    let answer: (value: DepositOrder) => void = () => undefined;
    const pay = vi.fn<Pay>(() => new Promise((resolve) => (answer = resolve)));
    mockApi(pay);
    renderForm();
    fireEvent.click(await screen.findByRole('tab', { name: '汇旺支付' }));
    fireEvent.click(screen.getByRole('button', { name: '¥100' }));
    const submit = screen.getByRole('button', { name: '立即存款' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    // The query client starts the call a tick later; the second press was refused at once.
    await waitFor(() => expect(pay).toHaveBeenCalled());
    expect(pay).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /提交中/ })).toBeDisabled();
    await act(async () => answer(orderOf({ waitKind: 'huione', channelId: 'huione-pay' })));
    expect(screen.getByTestId('where')).toHaveTextContent('/mine/huione?order=CK20261124120000123456');
  });

  it('retries a lost answer with the same request id, and a refusal spends it', async () => {
    const network = new ApiError({
      kind: 'network',
      code: 0,
      message: '网络异常，请检查网络连接',
      path: paymentPay.path,
    });
    const refused = new ApiError({
      kind: 'business',
      code: 6011,
      message: '您已有5笔未完成的存款订单，请先完成或关闭后再存款',
      path: paymentPay.path,
    });
    // The server's answers in turn: the first is lost on the way back, the next two refuse.
    const answers = [network, refused, refused];
    const ids: (string | undefined)[] = [];
    mockApi((_body, requestId) => {
      ids.push(requestId);
      const error = answers.shift();
      return Promise.reject(error ?? new Error('paymentPay called more often than the test answers'));
    });
    renderForm();
    fireEvent.click(await screen.findByRole('tab', { name: '三方充值' }));
    fireEvent.change(screen.getByLabelText('存款金额'), { target: { value: '100' } });
    const submit = screen.getByRole('button', { name: '立即存款' });
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('订单可能已提交，请再次点击确认');
    fireEvent.click(submit);
    expect(await screen.findByText('您已有5笔未完成的存款订单，请先完成或关闭后再存款')).toBeInTheDocument();
    fireEvent.click(submit);
    await waitFor(() => expect(ids).toHaveLength(3));
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('shows a retry when the deposit methods fail to load', async () => {
    const failing = fakeEndpoints({
      paymentTypes: () => {
        throw new ApiError({ kind: 'business', code: 6003, message: '本站暂未开放存款', path: paymentTypes.path });
      },
      getCustomerInfo: customer,
      querySiteDepositRewardConfigList: depositRewards,
    });
    renderForm();
    expect(await screen.findByText('本站暂未开放存款')).toBeInTheDocument();
    expect(failing).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /重试|重新加载/ })).toBeInTheDocument();
  });
});
