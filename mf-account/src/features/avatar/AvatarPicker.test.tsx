import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAvatar, avatarList, UPLOAD_IMAGE_MAX_BYTES, uploadImage } from 'shared/contract';
import { appStore, memberAtom } from 'shared/state';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../setup';
import { newMember } from '../../testing/test-member';
import { AvatarPicker } from './AvatarPicker';

const avatars = [
  { id: 'a1', url: 'https://cdn.test/a1.png' },
  { id: 'a2', url: 'https://cdn.test/a2.png' },
];

function stubServer() {
  return fakeEndpoints({
    avatarList: { list: avatars },
    uploadImage: { fileId: 'f1', url: 'https://cdn.test/f1.png', contentType: 'image/png', size: 4 },
    addAvatar: (body) => ({
      ...newMember,
      avatar:
        'fileId' in body && body.fileId
          ? 'https://cdn.test/f1.png'
          : (avatars.find((a) => 'avatarId' in body && a.id === body.avatarId)?.url ?? ''),
    }),
  });
}

function pick(file: File) {
  fireEvent.change(screen.getByTestId('avatar-file'), { target: { files: [file] } });
}

const onClose = vi.fn();
beforeEach(() => {
  resetPlatformState();
  signInForTest();
  appStore.set(memberAtom, newMember);
  onClose.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('AvatarPicker', () => {
  it('sets an avatar from the list and hands the new member to the shared store', async () => {
    const request = stubServer();
    renderWithProviders(<AvatarPicker open currentUrl="" onClose={onClose} />);
    const grid = await screen.findByRole('list', { name: '可选头像' });
    await act(async () => fireEvent.click(within(grid).getByRole('button', { name: '头像 2' })));
    expect(request).toHaveBeenCalledWith(addAvatar, { avatarId: 'a2' });
    expect(appStore.get(memberAtom)?.avatar).toBe('https://cdn.test/a2.png');
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a file that is not an image without calling the server', async () => {
    const request = stubServer();
    renderWithProviders(<AvatarPicker open currentUrl="" onClose={onClose} />);
    await screen.findByRole('list', { name: '可选头像' });
    pick(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('仅支持 JPG、PNG、GIF、WEBP 格式的图片');
    expect(request).not.toHaveBeenCalledWith(uploadImage, expect.anything());
    expect(request).not.toHaveBeenCalledWith(addAvatar, expect.anything());
  });

  it('refuses a picture over 2 MB without calling the server', async () => {
    const request = stubServer();
    renderWithProviders(<AvatarPicker open currentUrl="" onClose={onClose} />);
    await screen.findByRole('list', { name: '可选头像' });
    pick(new File([new Uint8Array(UPLOAD_IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('图片大小不能超过2MB');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(avatarList, {});
  });

  it('uploads a picture as base64, then makes it the avatar', async () => {
    const request = stubServer();
    renderWithProviders(<AvatarPicker open currentUrl="" onClose={onClose} />);
    await screen.findByRole('list', { name: '可选头像' });
    await act(async () => pick(new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })));
    await vi.waitFor(() => expect(request).toHaveBeenCalledWith(addAvatar, { fileId: 'f1' }));
    expect(request).toHaveBeenCalledWith(uploadImage, { purpose: 'avatar', fileName: 'me.png', data: 'iVBORw==' });
    expect(appStore.get(memberAtom)?.avatar).toBe('https://cdn.test/f1.png');
  });
});
