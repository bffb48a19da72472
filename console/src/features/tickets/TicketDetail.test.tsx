import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import {
  consoleTicketClose,
  consoleTicketImage,
  consoleTicketReply,
  consoleTicketUpload,
} from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { deskTicketOf } from './ticket-fixtures';
import { TicketDetail } from './TicketDetail';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const reply = {
  id: 7,
  from: 'support' as const,
  content: '您好，款项已到账',
  operatorName: 'support',
  images: [{ fileId: 'reply-img' }],
  createdAt: '2026-11-28T03:00:00.000Z',
};

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['support']);
});
afterEach(() => vi.restoreAllMocks());

const render = (onClosed = vi.fn()) =>
  renderConsole(<TicketDetail id={41} onBack={vi.fn()} onClosed={onClosed} />, { route: '/tickets?ticket=41' });

describe('a ticket', () => {
  it('shows the member with a link to their page, the text, the bet and the thread', async () => {
    fakeConsoleEndpoints(consoleApi, {
      consoleTicketDetail: deskTicketOf({
        hasBet: true,
        bet: {
          betId: 'T1',
          venueName: 'CRTY体育',
          summary: '曼联 vs 切尔西：曼联 @1.95（已结算）',
          stake: 100,
          createdAt: '2026-11-27T12:00:00.000Z',
        },
        replies: [reply],
      }),
    });
    render();
    const detail = await screen.findByTestId('ticket-detail');
    expect(within(detail).getByTestId('ticket-member')).toHaveTextContent('deposit01（ID 10003，VIP2）');
    expect(within(detail).getByRole('link', { name: '会员资料' })).toHaveAttribute('href', '/members?member=10003');
    expect(within(detail).getByTestId('ticket-bet')).toHaveTextContent('曼联 vs 切尔西：曼联 @1.95（已结算）');
    expect(within(detail).getByTestId('ticket-reply')).toHaveTextContent('support');
    expect(within(detail).getByTestId('ticket-reply')).toHaveTextContent('您好，款项已到账');
    expect(detail).toHaveTextContent('c0ffee00-0000-4000-8000-000000000001');
  });

  it('loads an image only when the operator asks to see it', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleTicketDetail: deskTicketOf(),
      consoleTicketImage: { fileId: 'img-1', contentType: 'image/png', data: PNG },
    });
    render();
    await screen.findByTestId('ticket-detail');
    expect(spy.mock.calls.map(([endpoint]) => endpoint)).not.toContain(consoleTicketImage);
    fireEvent.click(screen.getByRole('button', { name: '查看图片 1' }));
    expect(await screen.findByRole('img', { name: '工单图片 1' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${PNG}`,
    );
    expect(spy).toHaveBeenCalledWith(consoleTicketImage, { id: 41, fileId: 'img-1' });
  });

  it('uploads a chosen image and sends the reply naming it, once', async () => {
    let replies = 0;
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleTicketDetail: () => deskTicketOf(replies > 0 ? { status: 'replied', replies: [reply] } : {}),
      consoleTicketUpload: { fileId: 'up-1' },
      consoleTicketReply: (input) => {
        replies += 1;
        return deskTicketOf({ id: input.id, status: 'replied', replies: [reply] });
      },
    });
    render();
    await screen.findByTestId('ticket-detail');
    fireEvent.click(screen.getByRole('button', { name: '发送回复' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请填写回复内容');
    fireEvent.change(screen.getByLabelText('回复内容'), { target: { value: '  您好，款项已到账  ' } });
    const file = new File([Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0))], 'proof.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('ticket-image-input'), { target: { files: [file] } });
    expect(await screen.findByText('图片 1：proof.png')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith(consoleTicketUpload, { id: 41, fileName: 'proof.png', data: PNG });
    fireEvent.click(screen.getByRole('button', { name: '发送回复' }));
    expect(await screen.findByTestId('ticket-sent')).toHaveTextContent('回复已发送');
    const sends = spy.mock.calls.filter(([endpoint]) => endpoint === consoleTicketReply);
    expect(sends).toHaveLength(1);
    expect(sends[0]?.[1]).toMatchObject({ id: 41, content: '您好，款项已到账', fileIds: ['up-1'] });
    await waitFor(() => expect(screen.getByLabelText('回复内容')).toHaveValue(''));
  });

  it('keeps the text and says why when the server refuses the reply', async () => {
    fakeConsoleEndpoints(consoleApi, {
      consoleTicketDetail: deskTicketOf(),
      consoleTicketReply: () => {
        throw new ApiError({
          kind: 'business',
          code: 8070,
          message: '该工单已关闭，不能再回复',
          path: consoleTicketReply.path,
        });
      },
    });
    render();
    await screen.findByTestId('ticket-detail');
    fireEvent.change(screen.getByLabelText('回复内容'), { target: { value: '您好' } });
    fireEvent.click(screen.getByRole('button', { name: '发送回复' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该工单已关闭，不能再回复');
    expect(screen.getByLabelText('回复内容')).toHaveValue('您好');
  });

  it('closes only after the operator confirms', async () => {
    const onClosed = vi.fn();
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleTicketDetail: deskTicketOf(),
      consoleTicketClose: (input) => deskTicketOf({ id: input.id, status: 'closed' }),
    });
    render(onClosed);
    await screen.findByTestId('ticket-detail');
    fireEvent.click(screen.getByRole('button', { name: '关闭工单' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定关闭工单 #41 吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(spy.mock.calls.map(([endpoint]) => endpoint)).not.toContain(consoleTicketClose);
    fireEvent.click(screen.getByRole('button', { name: '关闭工单' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认关闭' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith(41));
    expect(spy.mock.calls.filter(([endpoint]) => endpoint === consoleTicketClose)).toHaveLength(1);
  });

  it('takes no reply once closed', async () => {
    fakeConsoleEndpoints(consoleApi, {
      consoleTicketDetail: deskTicketOf({
        status: 'closed',
        closedBy: { operatorName: 'support', at: '2026-11-28T04:00:00.000Z' },
      }),
    });
    render();
    expect(await screen.findByTestId('ticket-closed')).toHaveTextContent('此工单已关闭，不能再回复');
    expect(screen.queryByRole('button', { name: '发送回复' })).toBeNull();
    expect(screen.queryByRole('button', { name: '关闭工单' })).toBeNull();
    expect(screen.getByTestId('ticket-detail')).toHaveTextContent('support 于 2026-11-28 12:00 关闭');
  });
});
