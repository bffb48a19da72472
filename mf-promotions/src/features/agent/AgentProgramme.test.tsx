import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { agentProgramme } from 'shared/contract';
import { appStore, sessionAtom } from 'shared/state';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../setup';
import AgentPage from '../../exposes/AgentPage';
import type { AgentProgrammeData } from './use-agent-programme';

const invite = { code: 'AG8K2Q', link: 'https://www.example.com/?icode=AG8K2Q' };

function programme(withInvite: boolean): AgentProgrammeData {
  return {
    title: '合营代理计划',
    intro: '推广越多，收益越高',
    tiers: [
      { level: 2, name: '银牌代理', minActive: 10, minNetWin: 50000, rate: 35 },
      { level: 1, name: '铜牌代理', minActive: 0, minNetWin: 0, rate: 25 },
    ],
    steps: [
      { title: '注册账号', text: '注册成为会员' },
      { title: '分享链接', text: '把专属链接发给好友' },
    ],
    contact: '合营部 QQ 800123',
    invite: withInvite ? invite : null,
  };
}

/** Answers as the server does: the invite only for a request made with a session. */
function serveBySession() {
  return fakeEndpoints({ agentProgramme: () => programme(appStore.get(sessionAtom) !== null) });
}

beforeEach(resetPlatformState);
afterEach(() => vi.restoreAllMocks());

describe('AgentPage', () => {
  it('shows a visitor the programme, the tiers lowest first, the steps and the contact, with a login button instead of an invite', async () => {
    const request = serveBySession();
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<AgentPage />);
    expect(await screen.findByRole('heading', { level: 1, name: '合营代理计划' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(agentProgramme, {});
    expect(screen.getByText('推广越多，收益越高')).toBeInTheDocument();
    const table = screen.getByTestId('agent-tiers');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['等级', '活跃会员', '月净盈利', '佣金比例']);
    const rows = within(table).getAllByTestId('agent-tier');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['不限', '不限', '25%'],
      ['≥ 10 人', '≥ ¥50,000', '35%'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('铜牌代理');
    expect(
      within(screen.getByTestId('agent-steps'))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('h3')?.textContent),
    ).toEqual(['注册账号', '分享链接']);
    expect(screen.getByTestId('agent-contact')).toHaveTextContent('合营部 QQ 800123');
    expect(screen.queryByTestId('agent-invite')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '登录后获取专属推广链接' }));
    expect(emit).toHaveBeenCalledWith('auth:request', { kind: 'login' });
  });

  it('shows a member the invite code, the link and its QR code', async () => {
    signInForTest();
    serveBySession();
    renderWithProviders(<AgentPage />);
    await waitFor(() => expect(screen.getByTestId('invite-code')).toHaveTextContent('AG8K2Q'));
    expect(screen.getByTestId('invite-link')).toHaveTextContent(invite.link);
    expect(screen.getByRole('img', { name: '推广链接二维码' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录后获取专属推广链接' })).not.toBeInTheDocument();
  });

  it('loads again when the visitor logs in, and drops the invite at once on logout', async () => {
    const request = serveBySession();
    renderWithProviders(<AgentPage />);
    await screen.findByRole('button', { name: '登录后获取专属推广链接' });
    await act(async () => signInForTest());
    await waitFor(() => expect(screen.getByTestId('invite-code')).toHaveTextContent('AG8K2Q'));
    expect(request).toHaveBeenCalledTimes(2);
    let release: () => void = () => undefined;
    request.mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve(programme(false)))));
    await act(async () => appStore.set(sessionAtom, null));
    // The member's answer is still the last one, but a visitor never sees its invite.
    expect(screen.queryByTestId('invite-code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录后获取专属推广链接' })).toBeInTheDocument();
    await act(async () => release());
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('shows the error with a retry that loads again', async () => {
    let calls = 0;
    const request = fakeEndpoints({
      agentProgramme: () => {
        calls += 1;
        if (calls === 1)
          throw new ApiError({
            kind: 'network',
            code: 0,
            message: '网络异常，请检查网络连接后重试',
            path: agentProgramme.path,
          });
        return programme(false);
      },
    });
    renderWithProviders(<AgentPage />);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('网络异常，请检查网络连接后重试');
    await act(async () => fireEvent.click(within(error).getByRole('button', { name: '重试' })));
    expect(await screen.findByRole('heading', { level: 1, name: '合营代理计划' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(2);
  });
});
