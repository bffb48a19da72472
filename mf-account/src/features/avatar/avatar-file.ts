import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from 'shared/contract';

/** Text keys (under the account namespace) of why a picked file is not sent. */
export type ImageFileProblem = 'avatar.upload.wrongType' | 'avatar.upload.tooLarge' | 'avatar.upload.empty';

const ACCEPTED: readonly string[] = UPLOAD_IMAGE_TYPES;

/** The file input's accept list: the same four types the server takes. */
export const IMAGE_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');

/**
 * Checked before anything is sent, with the server's own limits (it checks the bytes again): a
 * refused file costs the member no upload and gets a message at once.
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  if (!ACCEPTED.includes(file.type)) return 'avatar.upload.wrongType';
  if (file.size === 0) return 'avatar.upload.empty';
  if (file.size > UPLOAD_IMAGE_MAX_BYTES) return 'avatar.upload.tooLarge';
  return null;
}

/** The file's bytes as base64 without the data: prefix, as uploadImage takes them. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      const comma = url.indexOf(',');
      if (comma < 0) reject(new Error('unreadable file'));
      else resolve(url.slice(comma + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
