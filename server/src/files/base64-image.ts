import { ResponseCode, UPLOAD_IMAGE_MAX_BYTES } from 'shared/contract';
import { DomainError } from '../domain/domain-error';
import { sniffImage, type ImageType } from './image-type';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const INVALID_IMAGE_DATA = '图片数据无效';
export const UNSUPPORTED_IMAGE = '仅支持 JPG、PNG、GIF、WEBP 格式的图片';
export const IMAGE_TOO_LARGE = '图片大小不能超过2MB';

/**
 * The image an upload carries, checked: strict base64 (Buffer.from would silently skip bad
 * characters and store garbage), at most UPLOAD_IMAGE_MAX_BYTES, and bytes that are one of the
 * accepted image formats. Each refusal is 6010 with its own message.
 */
export function decodeImage(data: string): { bytes: Buffer; type: ImageType } {
  if (data.length === 0 || data.length % 4 !== 0 || !BASE64.test(data))
    throw new DomainError(ResponseCode.FILE_UPLOAD_FAILURE, INVALID_IMAGE_DATA);
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw new DomainError(ResponseCode.FILE_UPLOAD_FAILURE, INVALID_IMAGE_DATA);
  if (bytes.length > UPLOAD_IMAGE_MAX_BYTES) throw new DomainError(ResponseCode.FILE_UPLOAD_FAILURE, IMAGE_TOO_LARGE);
  const type = sniffImage(bytes);
  if (type === null) throw new DomainError(ResponseCode.FILE_UPLOAD_FAILURE, UNSUPPORTED_IMAGE);
  return { bytes, type };
}
