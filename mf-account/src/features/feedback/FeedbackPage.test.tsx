import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { addFeedBack, FEEDBACK_MAX_IMAGES, UPLOAD_IMAGE_MAX_BYTES, uploadImage } from 'shared/contract';
import { appStore, feedbackUnreadAtom } from 'shared/state';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import FeedbackPage from '../../exposes/FeedbackPage';
import { detail } from './feedback-fixtures';
import '../../setup';

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
