import { describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE_MAX_BYTES } from 'shared/contract';
import { IMAGE_ACCEPT, imageFileProblem, readAsBase64 } from './avatar-file';

describe('imageFileProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/gif', 'image/webp'])('takes %s up to 2 MB', (type) => {
    expect(imageFileProblem({ type, size: UPLOAD_IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses other types, empty files and anything over 2 MB', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('avatar.upload.wrongType');
    expect(imageFileProblem({ type: '', size: 10 })).toBe('avatar.upload.wrongType');
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toBe('avatar.upload.empty');
    expect(imageFileProblem({ type: 'image/png', size: UPLOAD_IMAGE_MAX_BYTES + 1 })).toBe('avatar.upload.tooLarge');
  });

  it('lets the file input offer the same four types', () => {
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/gif,image/webp');
  });
});

describe('readAsBase64', () => {
  it('gives the bytes without the data: prefix', async () => {
    await expect(readAsBase64(new Blob([new Uint8Array([104, 105])], { type: 'image/png' }))).resolves.toBe('aGk=');
  });
});
