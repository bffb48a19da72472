import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import {
  addFeedBack,
  delFeedback,
  FEEDBACK_MAX_IMAGES,
  getFeedBackList,
  getFeedbackInfo,
  UPLOAD_IMAGE_MAX_BYTES,
  uploadImage,
  type FeedbackDetail,
  type FeedbackSummary,
} from 'shared/contract';
import { appStore, feedbackUnreadAtom, unreadCountsAtom } from 'shared/state';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { noUnreadCounts } from 'shared/testing/fake-unread';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import FeedbackPage from '../../exposes/FeedbackPage';
import '../../setup';

const summary = (id: number, over: Partial<FeedbackSummary> = {}): FeedbackSummary => ({
  id,
  type: 'withdraw',
  excerpt: `提款一直没有到账${id}`,
  status: 'pending',
  unreadReplies: 0,
  createdAt: '2026-11-24T04:05:06.000Z',
  updatedAt: '2026-11-24T04:05:06.000Z',
  ...over,
});

const detail = (id: number, over: Partial<FeedbackDetail> = {}): FeedbackDetail => ({
  ...summary(id),
  content: '提款一直没有到账，请帮忙查一下',
  images: [{ fileId: 'f1', url: '/files/f1?sig=1' }],
  bet: null,
  replies: [
    { id: 1, from: 'support', content: '您好，已为您核实', images: [], createdAt: '2026-11-24T05:00:00.000Z' },
    { id: 2, from: 'member', content: '谢谢', images: [], createdAt: '2026-11-24T05:10:00.000Z' },
  ],
  ...over,
});

const zeroCounts = noUnreadCounts();
const bet = {
  betId: 'T100',
  venueName: 'CRTY体育',
  summary: '曼联 vs 切尔西 主胜',
  stake: 100,
  createdAt: '2026-11-23T04:00:00.000Z',
};

const image = (name: string, type = 'image/png', size = 1000) => {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const choose = (...files: File[]) =>
  fireEvent.change(screen.getByTestId('feedback-image-input'), { target: { files } });

beforeEach(() => {
  resetPlatformState();
  appStore.set(feedbackUnreadAtom, null);
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('the feedback form', () => {
  it('asks for a type and enough text before sending anything', async () => {
    const request = fakeEndpoints({});
    renderWithProviders(<FeedbackPage />);
    expect(screen.getByRole('tab', { name: '提交反馈' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: '  太慢了  ' } });
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('3/500');
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText('请选择反馈类别', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(screen.getByText('反馈内容至少需要10个字')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: '字'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText('反馈内容不能超过500个字')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('offers the contract types with Chinese labels', () => {
    fakeEndpoints({});
    renderWithProviders(<FeedbackPage />);
    const options = within(screen.getByLabelText('反馈类别'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      '请选择反馈类别',
      '存款问题',
      '提款问题',
      '投注争议',
      '优惠活动',
      '账户问题',
      '功能建议',
      '其他',
    ]);
  });

  it('refuses a non-image and a too-big image without uploading them', async () => {
    const request = fakeEndpoints({});
    renderWithProviders(<FeedbackPage />);
    choose(image('合同.pdf', 'application/pdf'), image('大图.png', 'image/png', UPLOAD_IMAGE_MAX_BYTES + 1));
    expect(await screen.findByText('“合同.pdf”不是支持的图片格式，仅支持 JPG、PNG、GIF、WEBP')).toBeInTheDocument();
    expect(screen.getByText('“大图.png”超过2MB，请压缩后再上传')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('uploads up to the image limit, shows thumbnails that can be removed, and refuses more', async () => {
    let next = 0;
    const request = fakeEndpoints({
      uploadImage: () => ({ fileId: `f${++next}`, url: `/files/f${next}`, contentType: 'image/png', size: 1000 }),
    });
    renderWithProviders(<FeedbackPage />);
    await act(async () => choose(image('1.png'), image('2.png'), image('3.png'), image('4.png')));
    expect(await screen.findByText(`最多可上传${FEEDBACK_MAX_IMAGES}张图片，多出的图片未上传`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /反馈图片/ })).toHaveLength(FEEDBACK_MAX_IMAGES));
    expect(request.mock.calls.filter(([endpoint]) => endpoint === uploadImage)).toHaveLength(FEEDBACK_MAX_IMAGES);
    expect(request).toHaveBeenCalledWith(uploadImage, {
      purpose: 'feedback',
      fileName: '1.png',
      data: expect.any(String),
    });
    expect(screen.getByRole('button', { name: '选择图片' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '移除图片 2' }));
    expect(screen.getAllByRole('img', { name: /反馈图片/ }).map((img) => img.getAttribute('src'))).toEqual([
      '/files/f1',
      '/files/f3',
    ]);
    expect(screen.getByRole('button', { name: '选择图片' })).toBeEnabled();
  });

  it('sends a bet dispute with the bet chosen, then opens the new ticket', async () => {
    const request = fakeEndpoints({
      queryMemberBetList: () => ({ list: [bet] }),
      uploadImage: () => ({ fileId: 'f9', url: '/files/f9', contentType: 'image/png', size: 1000 }),
      addFeedBack: () => ({ id: 42 }),
      getFeedbackInfo: () => detail(42, { type: 'bet', bet, replies: [] }),
    });
    appStore.set(feedbackUnreadAtom, 0);
    renderWithProviders(<FeedbackPage />);
    fireEvent.change(screen.getByLabelText('反馈类别'), { target: { value: 'bet' } });
    const betSelect = await screen.findByLabelText('关联注单');
    fireEvent.change(betSelect, { target: { value: 'T100' } });
    fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: '  这张注单结算错误，请核实一下  ' } });
    await act(async () => choose(image('截图.png')));
    await screen.findByRole('img', { name: '反馈图片 1' });
    let finish: (value: { id: number }) => void = () => undefined;
    request.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    const sending = await screen.findByRole('button', { name: /提交中/ });
    expect(sending).toBeDisabled();
    await act(async () => finish({ id: 42 }));
    expect(request).toHaveBeenCalledWith(addFeedBack, {
      type: 'bet',
      content: '这张注单结算错误，请核实一下',
      fileIds: ['f9'],
      betId: 'T100',
    });
    expect(await screen.findByTestId('feedback-detail')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '我的反馈' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByTestId('feedback-bet')).toHaveTextContent('曼联 vs 切尔西 主胜'));
  });

  it('keeps what was typed and says why when sending fails', async () => {
    fakeEndpoints({
      addFeedBack: () => {
        throw new ApiError({
          kind: 'business',
          code: 6007,
          message: '提交过于频繁，请稍后再试',
          path: addFeedBack.path,
        });
      },
    });
    renderWithProviders(<FeedbackPage />);
    fireEvent.change(screen.getByLabelText('反馈类别'), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: '希望增加更多的存款方式' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交反馈' })));
    expect(await screen.findByText('提交过于频繁，请稍后再试')).toBeInTheDocument();
    expect(screen.getByLabelText('反馈内容')).toHaveValue('希望增加更多的存款方式');
  });
});

describe('my tickets', () => {
  it('lists the tickets with their status and a dot for unread replies', async () => {
    fakeEndpoints({
      getFeedBackList: () => ({
        list: [summary(2, { status: 'replied', unreadReplies: 1 }), summary(1, { status: 'closed' })],
        total: 2,
        pageNum: 1,
        pageSize: 10,
      }),
    });
    renderWithProviders(<FeedbackPage />, { route: '/mine/feedback?tab=list' });
    const [first, second] = await screen.findAllByTestId('feedback-ticket');
    expect(first).toHaveTextContent('已回复');
    expect(within(first!).getByRole('img', { name: '1 条未读回复' })).toBeInTheDocument();
    expect(second).toHaveTextContent('已关闭');
    expect(within(second!).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows an empty list', async () => {
    fakeEndpoints({ getFeedBackList: () => ({ list: [], total: 0, pageNum: 1, pageSize: 10 }) });
    renderWithProviders(<FeedbackPage />, { route: '/mine/feedback?tab=list' });
    expect(await screen.findByText('暂无反馈记录')).toBeInTheDocument();
  });

  it('opens a ticket as a conversation and refreshes the unread counts it clears', async () => {
    let unreadReplies = 1;
    const request = fakeEndpoints({
      getFeedBackList: () => ({
        list: [summary(2, { status: 'replied', unreadReplies })],
        total: 1,
        pageNum: 1,
        pageSize: 10,
      }),
      getFeedbackInfo: () => {
        unreadReplies = 0;
        return detail(2, { status: 'replied' });
      },
      feedbackUnreadNum: () => ({ count: unreadReplies }),
      getUnreadForType: () => zeroCounts,
    });
    appStore.set(feedbackUnreadAtom, 1);
    appStore.set(unreadCountsAtom, { ...zeroCounts, fd_count: 1 });
    renderWithProviders(<FeedbackPage />, { route: '/mine/feedback?tab=list' });
    const [row] = await screen.findAllByTestId('feedback-ticket');
    fireEvent.click(within(row!).getByRole('button', { name: /^提款问题/ }));
    const replies = await screen.findAllByTestId('feedback-reply');
    expect(replies.map((reply) => reply.textContent)).toEqual([
      '客服 · 2026-11-24 13:00:00您好，已为您核实',
      '我 · 2026-11-24 13:10:00谢谢',
    ]);
    expect(screen.getByRole('img', { name: '反馈图片 1' })).toHaveAttribute('src', '/files/f1?sig=1');
    expect(request).toHaveBeenCalledWith(getFeedbackInfo, { id: 2 });
    await waitFor(() => expect(appStore.get(feedbackUnreadAtom)).toBe(0));
    expect(appStore.get(unreadCountsAtom)).toEqual(zeroCounts);
    fireEvent.click(screen.getByRole('button', { name: '返回列表' }));
    // The list shows what it had and loads again: the dot goes once the fresh answer is in.
    await waitFor(() =>
      expect(within(screen.getAllByTestId('feedback-ticket')[0]!).queryByRole('img')).not.toBeInTheDocument(),
    );
  });

  it('shows the images support attached to a reply, and says when support closed the ticket', async () => {
    const reply = {
      id: 3,
      from: 'support' as const,
      content: '您好，款项已到账，请看截图',
      images: [{ fileId: 'r1', url: '/files/r1?sig=2' }],
      createdAt: '2026-11-24T06:00:00.000Z',
    };
    fakeEndpoints({
      getFeedbackInfo: () => detail(7, { status: 'closed', replies: [reply] }),
      feedbackUnreadNum: () => ({ count: 0 }),
      getUnreadForType: () => zeroCounts,
    });
    renderWithProviders(<FeedbackPage />, { route: '/mine/feedback?tab=list&id=7' });
    const [bubble] = await screen.findAllByTestId('feedback-reply');
    expect(within(bubble!).getByRole('img', { name: '回复图片 1' })).toHaveAttribute('src', '/files/r1?sig=2');
    expect(screen.getByTestId('feedback-closed')).toHaveTextContent('客服已关闭此反馈，如有新问题请重新提交');
  });

  it('opens the ticket named in the address, and says when it cannot be shown', async () => {
    fakeEndpoints({
      getFeedbackInfo: () => {
        throw new ApiError({ kind: 'business', code: 6004, message: '反馈不存在', path: getFeedbackInfo.path });
      },
    });
    renderWithProviders(<FeedbackPage />, { route: '/mine/feedback?tab=list&id=99' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('反馈不存在'));
  });

  it('deletes a ticket only after confirming', async () => {
    let list = [summary(2), summary(1)];
    const request = fakeEndpoints({
      getFeedBackList: () => ({ list, total: list.length, pageNum: 1, pageSize: 10 }),
      delFeedback: ({ id }) => {
        list = list.filter((ticket) => ticket.id !== id);
        return { deleted: true };
      },
    });
    renderWithProviders(<FeedbackPage />, { route: '/mine/feedback?tab=list' });
    fireEvent.click((await screen.findAllByRole('button', { name: /删除反馈/ }))[1]!);
    const dialog = screen.getByRole('dialog', { name: '删除反馈' });
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(request.mock.calls.some(([endpoint]) => endpoint === delFeedback)).toBe(false);
    fireEvent.click(screen.getAllByRole('button', { name: /删除反馈/ })[1]!);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认删除' })));
    expect(request).toHaveBeenCalledWith(delFeedback, { id: 1 });
    await waitFor(() => expect(screen.getAllByTestId('feedback-ticket')).toHaveLength(1));
    // The list shown is the server's after the deletion: asked for again once.
    expect(request.mock.calls.filter(([endpoint]) => endpoint === getFeedBackList)).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
