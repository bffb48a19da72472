import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { consoleSupportClaim, consoleSupportDuty, type SupportChat, type SupportDesk } from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { SupportChatPage } from './SupportChatPage';

const waiting: SupportChat = {
  rid: 'support-g1234abcd',
  ownerId: 'g1234abcd',
  ownerName: '游客abcd',
  guest: true,
  memberId: null,
  state: 'waiting',
  firstWords: '我的存款没到账',
  waitingSince: '2026-11-28T02:00:00.000Z',
  lastMessageAt: '2026-11-28T02:00:00.000Z',
  agentId: null,
  agentName: null,
  closeNote: '',
};
const desk = (onDuty: boolean): SupportDesk => ({
  onDuty,
  waiting: { list: [waiting], total: 1, pageNum: 1, pageSize: 10 },
  mine: [],
  agents: [],
  chatSiteId: '1',
});

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['support']);
});
afterEach(() => vi.restoreAllMocks());

describe('the support chat desk', () => {
  it('lists the waiting rooms with their first words; claiming waits until the agent is on duty', async () => {
    let onDuty = false;
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleSupportDesk: () => desk(onDuty),
      consoleSupportDuty: (input) => {
        onDuty = input.onDuty;
        return { onDuty };
      },
    });
    renderConsole(<SupportChatPage />);
    const row = await screen.findByTestId('support-queue-row');
    expect(within(row).getByTestId('support-first-words')).toHaveTextContent('我的存款没到账');
    expect(within(row).getByText('游客')).toBeInTheDocument();
    expect(screen.getByTestId('support-duty-state')).toHaveTextContent('未在接待');
    expect(within(row).getByRole('button', { name: '认领' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: '开始接待' }));
    await waitFor(() => expect(screen.getByTestId('support-duty-state')).toHaveTextContent('接待中'));
    expect(spy.mock.calls.find(([endpoint]) => endpoint === consoleSupportDuty)?.[1]).toEqual({ onDuty: true });
    expect(within(screen.getByTestId('support-queue-row')).getByRole('button', { name: '认领' })).toBeEnabled();
  });

  it('shows the server’s refusal when another agent claimed the room first', async () => {
    fakeConsoleEndpoints(consoleApi, {
      consoleSupportDesk: desk(true),
      consoleSupportClaim: () => {
        throw new ApiError({
          kind: 'business',
          code: 8081,
          message: '该会话已由客服二认领',
          path: consoleSupportClaim.path,
        });
      },
    });
    renderConsole(<SupportChatPage />);
    fireEvent.click(await screen.findByRole('button', { name: '认领' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该会话已由客服二认领');
  });
});
