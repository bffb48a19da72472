import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withdrawInfo, type ResponseOf } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { hrefFor } from 'shared/routes';
import { appStore, memberAtom, type MemberInfo } from 'shared/state';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import AuthPage from '../../exposes/AuthPage';
import { newMember, serveMine } from '../../testing/test-member';

/** What the withdraw page reads of the security settings, as the server answers it now. */
const account = { phoneBound: false, passwordSet: false };
const info = (): ResponseOf<typeof withdrawInfo> => ({
  balance: 500,
  lockMoney: 0,
  ...account,
  realName: '',
  turnoverRequired: 0,
  turnoverDone: 0,
  turnoverRemaining: 0,
  todayCount: { bank: 0, coin: 0, alipay: 0 },
  accounts: [],
});

/** The withdraw page's figures, on screen beside the security settings (the host keeps both mounted). */
function WithdrawFigures() {
  const figures = useEndpoint(withdrawInfo, {}, { group: 'money' });
  if (figures.data === undefined) return null;
  return (
    <p data-testid="withdraw-figures">
      phone {String(figures.data.phoneBound)}, password {String(figures.data.passwordSet)}
    </p>
  );
}

function serve() {
  return fakeEndpoints({
    queryCountryArea: { list: [{ areaName: '中国大陆', areaCode: '86', regex: '^1[3-9]\\d{9}$' }] },
    sendBindCode: { resendAfter: 60 },
    withdrawInfo: info,
    bindPhone: ({ phone }) => {
      account.phoneBound = true;
      return { ...appStore.get(memberAtom)!, bindPhone: true, phone };
    },
    withdrawPwdSet: () => {
      account.passwordSet = true;
      return { passwordSet: true };
    },
    memberInfo: () => ({ ...appStore.get(memberAtom)!, hasSecondPassword: account.passwordSet }),
  });
}

async function renderBeside(member: MemberInfo = newMember) {
  appStore.set(memberAtom, member);
  renderWithProviders(
    <>
      <WithdrawFigures />
      <AuthPage />
    </>,
    { route: hrefFor('auth') },
  );
  expect(await screen.findByTestId('withdraw-figures')).toHaveTextContent('phone false, password false');
}

const section = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  resetPlatformState();
  signInForTest();
  serveMine('userinfo', 'auth');
  account.phoneBound = false;
  account.passwordSet = false;
});
afterEach(() => vi.restoreAllMocks());

describe('the security writes refetch the figures they change', () => {
  it('binding a phone updates the withdraw page on screen', async () => {
    serve();
    await renderBeside();
    const phone = section('手机号码');
    fireEvent.change(phone.getByLabelText('手机号码'), { target: { value: '13812345678' } });
    await act(async () => fireEvent.click(phone.getByRole('button', { name: '获取验证码' })));
    fireEvent.change(phone.getByLabelText('验证码'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(phone.getByRole('button', { name: '绑定手机号码' })));
    expect(await screen.findByText('phone true, password false')).toBeInTheDocument();
  });

  it('setting the second password updates the withdraw page on screen', async () => {
    serve();
    await renderBeside();
    const form = section('二级密码');
    const [password, repeat] = form.getAllByLabelText(/二级密码/);
    fireEvent.change(password!, { target: { value: '123456' } });
    fireEvent.change(repeat!, { target: { value: '123456' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: '设置二级密码' })));
    expect(await screen.findByText('phone false, password true')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '二级密码' })).toHaveTextContent('已设置');
  });
});
