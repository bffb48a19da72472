import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-type';

const bytes = (...parts: (number[] | string)[]): Buffer =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffImage', () => {
  it('recognises JPEG, PNG, GIF and WebP by their magic bytes', () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xdb]))?.contentType).toBe('image/jpeg');
    expect(sniffImage(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))?.extension).toBe('png');
    expect(sniffImage(bytes('GIF87a', [1, 0]))?.contentType).toBe('image/gif');
    expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8L'))?.extension).toBe('webp');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImage(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImage(bytes('GIF8'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});
