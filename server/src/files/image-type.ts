import type { UPLOAD_IMAGE_TYPES } from 'shared/contract';

export type ImageContentType = (typeof UPLOAD_IMAGE_TYPES)[number];

export interface ImageType {
  contentType: ImageContentType;
  /** The file name extension the stored copy gets. */
  extension: 'jpg' | 'png' | 'gif' | 'webp';
}

function startsWith(bytes: Buffer, prefix: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + prefix.length && prefix.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * What the bytes are, from their magic numbers alone: the declared name and type are the sender's
 * claim, and a page that trusted them could be made to serve HTML or script under an image address.
 * null for anything but JPEG, PNG, GIF and WebP.
 */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { contentType: 'image/webp', extension: 'webp' };
  return null;
}
